/**
 * The owner's invoices, payments (receipts) and estimates waiting for an answer, in every linked company. Like the
 * rest of the portal, every read starts from `customer.linked_user_id`: another owner's invoice or payment — even of
 * the same company — is "not found". Drafts are the office's business and never listed.
 */

import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { invoiceDisplayStatus, invoiceLabel } from "~/core/money";
import { jobLabel } from "~/core/operations/job-status";
import type { Db } from "~/db/client.server";
import { company, customer, invoice, job, payment } from "~/db/schema";
import { NotFoundError } from "../errors";
import { storedEntries } from "../money/invoices.server";
import { invoiceDocumentIn } from "../money/invoices-document.server";
import type { OwnerContext } from "../tenant.server";

async function linkedCustomerIds(db: Db, userId: string) {
  // tenancy: owner — the pool owner's own customer records, by customer.linkedUserId
  const rows = await db.select({ id: customer.id }).from(customer).where(eq(customer.linkedUserId, userId));
  return rows.map((r) => r.id);
}

/** Every invoice sent to the owner, newest first, with its balance and what the list shows. */
export async function ownerInvoices(owner: OwnerContext, now = new Date()) {
  const { db, userId } = owner;
  const ids = await linkedCustomerIds(db, userId);
  if (ids.length === 0) return [];
  // tenancy: owner — invoices of the owner's linked customers (ids by customer.linkedUserId)
  const rows = await db
    .select({ invoice, companyName: company.name, currency: company.currency, timeZone: company.timeZone })
    .from(invoice)
    .innerJoin(company, eq(company.id, invoice.companyId))
    .where(and(inArray(invoice.customerId, ids), ne(invoice.status, "draft"), isNotNull(invoice.sentAt)))
    .orderBy(desc(invoice.issuedOn), desc(invoice.number))
    .limit(500);
  return rows.map(({ invoice: i, companyName, currency, timeZone }) => {
    const entries = storedEntries(i);
    const balanceCents = i.status === "void" ? 0 : i.totalCents - i.paidCents - i.creditedCents;
    return {
      id: i.id,
      label: invoiceLabel(i.number),
      companyName,
      currency,
      status: i.status,
      displayStatus: invoiceDisplayStatus({ ...i, entries }, todayIn(timeZone, now)),
      issuedOn: i.issuedOn,
      dueOn: i.dueOn,
      totalCents: i.totalCents,
      balanceCents,
      payUrl:
        i.payToken && (i.status === "open" || i.status === "uncollectible") && balanceCents > 0
          ? `/invoice/${i.payToken}`
          : null,
    };
  });
}
export type OwnerInvoices = Awaited<ReturnType<typeof ownerInvoices>>;

/** The invoice's row if it is the owner's (and not a draft); NotFoundError otherwise. */
async function ownedInvoice(db: Db, userId: string, invoiceId: string) {
  // tenancy: owner — the owner's invoice, joined to their linked customer (customer.linkedUserId)
  const [row] = await db
    .select({ invoice })
    .from(invoice)
    .innerJoin(customer, and(eq(customer.id, invoice.customerId), eq(customer.companyId, invoice.companyId)))
    .where(
      and(
        eq(invoice.id, invoiceId),
        eq(customer.linkedUserId, userId),
        ne(invoice.status, "draft"),
        isNotNull(invoice.sentAt),
      ),
    );
  if (!row) throw new NotFoundError("Invoice");
  return row.invoice;
}

/** One invoice as the customer's document, with its payments (each with a receipt) and the pay link. */
export async function ownerInvoice(owner: OwnerContext, invoiceId: string, now = new Date()) {
  const { db, userId } = owner;
  const row = await ownedInvoice(db, userId, invoiceId);
  // tenancy: owner — filters payment.companyId = the owner's invoice's company
  const [doc, payments] = await Promise.all([
    invoiceDocumentIn(db, row, row.id, now),
    db
      .select({
        id: payment.id,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        method: payment.method,
        reference: payment.reference,
        receivedOn: payment.receivedOn,
      })
      .from(payment)
      .where(and(eq(payment.companyId, row.companyId), eq(payment.invoiceId, row.id)))
      .orderBy(asc(payment.receivedOn), asc(payment.createdAt)),
  ]);
  const payable = (row.status === "open" || row.status === "uncollectible") && doc.balanceCents > 0;
  return {
    ...doc,
    payments,
    payUrl: payable && row.payToken ? `/invoice/${row.payToken}` : null,
    pdfUrl: row.payToken ? `/invoice/${row.payToken}/pdf` : null,
  };
}
export type OwnerInvoice = Awaited<ReturnType<typeof ownerInvoice>>;

/** A payment's receipt: the payment, its invoice and who paid whom. Another owner's payment is not found. */
export async function ownerReceipt(
  owner: OwnerContext,
  invoiceId: string,
  paymentId: string,
  now = new Date(),
) {
  const doc = await ownerInvoice(owner, invoiceId, now);
  const paid = doc.payments.find((p) => p.id === paymentId);
  if (!paid) throw new NotFoundError("Payment");
  return { invoice: doc, payment: paid };
}
export type OwnerReceipt = Awaited<ReturnType<typeof ownerReceipt>>;

/** Jobs whose estimate was sent and waits for the owner's answer (the public estimate link answers it). */
export async function ownerEstimatesWaiting(owner: OwnerContext) {
  const { db, userId } = owner;
  const ids = await linkedCustomerIds(db, userId);
  if (ids.length === 0) return [];
  // tenancy: owner — estimates of the owner's linked customers (customer.linkedUserId)
  const rows = await db
    .select({
      id: job.id,
      number: job.number,
      title: job.title,
      token: job.estimateToken,
      sentAt: job.estimateSentAt,
      companyName: company.name,
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(
      and(
        inArray(job.customerId, ids),
        eq(job.billingStatus, "estimate"),
        eq(job.operationStatus, "estimate pending"),
        isNull(job.estimateDecision),
        isNotNull(job.estimateSentAt),
        isNotNull(job.estimateToken),
      ),
    )
    .orderBy(desc(job.estimateSentAt));
  return rows.map((r) => ({
    id: r.id,
    label: jobLabel(r.number),
    title: r.title,
    companyName: r.companyName,
    sentAt: r.sentAt,
    url: `/estimate/${r.token}`,
  }));
}
