/**
 * The demo's money: billing settings, service agreements in each state (accepted with chemicals included, accepted
 * with chemicals billed, sent and waiting, a draft), and last month's billing run through the real billing code, so
 * Invoices opens on real invoices built from the agreements: one paid by check, one open (overdue after its due date).
 */

import { asc, eq, sql } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { billingPeriodContaining, dueDate, previousBillingPeriod } from "~/core/money";
import type { Db } from "~/db/client.server";
import { company, companySequence, customer, invoice, serviceAgreement } from "~/db/schema";
import { resolveTenant } from "~/domain/companies/companies.server";
import { runBilling } from "~/domain/money/billing-run.server";
import { newToken } from "~/domain/money/invoice-records.server";
import { recordPayment } from "~/domain/money/payments.server";
import { serverPorts } from "~/server/ports.server";
import { demoPoolOwner } from "./seed-demo-locations.server";

const TERMS = `Weekly service: skim, brush, empty baskets, vacuum as needed, test and balance the water.
Filter cleans are included twice a year. Repairs are quoted separately unless included below.
Either side may end this agreement with 30 days' written notice.`;

export async function seedDemoMoney(db: Db, companyId: string, ownerUserId: string, today: string) {
  await db
    .update(company)
    .set({
      chemicalBillingMode: "itemised",
      taxRateBasisPoints: 810,
      invoiceTerms: "net 15",
    })
    .where(eq(company.id, companyId));

  const customers = await db
    .select({ id: customer.id, firstName: customer.firstName, lastName: customer.lastName })
    .from(customer)
    .where(eq(customer.companyId, companyId))
    // The demo pool owner's record first: Pat's agreement is the accepted full-service one.
    .orderBy(sql`${customer.email} = ${demoPoolOwner.email} desc`, asc(customer.displayName))
    .limit(4);
  const [full, billedChemicals, waiting, draft] = customers;
  const started = addDays(today, -120);
  // The name the customer typed to sign: "Pat Morgan", as people write their own name.
  const acceptance = (signer: { firstName: string; lastName: string }) => ({
    name: `${signer.firstName} ${signer.lastName}`,
    at: new Date(`${addDays(started, -3)}T17:20:00Z`).toISOString(),
    ip: "203.0.113.24",
    userAgent: "Demo browser",
  });
  await db.insert(serviceAgreement).values([
    {
      companyId,
      number: 1,
      customerId: full.id,
      status: "accepted",
      title: "Weekly full service",
      rateCents: 16_500,
      rateInterval: "month",
      chemicals: "included",
      filterService: true,
      repairsIncludedCents: 15_000,
      terms: TERMS,
      startsOn: started,
      sentAt: new Date(`${addDays(started, -5)}T16:00:00Z`),
      decidedAt: new Date(`${addDays(started, -3)}T17:20:00Z`),
      acceptance: acceptance(full),
      token: newToken(),
    },
    {
      companyId,
      number: 2,
      customerId: billedChemicals.id,
      status: "accepted",
      title: "Weekly maintenance, chemicals billed",
      rateCents: 11_000,
      rateInterval: "month",
      chemicals: "excluded",
      terms: TERMS,
      startsOn: started,
      sentAt: new Date(`${addDays(started, -5)}T16:00:00Z`),
      decidedAt: new Date(`${addDays(started, -3)}T17:20:00Z`),
      acceptance: acceptance(billedChemicals),
      token: newToken(),
    },
    {
      companyId,
      number: 3,
      customerId: waiting.id,
      status: "sent",
      title: "Weekly full service",
      rateCents: 17_500,
      rateInterval: "month",
      chemicals: "all-inclusive",
      terms: TERMS,
      startsOn: addDays(today, 7),
      acceptBy: addDays(today, 10),
      sentAt: new Date(`${addDays(today, -2)}T16:00:00Z`),
      token: newToken(),
    },
    {
      companyId,
      number: 4,
      customerId: draft.id,
      status: "draft",
      title: "Seasonal opening and weekly service",
      rateCents: 4_500,
      rateInterval: "visit",
      chemicals: "excluded",
      terms: TERMS,
      startsOn: addDays(today, 14),
      acceptBy: addDays(today, 21),
    },
  ]);
  await db.insert(companySequence).values({ companyId, name: "agreement", next: 5 }).onConflictDoNothing();

  // Last month's billing, run as the owner through the real billing code.
  const owner = await resolveTenant({ db, ports: serverPorts() }, ownerUserId, companyId);
  if (!owner) throw new Error("Demo owner has no tenant");
  const thisMonth = billingPeriodContaining(today, "monthly");
  // Run on the 1st at 8 am (or yesterday when today is the 1st): nothing in the demo is dated today.
  const runDay = thisMonth.start === today ? addDays(today, -1) : thisMonth.start;
  const runAt = new Date(`${runDay}T15:00:00Z`);
  const run = await runBilling(owner, previousBillingPeriod(thisMonth), runAt);

  // Those drafts went out on the run day (marked sent, no mail from a seed): one is paid by check since, one is still
  // open — overdue once its net-15 due date has passed.
  const [paid, open] = run.customers;
  for (const c of [paid, open]) {
    if (!c?.invoiceId) continue;
    await db
      .update(invoice)
      .set({ status: "open", issuedOn: runDay, dueOn: dueDate(runDay, "net 15"), sentAt: runAt })
      .where(eq(invoice.id, c.invoiceId));
  }
  if (paid?.invoiceId) {
    const paidOn = addDays(runDay, 5) < today ? addDays(runDay, 5) : runDay;
    const [row] = await db.select().from(invoice).where(eq(invoice.id, paid.invoiceId));
    await recordPayment(
      owner,
      paid.invoiceId,
      { amountCents: row.totalCents, method: "check", reference: "Check 2214", receivedOn: paidOn },
      new Date(`${paidOn}T18:00:00Z`),
    );
  }
  return run;
}
