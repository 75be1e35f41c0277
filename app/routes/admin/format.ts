import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";

/** Badge colours shared by the admin pages. */
export const statusColor: Record<string, string> = {
  pending: "yellow",
  active: "teal",
  deactivated: "red",
  approved: "teal",
  rejected: "red",
  trialing: "blue",
  "past due": "orange",
  canceled: "gray",
  paid: "teal",
  failed: "red",
  refunded: "gray",
};

/** Catalog keys of the stored statuses the admin pages show (companies, subscriptions, payments, requests). */
const statusKeys: Record<string, MessageKey> = {
  pending: "admin.status.pending",
  active: "admin.status.active",
  deactivated: "admin.status.deactivated",
  approved: "admin.status.approved",
  rejected: "admin.status.rejected",
  trialing: "admin.status.trialing",
  "past due": "admin.status.pastDue",
  canceled: "admin.status.canceled",
  paid: "admin.status.paid",
  failed: "admin.status.failed",
  refunded: "admin.status.refunded",
};

/** A stored status in the reader's words, lower case as the badges show it; an unknown one as stored. */
export function statusWord(t: Translator<MessageKey>, status: string): string {
  const key = Object.hasOwn(statusKeys, status) ? statusKeys[status] : null;
  return key ? t(key) : status;
}

/** A status as a filter's option reads it: first letter capitalised ("Past due", "Vencida"). */
export function statusOption(t: Translator<MessageKey>, status: string) {
  const word = statusWord(t, status);
  return { value: status, label: word.charAt(0).toUpperCase() + word.slice(1) };
}
