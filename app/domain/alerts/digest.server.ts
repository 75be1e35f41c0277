/**
 * The daily e-mail of open alerts, for members who turned it on (`notification_settings.alert_digest`). Sent by the
 * hourly job from 7:00 in the company's time zone, at most once a day per person (`alert_digest_sent_on`, claimed by
 * a conditional update before sending, so two processes never both send). Each of the person's companies is a
 * section, with only the alerts their role may see; nothing is sent when nothing is open.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { isDigestDue, wallClock } from "~/core/alerts/conditions";
import { parseListQuery } from "~/core/listing/list-query";
import { type CustomerWords, personWords } from "~/core/mail/customer-words";
import { greetingName } from "~/core/mail/greeting";
import type { Db, Tx } from "~/db/client.server";
import { company, companyMember, notificationSettings, user } from "~/db/schema";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { resolveTenant } from "../companies/companies.server";
import type { SystemContext } from "../tenant.server";
import { type AlertRow, alertListFilters, alertSorts, listAlerts } from "./alerts.server";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Section {
  companyName: string;
  total: number;
  rows: AlertRow[];
}

/** `name`: the name to greet (greetingName); `words`: the reader's language (their profile's; English by default). */
export function digestMail(name: string, sections: Section[], words: CustomerWords = personWords(null)) {
  const { t, hello } = words;
  const url = `${config.baseUrl}/company/alerts`;
  const total = sections.reduce((n, s) => n + s.total, 0);
  const line = (r: AlertRow) =>
    `- [${r.severity}] ${t.text(r.title)}${r.status === "acknowledged" ? ` ${t("mail.digest.acknowledged")}` : ""}${r.assigneeName ? ` — ${r.assigneeName}` : ""}`;
  const more = (s: Section) => t("mail.digest.more", { count: s.total - s.rows.length });
  const text = [
    hello(name),
    "",
    t("mail.digest.open", { count: total }),
    ...sections.flatMap((s) => [
      "",
      `${s.companyName} (${s.total}):`,
      ...s.rows.map(line),
      ...(s.total > s.rows.length ? [more(s)] : []),
    ]),
    "",
    t("mail.digest.seeAll", { url }),
    t("mail.digest.why"),
  ].join("\n");
  const html = `<p>${esc(hello(name))}</p><p>${esc(t("mail.digest.open", { count: total }))}</p>${sections
    .map(
      (s) =>
        `<h3>${esc(s.companyName)} (${s.total})</h3><ul>${s.rows
          .map(
            (r) =>
              `<li><strong>${esc(r.severity)}</strong>: ${esc(t.text(r.title))}${r.target?.path ? ` — <a href="${config.baseUrl}${r.target.path}">${esc(t.text(r.target.label))}</a>` : ""}</li>`,
          )
          .join("")}</ul>${s.total > s.rows.length ? `<p>${esc(more(s))}</p>` : ""}`,
    )
    .join(
      "",
    )}<p><a href="${url}">${esc(t("mail.digest.seeAllLink"))}</a></p><p style="color:#495057">${esc(t("mail.digest.why"))}</p>`;
  return { subject: t("mail.digest.subject", { count: total }), text, html };
}

/** Each company the person is an active member of, the first (oldest membership) first. */
async function membershipsOf(db: Db, userId: string) {
  // tenancy: system — the signed-in user's own memberships across companies, by user id
  return db
    .select({ companyId: company.id, timeZone: company.timeZone })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .where(
      and(
        eq(companyMember.userId, userId),
        eq(companyMember.status, "active"),
        isNull(company.deactivatedAt),
      ),
    )
    .orderBy(companyMember.createdAt);
}

/** The person's open alerts, one section per company with any (only the alerts their role may see). */
async function sectionsFor(system: SystemContext, userId: string, memberships: { companyId: string }[]) {
  const sections: Section[] = [];
  for (const m of memberships) {
    const ctx = await resolveTenant(system, userId, m.companyId);
    if (!ctx) continue;
    const query = parseListQuery(new URLSearchParams(), {
      sorts: alertSorts,
      defaultSort: "created",
      defaultDir: "desc",
      filters: alertListFilters,
    });
    const { rows, total } = await listAlerts(ctx, query);
    if (total) sections.push({ companyName: ctx.companyName, total, rows });
  }
  return sections;
}

/**
 * The digests due now, each claimed for its day (a conditional update, so two processes never both claim one):
 * `then` runs in the claim's transaction (the hourly job puts the mail on the queue there, so a claimed digest
 * always has its job). Returns how many were claimed.
 */
export async function claimDueDigests(
  system: SystemContext,
  now: Date,
  then: (tx: Tx, due: { userId: string; date: string }) => Promise<unknown>,
) {
  const { db } = system;
  const people = await db
    .select({ userId: user.id, sentOn: notificationSettings.alertDigestSentOn })
    .from(notificationSettings)
    .innerJoin(user, eq(user.id, notificationSettings.userId))
    .where(eq(notificationSettings.alertDigest, "on"));
  let claimedCount = 0;
  for (const person of people) {
    try {
      const memberships = await membershipsOf(db, person.userId);
      if (!memberships.length) continue;
      // The first company's clock decides the person's morning.
      const clock = wallClock(now, memberships[0].timeZone);
      if (!isDigestDue(clock.hour, clock.date, person.sentOn)) continue;
      if (!(await sectionsFor(system, person.userId, memberships)).length) continue;
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(notificationSettings)
          .set({ alertDigestSentOn: clock.date })
          .where(
            and(
              eq(notificationSettings.userId, person.userId),
              or(
                isNull(notificationSettings.alertDigestSentOn),
                ne(notificationSettings.alertDigestSentOn, clock.date),
              ),
            ),
          )
          .returning({ userId: notificationSettings.userId });
        if (row) await then(tx, { userId: person.userId, date: clock.date });
        return Boolean(row);
      });
      if (claimed) claimedCount += 1;
    } catch (error) {
      logger.error({ err: error, userId: person.userId }, "alert digest not claimed");
    }
  }
  return claimedCount;
}

/**
 * E-mails one person's digest of what is open now (nothing when all was closed meanwhile). Throws when the mail
 * can't go, so the queue tries again.
 */
export async function mailAlertDigest(system: SystemContext, userId: string) {
  const { db } = system;
  const [person] = await db
    .select({ email: user.email, name: user.name, firstName: user.firstName, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) return false;
  const sections = await sectionsFor(system, userId, await membershipsOf(db, userId));
  if (!sections.length) return false;
  await system.ports.mailer.send({
    to: person.email,
    ...digestMail(greetingName(person), sections, personWords(person.locale)),
  });
  return true;
}

/** Claims and sends the digests due now in this process, one after the other; returns how many went out. */
export async function sendAlertDigests(system: SystemContext, now = new Date()) {
  const claimed: string[] = [];
  await claimDueDigests(system, now, async (_tx, due) => {
    claimed.push(due.userId);
  });
  let sent = 0;
  for (const userId of claimed) {
    try {
      if (await mailAlertDigest(system, userId)) sent += 1;
    } catch (error) {
      logger.error({ err: error, userId }, "alert digest failed");
    }
  }
  return sent;
}
