/**
 * The platform's side (the admin's Live Chat): support threads between the platform and each company. Every admin
 * sees every support thread; read state is per admin. Functions take the system context and the admin's user id, and
 * check it is an admin.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { containsPattern } from "~/core/listing/list-query";
import type { Db } from "~/db/client.server";
import { company, message, messageThread, threadParticipant } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { requireAdminAccount } from "../platform/admin.server";
import { type SystemContext, userContext } from "../tenant.server";
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
import type { MessageInput, PlatformNewThreadInput } from "./schemas";

export const PLATFORM_FILE_PREFIX = "/chat-seller/files/";
export const SUPPORT_PAGE_SIZE = 25;

/** Every use case checks the account is an admin (the admin layout does too). */
const requireAdmin = (system: SystemContext, adminId: string) => requireAdminAccount(system, adminId);

const myRow = (adminId: string) =>
  and(eq(threadParticipant.threadId, messageThread.id), eq(threadParticipant.userId, adminId));

/** Support threads, newest first; `waiting`: open ones; `done`; `all`. Searched by company, subject or text. */
export async function listSupportThreads(
  system: SystemContext,
  adminId: string,
  query: { view: "open" | "done" | "all"; q: string; page: number },
) {
  await requireAdmin(system, adminId);
  const { db } = system;
  const pattern = query.q.trim() ? containsPattern(query.q.trim()) : null;
  const where = and(
    eq(messageThread.kind, "platform"),
    query.view === "all" ? undefined : eq(messageThread.status, query.view),
    pattern
      ? or(
          ilike(messageThread.subject, pattern),
          ilike(company.name, pattern),
          sql`exists (select 1 from ${message} m where m.thread_id = ${messageThread.id} and m.body ilike ${pattern})`,
        )
      : undefined,
  );
  const page = Math.max(1, query.page);
  const { rows, total } = await paginate(
    db,
    { page, pageSize: SUPPORT_PAGE_SIZE },
    () =>
      // tenancy: system — platform admin's support inbox, platform threads of every company
      db
        .select({
          id: messageThread.id,
          subject: messageThread.subject,
          status: messageThread.status,
          lastMessageAt: messageThread.lastMessageAt,
          companyName: company.name,
          unread: unreadSql,
          preview: lastBodySql,
        })
        .from(messageThread)
        .innerJoin(company, eq(company.id, messageThread.companyId))
        .leftJoin(threadParticipant, myRow(adminId))
        .where(where)
        .$dynamic(),
    [desc(messageThread.lastMessageAt), desc(messageThread.id)],
  );
  return { rows, total, page, pageSize: SUPPORT_PAGE_SIZE };
}

/** Support threads with a message this admin has not read (the sidebar's badge). */
export async function platformUnreadCount({ db }: SystemContext, adminId: string) {
  // tenancy: system — platform admin's support inbox, platform threads of every company
  const [{ n }] = await db
    .select({ n: count() })
    .from(messageThread)
    .leftJoin(threadParticipant, myRow(adminId))
    .where(and(eq(messageThread.kind, "platform"), unreadSql));
  return n;
}

async function requireSupportThread(db: Db, threadId: string) {
  // tenancy: system — platform admin's support thread, kind = platform, any company
  const [row] = await db
    .select({ thread: messageThread, companyName: company.name })
    .from(messageThread)
    .innerJoin(company, eq(company.id, messageThread.companyId))
    .where(and(eq(messageThread.kind, "platform"), eq(messageThread.id, threadId)));
  if (!row) throw new NotFoundError("Conversation");
  return row;
}

export async function readSupportThread(
  system: SystemContext,
  adminId: string,
  threadId: string,
  now = new Date(),
) {
  await requireAdmin(system, adminId);
  const { thread, companyName } = await requireSupportThread(system.db, threadId);
  const admin = userContext(system, adminId);
  await markRead(system.db, admin, thread.id, now);
  const messages = await messagesFor(admin, thread, {
    filePrefix: PLATFORM_FILE_PREFIX,
    // Admins open no company records: linked records show as text.
    links: { side: "company", permissions: [] },
  });
  return { thread, companyName, messages };
}

export async function postPlatformMessage(
  system: SystemContext,
  adminId: string,
  threadId: string,
  input: MessageInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  await requireAdmin(system, adminId);
  const { thread } = await requireSupportThread(system.db, threadId);
  return appendMessage(
    system,
    thread,
    { userId: adminId, side: "platform" },
    { body: input.body, attachments, link: null },
    now,
  );
}

export async function setSupportThreadStatus(
  system: SystemContext,
  adminId: string,
  threadId: string,
  status: "open" | "done",
) {
  await requireAdmin(system, adminId);
  const { db } = system;
  const { thread } = await requireSupportThread(db, threadId);
  // tenancy: system — platform admin; thread found by requireSupportThread
  await db.update(messageThread).set({ status }).where(eq(messageThread.id, thread.id));
}

/** Companies an admin may write to (not deactivated), by name. */
export async function supportCompanyOptions(system: SystemContext, adminId: string) {
  await requireAdmin(system, adminId);
  return system.db
    .select({ value: company.id, label: company.name })
    .from(company)
    .where(isNull(company.deactivatedAt))
    .orderBy(asc(company.name))
    .limit(1000);
}

export async function startSupportThread(
  system: SystemContext,
  adminId: string,
  input: PlatformNewThreadInput,
  attachments: NewMessage["attachments"] = [],
  now = new Date(),
) {
  await requireAdmin(system, adminId);
  const [target] = await system.db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.id, input.companyId), isNull(company.deactivatedAt)));
  if (!target) throw new RuleError("companyId", "builder.rules.chooseActiveCompany");
  return openThread(
    system,
    {
      companyId: target.id,
      kind: "platform",
      subject: input.subject,
      createdByUserId: adminId,
      lastMessageAt: now,
    },
    [],
    { userId: adminId, side: "platform" },
    { body: input.body, attachments, link: null },
    now,
  );
}

/** A message file (by its stored URL: a PDF, a photo or its thumbnail) in any support thread (admins see them all). */
export async function adminMayOpenFile(system: SystemContext, adminId: string, url: string) {
  await requireAdmin(system, adminId);
  const { db } = system;
  // tenancy: system — platform admin's file access, platform threads of every company
  const [row] = await db
    .select({ id: message.id })
    .from(message)
    .innerJoin(messageThread, eq(messageThread.id, message.threadId))
    .where(and(eq(messageThread.kind, "platform"), holdsFile(url)))
    .limit(1);
  return Boolean(row);
}
