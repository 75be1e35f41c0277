import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";
import { type MissingWork, missingWorkReasons } from "~/core/service/missing-work";
import type { StopStatus, stopTask } from "~/db/schema";
import type { VisitInput } from "./stop-schemas";

/**
 * A body of water's doses with each recommendation recorded once: a second "Record" of the same recommendation
 * (a double tap, a resent draft) is the first one again, not another dose. Chemicals added by hand all stay.
 */
export function onePerRecommendation<T extends { recommendation?: string | null }>(doses: T[]): T[] {
  const seen = new Set<string>();
  return doses.filter((d) => {
    if (!d.recommendation) return true;
    if (seen.has(d.recommendation)) return false;
    seen.add(d.recommendation);
    return true;
  });
}

/** What holds up a finish, as catalog keys with the task's name (`t.text` words them where shown). */
const missingWorkText: Record<MissingWork["reason"], (task: string) => string> = {
  photo: (task) => keyed("reports.serviceRules.missingPhoto", { task }),
  required: (task) => keyed("reports.serviceRules.missingRequired", { task }),
  value: (task) => keyed("reports.serviceRules.missingValue", { task }),
  note: (task) => keyed("reports.serviceRules.missingNote", { task }),
};

/** "This stop is already finished." and the like, for a stop that can't be started or skipped any more. */
export const stopAlreadyKeys = {
  scheduled: "reports.serviceRules.alreadyScheduled",
  "in progress": "reports.serviceRules.alreadyInProgress",
  finished: "reports.serviceRules.alreadyFinished",
  skipped: "reports.serviceRules.alreadySkipped",
  cancelled: "reports.serviceRules.alreadyCancelled",
} as const satisfies Record<StopStatus, MessageKey>;

/** What still stops the stop from being finished: required tasks not done, photo tasks without their photo. */
export function missingWork(
  tasks: (typeof stopTask.$inferSelect)[],
  visit: VisitInput,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(missingWorkReasons(tasks, visit)).map(([key, m]) => [
      key,
      missingWorkText[m.reason](m.task),
    ]),
  );
}
