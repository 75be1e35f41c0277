/**
 * core/recurrence's describeRule says a schedule in English ("Weekly on Monday, Thursday"); the domain still sends
 * that sentence (English pages and checks read it). This words the same rule in the page's language from its parts.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { MessageValues } from "~/core/i18n/translate";
import { type RecurrenceRule, weekdaysOf } from "~/core/recurrence/recurrence";

/** Weekday names, indexed like `Date#getUTCDay()` (0 = Sunday); the routing area's words. */
const weekdayNameKeys = [
  "routing.weekday.sunday",
  "routing.weekday.monday",
  "routing.weekday.tuesday",
  "routing.weekday.wednesday",
  "routing.weekday.thursday",
  "routing.weekday.friday",
  "routing.weekday.saturday",
] as const satisfies readonly MessageKey[];

/** The rule as a sentence in the page's language: `describeSchedule(t, row)` where a screen shows `row.schedule`. */
export function describeSchedule(
  t: (key: MessageKey, values?: MessageValues) => string,
  rule: Pick<RecurrenceRule, "frequency" | "days" | "interval" | "monthWeek">,
): string {
  const names = weekdaysOf(rule).map((d) => t(weekdayNameKeys[d]));
  const days = names.join(", ");
  switch (rule.frequency) {
    case "daily":
      return t("builder.recurrence.daily");
    case "weekdays":
      return t("builder.recurrence.weekdays");
    case "weekly":
      return t("builder.recurrence.weekly", { days });
    case "every N weeks":
      return t("builder.recurrence.everyNWeeks", { interval: rule.interval, days });
    case "monthly":
      return t("builder.recurrence.monthly", {
        week: rule.monthWeek === -1 ? "last" : String(rule.monthWeek ?? 1),
        day: names[0] ?? "",
      }).trim();
    case "custom":
      return t("builder.recurrence.custom", { days });
  }
}
