/**
 * The pool owner's search: their own invoices, visits, equipment and messages, in every company they are linked to.
 * Like the portal, every read starts from the customers whose `linked_user_id` is the signed-in user (and the same
 * company), so another owner's records — even of the same company — never match.
 */

import { and, desc, eq, exists, ilike, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import { containsPattern } from "~/core/listing/list-query";
import { invoiceLabel, parseInvoiceLabel } from "~/core/money/invoice-number";
import type { Db } from "~/db/client.server";
import { company, customer, equipment, invoice, message, messageThread, serviceStop } from "~/db/schema";
import type { OwnerContext } from "../tenant.server";
import type { SearchHit } from "./search.server";

const LIMIT = 20;

/** The customer row of a record (same id, same company) belongs to the owner. */
const owners = (userId: string, table: { companyId: AnyPgColumn; customerId: AnyPgColumn }) =>
  and(
    eq(customer.id, table.customerId),
    eq(customer.companyId, table.companyId),
    eq(customer.linkedUserId, userId),
  );

/** Search hits span companies: calendar dates carry no zone, and each amount names its currency. */
const hitFormat = formatterFor(PLATFORM_FORMAT);
const shortDate = (iso: string | null) => (iso ? hitFormat.calendarDate(iso) : "");
const money = (cents: number, currency: string) => hitFormat.money(cents, { currency });

/** Invoices sent to the owner (never drafts), by number ("INV-318", "318") or by their notes. */
async function invoiceHits(db: Db, userId: string, q: string): Promise<SearchHit[]> {
  const number = parseInvoiceLabel(q);
  // tenancy: owner — the pool owner's invoices, joined to their linked customers (customer.linkedUserId)
  const rows = await db
    .select({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalCents: invoice.totalCents,
      issuedOn: invoice.issuedOn,
      companyName: company.name,
      currency: company.currency,
    })
    .from(invoice)
    .innerJoin(customer, owners(userId, invoice))
    .innerJoin(company, eq(company.id, invoice.companyId))
    .where(
      and(
        ne(invoice.status, "draft"),
        isNotNull(invoice.sentAt),
        or(
          number !== null ? eq(invoice.number, number) : undefined,
          ilike(invoice.notes, containsPattern(q)),
        ),
      ),
    )
    .orderBy(desc(invoice.issuedOn), desc(invoice.number))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: "Invoice",
    title: invoiceLabel(r.number),
    detail: [r.companyName, money(r.totalCents, r.currency), r.status, shortDate(r.issuedOn)]
      .filter(Boolean)
      .join(" · "),
    to: `/invoices/${r.id}`,
  }));
}

/** Finished visits, by what the technician wrote for the owner, the work done or the date (YYYY-MM-DD). */
async function visitHits(db: Db, userId: string, q: string): Promise<SearchHit[]> {
  const pattern = containsPattern(q);
  // tenancy: owner — the pool owner's visits, joined to their linked customers (customer.linkedUserId)
  const rows = await db
    .select({
      id: serviceStop.id,
      serviceDate: serviceStop.serviceDate,
      description: serviceStop.description,
      customerNotes: serviceStop.customerNotes,
      companyName: company.name,
    })
    .from(serviceStop)
    .innerJoin(customer, owners(userId, serviceStop))
    .innerJoin(company, eq(company.id, serviceStop.companyId))
    .where(
      and(
        eq(serviceStop.status, "finished"),
        or(
          ilike(serviceStop.customerNotes, pattern),
          ilike(serviceStop.description, pattern),
          ilike(sql`${serviceStop.serviceDate}::text`, pattern),
        ),
      ),
    )
    .orderBy(desc(serviceStop.serviceDate))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: "Visit",
    title: `Visit on ${shortDate(r.serviceDate)}`,
    detail: [r.companyName, r.customerNotes || r.description].filter(Boolean).join(" · ").slice(0, 160),
    to: "/mypool",
  }));
}

/** Equipment at the owner's pools, by category, make, model or serial number. */
async function equipmentHits(db: Db, userId: string, q: string): Promise<SearchHit[]> {
  const pattern = containsPattern(q);
  // tenancy: owner — the pool owner's equipment, joined to their linked customers (customer.linkedUserId)
  const rows = await db
    .select({
      id: equipment.id,
      category: equipment.category,
      make: equipment.make,
      model: equipment.model,
      status: equipment.status,
      companyName: company.name,
    })
    .from(equipment)
    .innerJoin(customer, owners(userId, equipment))
    .innerJoin(company, eq(company.id, equipment.companyId))
    .where(
      and(
        isNull(equipment.archivedAt),
        or(
          ilike(equipment.category, pattern),
          ilike(equipment.make, pattern),
          ilike(equipment.model, pattern),
          ilike(equipment.serialNumber, pattern),
        ),
      ),
    )
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: "Equipment",
    title: [r.make, r.model].filter(Boolean).join(" ") || r.category,
    detail: [r.category, r.status, r.companyName].join(" · "),
    to: `/equipment/${r.id}`,
  }));
}

/** The owner's conversations whose subject or any message matches. */
async function messageHits(db: Db, userId: string, q: string): Promise<SearchHit[]> {
  const pattern = containsPattern(q);
  // tenancy: owner — the pool owner's threads, joined to their linked customers (customer.linkedUserId)
  const rows = await db
    .select({ id: messageThread.id, subject: messageThread.subject, companyName: company.name })
    .from(messageThread)
    .innerJoin(
      customer,
      and(
        eq(messageThread.kind, "customer"),
        eq(customer.id, messageThread.customerId),
        eq(customer.companyId, messageThread.companyId),
        eq(customer.linkedUserId, userId),
      ),
    )
    .innerJoin(company, eq(company.id, messageThread.companyId))
    .where(
      or(
        ilike(messageThread.subject, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(message)
            .where(and(eq(message.threadId, messageThread.id), ilike(message.body, pattern))),
        ),
      ),
    )
    .orderBy(desc(messageThread.lastMessageAt))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: "Message",
    title: r.subject,
    detail: r.companyName,
    to: `/messages/${r.id}`,
  }));
}

/** What the owner's own records say about `q`: invoices, visits, equipment and conversations. */
export async function searchOwnerRecords(owner: OwnerContext, q: string): Promise<SearchHit[]> {
  const { db, userId } = owner;
  const lists = await Promise.all([
    invoiceHits(db, userId, q),
    visitHits(db, userId, q),
    equipmentHits(db, userId, q),
    messageHits(db, userId, q),
  ]);
  return lists.flat();
}
