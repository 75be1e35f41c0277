/**
 * The billing run: for one billing period, a draft invoice per customer with everything not billed yet —
 * the accepted agreements' rate (prorated, or per finished visit), per-stop charges of finished stops, the chemicals
 * those stops used (by the company's chemical billing mode, unless the agreement says otherwise), finished jobs whose
 * estimate was accepted, and billable purchases. Nothing is billed twice: stops are claimed (`billed`, `invoice_id`),
 * jobs move to "invoiced", purchase lines get `invoiced_at`, and every line carries a unique source key — so a re-run
 * adds only what is new, and two runs at once can't bill the same work.
 */
import { eq, sql } from "drizzle-orm";
import {
  agreementCharge,
  type BillingPeriod,
  billChemicals,
  chemicalPolicy,
  perCustomer,
  visitsCoveredBy,
} from "~/core/money";
import { jobLabel } from "~/core/operations/job-status";
import { stopLabel } from "~/core/service/stop-label";
import { analyzeTables } from "~/db/analyze.server";
import type { Tx } from "~/db/client.server";
import { billingRun, company, invoice, invoiceLine, serviceStop } from "~/db/schema";
import { RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { writeDrafts } from "./billing-run-drafts.server";
import {
  agreementsInPeriod,
  allowanceSpent,
  billableJobs,
  billablePurchases,
  dosesOf,
  finishedVisitsOf,
  unbilledStops,
} from "./billing-run-facts.server";
import type { NewInvoiceLine } from "./invoice-records.server";

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
  if (period.end < period.start) throw new RuleError("period", "seller.rules.periodEndsBeforeStart");
  const outcome = await ctx.db.transaction(async (tx) => {
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
    // tenancy: owner — the billing run row this transaction just created for the company
    await tx
      .update(billingRun)
      .set({ invoicesCreated: outcome.invoicesCreated, linesAdded: outcome.linesAdded })
      .where(eq(billingRun.id, run.id));
    return { ...outcome, runId: run.id };
  });
  // A large run changes the tables' sizes enough to mislead the planner until statistics are refreshed.
  if (outcome.linesAdded >= ANALYZE_AFTER_LINES)
    await analyzeTables(ctx.db, [invoice, invoiceLine, serviceStop]);
  return outcome;
}

/** Lines written by one run past which the written tables are analyzed. */
const ANALYZE_AFTER_LINES = 1_000;

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

/**
 * The run over the whole period at once: a few set-based reads (billing-run-facts), the lines per customer computed
 * in memory, then bulk writes (billing-run-drafts) — a fixed number of queries however many customers.
 */
async function billPeriod(
  tx: Tx,
  ctx: TenantContext,
  period: BillingPeriod,
  runId: string | null,
  now: Date,
): Promise<Omit<BillingRunOutcome, "runId">> {
  // One after another: a transaction is one connection, which runs one query at a time.
  const [settings] = await tx
    .select({
      mode: company.chemicalBillingMode,
      allowanceCents: company.chemicalAllowanceCents,
      currency: company.currency,
    })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const agreements = await agreementsInPeriod(tx, ctx, period);
  const stops = await unbilledStops(tx, ctx, period);
  const jobs = await billableJobs(tx, ctx, period);
  const purchases = await billablePurchases(tx, ctx, period);

  const charges = new Map<string, NewInvoiceLine[]>();
  const add = (customerId: string, lines: NewInvoiceLine[]) => {
    if (!lines.length) return;
    const own = charges.get(customerId);
    if (own) own.push(...lines);
    else charges.set(customerId, [...lines]);
  };
  // A customer's first agreement (by number) is the one that sets its terms.
  const agreementByCustomer = new Map<string, (typeof agreements)[number]>();
  for (const a of agreements)
    if (!agreementByCustomer.has(a.customerId)) agreementByCustomer.set(a.customerId, a);
  const agreementOf = (customerId: string) => agreementByCustomer.get(customerId) ?? null;
  const perVisit = agreements.filter((a) => a.rateInterval === "visit");
  const visits = await finishedVisitsOf(tx, ctx, [...new Set(perVisit.map((a) => a.customerId))], period);
  const doses = await dosesOf(
    tx,
    ctx,
    stops.map((s) => s.id),
  );
  const visitsOf = perCustomer(visits);

  // 1. Agreements: the rate for the days they ran, or per finished visit.
  for (const a of agreements) {
    const count =
      a.rateInterval === "visit" ? visitsCoveredBy(a, visitsOf.get(a.customerId) ?? [], period) : 0;
    const charge = agreementCharge(a, period, count);
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
  const dosesByCustomer = perCustomer(doses);
  const firstStopOf = new Map<string, string>();
  for (const s of stops) if (!firstStopOf.has(s.customerId)) firstStopOf.set(s.customerId, s.id);
  // An allowance is per period: what earlier runs of this period already took from it is spent.
  const spent =
    settings.mode === "hybrid"
      ? await allowanceSpent(tx, ctx, [...dosesByCustomer.keys()], period)
      : new Map<string, number>();
  for (const [customerId, customerDoses] of dosesByCustomer) {
    const agreement = agreementOf(customerId);
    let policy = chemicalPolicy({
      mode: settings.mode,
      allowanceCents: settings.allowanceCents,
      agreement: agreement
        ? { chemicals: agreement.chemicals, includedItemIds: agreement.includedItemIds }
        : null,
    });
    if (policy.mode === "hybrid")
      policy = {
        mode: "hybrid",
        allowanceCents: Math.max(0, policy.allowanceCents - (spent.get(customerId) ?? 0)),
      };
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
        sourceKey: `chemicals:${customerId}:${period.start}:${firstStopOf.get(customerId)}:${i}`,
      })),
    );
  }

  // 3. Finished jobs whose estimate was accepted: their lines.
  for (const j of jobs) {
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
  for (const p of purchases) {
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

  const { customers, invoicesCreated } = await writeDrafts(tx, ctx, {
    period,
    runId,
    now,
    charges,
    agreementOf,
    stops,
  });
  customers.sort((a, b) => a.customerName.localeCompare(b.customerName));
  return {
    period,
    customers,
    invoicesCreated,
    linesAdded: customers.reduce((n, c) => n + c.lines.length, 0),
    addedCents: customers.reduce((n, c) => n + c.addedCents, 0),
  };
}
