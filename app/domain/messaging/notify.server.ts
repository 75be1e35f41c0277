/**
 * E-mail about a new message, for people who are away: each person on the other side of the conversation (the pool
 * owner; the assigned member, or the company's office when nobody is assigned; the platform's admins; in a team
 * thread everyone else) gets at most one e-mail per unread stretch — `notified_at` is claimed only when they have
 * read the thread since the last e-mail — and none while they have the thread open, or when their `messages` choice
 * is off.
 */
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { personWords } from "~/core/mail/customer-words";
import { greetingName } from "~/core/mail/greeting";
import { hasPermission } from "~/core/permissions/permissions";
import type { Db } from "~/db/client.server";
import { company, companyMember, customer, role, threadParticipant, user } from "~/db/schema";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { getNotificationChoices } from "../accounts/notification-settings.server";
import type { SystemContext } from "../tenant.server";

/** Someone who read the thread this recently is looking at it (the page polls and marks it read). */
export const PRESENT_WITHIN_MS = 2 * 60 * 1000;

export type Side = "company" | "client" | "platform";

export interface NotifiedThread {
  id: string;
  companyId: string;
  kind: "customer" | "team" | "platform";
  customerId: string | null;
  assignedMemberId: string | null;
  subject: string;
}

interface Recipient {
  userId: string;
  side: Side;
}

/** Active members of the company whose role holds `messages:manage` (the office). */
async function officeUserIds(db: Db, companyId: string) {
  // tenancy: owner — filters companyMember.companyId = the thread's company
  const rows = await db
    .select({ userId: companyMember.userId, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(and(eq(companyMember.companyId, companyId), eq(companyMember.status, "active")));
  return rows.filter((r) => hasPermission(r.permissions, "messages:manage")).map((r) => r.userId);
}

async function companySide(db: Db, thread: NotifiedThread): Promise<string[]> {
  if (thread.assignedMemberId) {
    // tenancy: owner — filters companyMember.companyId = the thread's company
    const [assigned] = await db
      .select({ userId: companyMember.userId })
      .from(companyMember)
      .where(
        and(
          eq(companyMember.id, thread.assignedMemberId),
          eq(companyMember.companyId, thread.companyId),
          eq(companyMember.status, "active"),
        ),
      );
    if (assigned) return [assigned.userId];
  }
  return officeUserIds(db, thread.companyId);
}

async function recipientsOf(db: Db, thread: NotifiedThread, sender: { userId: string | null; side: Side }) {
  const list: Recipient[] = [];
  if (thread.kind === "team") {
    const rows = await db
      .select({ userId: threadParticipant.userId })
      .from(threadParticipant)
      .innerJoin(
        companyMember,
        and(
          eq(companyMember.userId, threadParticipant.userId),
          eq(companyMember.companyId, thread.companyId),
        ),
      )
      .where(and(eq(threadParticipant.threadId, thread.id), eq(companyMember.status, "active")));
    list.push(...rows.map((r) => ({ userId: r.userId, side: "company" as const })));
  } else if (thread.kind === "customer") {
    if (sender.side === "client") {
      list.push(...(await companySide(db, thread)).map((userId) => ({ userId, side: "company" as const })));
    } else {
      // tenancy: owner — filters customer.companyId = the thread's company
      const [owner] = await db
        .select({ userId: customer.linkedUserId })
        .from(customer)
        .where(and(eq(customer.id, thread.customerId ?? ""), eq(customer.companyId, thread.companyId)));
      if (owner?.userId) list.push({ userId: owner.userId, side: "client" });
    }
  } else if (sender.side === "platform") {
    list.push(...(await companySide(db, thread)).map((userId) => ({ userId, side: "company" as const })));
  } else {
    // The admins who took part; every admin while none has.
    const joined = await db
      .select({ userId: threadParticipant.userId })
      .from(threadParticipant)
      .innerJoin(user, eq(user.id, threadParticipant.userId))
      .where(and(eq(threadParticipant.threadId, thread.id), eq(user.accountType, "admin")));
    const admins = joined.length
      ? joined
      : await db.select({ userId: user.id }).from(user).where(eq(user.accountType, "admin"));
    list.push(...admins.map((a) => ({ userId: a.userId, side: "platform" as const })));
  }
  const seen = new Set<string>(sender.userId ? [sender.userId] : []);
  return list.filter((r) => {
    if (seen.has(r.userId)) return false;
    seen.add(r.userId);
    return true;
  });
}

/**
 * Claims this unread stretch for the person: sets `notified_at` only when they were never told, or have read the
 * thread since they last were, and are not reading it right now. One conditional write, so two messages posted at
 * once e-mail once.
 */
async function claimNotice(db: Db, threadId: string, userId: string, now: Date) {
  const presentSince = new Date(now.getTime() - PRESENT_WITHIN_MS);
  const claimed = await db
    .insert(threadParticipant)
    .values({ threadId, userId, notifiedAt: now })
    .onConflictDoUpdate({
      target: [threadParticipant.threadId, threadParticipant.userId],
      set: { notifiedAt: now },
      setWhere: sql`(${threadParticipant.notifiedAt} is null or (${threadParticipant.lastReadAt} is not null and ${threadParticipant.notifiedAt} < ${threadParticipant.lastReadAt}))
        and (${threadParticipant.lastReadAt} is null or ${threadParticipant.lastReadAt} < ${presentSince})`,
    })
    .returning({ id: threadParticipant.id });
  return claimed.length > 0;
}

const threadPath: Record<Side, string> = {
  client: "/messages/",
  company: "/company/messages/",
  platform: "/chat-seller/",
};

/** E-mails the people who are away about a message just posted (through `ports.mailer`); never fails the post. */
export async function notifyAway(
  { db, ports }: SystemContext,
  thread: NotifiedThread,
  sender: { userId: string | null; side: Side },
  body: string,
  now: Date,
) {
  try {
    const recipients = await recipientsOf(db, thread, sender);
    if (recipients.length === 0) return;
    const [[from], [owner]] = await Promise.all([
      db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, sender.userId ?? "")),
      db.select({ name: company.name }).from(company).where(eq(company.id, thread.companyId)),
    ]);
    const people = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        firstName: user.firstName,
        locale: user.locale,
      })
      .from(user)
      .where(
        and(
          inArray(
            user.id,
            recipients.map((r) => r.userId),
          ),
          ne(user.email, ""),
          isNotNull(user.email),
        ),
      );
    for (const r of recipients) {
      const person = people.find((p) => p.id === r.userId);
      if (!person) continue;
      if (!(await getNotificationChoices({ db, userId: r.userId })).messages) continue;
      if (!(await claimNotice(db, thread.id, r.userId, now))) continue;
      // In the recipient's language: their profile's choice, else English.
      const { t, hello } = personWords(person.locale);
      const someone = from?.name ?? t("profile.notify.someone");
      const senderName =
        sender.side === "platform"
          ? t("profile.notify.support")
          : sender.side === "company" && r.side !== "company"
            ? t("profile.notify.senderOfCompany", {
                name: someone,
                company: owner?.name ?? t("profile.notify.yourCompany"),
              })
            : someone;
      const url = `${config.baseUrl}${threadPath[r.side]}${thread.id}`;
      const excerpt = body.length > 600 ? `${body.slice(0, 600)}…` : body;
      await ports.mailer.send({
        to: person.email,
        subject: t("profile.notify.subject", { sender: senderName, subject: thread.subject }),
        text: [
          hello(greetingName(person)),
          "",
          t("profile.notify.wrote", { sender: senderName, subject: thread.subject }),
          "",
          excerpt || t("profile.notify.filesAttached"),
          "",
          t("profile.notify.readAndAnswer", { url }),
          "",
          t("profile.notify.footer"),
        ].join("\n"),
      });
    }
  } catch (error) {
    logger.error({ err: error, threadId: thread.id }, "message notification not sent");
  }
}
