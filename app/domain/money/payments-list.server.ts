/** The payments received: the office's list (search, method and date filters, pages) and its CSV export. */
import { asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { isValidDate } from "~/core/equipment/service";
import { toCsv } from "~/core/import/csv";
import { containsPattern, type ListQuery, offsetOf } from "~/core/listing/list-query";
import { invoiceLabel, parseInvoiceLabel } from "~/core/money";
import { centsToDecimal } from "~/core/money/rounding";
import { customer, invoice, type PaymentMethod, payment, paymentMethods } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

export const paymentSorts = ["received", "amount", "customer"] as const;
export type PaymentSort = (typeof paymentSorts)[number];
export const paymentFilters = ["method", "from", "to", "customer"] as const;

/** The CSV export holds at most this many rows (newest first). */
export const MAX_PAYMENTS_EXPORT = 50_000;

function listWhere(ctx: TenantContext, query: Pick<ListQuery<PaymentSort>, "q" | "filters">) {
  const { method, from, to, customer: customerId } = query.filters;
  const number = query.q ? parseInvoiceLabel(query.q) : null;
  const pattern = query.q ? containsPattern(query.q) : null;
  return scoped(
    ctx,
    payment,
    method && (paymentMethods as readonly string[]).includes(method)
      ? eq(payment.method, method as PaymentMethod)
      : undefined,
    customerId ? eq(payment.customerId, customerId) : undefined,
    from && isValidDate(from) ? gte(payment.receivedOn, from) : undefined,
    to && isValidDate(to) ? lte(payment.receivedOn, to) : undefined,
    pattern
      ? number !== null
        ? eq(invoice.number, number)
        : sql`(${customer.displayName} ilike ${pattern} or ${payment.reference} ilike ${pattern})`
      : undefined,
  );
}

const columns = {
  id: payment.id,
  receivedOn: payment.receivedOn,
  amountCents: payment.amountCents,
  refundedCents: payment.refundedCents,
  method: payment.method,
  reference: payment.reference,
  note: payment.note,
  providerPaymentId: payment.providerPaymentId,
  invoiceId: payment.invoiceId,
  invoiceNumber: invoice.number,
  customerId: payment.customerId,
  customerName: customer.displayName,
};

function baseQuery(ctx: TenantContext, query: ListQuery<PaymentSort>) {
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    received: [direction(payment.receivedOn), desc(payment.createdAt)],
    amount: [direction(payment.amountCents), desc(payment.receivedOn)],
    customer: [direction(customer.displayName), desc(payment.receivedOn)],
  }[query.sort];
  return ctx.db
    .select(columns)
    .from(payment)
    .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
    .innerJoin(customer, eq(customer.id, payment.customerId))
    .where(listWhere(ctx, query))
    .orderBy(...orderBy)
    .$dynamic();
}

export async function listPayments(ctx: TenantContext, query: ListQuery<PaymentSort>) {
  requirePermission(ctx, "money:read");
  const where = listWhere(ctx, query);
  const [rows, [sums]] = await Promise.all([
    baseQuery(ctx, query).limit(query.pageSize).offset(offsetOf(query)),
    ctx.db
      .select({
        total: count(),
        receivedCents: sql<number>`coalesce(sum(${payment.amountCents} - ${payment.refundedCents}), 0)::bigint`,
      })
      .from(payment)
      .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
      .innerJoin(customer, eq(customer.id, payment.customerId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, invoiceLabel: invoiceLabel(r.invoiceNumber) })),
    total: sums.total,
    receivedCents: Number(sums.receivedCents),
  };
}

export const paymentCsvHeaders = [
  "Received on",
  "Customer",
  "Invoice",
  "Method",
  "Reference",
  "Amount",
  "Refunded",
  "Net",
  "Currency",
  "Note",
] as const;

/** Every payment matching the list's search and filters (not just the page) as CSV. */
export async function exportPaymentsCsv(ctx: TenantContext, query: ListQuery<PaymentSort>) {
  requirePermission(ctx, "money:read");
  const rows = await baseQuery(ctx, query).limit(MAX_PAYMENTS_EXPORT);
  const csv = toCsv(
    paymentCsvHeaders,
    rows.map((r) => [
      r.receivedOn,
      r.customerName,
      invoiceLabel(r.invoiceNumber),
      r.method,
      r.reference,
      centsToDecimal(r.amountCents),
      centsToDecimal(r.refundedCents),
      centsToDecimal(r.amountCents - r.refundedCents),
      ctx.currency,
      r.note,
    ]),
  );
  const { from, to } = query.filters;
  const range = [from, to].filter((d) => d && isValidDate(d)).join("-to-");
  return { csv, filename: `payments${range ? `-${range}` : ""}.csv` };
}
