import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notificationSettings } from "~/db/schema";

/** What a person wants e-mailed to them. No row yet means the defaults. */
export interface NotificationChoices {
  serviceReports: boolean;
  invoices: boolean;
  messages: boolean;
  /** Company members: a daily e-mail of the company's open alerts. */
  alertDigest: boolean;
}

export const defaultNotificationChoices: NotificationChoices = {
  serviceReports: true,
  invoices: true,
  messages: true,
  alertDigest: false,
};

const onOff = (value: boolean) => (value ? "on" : "off") as "on" | "off";

export async function getNotificationChoices(db: Db, userId: string): Promise<NotificationChoices> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return { ...defaultNotificationChoices };
  return {
    serviceReports: row.serviceReports === "on",
    invoices: row.invoices === "on",
    messages: row.messages === "on",
    alertDigest: row.alertDigest === "on",
  };
}

/** Saves some or all choices; the rest keep their value. */
export async function saveNotificationChoices(db: Db, userId: string, changes: Partial<NotificationChoices>) {
  const next = { ...(await getNotificationChoices(db, userId)), ...changes };
  const values = {
    serviceReports: onOff(next.serviceReports),
    invoices: onOff(next.invoices),
    messages: onOff(next.messages),
    alertDigest: onOff(next.alertDigest),
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return next;
}
