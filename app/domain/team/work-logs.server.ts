/**
 * Work logs: a member clocks themselves in and out and takes breaks (every active member may; no permission needed
 * for their own shift), and reads their own logs. Reading other people's logs needs team:read. Office edits and
 * approval are in `work-log-edits.server.ts`.
 */

import { and, asc, desc, eq, gte, inArray, isNull, lte, ne } from "drizzle-orm";
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import type { PayPeriod } from "~/core/team/pay-period";
import { type ShiftMinutes, shiftMinutes } from "~/core/team/payroll";
import { zonedDate } from "~/core/team/zoned-time";
import type { Db, Tx } from "~/db/client.server";
import {
  companyMember,
  customer,
  job,
  serviceStop,
  user,
  workLog,
  workLogBreak,
  workLogEdit,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type BreakKind, type ClockLocation, isPaidBreak } from "./work-log-schemas";

export type WorkLogRow = typeof workLog.$inferSelect;
export type WorkLogBreakRow = typeof workLogBreak.$inferSelect;

/** The formatter of a company's work logs: its zone, the zone not named (the office and its crew share it). */
const logFormat = (ctx: Pick<TenantContext, "timeZone">) =>
  formatterFor({ ...PLATFORM_FORMAT, timeZone: ctx.timeZone, nameZone: false });

/** "8:05 AM" in the company's time zone. */
export const clockTime = (ctx: Pick<TenantContext, "timeZone">, at: Date) => logFormat(ctx).time(at);

/** "Nov 22, 8:05 AM" in the company's time zone. */
export const dayTime = (ctx: Pick<TenantContext, "timeZone">, at: Date) =>
  logFormat(ctx).dateTime(at, "short");

export async function findWorkLog(db: Db | Tx, ctx: TenantContext, workLogId: string) {
  const [row] = await db
    .select()
    .from(workLog)
    .where(scoped(ctx, workLog, eq(workLog.id, workLogId)));
  if (!row) throw new NotFoundError("Work log");
  return row;
}

/** One's own logs are always readable; anybody else's need team:read. */
function requireReadable(ctx: TenantContext, log: Pick<WorkLogRow, "memberId">) {
  if (log.memberId !== ctx.memberId) requirePermission(ctx, "team:read");
}

export async function breaksOf(db: Db | Tx, ctx: TenantContext, workLogIds: string[]) {
  if (workLogIds.length === 0) return [];
  return db
    .select()
    .from(workLogBreak)
    .where(scoped(ctx, workLogBreak, inArray(workLogBreak.workLogId, workLogIds)))
    .orderBy(asc(workLogBreak.startAt));
}

const minutesOf = (log: WorkLogRow, breaks: WorkLogBreakRow[], now: Date): ShiftMinutes =>
  shiftMinutes({ clockInAt: log.clockInAt, clockOutAt: log.clockOutAt, breaks }, now);

// ---------------------------------------------------------------------------------------------------------------
// The clock (the signed-in member's own shift)
// ---------------------------------------------------------------------------------------------------------------

async function openShift(db: Db | Tx, ctx: TenantContext) {
  const [row] = await db
    .select()
    .from(workLog)
    .where(scoped(ctx, workLog, eq(workLog.memberId, ctx.memberId), isNull(workLog.clockOutAt)));
  return row ?? null;
}

/** The member's open shift with its breaks and the time so far, or null when off the clock. */
export async function currentShift(ctx: TenantContext, now = new Date()) {
  const log = await openShift(ctx.db, ctx);
  if (!log) return null;
  const breaks = await breaksOf(ctx.db, ctx, [log.id]);
  return {
    log,
    breaks,
    openBreak: breaks.find((b) => b.endAt === null) ?? null,
    minutes: minutesOf(log, breaks, now),
  };
}

/** Some other shift of the member that covers [from, to) (to = null: still open), for the overlap rule. */
export async function overlappingShift(
  db: Db | Tx,
  ctx: TenantContext,
  memberId: string,
  from: Date,
  to: Date | null,
  exceptId?: string,
) {
  const rows = await db
    .select()
    .from(workLog)
    .where(
      scoped(
        ctx,
        workLog,
        eq(workLog.memberId, memberId),
        exceptId ? ne(workLog.id, exceptId) : undefined,
        // Cheap pre-filter; the exact test is below.
        to ? lte(workLog.clockInAt, to) : undefined,
      ),
    );
  return (
    rows.find((r) => {
      const end = r.clockOutAt ?? new Date(8.64e15);
      return r.clockInAt.getTime() < (to ?? new Date(8.64e15)).getTime() && end.getTime() > from.getTime();
    }) ?? null
  );
}

export async function clockIn(ctx: TenantContext, location: ClockLocation, now = new Date()) {
  const open = await openShift(ctx.db, ctx);
  if (open)
    throw new RuleError("clock", `You are already on the clock since ${dayTime(ctx, open.clockInAt)}.`);
  const later = await overlappingShift(ctx.db, ctx, ctx.memberId, now, null);
  if (later)
    throw new RuleError(
      "clock",
      `A recorded shift (${dayTime(ctx, later.clockInAt)}) already covers this time; ask the office to correct it.`,
    );
  // The partial unique index keeps one open shift per member, also against a double tap on two devices.
  const [created] = await ctx.db
    .insert(workLog)
    .values({
      companyId: ctx.companyId,
      memberId: ctx.memberId,
      workDate: zonedDate(now, ctx.timeZone),
      clockInAt: now,
      clockInLatitude: location?.latitude ?? null,
      clockInLongitude: location?.longitude ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new RuleError("clock", "You are already on the clock.");
  return created;
}

export async function clockOut(ctx: TenantContext, location: ClockLocation, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const open = await openShift(tx, ctx);
    if (!open) throw new RuleError("clock", "You are not on the clock.");
    const at = now < open.clockInAt ? open.clockInAt : now;
    // A break still running ends with the shift.
    await tx
      .update(workLogBreak)
      .set({ endAt: at })
      .where(scoped(ctx, workLogBreak, eq(workLogBreak.workLogId, open.id), isNull(workLogBreak.endAt)));
    const [closed] = await tx
      .update(workLog)
      .set({
        clockOutAt: at,
        clockOutLatitude: location?.latitude ?? null,
        clockOutLongitude: location?.longitude ?? null,
        updatedAt: now,
      })
      .where(scoped(ctx, workLog, eq(workLog.id, open.id)))
      .returning();
    return closed;
  });
}

export async function startBreak(ctx: TenantContext, kind: BreakKind, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const open = await openShift(tx, ctx);
    if (!open) throw new RuleError("clock", "Clock in first.");
    const [running] = await tx
      .select()
      .from(workLogBreak)
      .where(scoped(ctx, workLogBreak, eq(workLogBreak.workLogId, open.id), isNull(workLogBreak.endAt)));
    if (running)
      throw new RuleError("clock", `Your ${running.kind} is still running; end it before starting another.`);
    const [created] = await tx
      .insert(workLogBreak)
      .values({ companyId: ctx.companyId, workLogId: open.id, kind, paid: isPaidBreak(kind), startAt: now })
      .returning();
    return created;
  });
}

export async function endBreak(ctx: TenantContext, now = new Date()) {
  const open = await openShift(ctx.db, ctx);
  if (!open) throw new RuleError("clock", "You are not on the clock.");
  const [ended] = await ctx.db
    .update(workLogBreak)
    .set({ endAt: now })
    .where(scoped(ctx, workLogBreak, eq(workLogBreak.workLogId, open.id), isNull(workLogBreak.endAt)))
    .returning();
  if (!ended) throw new RuleError("clock", "You are not on a break.");
  return ended;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

/** Active members for the list's person filter (team:read). */
export async function listMemberOptions(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  return ctx.db
    .select({ value: companyMember.id, label: user.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember, ne(companyMember.status, "pending")))
    .orderBy(asc(user.name));
}

/**
 * The logs of a pay period: everyone's with team:read (or one person's when `memberId` is given), otherwise only
 * the signed-in member's. With each log its minutes; per person the totals.
 */
export async function listWorkLogs(
  ctx: TenantContext,
  period: Pick<PayPeriod, "start" | "end">,
  options: { memberId?: string | null; status?: "open" | "approved" | null } = {},
  now = new Date(),
) {
  const everyone = can(ctx, "team:read");
  const memberId = options.memberId || (everyone ? null : ctx.memberId);
  if (memberId && memberId !== ctx.memberId) requirePermission(ctx, "team:read");
  const rows = await ctx.db
    .select({ log: workLog, name: user.name })
    .from(workLog)
    .innerJoin(companyMember, eq(companyMember.id, workLog.memberId))
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(
      scoped(
        ctx,
        workLog,
        gte(workLog.workDate, period.start),
        lte(workLog.workDate, period.end),
        memberId ? eq(workLog.memberId, memberId) : undefined,
        options.status ? eq(workLog.status, options.status) : undefined,
      ),
    )
    .orderBy(asc(user.name), desc(workLog.workDate), desc(workLog.clockInAt));
  const breaks = await breaksOf(
    ctx.db,
    ctx,
    rows.map((r) => r.log.id),
  );
  const logs = rows.map(({ log, name }) => ({
    ...log,
    name,
    breaks: breaks.filter((b) => b.workLogId === log.id),
    minutes: minutesOf(
      log,
      breaks.filter((b) => b.workLogId === log.id),
      now,
    ),
  }));
  const people = new Map<
    string,
    { memberId: string; name: string; minutes: number; shifts: number; approved: number; open: number }
  >();
  for (const l of logs) {
    const p = people.get(l.memberId) ?? {
      memberId: l.memberId,
      name: l.name,
      minutes: 0,
      shifts: 0,
      approved: 0,
      open: 0,
    };
    // A shift still running is shown but not added up yet.
    if (l.clockOutAt) p.minutes += l.minutes.workedMinutes;
    else p.open++;
    p.shifts++;
    if (l.status === "approved") p.approved++;
    people.set(l.memberId, p);
  }
  return { logs, totals: [...people.values()], everyone, memberId };
}

/** One log: its shift, breaks, edits, and the member's stops of that day against the clock. */
export async function getWorkLog(ctx: TenantContext, workLogId: string, now = new Date()) {
  const log = await findWorkLog(ctx.db, ctx, workLogId);
  requireReadable(ctx, log);
  const [[member], breaks, edits, stops, approver] = await Promise.all([
    ctx.db
      .select({ name: user.name })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, companyMember, eq(companyMember.id, log.memberId))),
    breaksOf(ctx.db, ctx, [log.id]),
    ctx.db
      .select()
      .from(workLogEdit)
      .where(scoped(ctx, workLogEdit, eq(workLogEdit.workLogId, log.id)))
      .orderBy(desc(workLogEdit.at)),
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        status: serviceStop.status,
        customerName: customer.displayName,
        arrivedAt: serviceStop.arrivedAt,
        finishedAt: serviceStop.finishedAt,
        jobId: serviceStop.jobId,
        jobNumber: job.number,
        jobTitle: job.title,
      })
      .from(serviceStop)
      .innerJoin(customer, eq(customer.id, serviceStop.customerId))
      .leftJoin(job, and(eq(job.id, serviceStop.jobId), eq(job.companyId, serviceStop.companyId)))
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.technicianId, log.memberId),
          eq(serviceStop.serviceDate, log.workDate),
          ne(serviceStop.status, "cancelled"),
        ),
      )
      .orderBy(asc(serviceStop.arrivedAt), asc(serviceStop.routePosition), asc(serviceStop.number)),
    log.approvedBy
      ? ctx.db.select({ name: user.name }).from(user).where(eq(user.id, log.approvedBy))
      : Promise.resolve([]),
  ]);
  return {
    log,
    memberName: member?.name ?? "Former member",
    approvedByName: approver[0]?.name ?? null,
    breaks,
    edits,
    stops,
    minutes: minutesOf(log, breaks, now),
    own: log.memberId === ctx.memberId,
    canEdit: can(ctx, "team:write"),
  };
}
