/**
 * The messaging domain names linked records and the picker's groups in English (core/messaging/link-labels.ts); these
 * word them in the page's language from the label's parts. Any other text is shown as written.
 */
import type { T } from "~/components/i18n/i18n-provider";
import { linkGroupNames, readLinkLabel } from "~/core/messaging/link-labels";

/**
 * "Visit S-12 on 2026-03-02", "Job J-4: Replace the pump", "Invoice INV-3" in the page's language, the visit's day
 * written by `calendarDate` (the page's formatter: "Mar 2, 2026", "2 mar 2026").
 */
export function linkLabelIn(t: T, label: string, calendarDate: (isoDate: string) => string): string {
  const parts = readLinkLabel(label);
  if (!parts) return label;
  if (parts.kind === "stop")
    return t("portal.messages.linkVisit", { number: parts.number, date: calendarDate(parts.date) });
  if (parts.kind === "job") return t("portal.messages.linkJob", { number: parts.number, title: parts.title });
  return t("portal.messages.linkInvoice", { number: parts.number });
}

const groupKeys = {
  [linkGroupNames.stop]: "portal.messages.linkVisits",
  [linkGroupNames.job]: "portal.messages.linkJobs",
  [linkGroupNames.invoice]: "portal.messages.linkInvoices",
} as const;

/** The picker's group ("Visits") in the page's language. */
export function linkGroupIn(t: T, group: string): string {
  return group in groupKeys ? t(groupKeys[group as keyof typeof groupKeys]) : group;
}
