/**
 * The pool owner's side of messages. Like the portal, every read starts from the customers whose `linked_user_id` is
 * the signed-in user (same company), so an owner sees their own conversations with each company they are linked
 * to — never another owner's, not even one of the same company. Someone else's thread is "not found".
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { company, customer, message, messageThread, threadParticipant } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import type { OwnerContext, SystemContext } from "../tenant.server";
import {
  appendMessage,
  holdsFile,
  lastBodySql,
  markRead,
  messagesFor,
  type NewMessage,
  openThread,
  unreadSql,
} from "./post.server";
import type { MessageInput, OwnerNewThreadInput } from "./schemas";

export const OWNER_FILE_PREFIX = "/messages/files/";

/** The owner's customer record is the thread's customer, in the thread's company. */
const ownersThread = (userId: string) =>
  and(
    eq(messageThread.kind, "customer"),
    eq(customer.id, messageThread.customerId),
    eq(customer.companyId, messageThread.companyId),
    eq(customer.linkedUserId, userId),
  );

const myRow = (userId: string) =>
  and(eq(threadParticipant.threadId, messageThread.id), eq(threadParticipant.userId, userId));

/** The companies the owner can write to: one entry per linked customer record. */
export async function ownerCompanies({ db, userId }: OwnerContext) {
  // tenancy: owner — the pool owner's own customer records, by customer.linkedUserId
  const rows = await db
    .select({ customerId: customer.id, customerName: customer.displayName, companyName: company.name })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.linkedUserId, userId))
    .orderBy(asc(company.name), asc(customer.displayName));
  const perCompany = new Map<string, number>();
  for (const r of rows) perCompany.set(r.companyName, (perCompany.get(r.companyName) ?? 0) + 1);
  return rows.map((r) => ({
    value: r.customerId,
    // Two records at one company (two homes): say which.
    label: (perCompany.get(r.companyName) ?? 0) > 1 ? `${r.companyName} — ${r.customerName}` : r.companyName,
  }));
}

/** The owner's conversations, newest first, with unread marks (the latest `limit`). */
export async function ownerThreads({ db, userId }: OwnerContext, limit = 200) {
  // tenancy: owner — ownersThread() joins only the owner's linked customers (customer.linkedUserId)
  return db
    .select({
      id: messageThread.id,
      subject: messageThread.subject,
      status: messageThread.status,
      lastMessageAt: messageThread.lastMessageAt,
      companyName: company.name,
      timeZone: company.timeZone,
      unread: unreadSql,
      preview: lastBodySql,
    })
    .from(messageThread)
    .innerJoin(customer, ownersThread(userId))
    .innerJoin(company, eq(company.id, messageThread.companyId))
    .leftJoin(threadParticipant, myRow(userId))
    .orderBy(desc(messageThread.lastMessageAt), desc(messageThread.id))
    .limit(limit);
}

/** How many of the owner's conversations have a message they have not read. */
export async function ownerUnreadCount({ db, userId }: OwnerContext) {
  // tenancy: owner — ownersThread() joins only the owner's linked customers (customer.linkedUserId)
  const [{ n }] = await db
    .select({ n: count() })
    .from(messageThread)
    .innerJoin(customer, ownersThread(userId))
    .leftJoin(threadParticipant, myRow(userId))
    .where(unreadSql);
  return n;
}

async function requireOwnerThread({ db, userId }: OwnerContext, threadId: string) {
  // tenancy: owner — ownersThread() joins only the owner's linked customers (customer.linkedUserId)
  const [row] = await db
    .select({ thread: messageThread, companyName: company.name, timeZone: company.timeZone })
    .from(messageThread)
    .innerJoin(customer, ownersThread(userId))
    .innerJoin(company, eq(company.id, messageThread.companyId))
    .where(eq(messageThread.id, threadId));
  if (!row) throw new NotFoundError("Conversation");
  return row;
}

/** One of the owner's conversations; opening it marks it read. */
export async function ownerThread(owner: OwnerContext, threadId: string, now = new Date()) {
  const { thread, companyName, timeZone } = await requireOwnerThread(owner, threadId);
  await markRead(owner.db, owner, thread.id, now);
  const messages = await messagesFor(owner, thread, {
    filePrefix: OWNER_FILE_PREFIX,
    links: { side: "client" },
  });
  return { thread, companyName, timeZone, messages };
}

/** The owner writes to one of their companies; the thread is unassigned until the office takes it. */
export async function startOwnerThread(
  owner: OwnerContext,
  input: OwnerNewThreadInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  // tenancy: owner — the owner's own customer record, by customer.linkedUserId
  const [own] = await owner.db
    .select({ id: customer.id, companyId: customer.companyId })
    .from(customer)
    .where(and(eq(customer.id, input.customerId), eq(customer.linkedUserId, owner.userId)));
  if (!own) throw new RuleError("customerId", "builder.rules.choosePoolCompany");
  return openThread(
    owner,
    {
      companyId: own.companyId,
      kind: "customer",
      customerId: own.id,
      subject: input.subject,
      createdByUserId: owner.userId,
      lastMessageAt: now,
    },
    [],
    { userId: owner.userId, side: "client" },
    { body: input.body, attachments, link: null },
    now,
  );
}

/** The owner answers in one of their threads (a done thread opens again). Owners don't link records. */
export async function postOwnerMessage(
  owner: OwnerContext,
  threadId: string,
  input: MessageInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  const { thread } = await requireOwnerThread(owner, threadId);
  return appendMessage(
    owner,
    thread,
    { userId: owner.userId, side: "client" },
    { body: input.body, attachments, link: null },
    now,
  );
}

/** A message file (by its stored URL: a PDF, a photo or its thumbnail), if it is in one of the owner's threads. */
export async function ownerMayOpenFile({ db, userId }: OwnerContext, url: string) {
  // tenancy: owner — ownersThread() joins only the owner's linked customers (customer.linkedUserId)
  const [row] = await db
    .select({ id: message.id })
    .from(message)
    .innerJoin(messageThread, eq(messageThread.id, message.threadId))
    .innerJoin(customer, ownersThread(userId))
    .where(holdsFile(url))
    .limit(1);
  return Boolean(row);
}

/**
 * A "Request service" from a company's page, as the first message of a customer thread in the company's inbox (the
 * office answers there). `fromUserId` is the signed-in pool owner, whose lead or customer record is linked to them so
 * the conversation is theirs too; null for a visitor without an account (the message then has no sender, and the
 * office answers by the e-mail or phone in it).
 */
export async function openServiceRequestThread(
  system: SystemContext,
  request: { companyId: string; customerId: string; fromUserId: string | null; body: string },
  now = new Date(),
  options: { notify?: boolean } = {},
) {
  return openThread(
    system,
    {
      companyId: request.companyId,
      kind: "customer",
      customerId: request.customerId,
      subject: "Service request",
      createdByUserId: request.fromUserId,
      lastMessageAt: now,
    },
    [],
    { userId: request.fromUserId, side: "client" },
    { body: request.body, attachments: [], link: null },
    now,
    options,
  );
}
