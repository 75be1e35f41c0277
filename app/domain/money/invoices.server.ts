/**
 * Reading invoices: the office's list and one invoice with its lines, payments and credit notes, and the money they
 * add up to. The balance and the status it means come from core/money; the stored `paid_cents` (payments less
 * refunds) and `credited_cents` are kept equal to the rows by `settleInvoice` (invoices-money.server.ts).
 */

import { and, asc, desc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  allowedInvoiceActions,
  type InvoiceDisplayStatus,
  type InvoiceMoneyEntry,
  invoiceActionTable,
  invoiceBalance,
  invoiceDisplayStatus,
  invoiceLabel,
  parseInvoiceLabel,
} from "~/core/money";
import { creditNoteLabel } from "~/core/money/invoice-number";
import type { Db, Tx } from "~/db/client.server";
import { companyMember, creditNote, customer, invoice, invoiceLine, payment, user } from "~/db/schema";
import { config } from "~/server/config.server";
import { NotFoundError } from "../errors";
import { paginate } from "../paginate.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";

export const invoiceSorts = ["number", "customer", "issued", "due", "total", "balance"] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];
export const invoiceListFilters = ["status", "customer", "from", "to"] as const;

export type InvoiceRow = typeof invoice.$inferSelect;
type Tenant = Pick<TenantContext, "companyId">;

/** The public link the customer gets by e-mail. */
export const payUrl = (token: string) => `${config.baseUrl}/invoice/${token}`;

// ---------------------------------------------------------------------------------------------------------------
// One invoice's rows and money
// ---------------------------------------------------------------------------------------------------------------

/** The company's invoice, or NotFoundError (another company's id is not found). `lock` holds it for the tx. */
export async function findInvoice(db: Db | Tx, ctx: Tenant, invoiceId: string, lock = false) {
  const query = db
    .select()
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("Invoice");
  return row;
}

/** Payments (with their refunds) and credit notes of an invoice, as core/money's entries. */
export async function moneyEntriesOf(db: Db | Tx, ctx: Tenant, invoiceId: string) {
  const [payments, credits] = await Promise.all([
    db
      .select({ id: payment.id, amountCents: payment.amountCents, refundedCents: payment.refundedCents })
      .from(payment)
      .where(scoped(ctx, payment, eq(payment.invoiceId, invoiceId))),
    db
      .select({ id: creditNote.id, amountCents: creditNote.amountCents })
      .from(creditNote)
      .where(scoped(ctx, creditNote, eq(creditNote.invoiceId, invoiceId))),
  ]);
  const entries: InvoiceMoneyEntry[] = [];
  for (const p of payments) {
    entries.push({ id: p.id, kind: "payment", amountCents: p.amountCents });
    if (p.refundedCents > 0)
      entries.push({ id: `${p.id}:refund`, kind: "refund", amountCents: p.refundedCents, refundOf: p.id });
  }
  for (const c of credits) entries.push({ id: c.id, kind: "credit note", amountCents: c.amountCents });
  return entries;
}

/** The stored sums as entries: enough for the balance and the display status of a list row. */
export function storedEntries(row: Pick<InvoiceRow, "paidCents" | "creditedCents">): InvoiceMoneyEntry[] {
  const entries: InvoiceMoneyEntry[] = [];
  if (row.paidCents) entries.push({ kind: "payment", amountCents: row.paidCents });
  if (row.creditedCents) entries.push({ kind: "credit note", amountCents: row.creditedCents });
  return entries;
}

export const balanceOf = (row: Pick<InvoiceRow, "totalCents" | "paidCents" | "creditedCents">) =>
  row.totalCents - row.paidCents - row.creditedCents;

export function displayStatusOf(
  row: Pick<InvoiceRow, "status" | "dueOn" | "totalCents" | "paidCents" | "creditedCents">,
  today: string,
): InvoiceDisplayStatus {
  return invoiceDisplayStatus({ ...row, entries: storedEntries(row) }, today);
}

// ---------------------------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------------------------

const balanceSql = sql<number>`(${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents})`;
/** The date an invoice is filed under: issued, or created for a draft. */
const invoiceDate = sql<string>`coalesce(${invoice.issuedOn}, (${invoice.createdAt})::date)`;

function statusCondition(status: string | undefined, today: string) {
  const open = eq(invoice.status, "open");
  const overdue = and(
    open,
    sql`${balanceSql} > 0`,
    isNotNull(invoice.dueOn),
    sql`${invoice.dueOn} < ${today}`,
  );
  switch (status) {
    case "draft":
    case "open":
    case "paid":
    case "void":
    case "uncollectible":
      return eq(invoice.status, status);
    case "overdue":
      return overdue;
    case "partly paid":
      return and(
        open,
        sql`${balanceSql} > 0`,
        sql`(${invoice.paidCents} + ${invoice.creditedCents}) > 0`,
        sql`not coalesce(${invoice.dueOn} < ${today}, false)`,
      );
    default:
      return undefined;
  }
}

function listWhere(ctx: TenantContext, query: Pick<ListQuery<InvoiceSort>, "q" | "filters">, today: string) {
  const { status, customer: customerId, from, to } = query.filters;
  const number = query.q ? parseInvoiceLabel(query.q) : null;
  return scoped(
    ctx,
    invoice,
    statusCondition(status, today),
    customerId ? eq(invoice.customerId, customerId) : undefined,
    from && isValidDate(from) ? gte(invoiceDate, from) : undefined,
    to && isValidDate(to) ? lte(invoiceDate, to) : undefined,
    query.q
      ? number !== null
        ? eq(invoice.number, number)
        : sql`${customer.displayName} ilike ${containsPattern(query.q)}`
      : undefined,
  );
}

/** The office's invoices: search by number or customer, filter by status (overdue and partly paid too), customer, dates. */
export async function listInvoices(ctx: TenantContext, query: ListQuery<InvoiceSort>, now = new Date()) {
  requirePermission(ctx, "money:read");
  const today = todayIn(ctx.timeZone, now);
  const where = listWhere(ctx, query, today);
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    number: [direction(invoice.number)],
    customer: [direction(customer.displayName), desc(invoice.number)],
    issued: [direction(invoiceDate), desc(invoice.number)],
    due: [direction(invoice.dueOn), desc(invoice.number)],
    total: [direction(invoice.totalCents), desc(invoice.number)],
    balance: [direction(balanceSql), desc(invoice.number)],
  }[query.sort];
  const [{ rows, total }, [sums]] = await Promise.all([
    paginate(
      ctx.db,
      query,
      () =>
        ctx.db
          .select({
            id: invoice.id,
            number: invoice.number,
            status: invoice.status,
            customerId: invoice.customerId,
            customerName: customer.displayName,
            periodStart: invoice.periodStart,
            periodEnd: invoice.periodEnd,
            issuedOn: invoice.issuedOn,
            dueOn: invoice.dueOn,
            totalCents: invoice.totalCents,
            paidCents: invoice.paidCents,
            creditedCents: invoice.creditedCents,
          })
          .from(invoice)
          .innerJoin(customer, eq(customer.id, invoice.customerId))
          .where(where)
          .$dynamic(),
      orderBy,
    ),
    // What the company is owed, whatever the filters: open balances, and the overdue part of them.
    ctx.db
      .select({
        outstanding: sql<number>`coalesce(sum(${balanceSql}) filter (where ${invoice.status} = 'open'), 0)::int`,
        overdue: sql<number>`coalesce(sum(${balanceSql}) filter (where ${statusCondition("overdue", today)}), 0)::int`,
      })
      .from(invoice)
      .where(scoped(ctx, invoice)),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      label: invoiceLabel(r.number),
      balanceCents: balanceOf(r),
      displayStatus: displayStatusOf(r, today),
    })),
    total,
    outstandingCents: sums.outstanding,
    overdueCents: sums.overdue,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One invoice
// ---------------------------------------------------------------------------------------------------------------

export function linesOf(db: Db | Tx, ctx: Tenant, invoiceId: string) {
  return db
    .select()
    .from(invoiceLine)
    .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLine.position));
}

/** Everything the invoice page shows: lines, payments, credit notes, balance, display status, allowed actions. */
export async function getInvoice(ctx: TenantContext, invoiceId: string, now = new Date()) {
  requirePermission(ctx, "money:read");
  const row = await findInvoice(ctx.db, ctx, invoiceId);
  const [[cust], lines, payments, credits, entries] = await Promise.all([
    ctx.db
      .select({ id: customer.id, name: customer.displayName, email: customer.email })
      .from(customer)
      .where(scoped(ctx, customer, eq(customer.id, row.customerId))),
    linesOf(ctx.db, ctx, invoiceId),
    ctx.db
      .select({
        id: payment.id,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        method: payment.method,
        reference: payment.reference,
        receivedOn: payment.receivedOn,
        note: payment.note,
        providerPaymentId: payment.providerPaymentId,
        recordedByName: user.name,
        createdAt: payment.createdAt,
      })
      .from(payment)
      .leftJoin(companyMember, eq(companyMember.id, payment.recordedBy))
      .leftJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, payment, eq(payment.invoiceId, invoiceId)))
      .orderBy(asc(payment.receivedOn), asc(payment.createdAt)),
    ctx.db
      .select({
        id: creditNote.id,
        number: creditNote.number,
        amountCents: creditNote.amountCents,
        reason: creditNote.reason,
        createdAt: creditNote.createdAt,
        createdByName: user.name,
      })
      .from(creditNote)
      .leftJoin(companyMember, eq(companyMember.id, creditNote.createdBy))
      .leftJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, creditNote, eq(creditNote.invoiceId, invoiceId)))
      .orderBy(asc(creditNote.number)),
    moneyEntriesOf(ctx.db, ctx, invoiceId),
  ]);
  const today = todayIn(ctx.timeZone, now);
  const money = { status: row.status, totalCents: row.totalCents, entries };
  const balance = invoiceBalance(money);
  const canWrite = can(ctx, "money:write");
  const canManage = can(ctx, "money:manage");
  const actions = allowedInvoiceActions(money).filter((a) =>
    a === "void" || a === "markUncollectible" ? canManage : canWrite,
  );
  return {
    ...row,
    label: invoiceLabel(row.number),
    customer: cust,
    lines,
    payments,
    creditNotes: credits.map((c) => ({ ...c, label: creditNoteLabel(c.number) })),
    balance,
    displayStatus: invoiceDisplayStatus({ ...row, entries }, today),
    actions,
    /** Shown while the status allows it; the server then says why money paid blocks it. */
    canVoid: canManage && invoiceActionTable.void.from.includes(row.status),
    canEdit: canWrite && row.status === "draft",
    canResend: canWrite && (row.status === "open" || row.status === "uncollectible"),
    takesMoney: canWrite && ["open", "uncollectible", "paid"].includes(row.status),
    canPay: canWrite && ["open", "uncollectible"].includes(row.status) && balance.balanceCents > 0,
    canRefund: canWrite && balance.netPaidCents > 0,
    payUrl: row.payToken && row.status !== "draft" ? payUrl(row.payToken) : null,
  };
}
export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;
