/**
 * A customer's statement: what they owe now (open invoices with their balance and age), the aging buckets, and the
 * payments received in a date range. Shown on a printable page, as a PDF and as CSV.
 */

import { and, asc, eq, gte, lte } from "drizzle-orm";
import { addDays, todayIn } from "~/core/calendar/dates";
import { toCsv } from "~/core/import/csv";
import { type AgingBucket, agingBucket, agingSummary, daysPastDue, invoiceLabel } from "~/core/money";
import { centsToDecimal } from "~/core/money/rounding";
import { isCalendarDate } from "~/core/team/pay-period";
import { company, customer, invoice, payment } from "~/db/schema";
import { NotFoundError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { balanceOf } from "./invoices.server";

/** Payments of the last 90 days unless the URL says otherwise. */
export const STATEMENT_DEFAULT_DAYS = 90;

export function statementRange(
  input: { from?: string | null; to?: string | null },
  today: string,
): { from: string; to: string } {
  const to = input.to && isCalendarDate(input.to) ? input.to : today;
  const from = input.from && isCalendarDate(input.from) ? input.from : addDays(to, -STATEMENT_DEFAULT_DAYS);
  return from <= to ? { from, to } : { from: to, to: from };
}

export async function customerStatement(
  ctx: TenantContext,
  customerId: string,
  range: { from?: string | null; to?: string | null } = {},
  now = new Date(),
) {
  requirePermission(ctx, "money:read");
  const [cust] = await ctx.db
    .select()
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!cust) throw new NotFoundError("Customer");
  const today = todayIn(ctx.timeZone, now);
  const { from, to } = statementRange(range, today);
  const [[co], open, payments] = await Promise.all([
    ctx.db.select().from(company).where(eq(company.id, ctx.companyId)),
    ctx.db
      .select()
      .from(invoice)
      .where(scoped(ctx, invoice, eq(invoice.customerId, customerId), eq(invoice.status, "open")))
      .orderBy(asc(invoice.dueOn), asc(invoice.number)),
    ctx.db
      .select({
        id: payment.id,
        receivedOn: payment.receivedOn,
        invoiceId: payment.invoiceId,
        invoiceNumber: invoice.number,
        method: payment.method,
        reference: payment.reference,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
      })
      .from(payment)
      .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
      .where(
        scoped(
          ctx,
          payment,
          and(eq(payment.customerId, customerId), gte(payment.receivedOn, from), lte(payment.receivedOn, to)),
        ),
      )
      .orderBy(asc(payment.receivedOn), asc(payment.createdAt)),
  ]);
  const invoices = open
    .map((r) => {
      const due = r.dueOn ?? r.issuedOn ?? today;
      return {
        id: r.id,
        label: invoiceLabel(r.number),
        issuedOn: r.issuedOn,
        dueOn: due,
        totalCents: r.totalCents,
        paidCents: r.paidCents,
        creditedCents: r.creditedCents,
        balanceCents: balanceOf(r),
        bucket: agingBucket(due, today) as AgingBucket,
        daysPastDue: daysPastDue(due, today),
      };
    })
    .filter((r) => r.balanceCents > 0);
  const aging = agingSummary(invoices, today);
  return {
    today,
    from,
    to,
    currency: ctx.currency,
    company: {
      name: co.name,
      email: co.email,
      phone: co.phone,
      /** ISO country: the region the customer's language is formatted in (es-US, es-MX). */
      country: co.country,
      address: [co.addressLine, co.city, [co.region, co.postalCode].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
    },
    customer: {
      id: cust.id,
      name: cust.displayName,
      email: cust.email,
      /** The language the statement PDF is written in ("en", "es"; null: English). */
      language: cust.preferredLanguage,
      address: [
        cust.billingAddressLine,
        cust.billingCity,
        [cust.billingRegion, cust.billingPostalCode].filter(Boolean).join(" "),
      ]
        .filter(Boolean)
        .join(", "),
    },
    invoices,
    aging,
    payments: payments.map((p) => ({ ...p, invoiceLabel: invoiceLabel(p.invoiceNumber) })),
    receivedCents: payments.reduce((s, p) => s + p.amountCents - p.refundedCents, 0),
  };
}
export type Statement = Awaited<ReturnType<typeof customerStatement>>;

export const statementCsvHeaders = [
  "Type",
  "Invoice",
  "Date",
  "Due",
  "Total",
  "Paid",
  "Credited",
  "Balance",
  "Aging",
  "Method",
  "Reference",
  "Amount",
  "Refunded",
  "Currency",
] as const;

/** The statement as CSV: one row per open invoice, then one per payment in the range. */
export function statementCsv(s: Statement) {
  const rows = [
    ...s.invoices.map((i) => [
      "invoice",
      i.label,
      i.issuedOn,
      i.dueOn,
      centsToDecimal(i.totalCents),
      centsToDecimal(i.paidCents),
      centsToDecimal(i.creditedCents),
      centsToDecimal(i.balanceCents),
      i.bucket,
      "",
      "",
      "",
      "",
      s.currency,
    ]),
    ...s.payments.map((p) => [
      "payment",
      p.invoiceLabel,
      p.receivedOn,
      "",
      "",
      "",
      "",
      "",
      "",
      p.method,
      p.reference,
      centsToDecimal(p.amountCents),
      centsToDecimal(p.refundedCents),
      s.currency,
    ]),
  ];
  const slug =
    s.customer.name
      .replace(/[^\w]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "customer";
  return { csv: toCsv(statementCsvHeaders, rows), filename: `statement-${slug}-${s.to}.csv` };
}
