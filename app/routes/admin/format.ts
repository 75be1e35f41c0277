/** Formatting shared by the admin pages. */
export const money = (cents: number, currency = "USD") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

export const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A calendar date ("2026-03-01") shown as such, whatever the server's time zone. */
export const calendarDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

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
