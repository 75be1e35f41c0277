/**
 * The admin dashboard's figures, read across all companies: companies by status, active technicians, stops per day,
 * payments recorded in the product, sign-ups per week, the newest contact messages and the latest admin actions.
 * Series come filled (a day without stops is a 0, not a gap) from generate_series.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { auditLog, company, contactMessage, user } from "~/db/schema";
import { NotFoundError } from "../errors";
import { type AdminContext, audit, requireAdmin } from "./admin.server";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function platformDashboard(ctx: AdminContext) {
  requireAdmin(ctx);
  const db = ctx.db;
  const [byStatus, technicians, stops, monthly, payments30, signUps] = await Promise.all([
    db.select({ status: company.platformStatus, n: count() }).from(company).groupBy(company.platformStatus),
    // Technicians who had a stop in the last 30 days, in companies that are not deactivated.
    db.execute(sql`
      select count(distinct s.technician_id)::int as n
      from service_stop s join company c on c.id = s.company_id
      where s.technician_id is not null and c.platform_status <> 'deactivated'
        and s.service_date between current_date - 29 and current_date`),
    db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as day,
             count(s.id) filter (where s.status = 'finished')::int as finished,
             count(s.id)::int as scheduled
      from generate_series(current_date - 29, current_date, interval '1 day') d
      left join service_stop s on s.service_date = d::date and s.status <> 'cancelled'
      group by d order by d`),
    db.execute(sql`
      select to_char(m, 'YYYY-MM') as month,
             coalesce(sum(p.amount_cents - p.refunded_cents), 0)::bigint as cents,
             count(p.id)::int as payments
      from generate_series(date_trunc('month', current_date) - interval '11 months',
                           date_trunc('month', current_date), interval '1 month') m
      left join payment p on date_trunc('month', p.received_on) = m
      group by m order by m`),
    db.execute(sql`
      select coalesce(sum(amount_cents - refunded_cents), 0)::bigint as cents, count(*)::int as n
      from payment where received_on > current_date - 30`),
    db.execute(sql`
      select to_char(w, 'YYYY-MM-DD') as week,
             count(u.id) filter (where u.account_type = 'company')::int as company,
             count(u.id) filter (where u.account_type = 'client')::int as client
      from generate_series(date_trunc('week', current_date) - interval '11 weeks',
                           date_trunc('week', current_date), interval '1 week') w
      left join "user" u on date_trunc('week', u.created_at) = w
      group by w order by w`),
  ]);
  const companies = { pending: 0, active: 0, deactivated: 0 };
  for (const r of byStatus) companies[r.status] = r.n;
  const p30 = rowsOf(payments30)[0] ?? {};
  return {
    companies,
    activeTechnicians: Number(rowsOf(technicians)[0]?.n ?? 0),
    stopsPerDay: rowsOf(stops).map((r) => ({
      day: String(r.day),
      finished: Number(r.finished),
      scheduled: Number(r.scheduled),
    })),
    paymentsByMonth: rowsOf(monthly).map((r) => ({
      month: String(r.month),
      cents: Number(r.cents),
      payments: Number(r.payments),
    })),
    payments30: { cents: Number(p30.cents ?? 0), count: Number(p30.n ?? 0) },
    signUpsByWeek: rowsOf(signUps).map((r) => ({
      week: String(r.week),
      company: Number(r.company),
      client: Number(r.client),
    })),
  };
}

export async function listContactMessagesForAdmin(ctx: AdminContext, { limit = 20 } = {}) {
  requireAdmin(ctx);
  const [rows, [unread]] = await Promise.all([
    ctx.db.select().from(contactMessage).orderBy(desc(contactMessage.createdAt)).limit(limit),
    ctx.db.select({ n: count() }).from(contactMessage).where(eq(contactMessage.status, "new")),
  ]);
  return { rows, unread: unread?.n ?? 0 };
}

export async function markContactMessageReadAsAdmin(ctx: AdminContext, id: string) {
  requireAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(contactMessage)
      .set({ status: "read" })
      .where(eq(contactMessage.id, id))
      .returning({ id: contactMessage.id });
    if (!rows.length) throw new NotFoundError("Message");
    await audit(tx, ctx, "contact.read", "contact_message", id);
  });
}

/** The latest admin actions, newest first. */
export async function listAuditLog(ctx: AdminContext, { limit = 20 } = {}) {
  requireAdmin(ctx);
  return (
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetKind: auditLog.targetKind,
        targetId: auditLog.targetId,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
        actor: user.name,
        companyName: company.name,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      // The company the action was about: its target, or the company named in the detail.
      .leftJoin(
        company,
        sql`${company.id} = coalesce(case when ${auditLog.targetKind} = 'company' then ${auditLog.targetId} end, ${auditLog.detail} ->> 'companyId')`,
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
  );
}
