/**
 * The billing run's writes, in bulk for the whole run: one draft per customer and period (added to when it exists),
 * the lines in multi-row inserts, the totals in one update, then what was billed marked in one update per table.
 * A line whose source is billed already is skipped by the unique source key (so two runs at once can't bill the same
 * work) and a new draft that got no line is deleted again. Runs inside the run's transaction.
 */

import { asc, eq, sql } from "drizzle-orm";
import { invoiceTotals, lineAmountCents } from "~/core/money";
import { rowsOf, unnestInsert } from "~/db/bulk.server";
import type { Tx } from "~/db/client.server";
import { company, customer, invoice, invoiceLine, purchaseLine, serviceStop } from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { scoped, type TenantContext } from "../tenant.server";
import type { BillingRunCustomer } from "./billing-run.server";
import { anyOf } from "./billing-run-facts.server";
import { moveJobsOfInvoices, type NewInvoiceLine, newToken } from "./invoice-records.server";

const lineColumns = [
  "companyId",
  "invoiceId",
  "position",
  "kind",
  "description",
  "serviceDate",
  "quantity",
  "unit",
  "unitPriceCents",
  "amountCents",
  "taxable",
  "sourceKey",
  "jobId",
] as const;

interface AddedLine {
  invoiceId: string;
  position: number;
  kind: NewInvoiceLine["kind"];
  description: string;
  amountCents: number;
  sourceKey: string | null;
  jobId: string | null;
}

export interface DraftsInput {
  period: { start: string; end: string };
  runId: string | null;
  now: Date;
  /** The lines to add per customer, in order. */
  charges: ReadonlyMap<string, NewInvoiceLine[]>;
  agreementOf: (customerId: string) => { id: string } | null;
  /** The unbilled stops the run read: a customer's are marked billed when lines were added for them. */
  stops: readonly { id: string; customerId: string }[];
}

export async function writeDrafts(tx: Tx, ctx: TenantContext, input: DraftsInput) {
  const { period, now } = input;
  const customerIds = [...input.charges.keys()];
  if (!customerIds.length) return { customers: [] as BillingRunCustomer[], invoicesCreated: 0 };
  // One after another: a transaction is one connection, which runs one query at a time.
  const owners = await tx
    .select({ id: customer.id, name: customer.displayName, terms: customer.billingTerms })
    .from(customer)
    .where(scoped(ctx, customer, anyOf(customer.id, customerIds)));
  const existing = await tx
    .select({
      id: invoice.id,
      number: invoice.number,
      customerId: invoice.customerId,
      tax: invoice.taxRateBasisPoints,
      // Written out: Drizzle leaves columns unqualified in single-table selects, which a subquery can't have.
      last: sql<number | null>`(select max(l.position) from invoice_line l
        where l.company_id = "invoice"."company_id" and l.invoice_id = "invoice"."id")`,
    })
    .from(invoice)
    .where(
      scoped(
        ctx,
        invoice,
        anyOf(invoice.customerId, customerIds),
        eq(invoice.status, "draft"),
        eq(invoice.periodStart, period.start),
        eq(invoice.periodEnd, period.end),
      ),
    )
    .orderBy(asc(invoice.number));
  const [settings] = await tx
    .select({ terms: company.invoiceTerms, tax: company.taxRateBasisPoints })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const owner = new Map(owners.map((o) => [o.id, o]));
  const drafts = new Map<
    string,
    { id: string; number: number; tax: number; next: number; created: boolean }
  >();
  for (const d of existing)
    if (!drafts.has(d.customerId))
      drafts.set(d.customerId, { ...d, next: (d.last ?? -1) + 1, created: false });

  // New drafts, numbered from one block of the company's invoice sequence.
  const toCreate = customerIds.filter((id) => owner.has(id) && !drafts.has(id));
  if (toCreate.length) {
    const first = await nextNumber(tx, ctx, "invoice", toCreate.length);
    const created = await rowsOf<{ id: string; number: number; customerId: string }>(
      tx,
      sql`${unnestInsert(
        invoice,
        [
          "companyId",
          "number",
          "customerId",
          "agreementId",
          "billingRunId",
          "periodStart",
          "periodEnd",
          "terms",
          "taxRateBasisPoints",
          "payToken",
          "createdAt",
          "updatedAt",
        ],
        toCreate.map((customerId, i) => ({
          companyId: ctx.companyId,
          number: first + i,
          customerId,
          agreementId: input.agreementOf(customerId)?.id ?? null,
          billingRunId: input.runId,
          periodStart: period.start,
          periodEnd: period.end,
          terms: owner.get(customerId)?.terms ?? settings.terms,
          taxRateBasisPoints: settings.tax,
          payToken: newToken(),
          createdAt: now,
          updatedAt: now,
        })),
      )} returning id, number, customer_id as "customerId"`,
    );
    for (const d of created)
      drafts.set(d.customerId, { id: d.id, number: d.number, tax: settings.tax, next: 0, created: true });
  }

  // Lines after each draft's last one; those whose source is billed already are skipped (a gap in positions).
  const rows = customerIds.flatMap((customerId) => {
    const draft = drafts.get(customerId);
    if (!draft) return [];
    return (input.charges.get(customerId) ?? []).map((line, i) => ({
      companyId: ctx.companyId,
      invoiceId: draft.id,
      position: draft.next + i,
      kind: line.kind,
      description: line.description,
      serviceDate: line.serviceDate ?? null,
      quantity: line.quantity,
      unit: line.unit ?? null,
      unitPriceCents: line.unitPriceCents,
      amountCents: lineAmountCents(line.quantity, line.unitPriceCents),
      taxable: line.taxable,
      sourceKey: line.sourceKey ?? null,
      jobId: line.jobId ?? null,
    }));
  });
  const added = await rowsOf<AddedLine>(
    tx,
    sql`${unnestInsert(invoiceLine, lineColumns, rows)} on conflict do nothing
      returning invoice_id as "invoiceId", position, kind, description, amount_cents as "amountCents",
        source_key as "sourceKey", job_id as "jobId"`,
  );
  const addedTo = new Map<string, typeof added>();
  for (const line of added) {
    const own = addedTo.get(line.invoiceId);
    if (own) own.push(line);
    else addedTo.set(line.invoiceId, [line]);
  }

  // Everything of a new draft was billed meanwhile (another run): leave no empty draft behind.
  const empty = [...drafts.values()].filter((d) => d.created && !addedTo.has(d.id)).map((d) => d.id);
  if (empty.length) await tx.delete(invoice).where(scoped(ctx, invoice, anyOf(invoice.id, empty)));

  const billed = [...drafts].filter(([, d]) => addedTo.has(d.id));
  await storeTotals(
    tx,
    ctx,
    billed.map(([, d]) => d),
  );
  await markBilled(tx, ctx, input, billed, added, now);

  const customers: BillingRunCustomer[] = billed.map(([customerId, draft]) => {
    const lines = (addedTo.get(draft.id) ?? []).sort((a, b) => a.position - b.position);
    return {
      customerId,
      customerName: owner.get(customerId)?.name ?? "",
      invoiceId: draft.id,
      invoiceNumber: draft.number,
      lines: lines.map((l) => ({ kind: l.kind, description: l.description, amountCents: l.amountCents })),
      addedCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    };
  });
  return { customers, invoicesCreated: billed.filter(([, d]) => d.created).length };
}

/** Subtotal, tax and total of each invoice from all its lines (core/money/invoice-totals), in one update. */
async function storeTotals(tx: Tx, ctx: TenantContext, drafts: { id: string; tax: number }[]) {
  if (!drafts.length) return;
  const lines = await tx
    .select({
      invoiceId: invoiceLine.invoiceId,
      description: invoiceLine.description,
      quantity: invoiceLine.quantity,
      unitPriceCents: invoiceLine.unitPriceCents,
      taxable: invoiceLine.taxable,
    })
    .from(invoiceLine)
    .where(
      scoped(
        ctx,
        invoiceLine,
        anyOf(
          invoiceLine.invoiceId,
          drafts.map((d) => d.id),
        ),
      ),
    );
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) {
    const own = linesOf.get(l.invoiceId);
    if (own) own.push(l);
    else linesOf.set(l.invoiceId, [l]);
  }
  const totals = drafts.map((d) => ({ id: d.id, ...invoiceTotals(linesOf.get(d.id) ?? [], d.tax) }));
  await tx.execute(sql`
    update ${invoice} set
      subtotal_cents = t.subtotal, tax_cents = t.tax, total_cents = t.total, updated_at = ${new Date()}
    from unnest(
      ${sql.param(totals.map((t) => t.id))}::text[],
      ${sql.param(totals.map((t) => t.subtotalCents))}::int[],
      ${sql.param(totals.map((t) => t.taxCents))}::int[],
      ${sql.param(totals.map((t) => t.totalCents))}::int[]
    ) as t(id, subtotal, tax, total)
    where ${invoice.companyId} = ${ctx.companyId} and ${invoice.id} = t.id`);
}

/** The stops, jobs and purchase lines the added lines bill are marked, so no later run takes them. */
async function markBilled(
  tx: Tx,
  ctx: TenantContext,
  input: DraftsInput,
  billed: [customerId: string, draft: { id: string; number: number }][],
  added: { kind: string; sourceKey: string | null; jobId: string | null; invoiceId: string }[],
  now: Date,
) {
  const draftOf = new Map(billed);
  const stops = input.stops.filter((s) => draftOf.has(s.customerId));
  if (stops.length)
    await tx.execute(sql`
      update ${serviceStop} set billed = true, invoice_id = m.invoice_id
      from unnest(
        ${sql.param(stops.map((s) => s.id))}::text[],
        ${sql.param(stops.map((s) => draftOf.get(s.customerId)?.id))}::text[]
      ) as m(stop_id, invoice_id)
      where ${serviceStop.companyId} = ${ctx.companyId} and ${serviceStop.id} = m.stop_id
        and ${serviceStop.billed} = false`);

  // Jobs go through the job state machine one by one, so their history says which invoice.
  const numbers = new Map(billed.map(([, d]) => [d.id, d.number]));
  const invoiceNumberOfJob = new Map<string, number>();
  for (const l of added)
    if (l.kind === "job" && l.jobId) invoiceNumberOfJob.set(l.jobId, numbers.get(l.invoiceId) as number);
  await moveJobsOfInvoices(tx, ctx, invoiceNumberOfJob, "invoice", now);

  const purchaseIds = added
    .filter((l) => l.kind === "purchase" && l.sourceKey?.startsWith("purchase-line:"))
    .map((l) => (l.sourceKey as string).slice("purchase-line:".length));
  if (purchaseIds.length)
    await tx
      .update(purchaseLine)
      .set({ invoicedAt: now })
      .where(scoped(ctx, purchaseLine, anyOf(purchaseLine.id, purchaseIds)));
}
