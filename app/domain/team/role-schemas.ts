/** The role form (shared by the server and the browser): name, description, colour and one level per area. */
import { z } from "zod";
import { type Area, areaLevels, areas, type Level } from "~/core/permissions/permissions";
import { routeColors } from "../routing/routing-schemas";

export const roleColors = routeColors;

/** The form field of an area's level ("" = no access). */
export const levelField = (area: Area) => `level_${area}` as const;

const levelOf = (area: Area) =>
  z
    .string()
    .default("")
    .refine(
      (v) => v === "" || (areaLevels[area] as readonly string[]).includes(v),
      "Choose a level from the list.",
    )
    .transform((v) => (v === "" ? null : (v as Level)));

export const roleSchema = z.object({
  name: z.string().trim().min(2, "Give the role a name.").max(40, "Keep the name under 40 characters."),
  description: z.string().trim().max(200, "Keep the description under 200 characters."),
  color: z.enum(roleColors, { message: "Choose a colour." }),
  ...(Object.fromEntries(areas.map((area) => [levelField(area), levelOf(area)])) as {
    [A in Area as `level_${A}`]: ReturnType<typeof levelOf>;
  }),
});
export type RoleInput = z.infer<typeof roleSchema>;

export const levelsOf = (input: RoleInput): Partial<Record<Area, Level | null>> =>
  Object.fromEntries(areas.map((area) => [area, input[levelField(area)]]));

export const levelLabels: Record<Level, string> = {
  read: "Read",
  work: "Work",
  write: "Write",
  manage: "Manage",
};
