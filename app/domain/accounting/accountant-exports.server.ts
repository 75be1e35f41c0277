/**
 * Monies → Accountant exports (money:read): a period's invoices, payments, credit notes, chemical costs and profit per
 * account as files for the accountant and their bookkeeping software. The formatting is core/accounting; this reads
 * the figures — the chemicals and profit through the Reports' own functions, so a file and its report agree.
 */
import { asc, count, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import {
  type CreditFact,
  chemicalCostsCsv,
  creditsCsv,
  type InvoiceFact,
  invoicesCsv,
  type PaymentFact,
  paymentsCsv,
  profitCsv,
} from "~/core/accounting/csv-exports";
import { type AccountantFile, exportFileName, fileKind } from "~/core/accounting/files";
import { quickbooksIif } from "~/core/accounting/quickbooks-iif";
import { type XeroInvoice, xeroDateOrderFor, xeroInvoicesCsv } from "~/core/accounting/xero";
import { creditNote, customer, invoice, invoiceLine, payment, serviceStop, stopDose } from "~/db/schema";
import { companyLetterhead } from "../companies/letterhead.server";
import { finishedIn, memberNames, type Range } from "../reports/facts.server";
import { profitAccounts } from "../reports/money-reports.server";
import { costedDoses } from "../reports/service-reports.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

// What puts a row in the period, for its file and for the page's count alike.

/** Invoices issued on a day of the period; drafts never (a draft has no issue date and is not yet the customer's). */
const issuedIn = (range: Range) => [
  ne(invoice.status, "draft"),
  gte(invoice.issuedOn, range.from),
  lte(invoice.issuedOn, range.to),
];

/** Payments received on a day of the period (by their date, as the Reports' "collected"). */
const receivedIn = (range: Range) => [gte(payment.receivedOn, range.from), lte(payment.receivedOn, range.to)];

/** Credit notes made between the period's local midnights in the company's zone (they keep an instant, not a day). */
function madeIn(ctx: TenantContext, range: Range) {
  const midnight = (day: string, plusDays = 0) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${ctx.timeZone})`;
  return [gte(creditNote.createdAt, midnight(range.from)), lt(creditNote.createdAt, midnight(range.to, 1))];
}

/** Invoices issued in the period, drafts never (a draft has no issue date and is not yet the customer's). */
async function invoicesIssued(ctx: TenantContext, range: Range) {
  const rows = await ctx.db
    .select({
      id: invoice.id,
      number: invoice.number,
      customerName: customer.displayName,
      customerEmail: customer.email,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      status: invoice.status,
      subtotalCents: invoice.subtotalCents,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      creditedCents: invoice.creditedCents,
    })
    .from(invoice)
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(scoped(ctx, invoice, ...issuedIn(range)))
    .orderBy(asc(invoice.issuedOn), asc(invoice.number));
  // Issued invoices always have their date (the filter above holds it); the type doesn't know.
  return rows.map((r): InvoiceFact & { id: string; customerEmail: string | null } => ({
    ...r,
    issuedOn: r.issuedOn ?? range.from,
  }));
}

async function linesOf(ctx: TenantContext, invoiceIds: string[]) {
  if (!invoiceIds.length) return new Map<string, XeroInvoice["lines"][number][]>();
  const rows = await ctx.db
    .select({
      invoiceId: invoiceLine.invoiceId,
      description: invoiceLine.description,
      quantity: invoiceLine.quantity,
      unitPriceCents: invoiceLine.unitPriceCents,
      amountCents: invoiceLine.amountCents,
      taxable: invoiceLine.taxable,
    })
    .from(invoiceLine)
    .where(scoped(ctx, invoiceLine, inArray(invoiceLine.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceLine.invoiceId), asc(invoiceLine.position));
  const byInvoice = new Map<string, XeroInvoice["lines"][number][]>();
  for (const { invoiceId, ...line } of rows)
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), line]);
  return byInvoice;
}

async function invoicesWithLines(ctx: TenantContext, range: Range): Promise<XeroInvoice[]> {
  const invoices = await invoicesIssued(ctx, range);
  const lines = await linesOf(
    ctx,
    invoices.filter((i) => i.status !== "void").map((i) => i.id),
  );
  return invoices.map((i) => ({ ...i, lines: lines.get(i.id) ?? [] }));
}

/** Payments received in the period (by their date, as the Reports' "collected"). */
async function paymentsReceived(ctx: TenantContext, range: Range): Promise<PaymentFact[]> {
  return ctx.db
    .select({
      receivedOn: payment.receivedOn,
      customerName: customer.displayName,
      invoiceNumber: invoice.number,
      method: payment.method,
      reference: payment.reference,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
    })
    .from(payment)
    .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
    .innerJoin(customer, eq(customer.id, payment.customerId))
    .where(scoped(ctx, payment, ...receivedIn(range)))
    .orderBy(asc(payment.receivedOn), asc(payment.createdAt));
}

/** Credit notes made in the period, dated on the company's calendar. */
async function creditNotesMade(ctx: TenantContext, range: Range): Promise<CreditFact[]> {
  return ctx.db
    .select({
      number: creditNote.number,
      date: sql<string>`to_char((${creditNote.createdAt} at time zone ${ctx.timeZone})::date, 'YYYY-MM-DD')`,
      customerName: customer.displayName,
      invoiceNumber: invoice.number,
      amountCents: creditNote.amountCents,
      reason: creditNote.reason,
    })
    .from(creditNote)
    .innerJoin(invoice, eq(invoice.id, creditNote.invoiceId))
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(scoped(ctx, creditNote, ...madeIn(ctx, range)))
    .orderBy(asc(creditNote.number));
}

async function doseCosts(ctx: TenantContext, range: Range) {
  const [doses, names] = await Promise.all([costedDoses(ctx, range), memberNames(ctx)]);
  return doses.map((d) => ({
    ...d,
    technicianName: d.technicianId ? (names.get(d.technicianId) ?? "Former member") : "Not assigned",
  }));
}

async function fileBody(ctx: TenantContext, file: AccountantFile, range: Range): Promise<string> {
  const currency = ctx.currency;
  switch (file) {
    case "invoices.csv":
      return invoicesCsv(await invoicesIssued(ctx, range), currency);
    case "payments.csv":
      return paymentsCsv(await paymentsReceived(ctx, range), currency);
    case "credits.csv":
      return creditsCsv(await creditNotesMade(ctx, range), currency);
    case "chemical-costs.csv":
      return chemicalCostsCsv(await doseCosts(ctx, range), currency);
    case "profit-by-account.csv":
      return profitCsv((await profitAccounts(ctx, range)).rows, currency);
    case "quickbooks.iif": {
      const [invoices, payments, credits] = await Promise.all([
        invoicesWithLines(ctx, range),
        paymentsReceived(ctx, range),
        creditNotesMade(ctx, range),
      ]);
      return quickbooksIif({ invoices, payments, credits });
    }
    case "xero-invoices.csv": {
      const [invoices, letterhead] = await Promise.all([
        invoicesWithLines(ctx, range),
        companyLetterhead(ctx.db, ctx),
      ]);
      return xeroInvoicesCsv(invoices, currency, {
        dateOrder: xeroDateOrderFor(letterhead?.country ?? "US"),
      });
    }
  }
}

/** One of the accountant's files for the period: its text, its name (with the period) and how to send it. */
export async function accountantExport(ctx: TenantContext, file: AccountantFile, range: Range) {
  requirePermission(ctx, "money:read");
  return { body: await fileBody(ctx, file, range), filename: exportFileName(file, range), ...fileKind(file) };
}

/** What the period holds, for the page: how many invoices, payments, credit notes and doses its files will list. */
export async function accountantExportSummary(ctx: TenantContext, range: Range) {
  requirePermission(ctx, "money:read");
  const [[invoices], [payments], [credits], [doses]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(invoice)
      .where(scoped(ctx, invoice, ...issuedIn(range))),
    ctx.db
      .select({ n: count() })
      .from(payment)
      .where(scoped(ctx, payment, ...receivedIn(range))),
    ctx.db
      .select({ n: count() })
      .from(creditNote)
      .where(scoped(ctx, creditNote, ...madeIn(ctx, range))),
    ctx.db
      .select({ n: count() })
      .from(stopDose)
      .innerJoin(serviceStop, eq(serviceStop.id, stopDose.serviceStopId))
      .where(scoped(ctx, stopDose, eq(serviceStop.companyId, ctx.companyId), ...finishedIn(range))),
  ]);
  return { invoices: invoices.n, payments: payments.n, credits: credits.n, doses: doses.n };
}
