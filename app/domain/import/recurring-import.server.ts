import { eq, gte, isNull, or } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import type { RecurringRef, RecurringRow } from "~/core/import/recurring";
import { normalizeText } from "~/core/import/validate";
import { weekdaysOf } from "~/core/recurrence/recurrence";
import type { Tx } from "~/db/client.server";
import { importBatch, recurringServiceStop, taskGroup } from "~/db/schema";
import type { RecurringStopInput } from "../routing/recurring-schemas";
import { companyForSchedule, insertRecurringStop } from "../routing/recurring-stops.server";
import { listTechnicianOptions } from "../service/stop-lists.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { claimChunk, customerOf, type Lookups, resolvePlace, streetOnly } from "./history-import.server";

/** Arrangements written per transaction: each one generates its visits for the horizon. */
export const RECURRING_CHUNK = 100;

/** A checked row with the company's records it names, ready for the office's own create. */
export interface RecurringItem {
  line: number;
  customerId: string;
  input: RecurringStopInput;
}

type Problem = { line: number; field: string; message: string };

/** The company's technicians (by e-mail and name), checklists (by name) and standing arrangements, for the check. */
export async function loadRecurringLookups(ctx: TenantContext, lookups: Lookups) {
  requirePermission(ctx, "routing:manage");
  const today = todayIn(ctx.timeZone);
  const [technicians, groups, standing] = await Promise.all([
    listTechnicianOptions(ctx),
    ctx.db
      .select({ id: taskGroup.id, name: taskGroup.name, isDefault: taskGroup.isDefault })
      .from(taskGroup)
      .where(scoped(ctx, taskGroup, isNull(taskGroup.archivedAt))),
    ctx.db
      .select({
        locationId: recurringServiceStop.serviceLocationId,
        frequency: recurringServiceStop.frequency,
        days: recurringServiceStop.days,
      })
      .from(recurringServiceStop)
      .where(
        scoped(
          ctx,
          recurringServiceStop,
          or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, today)),
        ),
      ),
  ]);
  const technicianIds = new Set(technicians.map((t) => t.value));
  const members = new Map<string, string[]>();
  for (const [key, ids] of lookups.members) {
    const working = ids.filter((id) => technicianIds.has(id));
    if (working.length) members.set(key, working);
  }
  const checklists = new Map<string, string[]>();
  for (const g of groups) {
    const key = normalizeText(g.name);
    checklists.set(key, [...(checklists.get(key) ?? []), g.id]);
  }
  const taken = new Map<string, Set<number>>();
  for (const s of standing) {
    const days = taken.get(s.locationId) ?? new Set<number>();
    for (const d of weekdaysOf(s)) days.add(d);
    taken.set(s.locationId, days);
  }
  return { members, checklists, defaultChecklist: groups.find((g) => g.isDefault)?.id ?? null, taken };
}
type RecurringLookups = Awaited<ReturnType<typeof loadRecurringLookups>>;

/** The location a row names: by a pool's name, by its street, or the customer's only location. */
function locationOf(
  row: RecurringRow["place"],
  lookups: Lookups,
): { customerId: string; locationId: string } | { field: string; message: string } {
  if (row.bodyName) {
    const place = resolvePlace(row, lookups);
    return "field" in place ? place : { customerId: place.customerId, locationId: place.locationId };
  }
  const who = customerOf(row, lookups);
  if ("error" in who) return { field: "customerName", message: who.error };
  const locations = lookups.locations.get(who.id) ?? [];
  if (row.addressLine) {
    const street = streetOnly(row.addressLine);
    const found = locations.find((l) => l.address === street);
    return found
      ? { customerId: who.id, locationId: found.id }
      : { field: "addressLine", message: "places.historyImport.addressUnknown" };
  }
  if (locations.length === 1) return { customerId: who.id, locationId: locations[0].id };
  return {
    field: "addressLine",
    message: locations.length
      ? "places.recurringImport.locationAmbiguous"
      : "places.recurringImport.noLocation",
  };
}

const memberKey = (raw: string) => (raw.includes("@") ? raw.trim().toLowerCase() : normalizeText(raw));

/**
 * Finds each valid row's customer, location, technician and checklist among the company's records (never another
 * company's: every lookup is scoped) and refuses a weekday the location is already visited on (by the company's
 * arrangements or an earlier row of the file). The rows with problems are looked up too, so every problem shows.
 */
export function resolveRecurringRows(
  valid: readonly RecurringRow[],
  invalid: readonly RecurringRef[],
  lookups: Lookups,
  recurring: RecurringLookups,
): { items: RecurringItem[]; problems: Problem[] } {
  const items: RecurringItem[] = [];
  const problems: Problem[] = [];
  const taken = new Map([...recurring.taken].map(([k, v]) => [k, new Set(v)]));
  /** The row's location, technician and checklist, or its problems with them. */
  const find = (row: RecurringRef) => {
    const line = row.place.line;
    const found: Problem[] = [];
    const place = locationOf(row.place, lookups);
    if ("field" in place) found.push({ line, ...place });
    let technicianId: string | null = null;
    if (row.technician) {
      const ids = recurring.members.get(memberKey(row.technician));
      if (ids?.length === 1) technicianId = ids[0];
      else found.push({ line, field: "technician", message: "places.recurringImport.technicianUnknown" });
    }
    let taskGroupId = recurring.defaultChecklist;
    if (row.checklist) {
      const ids = recurring.checklists.get(normalizeText(row.checklist));
      if (ids?.length === 1) taskGroupId = ids[0];
      else found.push({ line, field: "checklist", message: "places.recurringImport.checklistUnknown" });
    }
    return { found, place: "field" in place ? null : place, technicianId, taskGroupId };
  };
  for (const row of valid) {
    const line = row.place.line;
    const { found, place, technicianId, taskGroupId } = find(row);
    if (place) {
      const days = taken.get(place.locationId) ?? new Set<number>();
      if (weekdaysOf(row.rule).some((d) => days.has(d)))
        found.push({ line, field: "weekday", message: "places.recurringImport.alreadyScheduled" });
    }
    if (found.length > 0 || !place) {
      problems.push(...found);
      continue;
    }
    const days = taken.get(place.locationId) ?? new Set<number>();
    for (const d of weekdaysOf(row.rule)) days.add(d);
    taken.set(place.locationId, days);
    items.push({
      line,
      customerId: place.customerId,
      input: {
        serviceLocationId: place.locationId,
        technicianId,
        ...row.rule,
        timeWindowStart: null,
        timeWindowEnd: null,
        estimatedMinutes: null,
        taskGroupId,
        includedInContract: false,
        priceCents: row.priceCents,
        skipDates: [],
        requiredSkill: null,
        lockDay: false,
        lockTechnician: false,
        notes: row.notes,
      },
    });
  }
  for (const row of invalid) problems.push(...find(row).found);
  return { items, problems };
}

/**
 * Writes one chunk of arrangements, with the batch's progress, in one transaction, each through the office's own
 * create (insertRecurringStop): the arrangement carries the batch and its visits for the horizon are generated
 * at once, as when the office saves the form. Nothing is sent to anyone.
 */
export async function writeRecurringChunk(
  ctx: TenantContext,
  batchId: string,
  items: readonly RecurringItem[],
  progress: { doneRows: number; counts: { recurring: number; visits: number } },
): Promise<{ recurring: number; visits: number }> {
  requirePermission(ctx, "customers:write");
  requirePermission(ctx, "routing:manage");
  const counts = { ...progress.counts };
  if (items.length === 0) return counts;
  await ctx.db.transaction(async (tx: Tx) => {
    await claimChunk(tx, ctx, batchId, progress.doneRows);
    const company = await companyForSchedule(tx, ctx);
    for (const item of items) {
      const { sync } = await insertRecurringStop(tx, ctx, item.customerId, item.input, {
        importBatchId: batchId,
        company,
      });
      counts.recurring++;
      counts.visits += sync.created;
    }
    await tx
      .update(importBatch)
      .set({ doneRows: progress.doneRows + items.length, counts: { ...counts }, updatedAt: new Date() })
      .where(scoped(ctx, importBatch, eq(importBatch.id, batchId)));
  });
  return counts;
}
