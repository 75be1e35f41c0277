import { asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { companyMember, type StopEventKind, serviceStop, stopEvent, user } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { findStop } from "./stop-access.server";
import type { EditStopInput } from "./stop-schemas";

async function actorName(tx: Tx, ctx: TenantContext) {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, ctx.userId));
  return row?.name ?? "";
}

/** Writes one line of the stop's history; a second one with the same key (a replayed request) is not written. */
export async function recordStopEvent(
  tx: Tx,
  ctx: TenantContext,
  stopId: string,
  event: {
    kind: StopEventKind;
    at: Date;
    key?: string;
    offline?: boolean;
    changes?: Record<string, { from: unknown; to: unknown }>;
  },
) {
  await tx
    .insert(stopEvent)
    .values({
      companyId: ctx.companyId,
      serviceStopId: stopId,
      kind: event.kind,
      at: event.at,
      // A contractor's member is not the offering company's member: the name says who it was.
      memberId: ctx.contractor ? null : ctx.memberId,
      actorName: await actorName(tx, ctx),
      offline: event.offline ?? false,
      key: event.key ?? null,
      changes: event.changes ?? null,
    })
    .onConflictDoNothing();
}

export async function hasEvent(ctx: TenantContext, stopId: string, kind: StopEventKind, key: string) {
  const [row] = await ctx.db
    .select({ id: stopEvent.id })
    .from(stopEvent)
    .where(
      scoped(
        ctx,
        stopEvent,
        eq(stopEvent.serviceStopId, stopId),
        eq(stopEvent.kind, kind),
        eq(stopEvent.key, key),
      ),
    );
  return Boolean(row);
}

/**
 * Writes "given to another technician" into the history of each stop the office moved (the route builder, a
 * handover): `technician` from one name to the other (null: nobody). Moves that keep the technician write nothing.
 */
export async function recordReassignments(
  tx: Tx,
  ctx: TenantContext,
  moves: { stopId: string; from: string | null; to: string | null }[],
  now = new Date(),
) {
  const changed = moves.filter((m) => m.from !== m.to);
  if (changed.length === 0) return;
  const ids = [...new Set(changed.flatMap((m) => [m.from, m.to]).filter((id): id is string => !!id))];
  const names = new Map(
    ids.length
      ? (
          await tx
            .select({ id: companyMember.id, name: user.name })
            .from(companyMember)
            .innerJoin(user, eq(user.id, companyMember.userId))
            .where(scoped(ctx, companyMember, inArray(companyMember.id, ids)))
        ).map((r) => [r.id, r.name])
      : [],
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const actor = await actorName(tx, ctx);
  await tx.insert(stopEvent).values(
    changed.map((m) => ({
      companyId: ctx.companyId,
      serviceStopId: m.stopId,
      kind: "edited" as const,
      at: now,
      memberId: ctx.memberId,
      actorName: actor,
      changes: { technician: { from: nameOf(m.from), to: nameOf(m.to) } },
    })),
  );
}

/** A stop's history, oldest first (by when it happened, then when the server learnt it). */
export async function stopHistory(ctx: TenantContext, stopId: string) {
  return ctx.db
    .select({
      id: stopEvent.id,
      kind: stopEvent.kind,
      at: stopEvent.at,
      actorName: stopEvent.actorName,
      offline: stopEvent.offline,
      changes: stopEvent.changes,
      recordedAt: stopEvent.createdAt,
    })
    .from(stopEvent)
    .where(scoped(ctx, stopEvent, eq(stopEvent.serviceStopId, stopId)))
    .orderBy(asc(stopEvent.at), asc(stopEvent.createdAt));
}
export type StopHistoryEvent = Awaited<ReturnType<typeof stopHistory>>[number];

/**
 * The office changes a stop's instructions or estimated time. Only those fields are written, so the technician's
 * work (readings, doses, checklist, photos, notes, status) — even a finish synced from the phone later — stays as
 * the technician left it, and the office's change stays too; the history records what changed, from what to what.
 */
export async function editServiceStop(
  ctx: TenantContext,
  stopId: string,
  input: EditStopInput,
  now = new Date(),
) {
  requirePermission(ctx, "operations:write");
  const stop = await findStop(ctx, stopId);
  const next = { description: input.description, estimatedMinutes: input.estimatedMinutes };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(next) as (keyof typeof next)[])
    if (stop[field] !== next[field]) changes[field] = { from: stop[field], to: next[field] };
  if (Object.keys(changes).length === 0) return stop;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({ ...next, updatedAt: now })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, { kind: "edited", at: now, changes });
    return row;
  });
}

/** Marks the report as sent (after the mail went out). */
export async function markReportSent(ctx: TenantContext, stopId: string, now = new Date()) {
  await ctx.db
    .update(serviceStop)
    .set({ reportSentAt: now })
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
}
