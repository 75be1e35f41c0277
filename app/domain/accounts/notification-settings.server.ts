import { eq } from "drizzle-orm";
import { notificationSettings } from "~/db/schema";
import type { UserContext } from "../tenant.server";

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

/** A person's choices: their own settings page, or the mail that is about to be sent to them. */
export async function getNotificationChoices({
  db,
  userId,
}: Pick<UserContext, "db" | "userId">): Promise<NotificationChoices> {
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
export async function saveNotificationChoices(
  person: Pick<UserContext, "db" | "userId">,
  changes: Partial<NotificationChoices>,
) {
  const { db, userId } = person;
  const next = { ...(await getNotificationChoices(person)), ...changes };
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
