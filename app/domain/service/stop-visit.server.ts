import { asc, eq, isNull } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { skipReasonKeys } from "~/core/i18n/stop-words";
import { stopLabel } from "~/core/service/stop-label";
import { customer, item, serviceStop, stopDose, stopReading, stopTask } from "~/db/schema";
import { NotFoundError, RuleError, RuleErrors } from "../errors";
import { jobVisitArrived, jobVisitFinished } from "../operations/job-visits.server";
import { applyStopStock } from "../operations/stock.server";
import { recordStopLaborCost } from "../team/contract-coverage.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { findStop, requireWork, type StopRow } from "./stop-access.server";
import { getServiceStop } from "./stop-detail.server";
import { hasEvent, recordStopEvent } from "./stop-history.server";
import type { SkipInput, VisitInput } from "./stop-schemas";
import { missedTaskAlerts, rangeAlerts, replaceStopAlerts } from "./visit-alerts.server";
import { missingWork, onePerRecommendation, stopAlreadyKeys } from "./visit-rules.server";

/** The company's chemicals (items with an active ingredient), for recording doses and recommending products. */
export async function listChemicalItems(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({
      id: item.id,
      name: item.name,
      unit: item.unit,
      chemical: item.chemical,
      strengthPercent: item.strengthPercent,
    })
    .from(item)
    .where(scoped(ctx, item, eq(item.category, "chemicals"), isNull(item.archivedAt)))
    .orderBy(asc(item.name));
}

/** How a technician's change reached the server: its idempotency key, and when it was made on the phone. */
export type FieldChange = {
  key?: string;
  /** When it was made on the device (already clamped to the last 48 hours): recorded instead of `now`. */
  at?: Date;
  /** Sent by the phone's outbox (made offline, synced later). */
  offline?: boolean;
};

/**
 * The technician is at the pool: the stop is in progress from now, or from `change.at` (the phone's time for an
 * arrival made offline); arriving twice keeps the first time, and a replay of the same key changes nothing.
 */
export async function arriveAtStop(
  ctx: TenantContext,
  stopId: string,
  now = new Date(),
  change: FieldChange = {},
) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.status === "in progress") return stop;
  if (change.key && (await hasEvent(ctx, stop.id, "arrived", change.key))) return stop;
  if (stop.status === "finished" || stop.status === "skipped" || stop.status === "cancelled")
    throw new RuleError("status", stopAlreadyKeys[stop.status]);
  const arrivedAt = stop.arrivedAt ?? change.at ?? now;
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({ status: "in progress", arrivedAt, updatedAt: now })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, { ...change, kind: "arrived", at: arrivedAt });
    return row;
  });
  if (stop.jobId) await jobVisitArrived(ctx, stop.jobId, now);
  return updated;
}

export type VisitOutcome = { stop: StopRow; finishedNow: boolean; alerts: number };

/**
 * Saves what was recorded at the stop, replacing the earlier save, and with `finish` closes it. A retry of a
 * finish with the same idempotency key changes nothing and reports the first outcome, so a phone that lost the
 * answer can send again safely.
 */
export async function recordVisit(
  ctx: TenantContext,
  stopId: string,
  visit: VisitInput,
  options: { finish: boolean; key: string; now?: Date; at?: Date; offline?: boolean },
): Promise<VisitOutcome> {
  const now = options.now ?? new Date();
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.completionKey === options.key && (stop.status === "finished" || stop.status === "skipped"))
    return { stop, finishedNow: false, alerts: 0 };
  if (stop.status === "cancelled" || stop.status === "skipped")
    throw new RuleError(
      "status",
      stop.status === "cancelled"
        ? "reports.serviceRules.cancelledNoWork"
        : "reports.serviceRules.skippedNoWork",
    );

  const detail = await getServiceStop(ctx, stopId);
  const bodyIds = new Set(detail.bodies.map((b) => b.id));
  for (const body of visit.bodies)
    if (!bodyIds.has(body.bodyOfWaterId)) throw new NotFoundError("Body of water");
  const taskIds = new Map(detail.tasks.map((t) => [t.id, t]));
  for (const task of visit.tasks) if (!taskIds.has(task.id)) throw new NotFoundError("Task");

  if (options.finish) {
    const errors = missingWork(detail.tasks, visit);
    if (Object.keys(errors).length) throw new RuleErrors(errors);
  }

  const outOfRange = options.finish ? rangeAlerts(detail, visit, ctx.units) : [];
  const missedCount = options.finish ? missedTaskAlerts(detail, visit).length : 0;
  let wasFinished = stop.status === "finished";

  const saved = await ctx.db.transaction(async (tx) => {
    // One save of a stop at a time: a double tap or a retry arriving with the first replaces it, never adds to it.
    const [locked] = await tx
      .select()
      .from(serviceStop)
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .for("update");
    if (!locked) throw new NotFoundError("Service stop");
    // The same finish sent twice at once (the outbox and a tap): the second waited for the first and is its replay.
    if (locked.completionKey === options.key && (locked.status === "finished" || locked.status === "skipped"))
      return { row: locked, replay: true };
    if (locked.status === "cancelled" || locked.status === "skipped")
      throw new RuleError(
        "status",
        locked.status === "cancelled"
          ? "reports.serviceRules.cancelledNoWork"
          : "reports.serviceRules.skippedNoWork",
      );
    wasFinished = locked.status === "finished";
    await tx.delete(stopReading).where(scoped(ctx, stopReading, eq(stopReading.serviceStopId, stop.id)));
    const dosesBefore = await tx
      .delete(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, stop.id)))
      .returning({ itemId: stopDose.itemId, amount: stopDose.amount, unit: stopDose.unit });
    const readingRows = visit.bodies.flatMap((b) =>
      Object.entries(b.readings)
        .filter((e): e is [string, number] => typeof e[1] === "number")
        .map(([reading, value]) => ({
          companyId: ctx.companyId,
          serviceStopId: stop.id,
          bodyOfWaterId: b.bodyOfWaterId,
          reading,
          value,
        })),
    );
    if (readingRows.length) await tx.insert(stopReading).values(readingRows);
    const doseRows = visit.bodies.flatMap((b) =>
      onePerRecommendation(b.doses).map((d, i) => ({
        companyId: ctx.companyId,
        serviceStopId: stop.id,
        bodyOfWaterId: b.bodyOfWaterId,
        // A contractor's doses are its own products: never the offering company's stock.
        itemId: ctx.contractor ? null : (d.itemId ?? null),
        name: d.name,
        amount: d.amount,
        unit: d.unit,
        recommendedAmount: d.recommendedAmount ?? null,
        recommendedUnit: d.recommendedUnit ?? null,
        recommendation: d.recommendation || null,
        position: i,
      })),
    );
    if (doseRows.length) await tx.insert(stopDose).values(doseRows);
    // Stock moves with finished visits only: a first finish takes, a correction of a finished one evens out.
    if (options.finish || wasFinished)
      await applyStopStock(tx, ctx, stop.id, wasFinished ? dosesBefore : [], doseRows);
    for (const task of visit.tasks) {
      await tx
        .update(stopTask)
        .set({
          done: task.done,
          numberValue: task.numberValue ?? null,
          note: (task.done ? task.note?.trim() : task.missedReason?.trim() || task.note?.trim()) || null,
          photo: task.photo ?? null,
        })
        .where(scoped(ctx, stopTask, eq(stopTask.id, task.id), eq(stopTask.serviceStopId, stop.id)));
    }

    // A finish made offline keeps the phone's time (clamped by the caller); the row's updatedAt is the server's.
    const doneAt = options.at ?? now;
    const arrivedAt = locked.arrivedAt ?? (options.finish ? doneAt : now);
    const [row] = await tx
      .update(serviceStop)
      .set({
        internalNotes: visit.internalNotes.trim(),
        customerNotes: visit.customerNotes.trim(),
        photos: visit.photos,
        arrivedAt,
        updatedAt: now,
        ...(options.finish
          ? {
              status: "finished" as const,
              finishedAt: wasFinished ? locked.finishedAt : doneAt,
              durationMinutes: wasFinished
                ? locked.durationMinutes
                : Math.max(1, Math.round((doneAt.getTime() - arrivedAt.getTime()) / 60_000)),
              completionKey: options.key,
            }
          : { status: wasFinished ? ("finished" as const) : ("in progress" as const) }),
      })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();

    if (options.finish) {
      await replaceStopAlerts(tx, ctx, stop, [...outOfRange, ...missedTaskAlerts(detail, visit)]);
      if (!wasFinished)
        await recordStopEvent(tx, ctx, stop.id, {
          kind: "finished",
          at: doneAt,
          key: options.key,
          offline: options.offline,
        });
    }
    // A stop done under a labor contract costs its rate, recorded once.
    if (options.finish && !wasFinished) await recordStopLaborCost(tx, row);
    return { row, replay: false };
  });
  if (saved.replay) return { stop: saved.row, finishedNow: false, alerts: 0 };
  const updated = saved.row;
  // A job's visit: arriving starts the job, the last visit finished finishes it (and its tasks).
  if (stop.jobId) {
    if (options.finish && !wasFinished) await jobVisitFinished(ctx, stop.jobId, stop.id, now);
    else if (!options.finish) await jobVisitArrived(ctx, stop.jobId, now);
  }
  return {
    stop: updated,
    finishedNow: options.finish && !wasFinished,
    alerts: outOfRange.length + missedCount,
  };
}

/** Skips the stop with a reason (the customer is told; the office gets an alert). Idempotent by key. */
export async function skipStop(
  ctx: TenantContext,
  stopId: string,
  input: SkipInput,
  now = new Date(),
  change: Omit<FieldChange, "key"> = {},
) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.completionKey === input.key && stop.status === "skipped") return { stop, skippedNow: false };
  if (stop.status === "finished" || stop.status === "cancelled")
    throw new RuleError("reason", stopAlreadyKeys[stop.status]);
  const [place] = await ctx.db
    .select({ customerName: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, stop.customerId)));
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({
        status: "skipped",
        skipReason: input.reason,
        skipNote: input.note || null,
        completionKey: input.key,
        skippedAt: change.at ?? now,
        updatedAt: now,
      })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, {
      kind: "skipped",
      at: change.at ?? now,
      key: input.key,
      offline: change.offline,
    });
    await replaceStopAlerts(tx, ctx, stop, [
      {
        kind: "stop skipped",
        severity: "warning",
        title: keyed("team.alertText.stopSkipped", {
          customer: place?.customerName ?? "",
          reason: { word: skipReasonKeys[input.reason] },
        }),
        detail: keyed(
          input.note ? "team.alertText.stopSkippedNoteDetail" : "team.alertText.stopSkippedDetail",
          {
            stop: stopLabel(stop.number),
            date: { date: stop.serviceDate },
            reason: { word: skipReasonKeys[input.reason] },
            note: input.note ?? "",
          },
        ),
        customerId: stop.customerId,
        serviceStopId: stop.id,
      },
    ]);
    return row;
  });
  return { stop: updated, skippedNow: true };
}
