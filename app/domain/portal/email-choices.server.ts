/**
 * Whether a customer's e-mail should be skipped because the pool owner linked to it turned that kind of e-mail off
 * on their /settings. A customer with no linked account keeps getting what the company sends.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { customer } from "~/db/schema";
import { getNotificationChoices } from "../accounts/notification-settings.server";
import type { TenantContext } from "../tenant.server";

export async function linkedOwnerDeclines(
  db: Db | Tx,
  { companyId }: Pick<TenantContext, "companyId">,
  customerId: string,
  choice: "serviceReports" | "invoices",
): Promise<boolean> {
  // tenancy: owner — filters customer.companyId = companyId (mail preference of that company's customer)
  const [row] = await db
    .select({ userId: customer.linkedUserId })
    .from(customer)
    .where(and(eq(customer.companyId, companyId), eq(customer.id, customerId)));
  if (!row?.userId) return false;
  const choices = await getNotificationChoices({ db: db as Db, userId: row.userId });
  return !choices[choice];
}
