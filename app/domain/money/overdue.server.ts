/**
 * Overdue invoices: once an open invoice is past its due date (in its company's time zone) with something left to
 * pay, the office gets one "invoice overdue" alert — once per invoice (`overdue_alerted_at`), however often the
 * hourly job runs. A system function over every company.
 */

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { addDays, todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { invoiceLabel } from "~/core/money";
import { alert, company, customer, invoice } from "~/db/schema";
import { ruleSetting } from "../alerts/rule-settings.server";
import type { SystemContext } from "../tenant.server";

/** Raises the alerts that are due now; returns how many were raised. */
export async function raiseOverdueAlerts({ db }: SystemContext, now = new Date()) {
  // tenancy: system — overdue-invoice job across every company
  const candidates = await db
    .select({
      id: invoice.id,
      companyId: invoice.companyId,
      customerId: invoice.customerId,
      number: invoice.number,
      dueOn: invoice.dueOn,
      balanceCents: sql<number>`(${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents})`,
      timeZone: company.timeZone,
      currency: company.currency,
      customerName: customer.displayName,
    })
    .from(invoice)
    .innerJoin(company, eq(company.id, invoice.companyId))
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(
      and(
        eq(invoice.status, "open"),
        isNull(invoice.overdueAlertedAt),
        isNotNull(invoice.dueOn),
        sql`${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents} > 0`,
        // Coarse filter in SQL (a day of slack covers every time zone); the exact day is checked below.
        sql`${invoice.dueOn} < (${now.toISOString()}::timestamptz at time zone 'UTC')::date + 1`,
      ),
    );
  let raised = 0;
  for (const c of candidates) {
    // The company's rule: off, or a number of days' grace past the due date (alert settings).
    const rule = await ruleSetting(db, c, "invoice-overdue");
    if (!c.dueOn || !rule.enabled || todayIn(c.timeZone, now) <= addDays(c.dueOn, rule.threshold ?? 0))
      continue;
    const done = await db.transaction(async (tx) => {
      // Claim the invoice first: of two runs at once, only one gets the row back.
      // tenancy: system — overdue-invoice job claims a candidate found above, by id
      const [claimed] = await tx
        .update(invoice)
        .set({ overdueAlertedAt: now })
        .where(and(eq(invoice.id, c.id), isNull(invoice.overdueAlertedAt), eq(invoice.status, "open")))
        .returning({ id: invoice.id });
      if (!claimed) return false;
      await tx.insert(alert).values({
        companyId: c.companyId,
        kind: "invoice overdue",
        severity: "warning",
        title: keyed("team.alertText.invoiceOverdue", { invoice: invoiceLabel(c.number) }),
        detail: keyed("team.alertText.invoiceOverdueDetail", {
          customer: c.customerName,
          amount: { cents: c.balanceCents, currency: c.currency },
          date: { date: c.dueOn ?? "" },
        }),
        customerId: c.customerId,
        invoiceId: c.id,
      });
      return true;
    });
    if (done) raised += 1;
  }
  return raised;
}
