/**
 * What every side shares: appending a message to a thread (one transaction: the message, the thread's last time and
 * status, the sender's read mark), marking a thread read, and reading its messages for one reader.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  customer,
  type LinkedRecordKind,
  type MessageAttachment,
  message,
  messageThread,
  threadParticipant,
  user,
} from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { RuleError } from "../errors";
import { MESSAGE_PDF_PREFIX, storeFiles } from "../files/stored-files.server";
import type { SystemContext, UserContext } from "../tenant.server";
import { type LinkReader, resolveLinks, type ShownLink } from "./linked-records.server";
import { type NotifiedThread, notifyAway, type Side } from "./notify.server";

/** The most messages one thread page shows (the latest). */
export const THREAD_PAGE_SIZE = 200;

export type ThreadRow = typeof messageThread.$inferSelect;

export interface NewMessage {
  body: string;
  /** Checked files, not yet stored: they are written once the thread is known to be the sender's. */
  attachments: PreparedFile[];
  link: { kind: LinkedRecordKind; id: string } | null;
}

/** Messages holding the file at `url` (a PDF's URL, or an image's or its thumbnail's). */
export const holdsFile = (url: string) =>
  sql`(${message.attachments} @> ${JSON.stringify([{ url }])}::jsonb or ${message.attachments} @> ${JSON.stringify([{ thumbnailUrl: url }])}::jsonb)`;

/** Marks the thread read for the person up to `now` (adds them as a participant on their first visit). */
export async function markRead(
  tx: Db | Tx,
  reader: Pick<UserContext, "userId">,
  threadId: string,
  now: Date,
) {
  await tx
    .insert(threadParticipant)
    .values({ threadId, userId: reader.userId, lastReadAt: now })
    .onConflictDoUpdate({
      target: [threadParticipant.threadId, threadParticipant.userId],
      set: { lastReadAt: sql`greatest(${threadParticipant.lastReadAt}, ${now})` },
    });
}

/**
 * Appends the message, moves the thread's last-message time, reopens a done thread when the pool owner writes, and
 * marks it read for the sender; then e-mails whoever is away. A sender without a user (a visitor's service request
 * from a public page) has nothing to mark read. The files go through `ports.files`, the e-mail through `ports.mailer`
 * (any side's context: the company's tenant, the owner's or the admin's system context).
 */
export async function appendMessage(
  system: SystemContext,
  thread: ThreadRow,
  sender: { userId: string | null; side: Side },
  input: NewMessage,
  now: Date,
) {
  const created = await system.db.transaction((tx) =>
    writeMessage({ db: tx, ports: system.ports }, thread, sender, input, now),
  );
  await notifyAway(system, thread as NotifiedThread, sender, created.body, now);
  return created;
}

/**
 * A new thread with its first message, in one transaction: a message that cannot be written (empty, or text the
 * database refuses) leaves no empty thread behind. `participants` join it besides the sender. Mail goes after the
 * commit; a caller that opens the thread inside its own transaction passes `notify: false` and calls `notifyAway`
 * once that transaction is done.
 */
export async function openThread(
  system: SystemContext,
  values: typeof messageThread.$inferInsert,
  participants: string[],
  sender: { userId: string | null; side: Side },
  input: NewMessage,
  now: Date,
  options: { notify?: boolean } = {},
) {
  const { thread, created } = await system.db.transaction(async (tx) => {
    const [thread] = await tx.insert(messageThread).values(values).returning();
    if (participants.length)
      await tx
        .insert(threadParticipant)
        .values(participants.map((userId) => ({ threadId: thread.id, userId })))
        .onConflictDoNothing();
    return {
      thread,
      created: await writeMessage({ db: tx, ports: system.ports }, thread, sender, input, now),
    };
  });
  if (options.notify !== false) await notifyAway(system, thread as NotifiedThread, sender, created.body, now);
  return thread;
}

async function writeMessage(
  { db: tx, ports }: { db: Tx; ports: SystemContext["ports"] },
  thread: ThreadRow,
  sender: { userId: string | null; side: Side },
  input: NewMessage,
  now: Date,
) {
  const body = input.body.trim();
  if (!body && input.attachments.length === 0) throw new RuleError("body", "builder.rules.writeOrAttach");
  const attachments: MessageAttachment[] = (
    await storeFiles({ db: tx, ports }, input.attachments, {
      kind: "message",
      companyId: thread.companyId,
      customerId: thread.kind === "customer" ? thread.customerId : null,
      uploadedBy: sender.userId,
    })
  ).map(({ url, thumbnailUrl, name, kind }) => ({ url, thumbnailUrl, name, kind }));
  const [row] = await tx
    .insert(message)
    .values({
      companyId: thread.companyId,
      threadId: thread.id,
      senderUserId: sender.userId,
      senderSide: sender.side,
      body,
      attachments,
      linkedKind: input.link?.kind ?? null,
      linkedId: input.link?.id ?? null,
      createdAt: now,
    })
    .returning();
  // tenancy: owner — thread was already checked by the caller for its reader (company, owner or admin)
  await tx
    .update(messageThread)
    .set({
      lastMessageAt: sql`greatest(${messageThread.lastMessageAt}, ${now})`,
      ...(sender.side === "client" ? { status: "open" as const } : {}),
    })
    .where(eq(messageThread.id, thread.id));
  if (sender.userId) await markRead(tx, { userId: sender.userId }, thread.id, now);
  return row;
}

export interface ShownMessage {
  id: string;
  body: string;
  side: Side;
  senderName: string;
  mine: boolean;
  createdAt: Date;
  attachments: MessageAttachment[];
  link: ShownLink | null;
}

/**
 * The thread's latest messages for one reader: names, attachments at the reader's own file route (PDFs are served
 * per family after an access check), linked records as links they may open.
 */
export async function messagesFor(
  reader: Pick<UserContext, "db" | "userId">,
  thread: ThreadRow,
  shown: { filePrefix: string; links: LinkReader },
): Promise<ShownMessage[]> {
  const { db } = reader;
  // tenancy: owner — messages of a thread the caller already checked for its reader
  const rows = await db
    .select({
      id: message.id,
      body: message.body,
      side: message.senderSide,
      senderUserId: message.senderUserId,
      senderName: user.name,
      createdAt: message.createdAt,
      attachments: message.attachments,
      linkedKind: message.linkedKind,
      linkedId: message.linkedId,
    })
    .from(message)
    .leftJoin(user, eq(user.id, message.senderUserId))
    .where(eq(message.threadId, thread.id))
    .orderBy(sql`${message.createdAt} desc`, sql`${message.id} desc`)
    .limit(THREAD_PAGE_SIZE);
  rows.reverse();
  const links = await resolveLinks(reader, thread, rows, shown.links);
  // A pool owner's message without a user (a visitor's service request, or an account since deleted) is signed with
  // the customer record's name.
  // tenancy: owner — filters customer.companyId = the thread's company
  const customerName =
    thread.customerId && rows.some((m) => m.side === "client" && !m.senderName)
      ? (
          await db
            .select({ name: customer.displayName })
            .from(customer)
            .where(and(eq(customer.id, thread.customerId), eq(customer.companyId, thread.companyId)))
        )[0]?.name
      : undefined;
  return rows.map((m) => ({
    id: m.id,
    body: m.body,
    side: m.side,
    senderName: m.senderName ?? (m.side === "client" && customerName ? customerName : "Former user"),
    mine: m.senderUserId === reader.userId,
    createdAt: m.createdAt,
    attachments: m.attachments.map((a) =>
      a.kind === "pdf" ? { ...a, url: a.url.replace(MESSAGE_PDF_PREFIX, shown.filePrefix) } : a,
    ),
    link: m.linkedKind && m.linkedId ? (links.get(`${m.linkedKind}:${m.linkedId}`) ?? null) : null,
  }));
}

/** The SQL test of a thread being unread for the participant row joined as `threadParticipant`. */
export const unreadSql = sql<boolean>`(${threadParticipant.lastReadAt} is null or ${messageThread.lastMessageAt} > ${threadParticipant.lastReadAt})`;

/** The latest message's text, for list previews. */
export const lastBodySql = sql<
  string | null
>`(select m.body from ${message} m where m.thread_id = ${messageThread.id} order by m.created_at desc limit 1)`;
