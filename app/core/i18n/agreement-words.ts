import type { MessageKey } from "./catalogs/en";

/** An agreement's stored frequency, in words (the terms block, its e-mail and its PDF). */
export const frequencyKeys = {
  weekly: "mail.agreement.frequency.weekly",
  "every two weeks": "mail.agreement.frequency.everyTwoWeeks",
  monthly: "mail.agreement.frequency.monthly",
  "twice a week": "mail.agreement.frequency.twiceAWeek",
  "on call": "mail.agreement.frequency.onCall",
} as const satisfies Record<string, MessageKey>;

/** How an agreement bills chemicals, in words. */
export const chemicalKeys = {
  included: "mail.agreement.chemicals.included",
  excluded: "mail.agreement.chemicals.excluded",
  "specific included": "mail.agreement.chemicals.specificIncluded",
  "all-inclusive": "mail.agreement.chemicals.allInclusive",
} as const satisfies Record<string, MessageKey>;
