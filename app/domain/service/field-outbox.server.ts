/**
 * The phone's outbox, server side: when work a technician did offline is refused on sync because the stop is no
 * longer theirs (reassigned, their access changed) or no longer exists, the office is told with an alert. The phone
 * keeps the change and shows the reason; the alert lets someone sort it out (give the stop back, re-enter the work).
 */
import { eq } from "drizzle-orm";
import { wallClock } from "~/core/alerts/conditions";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";
import { stopLabel } from "~/core/service/stop-label";
import { alert, serviceStop, user } from "~/db/schema";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { NotFoundError } from "../errors";
import { scoped, type TenantContext } from "../tenant.server";

export const outboxIntents = ["arrive", "save", "finish", "skip"] as const;
export type OutboxIntent = (typeof outboxIntents)[number];

/** The header the phone's outbox sends with a change replayed from the device (made offline, or sent again). */
export const OUTBOX_HEADER = "X-Field-Outbox";

/** What the office is told was refused: a visit change, or a repair report made at the stop. */
export type RefusedChange = OutboxIntent | "repair";

export type RefusalReason = "reassigned" | "forbidden" | "deleted";

const changeWords = {
  arrive: "team.alertText.offlineChange.arrive",
  save: "team.alertText.offlineChange.save",
  finish: "team.alertText.offlineChange.finish",
  skip: "team.alertText.offlineChange.skip",
  repair: "team.alertText.offlineChange.repair",
} as const satisfies Record<RefusedChange, MessageKey>;

const reasonWords = {
  reassigned: "team.alertText.offlineReason.reassigned",
  forbidden: "team.alertText.offlineReason.forbidden",
  deleted: "team.alertText.offlineReason.deleted",
} as const satisfies Record<RefusalReason, MessageKey>;

/** The company's calendar date and time of day of an instant, as keyed values (read the same wherever shown). */
function wallTime(at: Date, timeZone: string) {
  const clock = wallClock(at, timeZone);
  const hhmm = `${String(clock.hour).padStart(2, "0")}:${String(clock.minutes % 60).padStart(2, "0")}`;
  return { date: { date: clock.date }, time: { time: hhmm } };
}

/**
 * Tells the office that a technician's offline change was refused (`error`: the 403 or 404 the request got), in the
 * company whose stop it was, once per idempotency key: a replay of the same refused change raises no second alert,
 * even after the first was resolved. Written with the database handle directly — the alert is the office's, and
 * the technician's own role need not let them write alerts. Returns the alert raised, or null.
 */
export async function alertRefusedChange(
  ctx: TenantContext,
  stopId: string,
  change: { intent: RefusedChange; key: string; at: Date },
  error: Error,
) {
  if (!(await isRuleEnabled(ctx.db, ctx, "offline-change-refused"))) return null;
  const dedupeKey = `offline-refused:${change.key}`;
  const [already] = await ctx.db
    .select({ id: alert.id })
    .from(alert)
    .where(scoped(ctx, alert, eq(alert.dedupeKey, dedupeKey)));
  if (already) return null;

  const [stop] = await ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      technicianId: serviceStop.technicianId,
      customerId: serviceStop.customerId,
    })
    .from(serviceStop)
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
  const reason: RefusalReason =
    !stop || error instanceof NotFoundError
      ? "deleted"
      : !ctx.contractor && stop.technicianId !== ctx.memberId
        ? "reassigned"
        : "forbidden";
  const [person] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, ctx.userId));
  const name = person?.name || "A technician";
  const changeWord = { word: changeWords[change.intent] };
  const [row] = await ctx.db
    .insert(alert)
    .values({
      companyId: ctx.companyId,
      kind: "offline change refused",
      severity: "warning",
      title: stop
        ? keyed("team.alertText.offlineRefused", { name, change: changeWord, stop: stopLabel(stop.number) })
        : keyed("team.alertText.offlineRefusedGone", { name, change: changeWord }),
      detail: keyed("team.alertText.offlineRefusedDetail", {
        reason: { word: reasonWords[reason] },
        ...wallTime(change.at, ctx.timeZone),
      }),
      serviceStopId: stop?.id ?? null,
      customerId: stop?.customerId ?? null,
      memberId: ctx.contractor ? null : ctx.memberId,
      dedupeKey,
    })
    // Two replays at once: the open alert's unique dedupe key lets one in.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
