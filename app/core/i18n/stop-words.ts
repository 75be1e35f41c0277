import type { MessageKey } from "./catalogs/en";

/** A skip reason in words, lower-case ("gate locked"), as badges, summaries and alerts say it. */
export const skipReasonKeys: Readonly<Record<string, MessageKey>> = {
  "gate locked": "field.skipReason.gateLocked",
  "dog out": "field.skipReason.dogOut",
  "customer asked": "field.skipReason.customerAsked",
  weather: "field.skipReason.weather",
  other: "field.skipReason.other",
};
