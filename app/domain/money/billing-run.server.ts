/**
 * The billing run: for one billing period, a draft invoice per customer with everything not billed yet —
 * the accepted agreements' rate (prorated, or per finished visit), per-stop charges of finished stops, the chemicals
 * those stops used (by the company's chemical billing mode, unless the agreement says otherwise), finished jobs whose
 * estimate was accepted, and billable purchases. Nothing is billed twice: stops are claimed (`billed`, `invoice_id`),
 * jobs move to "invoiced", purchase lines get `invoiced_at`, and every line carries a unique source key — so a re-run
 * adds only what is new, and two runs at once can't bill the same work.
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import {
  agreementCharge,
  type BillingPeriod,
  billChemicals,
  type ChemicalDose,
  chemicalPolicy,
} from "~/core/money";
import { jobLabel } from "~/core/operations/job-status";
import { convertAmount } from "~/core/operations/stock";
import type { Tx } from "~/db/client.server";
import {
  billingRun,
  company,
  customer,
  invoice,
  item,
  job,
  jobHistory,
  jobLine,
  purchase,
  purchaseLine,
  recurringServiceStop,
  serviceAgreement,
  serviceStop,
  stopDose,
} from "~/db/schema";
import { RuleError } from "../errors";
import { stopLabel } from "../service/stop-schemas";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import {
  appendInvoiceLines,
  createDraftInvoice,
  moveJobs,
  type NewInvoiceLine,
  recomputeInvoiceTotals,
} from "./invoice-records.server";

export interface BillingRunCustomer {
  customerId: string;
  customerName: string;
  invoiceId: string | null;
  invoiceNumber: number | null;
  /** Lines added by this run, with their amounts. */
  lines: { kind: NewInvoiceLine["kind"]; description: string; amountCents: number }[];
  addedCents: number;
}

export interface BillingRunOutcome {
  runId: string | null;
  period: BillingPeriod;
  customers: BillingRunCustomer[];
  invoicesCreated: number;
  linesAdded: number;
  addedCents: number;
}

/** Thrown inside a preview's transaction to roll back everything it wrote. */
class PreviewRollback extends Error {
  constructor(readonly outcome: BillingRunOutcome) {
    super("preview");
  }
}

/** What a run would bill now, written nowhere (the run itself inside a rolled-back transaction). */
export async function previewBillingRun(ctx: TenantContext, period: BillingPeriod) {
  requirePermission(ctx, "money:read");
  try {
    await ctx.db.transaction(async (tx) => {
      throw new PreviewRollback({ ...(await billPeriod(tx, ctx, period, null, new Date())), runId: null });
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return { ...error.outcome, runId: null };
    throw error;
  }
  throw new Error("unreachable");
}

/** Runs billing for the period: drafts (or adds to this period's drafts) and records the run. */
/** `now` dates the run (the demo runs last month's billing on the 1st). */
export async function runBilling(
  ctx: TenantContext,
  period: BillingPeriod,
  now = new Date(),
): Promise<BillingRunOutcome> {
  requirePermission(ctx, "money:write");
  if (period.end < period.start) throw new RuleError("period", "The period ends before it starts.");
  return ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(billingRun)
      .values({
        companyId: ctx.companyId,
        periodStart: period.start,
        periodEnd: period.end,
        startedBy: ctx.memberId,
        createdAt: now,
      })
      .returning();
    const outcome = await billPeriod(tx, ctx, period, run.id, now);
    await tx
      .update(billingRun)
      .set({ invoicesCreated: outcome.invoicesCreated, linesAdded: outcome.linesAdded })
      .where(eq(billingRun.id, run.id));
    return { ...outcome, runId: run.id };
  });
}

/** The company's earlier runs, newest first. */
export async function listBillingRuns(ctx: TenantContext, limit = 20) {
  requirePermission(ctx, "money:read");
  return ctx.db
    .select()
    .from(billingRun)
    .where(scoped(ctx, billingRun))
    .orderBy(sql`${billingRun.createdAt} desc`)
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------------

async function billPeriod(
  tx: Tx,
  ctx: TenantContext,
  period: BillingPeriod,
  runId: string | null,
  now: Date,
): Promise<Omit<BillingRunOutcome, "runId">> {
  const [settings] = await tx
    .select({
      mode: company.chemicalBillingMode,
      allowanceCents: company.chemicalAllowanceCents,
      currency: company.currency,
    })
    .from(company)
    .where(eq(company.id, ctx.companyId));

  const charges = new Map<string, NewInvoiceLine[]>();
  const add = (customerId: string, lines: NewInvoiceLine[]) => {
    if (lines.length) charges.set(customerId, [...(charges.get(customerId) ?? []), ...lines]);
  };
  const agreements = await agreementsInPeriod(tx, ctx, period);

  // 1. Agreements: the rate for the days they ran, or per finished visit.
  for (const a of agreements) {
    const visits = a.rateInterval === "visit" ? await finishedVisitsFor(tx, ctx, a, period) : 0;
    const charge = agreementCharge(a, period, visits);
    if (!charge.covered || charge.amountCents === 0) continue;
    add(a.customerId, [
      {
        kind: "agreement",
        description: `${a.title} (AG-${a.number})${charge.note ? ` — ${charge.note}` : ""}`,
        serviceDate: charge.covered.start,
        quantity: charge.quantity,
        unit: a.rateInterval === "visit" ? "visit" : null,
        unitPriceCents: charge.unitPriceCents,
        taxable: false,
        sourceKey: `agreement:${a.id}:${period.start}`,
      },
    ]);
  }

  // 2. Finished stops not billed yet: a per-stop charge where the recurring stop has a price outside any agreement,
  //    and their chemicals.
  const stops = await unbilledStops(tx, ctx, period);
  const agreementOf = (customerId: string) => agreements.find((a) => a.customerId === customerId) ?? null;
  for (const s of stops) {
    const perVisitAgreement = agreementOf(s.customerId)?.rateInterval === "visit";
    if (s.priceCents !== null && !s.includedInContract && !perVisitAgreement)
      add(s.customerId, [
        {
          kind: "stop",
          description: `Pool service ${stopLabel(s.number)}`,
          serviceDate: s.serviceDate,
          quantity: 1,
          unitPriceCents: s.priceCents,
          taxable: false,
          sourceKey: `stop:${s.id}`,
        },
      ]);
  }
  const doses = await dosesOf(
    tx,
    ctx,
    stops.map((s) => s.id),
  );
  const byCustomer = new Map<string, typeof doses>();
  for (const d of doses) byCustomer.set(d.customerId, [...(byCustomer.get(d.customerId) ?? []), d]);
  for (const [customerId, customerDoses] of byCustomer) {
    const agreement = agreementOf(customerId);
    let policy = chemicalPolicy({
      mode: settings.mode,
      allowanceCents: settings.allowanceCents,
      agreement: agreement
        ? { chemicals: agreement.chemicals, includedItemIds: agreement.includedItemIds }
        : null,
    });
    // An allowance is per period: what earlier runs of this period already took from it is spent.
    if (policy.mode === "hybrid") {
      const spent = await allowanceSpent(tx, ctx, customerId, period);
      policy = { mode: "hybrid", allowanceCents: Math.max(0, policy.allowanceCents - spent) };
    }
    const bill = billChemicals(customerDoses, policy, settings.currency);
    add(
      customerId,
      bill.lines.map((l, i) => ({
        kind: "chemical" as const,
        description: l.description,
        serviceDate: period.end,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        taxable: l.taxable,
        sourceKey: `chemicals:${customerId}:${period.start}:${stops.find((s) => s.customerId === customerId)?.id}:${i}`,
      })),
    );
  }

  // 3. Finished jobs whose estimate was accepted: their lines.
  for (const j of await billableJobs(tx, ctx, period)) {
    add(
      j.customerId,
      j.lines.map((l) => ({
        kind: "job" as const,
        description: `${jobLabel(j.number)} ${j.title}: ${l.description}`,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        taxable: l.taxable,
        sourceKey: `job:${j.id}:${l.id}`,
        jobId: j.id,
      })),
    );
  }

  // 4. Billable purchases for a customer (directly or through a job), at the item's sell price or cost.
  for (const p of await billablePurchases(tx, ctx, period)) {
    add(p.customerId, [
      {
        kind: "purchase",
        description: p.description,
        serviceDate: p.purchasedOn,
        quantity: p.quantity,
        unitPriceCents: p.unitPriceCents,
        taxable: p.taxable,
        sourceKey: `purchase-line:${p.id}`,
        jobId: p.jobId,
      },
    ]);
  }

  // Write: one draft per customer and period (added to when it exists), then mark what was billed.
  const names = charges.size
    ? await tx
        .select({ id: customer.id, name: customer.displayName })
        .from(customer)
        .where(scoped(ctx, customer, inArray(customer.id, [...charges.keys()])))
    : [];
  const customers: BillingRunCustomer[] = [];
  let invoicesCreated = 0;
  for (const [customerId, lines] of charges) {
    let [draft] = await tx
      .select({ id: invoice.id, number: invoice.number })
      .from(invoice)
      .where(
        scoped(
          ctx,
          invoice,
          eq(invoice.customerId, customerId),
          eq(invoice.status, "draft"),
          eq(invoice.periodStart, period.start),
          eq(invoice.periodEnd, period.end),
        ),
      );
    const created = !draft;
    if (!draft) {
      const row = await createDraftInvoice(tx, ctx, {
        customerId,
        agreementId: agreementOf(customerId)?.id ?? null,
        billingRunId: runId,
        periodStart: period.start,
        periodEnd: period.end,
        now,
      });
      draft = { id: row.id, number: row.number };
    }
    const added = await appendInvoiceLines(tx, ctx, draft.id, lines);
    if (!added.length) {
      // Everything was billed meanwhile (another run): leave no empty draft behind.
      if (created) await tx.delete(invoice).where(scoped(ctx, invoice, eq(invoice.id, draft.id)));
      continue;
    }
    if (created) invoicesCreated += 1;
    await recomputeInvoiceTotals(tx, ctx, draft.id);
    await markBilled(tx, ctx, draft.id, stops, added, now);
    customers.push({
      customerId,
      customerName: names.find((n) => n.id === customerId)?.name ?? "",
      invoiceId: draft.id,
      invoiceNumber: draft.number,
      lines: added.map((l) => ({ kind: l.kind, description: l.description, amountCents: l.amountCents })),
      addedCents: added.reduce((sum, l) => sum + l.amountCents, 0),
    });
  }
  customers.sort((a, b) => a.customerName.localeCompare(b.customerName));
  return {
    period,
    customers,
    invoicesCreated,
    linesAdded: customers.reduce((n, c) => n + c.lines.length, 0),
    addedCents: customers.reduce((n, c) => n + c.addedCents, 0),
  };
}

/** Accepted (or ended) agreements that ran some of the period. */
async function agreementsInPeriod(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
  return tx
    .select()
    .from(serviceAgreement)
    .where(
      scoped(
        ctx,
        serviceAgreement,
        inArray(serviceAgreement.status, ["accepted", "ended"]),
        lte(serviceAgreement.startsOn, period.end),
        or(isNull(serviceAgreement.endsOn), gte(serviceAgreement.endsOn, period.start)),
      ),
    )
    .orderBy(asc(serviceAgreement.number));
}

/** Finished visits of the period inside the agreement's dates, at its locations (all of the customer's if none). */
async function finishedVisitsFor(
  tx: Tx,
  ctx: TenantContext,
  a: typeof serviceAgreement.$inferSelect,
  period: BillingPeriod,
) {
  const from = [a.startsOn, period.start].sort()[1];
  const to = a.endsOn && a.endsOn < period.end ? a.endsOn : period.end;
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.customerId, a.customerId),
        eq(serviceStop.status, "finished"),
        isNull(serviceStop.jobId),
        gte(serviceStop.serviceDate, from),
        lte(serviceStop.serviceDate, to),
        a.serviceLocationIds.length
          ? inArray(serviceStop.serviceLocationId, a.serviceLocationIds)
          : undefined,
      ),
    );
  return n;
}

/** Finished stops of the period (not job visits) not billed yet, with the recurring stop's price. */
async function unbilledStops(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
  return tx
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      customerId: serviceStop.customerId,
      serviceDate: serviceStop.serviceDate,
      priceCents: recurringServiceStop.priceCents,
      includedInContract: sql<boolean>`coalesce(${recurringServiceStop.includedInContract}, false)`,
    })
    .from(serviceStop)
    .leftJoin(
      recurringServiceStop,
      and(
        eq(recurringServiceStop.id, serviceStop.recurringServiceStopId),
        eq(recurringServiceStop.companyId, serviceStop.companyId),
      ),
    )
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.status, "finished"),
        eq(serviceStop.billed, false),
        isNull(serviceStop.jobId),
        gte(serviceStop.serviceDate, period.start),
        lte(serviceStop.serviceDate, period.end),
      ),
    )
    .orderBy(asc(serviceStop.serviceDate), asc(serviceStop.number));
}

/** The doses of these stops, priced per the item's unit (the dose converted into it); free-text doses have no price. */
async function dosesOf(
  tx: Tx,
  ctx: TenantContext,
  stopIds: string[],
): Promise<(ChemicalDose & { customerId: string })[]> {
  if (!stopIds.length) return [];
  const rows = await tx
    .select({
      customerId: serviceStop.customerId,
      itemId: stopDose.itemId,
      name: stopDose.name,
      amount: stopDose.amount,
      unit: stopDose.unit,
      itemName: item.name,
      itemUnit: item.unit,
      priceCents: item.priceCents,
      billable: item.billable,
      taxable: item.taxable,
    })
    .from(stopDose)
    .innerJoin(serviceStop, eq(serviceStop.id, stopDose.serviceStopId))
    .leftJoin(item, and(eq(item.id, stopDose.itemId), eq(item.companyId, stopDose.companyId)))
    .where(scoped(ctx, stopDose, inArray(stopDose.serviceStopId, stopIds)))
    .orderBy(asc(stopDose.position));
  return rows.map((r) => {
    const inItemUnit = r.itemUnit ? convertAmount(r.amount, r.unit, r.itemUnit) : null;
    const priced = inItemUnit !== null && r.priceCents !== null && r.billable !== false;
    return {
      customerId: r.customerId,
      itemId: r.itemId,
      name: r.itemName ?? r.name,
      amount: priced ? inItemUnit : r.amount,
      unit: priced ? (r.itemUnit as string) : r.unit,
      sellPriceCentsPerUnit: priced ? r.priceCents : null,
      taxable: r.taxable ?? false,
    };
  });
}

/** The chemicals' sell value of the customer's stops of this period already billed (what the allowance covered). */
async function allowanceSpent(tx: Tx, ctx: TenantContext, customerId: string, period: BillingPeriod) {
  const billed = await tx
    .select({ id: serviceStop.id })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.customerId, customerId),
        eq(serviceStop.billed, true),
        gte(serviceStop.serviceDate, period.start),
        lte(serviceStop.serviceDate, period.end),
      ),
    );
  const doses = await dosesOf(
    tx,
    ctx,
    billed.map((s) => s.id),
  );
  return billChemicals(doses, { mode: "itemised", includedItemIds: [] }).sellValueCents;
}

/** Jobs with an accepted estimate finished by the period's last day (in the company's time zone), with their lines. */
async function billableJobs(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
  const finishedBy = sql`exists (select 1 from ${jobHistory} where ${jobHistory.jobId} = ${job.id}
    and ${jobHistory.changes} @> ${JSON.stringify([{ field: "operation status", to: "finished" }])}::jsonb
    and (${jobHistory.at} at time zone ${ctx.timeZone})::date <= ${period.end}::date)`;
  const jobs = await tx
    .select({ id: job.id, number: job.number, title: job.title, customerId: job.customerId })
    .from(job)
    .where(
      scoped(ctx, job, eq(job.billingStatus, "accepted"), eq(job.operationStatus, "finished"), finishedBy),
    )
    .orderBy(asc(job.number));
  if (!jobs.length) return [];
  const lines = await tx
    .select()
    .from(jobLine)
    .where(
      scoped(
        ctx,
        jobLine,
        inArray(
          jobLine.jobId,
          jobs.map((j) => j.id),
        ),
      ),
    )
    .orderBy(asc(jobLine.position));
  return jobs
    .map((j) => ({ ...j, lines: lines.filter((l) => l.jobId === j.id) }))
    .filter((j) => j.lines.length > 0);
}

/** Billable purchase lines bought by the period's end, for a customer or a job's customer, not invoiced yet. */
async function billablePurchases(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
  const rows = await tx
    .select({
      id: purchaseLine.id,
      description: purchaseLine.description,
      quantity: purchaseLine.quantity,
      unitCostCents: purchaseLine.unitCostCents,
      lineCustomerId: purchaseLine.customerId,
      jobId: purchaseLine.jobId,
      jobCustomerId: job.customerId,
      purchasedOn: purchase.purchasedOn,
      priceCents: item.priceCents,
      taxable: item.taxable,
    })
    .from(purchaseLine)
    .innerJoin(purchase, eq(purchase.id, purchaseLine.purchaseId))
    .leftJoin(job, and(eq(job.id, purchaseLine.jobId), eq(job.companyId, purchaseLine.companyId)))
    .leftJoin(item, and(eq(item.id, purchaseLine.itemId), eq(item.companyId, purchaseLine.companyId)))
    .where(
      scoped(
        ctx,
        purchaseLine,
        eq(purchaseLine.billable, true),
        eq(purchaseLine.returned, false),
        isNull(purchaseLine.invoicedAt),
        lte(purchase.purchasedOn, period.end),
        // A job's purchase is billed when the job is: with the job's own lines, not on its own.
        or(isNull(purchaseLine.jobId), ne(job.billingStatus, "draft")),
      ),
    )
    .orderBy(asc(purchase.purchasedOn), asc(purchaseLine.position));
  return rows.flatMap((r) => {
    const customerId = r.lineCustomerId ?? r.jobCustomerId;
    if (!customerId) return [];
    return [
      {
        id: r.id,
        customerId,
        description: r.description,
        quantity: r.quantity,
        unitPriceCents: r.priceCents ?? r.unitCostCents,
        taxable: r.taxable ?? true,
        jobId: r.jobId,
        purchasedOn: r.purchasedOn,
      },
    ];
  });
}

/** After lines are added: the stops, jobs and purchase lines they bill are marked, so no later run takes them. */
async function markBilled(
  tx: Tx,
  ctx: TenantContext,
  invoiceId: string,
  stops: { id: string; customerId: string }[],
  added: { kind: string; sourceKey: string | null; jobId: string | null }[],
  now: Date,
) {
  const [inv] = await tx
    .select({ customerId: invoice.customerId })
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)));
  const stopIds = stops.filter((s) => s.customerId === inv.customerId).map((s) => s.id);
  if (stopIds.length)
    await tx
      .update(serviceStop)
      .set({ billed: true, invoiceId })
      .where(scoped(ctx, serviceStop, inArray(serviceStop.id, stopIds), eq(serviceStop.billed, false)));
  const jobIds = [...new Set(added.filter((l) => l.kind === "job" && l.jobId).map((l) => l.jobId as string))];
  await moveJobs(tx, ctx, jobIds, "invoice", invoiceId, now);
  const purchaseIds = added
    .filter((l) => l.kind === "purchase" && l.sourceKey)
    .map((l) => (l.sourceKey as string).slice("purchase-line:".length));
  if (purchaseIds.length)
    await tx
      .update(purchaseLine)
      .set({ invoicedAt: now })
      .where(scoped(ctx, purchaseLine, inArray(purchaseLine.id, purchaseIds)));
}
