/**
 * The invoice as the customer sees it (the public page, the PDF, the e-mail), and the pay link's lookup: no member
 * and no tenant context, the link's token is the key. A draft is never shown to the customer.
 */

import { and, eq, isNotNull } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { greetingName } from "~/core/mail/greeting";
import { type InvoiceDisplayStatus, invoiceBalance, invoiceDisplayStatus, invoiceLabel } from "~/core/money";
import type { Db, Tx } from "~/db/client.server";
import { company, customer, type InvoiceStatus, invoice } from "~/db/schema";
import { requirePermission, type SystemContext, type TenantContext } from "../tenant.server";
import { findInvoice, linesOf, moneyEntriesOf, payUrl } from "./invoices.server";

export interface InvoiceDocument {
  id: string;
  companyId: string;
  label: string;
  status: InvoiceStatus;
  displayStatus: InvoiceDisplayStatus;
  currency: string;
  /** The company's zone: the document's times are written in it. */
  timeZone: string;
  company: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string;
    /** ISO country: the region a customer's language is formatted in (es-US, es-MX). */
    country: string;
  };
  /**
   * `greeting`: the name an e-mail greets (first name, or the company for a company customer); `language`: the one
   * the company writes to them in (null: English).
   */
  customer: {
    id: string;
    name: string;
    greeting: string;
    email: string | null;
    address: string;
    language: "en" | "es" | null;
  };
  issuedOn: string | null;
  dueOn: string | null;
  terms: string;
  periodStart: string | null;
  periodEnd: string | null;
  notes: string;
  taxRateBasisPoints: number;
  lines: {
    id: string;
    description: string;
    serviceDate: string | null;
    quantity: number;
    unit: string | null;
    unitPriceCents: number;
    amountCents: number;
    taxable: boolean;
  }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  balanceCents: number;
  payUrl: string | null;
  voidReason: string | null;
}

const addressOf = (parts: (string | null)[]) => parts.filter(Boolean).join(", ");

async function documentOf(
  db: Db | Tx,
  row: typeof invoice.$inferSelect,
  now: Date,
): Promise<InvoiceDocument> {
  const tenant = { companyId: row.companyId };
  // tenancy: owner — filters customer.companyId = the invoice's company
  const [[co], [cust], lines, entries] = await Promise.all([
    db.select().from(company).where(eq(company.id, row.companyId)),
    db
      .select()
      .from(customer)
      .where(and(eq(customer.companyId, row.companyId), eq(customer.id, row.customerId))),
    linesOf(db, tenant, row.id),
    moneyEntriesOf(db, tenant, row.id),
  ]);
  const balance = invoiceBalance({ totalCents: row.totalCents, entries });
  return {
    id: row.id,
    companyId: row.companyId,
    label: invoiceLabel(row.number),
    status: row.status,
    displayStatus: invoiceDisplayStatus({ ...row, entries }, todayIn(co.timeZone, now)),
    currency: co.currency,
    timeZone: co.timeZone,
    company: {
      name: co.name,
      email: co.email,
      phone: co.phone,
      address: addressOf([co.addressLine, co.city, [co.region, co.postalCode].filter(Boolean).join(" ")]),
      country: co.country,
    },
    customer: {
      id: cust.id,
      name: cust.displayName,
      greeting: greetingName({ ...cust, name: cust.displayName }),
      email: cust.email,
      language: cust.preferredLanguage,
      address: addressOf([
        cust.billingAddressLine,
        cust.billingCity,
        [cust.billingRegion, cust.billingPostalCode].filter(Boolean).join(" "),
      ]),
    },
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    terms: row.terms,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    notes: row.notes,
    taxRateBasisPoints: row.taxRateBasisPoints,
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      serviceDate: l.serviceDate,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      taxable: l.taxable,
    })),
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    paidCents: balance.netPaidCents,
    creditedCents: balance.creditedCents,
    balanceCents: balance.balanceCents,
    payUrl: row.payToken ? payUrl(row.payToken) : null,
    voidReason: row.voidReason,
  };
}

/** The document of one of the company's invoices (the office's PDF; drafts included, marked as such). */
export async function invoiceDocumentFor(ctx: TenantContext, invoiceId: string, now = new Date()) {
  requirePermission(ctx, "money:read");
  return documentOf(ctx.db, await findInvoice(ctx.db, ctx, invoiceId), now);
}

/** Used by the e-mail: the same document inside the caller's transaction. */
export async function invoiceDocumentIn(
  db: Db | Tx,
  { companyId }: Pick<TenantContext, "companyId">,
  invoiceId: string,
  now = new Date(),
) {
  return documentOf(db, await findInvoice(db, { companyId }, invoiceId), now);
}

const tokenShape = /^[\w-]{20,64}$/;

async function sentInvoiceByToken(db: Db | Tx, token: string) {
  if (!tokenShape.test(token)) return null;
  // tenancy: owner — public pay link: the invoice by its secret token
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.payToken, token), isNotNull(invoice.sentAt)));
  // A draft is the office's business; its link does not answer until the invoice is sent.
  if (!row || row.status === "draft") return null;
  return row;
}

/**
 * The pay link's invoice, for the pay-online route (system use: no member). Null for an unknown token or a draft.
 * `payable` = open or uncollectible with something left to pay.
 */
export async function findInvoiceByPayToken({ db }: Pick<SystemContext, "db">, token: string) {
  const row = await sentInvoiceByToken(db, token);
  if (!row) return null;
  const [[co], entries] = await Promise.all([
    db
      .select({ name: company.name, currency: company.currency })
      .from(company)
      .where(eq(company.id, row.companyId)),
    moneyEntriesOf(db, { companyId: row.companyId }, row.id),
  ]);
  const balance = invoiceBalance({ totalCents: row.totalCents, entries });
  return {
    id: row.id,
    companyId: row.companyId,
    customerId: row.customerId,
    number: row.number,
    label: invoiceLabel(row.number),
    status: row.status,
    totalCents: row.totalCents,
    balanceCents: balance.balanceCents,
    currency: co.currency,
    companyName: co.name,
    dueOn: row.dueOn,
    payToken: token,
    payable: (row.status === "open" || row.status === "uncollectible") && balance.balanceCents > 0,
  };
}

/** What the public invoice page shows; null for an unknown link or a draft. */
export async function getPublicInvoice({ db }: SystemContext, token: string, now = new Date()) {
  const row = await sentInvoiceByToken(db, token);
  return row ? documentOf(db, row, now) : null;
}
