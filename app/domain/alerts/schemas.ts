import { z } from "zod";
import { alertRules } from "~/core/alerts/rules";

const onOff = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean());

/**
 * The rules form: `<key>.enabled` (a checkbox) and `<key>.threshold` for each rule with one, in its bounds. Field
 * names are flat (`stop-running-late.threshold`) so the form posts without JavaScript.
 */
export const alertRulesSchema = z.object(
  Object.fromEntries(
    alertRules.flatMap((r) => {
      const fields: [string, z.ZodType][] = [[`${r.key}.enabled`, onOff]];
      if (r.threshold) {
        const { min, max, unit } = r.threshold;
        fields.push([
          `${r.key}.threshold`,
          z.coerce
            .number({ error: "team.alertRules.number" })
            .int("team.alertRules.wholeNumber")
            .min(min, `At least ${min} ${unit}.`)
            .max(max, `At most ${max} ${unit}.`),
        ]);
      }
      return fields;
    }),
  ),
);
export type AlertRulesInput = z.infer<typeof alertRulesSchema>;

export const alertStatusFilter = ["unresolved", "open", "acknowledged", "resolved"] as const;

export const assignSchema = z.object({
  alertId: z.string().min(1),
  memberId: z.string(),
});
