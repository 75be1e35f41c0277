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
    .refine((v) => v === "" || (areaLevels[area] as readonly string[]).includes(v), "team.roles.levelInvalid")
    .transform((v) => (v === "" ? null : (v as Level)));

export const roleSchema = z.object({
  name: z.string().trim().min(2, "team.roles.nameRequired").max(40, "team.roles.nameTooLong"),
  description: z.string().trim().max(200, "team.roles.descriptionTooLong"),
  color: z.enum(roleColors, { message: "team.roles.colorRequired" }),
  ...(Object.fromEntries(areas.map((area) => [levelField(area), levelOf(area)])) as {
    [A in Area as `level_${A}`]: ReturnType<typeof levelOf>;
  }),
});
export type RoleInput = z.infer<typeof roleSchema>;

export const levelsOf = (input: RoleInput): Partial<Record<Area, Level | null>> =>
  Object.fromEntries(areas.map((area) => [area, input[levelField(area)]]));

export const levelLabels = {
  read: "team.roles.level.read",
  work: "team.roles.level.work",
  write: "team.roles.level.write",
  manage: "team.roles.level.manage",
} as const satisfies Record<Level, string>;

/** The same levels in lower case, for badges ("Customers: read"). */
export const levelShortLabels = {
  read: "team.roles.levelShort.read",
  work: "team.roles.levelShort.work",
  write: "team.roles.levelShort.write",
  manage: "team.roles.levelShort.manage",
} as const satisfies Record<Level, string>;
