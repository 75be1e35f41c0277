/**
 * The company's side of messages: the office inbox (every customer thread of the company for `messages:manage`,
 * the threads assigned to them or that they took part in for the others), team threads between members (their
 * participants only) and support threads with the platform. Everything is scoped to the member's company; a thread
 * of another company, or one the member may not see, is "not found".
 */

import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern } from "~/core/listing/list-query";
import { companyMember, customer, message, messageThread, threadParticipant, user } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { checkLink, linkOptions } from "./linked-records.server";
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
import type { CompanyNewThreadInput, InboxView, MessageInput } from "./schemas";

export const INBOX_PAGE_SIZE = 25;
export const COMPANY_FILE_PREFIX = "/company/messages/files/";

/** The member's own participant row, joined to each thread (read state, and "took part"). */
const mine = (ctx: TenantContext) =>
  and(eq(threadParticipant.threadId, messageThread.id), eq(threadParticipant.userId, ctx.userId));

/** Which threads the member sees; used with `mine` left-joined. */
function visible(ctx: TenantContext): SQL {
  const all = can(ctx, "messages:manage");
  const tookPart = isNotNull(threadParticipant.id);
  return or(
    and(eq(messageThread.kind, "team"), tookPart),
    and(
      eq(messageThread.kind, "customer"),
      all ? undefined : or(tookPart, eq(messageThread.assignedMemberId, ctx.memberId)),
    ),
    and(eq(messageThread.kind, "platform"), all ? undefined : tookPart),
  ) as SQL;
}

const viewCondition = (ctx: TenantContext, view: InboxView) =>
  ({
    open: eq(messageThread.status, "open"),
    mine: and(eq(messageThread.status, "open"), eq(messageThread.assignedMemberId, ctx.memberId)),
    unassigned: and(
      eq(messageThread.status, "open"),
      eq(messageThread.kind, "customer"),
      isNull(messageThread.assignedMemberId),
    ),
    done: eq(messageThread.status, "done"),
    all: undefined,
  })[view];

const assignee = sql<
  string | null
>`(select u.name from ${companyMember} cm join ${user} u on u.id = cm.user_id where cm.id = ${messageThread.assignedMemberId})`;

/** The inbox: threads the member sees, newest first, with unread marks; filtered by view and a search. */
export async function listThreads(ctx: TenantContext, query: { view: InboxView; q: string; page: number }) {
  requirePermission(ctx, "messages:read");
  const pattern = query.q.trim() ? containsPattern(query.q.trim()) : null;
  const where = scoped(
    ctx,
    messageThread,
    visible(ctx),
    viewCondition(ctx, query.view),
    pattern
      ? or(
          ilike(messageThread.subject, pattern),
          ilike(customer.displayName, pattern),
          sql`exists (select 1 from ${message} m where m.thread_id = ${messageThread.id} and m.body ilike ${pattern})`,
        )
      : undefined,
  );
  const page = Math.max(1, query.page);
  const { rows, total } = await paginate(
    ctx.db,
    { page, pageSize: INBOX_PAGE_SIZE },
    () =>
      ctx.db
        .select({
          id: messageThread.id,
          kind: messageThread.kind,
          subject: messageThread.subject,
          status: messageThread.status,
          lastMessageAt: messageThread.lastMessageAt,
          customerName: customer.displayName,
          assignedName: assignee,
          unread: unreadSql,
          preview: lastBodySql,
        })
        .from(messageThread)
        .leftJoin(threadParticipant, mine(ctx))
        .leftJoin(customer, eq(customer.id, messageThread.customerId))
        .where(where)
        .$dynamic(),
    [desc(messageThread.lastMessageAt), desc(messageThread.id)],
  );
  return { rows, total, page, pageSize: INBOX_PAGE_SIZE };
}

/** How many threads the member sees that have a message they have not read (the sidebar's badge). */
export async function companyUnreadCount(ctx: TenantContext) {
  if (!can(ctx, "messages:read")) return 0;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(messageThread)
    .leftJoin(threadParticipant, mine(ctx))
    .where(scoped(ctx, messageThread, visible(ctx), unreadSql));
  return n;
}

/** One thread the member may see, or not found. */
async function requireThread(ctx: TenantContext, threadId: string) {
  const [row] = await ctx.db
    .select({ thread: messageThread })
    .from(messageThread)
    .leftJoin(threadParticipant, mine(ctx))
    .where(scoped(ctx, messageThread, eq(messageThread.id, threadId), visible(ctx)));
  if (!row) throw new NotFoundError("Conversation");
  return row.thread;
}

/** The thread page: the thread, its people, its messages; opening it marks it read. */
export async function readThread(ctx: TenantContext, threadId: string, now = new Date()) {
  requirePermission(ctx, "messages:read");
  const thread = await requireThread(ctx, threadId);
  await markRead(ctx.db, ctx, thread.id, now);
  const [[customerRow], [assigned], people, messages] = await Promise.all([
    thread.customerId
      ? ctx.db
          .select({ name: customer.displayName, linkedUserId: customer.linkedUserId })
          .from(customer)
          .where(scoped(ctx, customer, eq(customer.id, thread.customerId)))
      : [undefined],
    thread.assignedMemberId
      ? ctx.db
          .select({ name: user.name })
          .from(companyMember)
          .innerJoin(user, eq(user.id, companyMember.userId))
          .where(scoped(ctx, companyMember, eq(companyMember.id, thread.assignedMemberId)))
      : [undefined],
    ctx.db
      .select({ name: user.name })
      .from(threadParticipant)
      .innerJoin(user, eq(user.id, threadParticipant.userId))
      .where(and(eq(threadParticipant.threadId, thread.id), ne(user.accountType, "admin")))
      .orderBy(user.name),
    messagesFor(ctx, thread, {
      filePrefix: COMPANY_FILE_PREFIX,
      links: { side: "company", permissions: ctx.permissions },
    }),
  ]);
  const canLink = thread.kind !== "platform" && can(ctx, "messages:write");
  return {
    thread,
    customerName: customerRow?.name ?? null,
    ownerLinked: Boolean(customerRow?.linkedUserId),
    assignedName: assigned?.name ?? null,
    people: people.map((p) => p.name),
    messages,
    canWrite: can(ctx, "messages:write"),
    canAssign: thread.kind !== "team" && can(ctx, "messages:manage"),
    linkOptions: canLink ? await linkOptions(ctx, thread.kind === "customer" ? thread.customerId : null) : [],
  };
}

/** The company's active members, for assigning a thread and writing to the team. */
export async function memberOptions(ctx: TenantContext) {
  requirePermission(ctx, "messages:read");
  const rows = await ctx.db
    .select({ value: companyMember.id, label: user.name, userId: companyMember.userId })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(user.name);
  return rows.map((r) => ({ value: r.value, label: r.userId === ctx.userId ? `${r.label} (me)` : r.label }));
}

/** Customers who can read a message: those linked to a pool owner's account. */
export async function messageableCustomers(ctx: TenantContext) {
  requirePermission(ctx, "messages:write");
  return ctx.db
    .select({ value: customer.id, label: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, isNotNull(customer.linkedUserId), isNull(customer.archivedAt)))
    .orderBy(customer.displayName)
    .limit(500);
}

async function activeMembers(ctx: TenantContext, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return ctx.db
    .select({ id: companyMember.id, userId: companyMember.userId })
    .from(companyMember)
    .where(
      scoped(ctx, companyMember, inArray(companyMember.id, memberIds), eq(companyMember.status, "active")),
    );
}

/**
 * Starts a conversation: with a customer's pool owner (assigned to the one who starts it), with other members (a
 * team thread; only they and the starter see it), or with the platform's support. Returns the new thread's id.
 */
export async function startThread(
  ctx: TenantContext,
  input: CompanyNewThreadInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  requirePermission(ctx, input.to === "platform" ? "messages:manage" : "messages:write");
  const base = {
    companyId: ctx.companyId,
    subject: input.subject,
    createdByUserId: ctx.userId,
    lastMessageAt: now,
  };
  let values: typeof messageThread.$inferInsert;
  let others: string[] = [];
  if (input.to === "customer") {
    const [row] = await ctx.db
      .select({ id: customer.id, name: customer.displayName, linkedUserId: customer.linkedUserId })
      .from(customer)
      .where(scoped(ctx, customer, eq(customer.id, input.customerId ?? ""), isNull(customer.archivedAt)));
    if (!row) throw new RuleError("customerId", "builder.rules.chooseCustomer");
    if (!row.linkedUserId)
      throw new RuleError("customerId", keyed("builder.rules.noOwnerAccount", { name: row.name }));
    values = { ...base, kind: "customer", customerId: row.id, assignedMemberId: ctx.memberId };
    others = [row.linkedUserId];
  } else if (input.to === "team") {
    const wanted = input.memberIds.filter((id) => id !== ctx.memberId);
    const found = await activeMembers(ctx, wanted);
    if (wanted.length === 0 || found.length !== new Set(wanted).size)
      throw new RuleError("memberIds", "builder.rules.chooseMembers");
    values = { ...base, kind: "team" };
    others = found.map((m) => m.userId);
  } else {
    values = { ...base, kind: "platform" };
  }
  return openThread(
    ctx,
    values,
    others,
    { userId: ctx.userId, side: "company" },
    { body: input.body, attachments, link: null },
    now,
  );
}

/** Posts the member's message (text, files, a linked record of the thread's customer or company). */
export async function postMessage(
  ctx: TenantContext,
  threadId: string,
  input: MessageInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  requirePermission(ctx, "messages:write");
  const thread = await requireThread(ctx, threadId);
  if (input.link && thread.kind === "platform")
    throw new RuleError("link", "builder.rules.noLinksWithSupport");
  const link = await checkLink(ctx, thread.kind === "customer" ? thread.customerId : null, input.link);
  return appendMessage(
    ctx,
    thread,
    { userId: ctx.userId, side: "company" },
    { body: input.body, attachments, link },
    now,
  );
}

/** Gives a customer or support thread to a member (null: nobody). */
export async function assignThread(ctx: TenantContext, threadId: string, memberId: string | null) {
  requirePermission(ctx, "messages:manage");
  const thread = await requireThread(ctx, threadId);
  if (thread.kind === "team") throw new RuleError("memberId", "builder.rules.teamNotAssigned");
  if (memberId && (await activeMembers(ctx, [memberId])).length === 0)
    throw new RuleError("memberId", "builder.rules.chooseActiveMember");
  await ctx.db
    .update(messageThread)
    .set({ assignedMemberId: memberId })
    .where(scoped(ctx, messageThread, eq(messageThread.id, thread.id)));
}

/** Marks a thread done, or open again. (A new message from the pool owner reopens it by itself.) */
export async function setThreadStatus(ctx: TenantContext, threadId: string, status: "open" | "done") {
  requirePermission(ctx, "messages:write");
  const thread = await requireThread(ctx, threadId);
  await ctx.db
    .update(messageThread)
    .set({ status })
    .where(scoped(ctx, messageThread, eq(messageThread.id, thread.id)));
}

/** A message file (by its stored URL: a PDF, a photo or its thumbnail), if it belongs to a thread the member sees. */
export async function memberMayOpenFile(ctx: TenantContext, url: string) {
  if (!can(ctx, "messages:read")) return false;
  const [row] = await ctx.db
    .select({ id: message.id })
    .from(message)
    .innerJoin(messageThread, eq(messageThread.id, message.threadId))
    .leftJoin(threadParticipant, mine(ctx))
    .where(scoped(ctx, messageThread, visible(ctx), holdsFile(url)))
    .limit(1);
  return Boolean(row);
}
