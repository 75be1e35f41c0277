/**
 * What the billing run reads, each a set-based query over the whole period (never one per customer): agreements,
 * finished visits, unbilled stops with their price, their doses, the allowance already spent, billable jobs and
 * purchases. Every query is scoped to the tenant; everything runs in the run's transaction.
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type BillingPeriod,
  billChemicals,
  type ChemicalDose,
  type FinishedVisit,
  perCustomer,
} from "~/core/money";
import { convertAmount } from "~/core/operations/stock";
import type { Tx } from "~/db/client.server";
import {
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
import { scoped, type TenantContext } from "../tenant.server";

/** `column = any($ids)`: one array parameter however many ids (an `in (…)` list has one parameter per id). */
export const anyOf = (column: PgColumn | SQL, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::text[])`;

/** Accepted (or ended) agreements that ran some of the period. */
export async function agreementsInPeriod(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
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

/** The period's finished visits (not job visits, billed or not) of these customers: what per-visit agreements count. */
export async function finishedVisitsOf(
  tx: Tx,
  ctx: TenantContext,
  customerIds: string[],
  period: BillingPeriod,
): Promise<FinishedVisit[]> {
  if (!customerIds.length) return [];
  return tx
    .select({
      customerId: serviceStop.customerId,
      serviceDate: serviceStop.serviceDate,
      serviceLocationId: serviceStop.serviceLocationId,
    })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        anyOf(serviceStop.customerId, customerIds),
        eq(serviceStop.status, "finished"),
        isNull(serviceStop.jobId),
        gte(serviceStop.serviceDate, period.start),
        lte(serviceStop.serviceDate, period.end),
      ),
    );
}

/** Finished stops of the period (not job visits) not billed yet, with the recurring stop's price. */
export async function unbilledStops(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
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
export async function dosesOf(
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
    .innerJoin(
      serviceStop,
      and(eq(serviceStop.id, stopDose.serviceStopId), eq(serviceStop.companyId, stopDose.companyId)),
    )
    .leftJoin(item, and(eq(item.id, stopDose.itemId), eq(item.companyId, stopDose.companyId)))
    .where(scoped(ctx, stopDose, anyOf(stopDose.serviceStopId, stopIds)))
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

/**
 * Per customer, the chemicals' sell value of their stops of this period already billed (what a hybrid allowance
 * covered in earlier runs of the period).
 */
export async function allowanceSpent(
  tx: Tx,
  ctx: TenantContext,
  customerIds: string[],
  period: BillingPeriod,
) {
  const spent = new Map<string, number>();
  if (!customerIds.length) return spent;
  const billed = await tx
    .select({ id: serviceStop.id })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        anyOf(serviceStop.customerId, customerIds),
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
  for (const [customerId, own] of perCustomer(doses))
    spent.set(customerId, billChemicals(own, { mode: "itemised", includedItemIds: [] }).sellValueCents);
  return spent;
}

/** Jobs with an accepted estimate finished by the period's last day (in the company's time zone), with their lines. */
export async function billableJobs(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
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
        anyOf(
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
export async function billablePurchases(tx: Tx, ctx: TenantContext, period: BillingPeriod) {
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
