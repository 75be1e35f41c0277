/**
 * The office's side of work logs (team:write): correct a shift's times, add or remove breaks — each with a reason,
 * each recorded with who, when and what from → to — and approve. An approved log is locked until un-approved.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import { fromZonedInput, toZonedInput, zonedDate } from "~/core/team/zoned-time";
import type { Tx } from "~/db/client.server";
import { type WorkLogChange, workLog, workLogBreak, workLogEdit } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { actorNameOf } from "../operations/job-visits.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import type { AddBreakInput, EditTimesInput } from "./work-log-schemas";
import { breakKindLabels } from "./work-log-schemas";
import {
  breaksOf,
  clockTime,
  dayTime,
  findWorkLog,
  overlappingShift,
  type WorkLogRow,
} from "./work-logs.server";

const LOCKED = "This work log is approved and locked; un-approve it first to change it.";

async function record(
  tx: Tx,
  ctx: TenantContext,
  workLogId: string,
  reason: string,
  changes: WorkLogChange[],
) {
  await tx.insert(workLogEdit).values({
    companyId: ctx.companyId,
    workLogId,
    editorUserId: ctx.userId,
    editorName: await actorNameOf(tx, ctx),
    reason,
    changes,
  });
}

async function editable(tx: Tx, ctx: TenantContext, workLogId: string) {
  requirePermission(ctx, "team:write");
  const log = await findWorkLog(tx, ctx, workLogId);
  if (log.status === "approved") throw new RuleError("form", LOCKED);
  return log;
}

function instant(ctx: TenantContext, field: string, value: string, now: Date) {
  const at = fromZonedInput(value, ctx.timeZone);
  if (!at) throw new RuleError(field, "Enter a date and time.");
  if (at.getTime() > now.getTime() + 60_000) throw new RuleError(field, "That time is still in the future.");
  return at;
}

const span = (ctx: TenantContext, from: Date, to: Date | null) =>
  `${clockTime(ctx, from)} – ${to ? clockTime(ctx, to) : "still running"}`;

/** Corrects clock-in and clock-out. The shift may not overlap another of the member's, nor leave a break outside. */
export async function editWorkLogTimes(
  ctx: TenantContext,
  workLogId: string,
  input: EditTimesInput,
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    const log = await editable(tx, ctx, workLogId);
    // A time left as shown (to the minute) keeps its seconds, so nothing moves that was not changed.
    const same = (at: Date | null, typed: string) => at !== null && toZonedInput(at, ctx.timeZone) === typed;
    const clockInAt = same(log.clockInAt, input.clockInAt)
      ? log.clockInAt
      : instant(ctx, "clockInAt", input.clockInAt, now);
    const clockOutAt =
      log.clockOutAt && same(log.clockOutAt, input.clockOutAt)
        ? log.clockOutAt
        : instant(ctx, "clockOutAt", input.clockOutAt, now);
    if (clockOutAt <= clockInAt) throw new RuleError("clockOutAt", "Clock-out must be after clock-in.");
    if (clockOutAt.getTime() - clockInAt.getTime() > 24 * 3_600_000)
      throw new RuleError("clockOutAt", "A shift can't be longer than 24 hours.");
    const other = await overlappingShift(tx, ctx, log.memberId, clockInAt, clockOutAt, log.id);
    if (other)
      throw new RuleError(
        "clockInAt",
        `This overlaps another shift of the same person (${dayTime(ctx, other.clockInAt)} – ${
          other.clockOutAt ? clockTime(ctx, other.clockOutAt) : "still open"
        }).`,
      );
    const breaks = await breaksOf(tx, ctx, [log.id]);
    const outside = breaks.find((b) => b.startAt < clockInAt || (b.endAt ?? b.startAt) > clockOutAt);
    if (outside)
      throw new RuleError(
        outside.startAt < clockInAt ? "clockInAt" : "clockOutAt",
        `The ${outside.kind} ${span(ctx, outside.startAt, outside.endAt)} would fall outside the shift; remove it first.`,
      );
    const changes: WorkLogChange[] = [];
    const workDate = zonedDate(clockInAt, ctx.timeZone);
    if (clockInAt.getTime() !== log.clockInAt.getTime())
      changes.push({ field: "clock in", from: dayTime(ctx, log.clockInAt), to: dayTime(ctx, clockInAt) });
    if (clockOutAt.getTime() !== log.clockOutAt?.getTime())
      changes.push({
        field: "clock out",
        from: log.clockOutAt ? dayTime(ctx, log.clockOutAt) : null,
        to: dayTime(ctx, clockOutAt),
      });
    if (workDate !== log.workDate) changes.push({ field: "work date", from: log.workDate, to: workDate });
    if (changes.length === 0) throw new RuleError("form", "Nothing changed: the times are the same.");
    // A still-open break ends when the office closes the shift.
    await tx
      .update(workLogBreak)
      .set({ endAt: clockOutAt })
      .where(scoped(ctx, workLogBreak, eq(workLogBreak.workLogId, log.id), isNull(workLogBreak.endAt)));
    const [updated] = await tx
      .update(workLog)
      .set({ clockInAt, clockOutAt, workDate, updatedAt: now })
      .where(scoped(ctx, workLog, eq(workLog.id, log.id)))
      .returning();
    await record(tx, ctx, log.id, input.reason, changes);
    return updated;
  });
}

function requireInside(ctx: TenantContext, log: WorkLogRow, from: Date, to: Date, now: Date) {
  const end = log.clockOutAt ?? now;
  if (from < log.clockInAt || to > end)
    throw new RuleError(
      from < log.clockInAt ? "startAt" : "endAt",
      `A break must be inside the shift (${span(ctx, log.clockInAt, log.clockOutAt)}).`,
    );
}

export async function addWorkLogBreak(
  ctx: TenantContext,
  workLogId: string,
  input: AddBreakInput,
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    const log = await editable(tx, ctx, workLogId);
    const startAt = instant(ctx, "startAt", input.startAt, now);
    const endAt = instant(ctx, "endAt", input.endAt, now);
    if (endAt <= startAt) throw new RuleError("endAt", "The break must end after it starts.");
    requireInside(ctx, log, startAt, endAt, now);
    const breaks = await breaksOf(tx, ctx, [log.id]);
    const clash = breaks.find((b) => b.startAt < endAt && (b.endAt ?? now) > startAt);
    if (clash)
      throw new RuleError(
        "startAt",
        `It overlaps the ${clash.kind} ${span(ctx, clash.startAt, clash.endAt)}.`,
      );
    const [created] = await tx
      .insert(workLogBreak)
      .values({
        companyId: ctx.companyId,
        workLogId: log.id,
        kind: input.kind,
        paid: input.kind === "break",
        startAt,
        endAt,
      })
      .returning();
    await record(tx, ctx, log.id, input.reason, [
      { field: `${breakKindLabels[input.kind]} added`, from: null, to: span(ctx, startAt, endAt) },
    ]);
    return created;
  });
}

export async function removeWorkLogBreak(
  ctx: TenantContext,
  workLogId: string,
  breakId: string,
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const log = await editable(tx, ctx, workLogId);
    const [removed] = await tx
      .delete(workLogBreak)
      .where(scoped(ctx, workLogBreak, and(eq(workLogBreak.id, breakId), eq(workLogBreak.workLogId, log.id))))
      .returning();
    if (!removed) throw new NotFoundError("Break");
    await record(tx, ctx, log.id, reason, [
      {
        field: `${breakKindLabels[removed.kind]} removed`,
        from: span(ctx, removed.startAt, removed.endAt),
        to: null,
      },
    ]);
    return removed;
  });
}

export async function approveWorkLog(ctx: TenantContext, workLogId: string, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const log = await editable(tx, ctx, workLogId);
    if (!log.clockOutAt)
      throw new RuleError("form", "This shift is still running; it can be approved once clocked out.");
    const [updated] = await tx
      .update(workLog)
      .set({ status: "approved", approvedBy: ctx.userId, approvedAt: now, updatedAt: now })
      .where(scoped(ctx, workLog, eq(workLog.id, log.id), ne(workLog.status, "approved")))
      .returning();
    await record(tx, ctx, log.id, "", [{ field: "status", from: "open", to: "approved" }]);
    return updated;
  });
}

export async function unapproveWorkLog(
  ctx: TenantContext,
  workLogId: string,
  reason: string,
  now = new Date(),
) {
  requirePermission(ctx, "team:write");
  return ctx.db.transaction(async (tx) => {
    const log = await findWorkLog(tx, ctx, workLogId);
    if (log.status !== "approved") throw new RuleError("form", "This work log is not approved.");
    const [updated] = await tx
      .update(workLog)
      .set({ status: "open", approvedBy: null, approvedAt: null, updatedAt: now })
      .where(scoped(ctx, workLog, eq(workLog.id, log.id)))
      .returning();
    await record(tx, ctx, log.id, reason, [{ field: "status", from: "approved", to: "open" }]);
    return updated;
  });
}
