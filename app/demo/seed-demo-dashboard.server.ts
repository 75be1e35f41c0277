/**
 * The demo dashboard's month before: the billing run for the month before last, issued on the 1st of last month and
 * paid in full by check within a week — so "Revenue this month vs last" compares two real months. Runs after
 * `seedDemoMoney` (it needs the agreements and billing settings); nothing is dated today.
 */

import { asc, eq, sql } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { billingPeriodContaining, dueDate, previousBillingPeriod } from "~/core/money";
import type { Db } from "~/db/client.server";
import { invoice } from "~/db/schema";
import { resolveTenant } from "~/domain/companies/companies.server";
import { runBilling } from "~/domain/money/billing-run.server";
import { recordPayment } from "~/domain/money/payments.server";
import { serverPorts } from "~/server/ports.server";

export async function seedDemoDashboard(db: Db, companyId: string, ownerUserId: string, today: string) {
  const owner = await resolveTenant({ db, ports: serverPorts() }, ownerUserId, companyId);
  if (!owner) throw new Error("Demo owner has no tenant");
  const lastMonth = previousBillingPeriod(billingPeriodContaining(today, "monthly"));
  const runDay = lastMonth.start;
  const runAt = new Date(`${runDay}T15:00:00Z`);
  const run = await runBilling(owner, previousBillingPeriod(lastMonth), runAt);
  for (const [k, c] of run.customers.entries()) {
    if (!c.invoiceId) continue;
    await db
      .update(invoice)
      .set({ status: "open", issuedOn: runDay, dueOn: dueDate(runDay, "net 15"), sentAt: runAt })
      .where(eq(invoice.id, c.invoiceId));
    const [row] = await db.select().from(invoice).where(eq(invoice.id, c.invoiceId));
    const paidOn = addDays(runDay, 6 + k);
    await recordPayment(
      owner,
      c.invoiceId,
      { amountCents: row.totalCents, method: "check", reference: `Check ${2190 + k}`, receivedOn: paidOn },
      new Date(`${paidOn}T18:00:00Z`),
    );
  }
  // Numbers follow the order invoices were issued in, as they would have had this run come first.
  const rows = await db
    .select({ id: invoice.id })
    .from(invoice)
    .where(eq(invoice.companyId, companyId))
    .orderBy(sql`${invoice.issuedOn} asc nulls last`, asc(invoice.createdAt), asc(invoice.number));
  await db.transaction(async (tx) => {
    await tx
      .update(invoice)
      .set({ number: sql`-${invoice.number}` })
      .where(eq(invoice.companyId, companyId));
    for (const [i, r] of rows.entries())
      await tx
        .update(invoice)
        .set({ number: i + 1 })
        .where(eq(invoice.id, r.id));
  });
}
