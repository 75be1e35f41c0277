/**
 * The conditions the hourly evaluator checks, one function per rule. Each returns the records for which its
 * condition holds now, as alert candidates keyed by `dedupeKey`. Called twice per run: without `ids` to find what to
 * raise (recent records only where history is long), and with the records of the rule's open alerts to learn which
 * still hold (no window: an old missed stop stays missed).
 */

import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { dedupeKey, hoursOnClock, isFilterPressureHigh, isRunningLate } from "~/core/alerts/conditions";
import { addDays } from "~/core/calendar/dates";
import { equipmentCategoryWord } from "~/core/equipment/category-words";
import { keyed } from "~/core/i18n/keyed";
import { agreementLabel } from "~/core/money/agreement-status";
import { stopLabel } from "~/core/service/stop-label";
import type { Db } from "~/db/client.server";
import {
  companyMember,
  customer,
  equipment,
  recurringServiceStop,
  serviceAgreement,
  serviceStop,
  user,
  workLog,
} from "~/db/schema";

export interface RuleScope {
  companyId: string;
  today: string;
  /** Minutes after midnight now, in the company's time zone. */
  minutes: number;
  now: Date;
  threshold: number;
  /** Only these records, with no window (the open alerts' records). */
  ids?: string[];
}

export interface Candidate {
  dedupeKey: string;
  title: string;
  detail: string;
  customerId?: string | null;
  serviceStopId?: string | null;
  equipmentId?: string | null;
  bodyOfWaterId?: string | null;
  agreementId?: string | null;
  memberId?: string | null;
}

type RuleCheck = (db: Db, s: RuleScope) => Promise<Candidate[]>;

const unfinished = inArray(serviceStop.status, ["scheduled", "in progress"]);
const only = <T>(s: RuleScope, column: Parameters<typeof inArray>[0], window: T) =>
  s.ids ? inArray(column, s.ids.length ? s.ids : ["-"]) : window;

const stopMissed: RuleCheck = async (db, s) => {
  // tenancy: system — hourly alert rule, filters serviceStop.companyId = the evaluated company
  const rows = await db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      date: serviceStop.serviceDate,
      status: serviceStop.status,
      customerId: serviceStop.customerId,
      customerName: customer.displayName,
      technicianId: serviceStop.technicianId,
    })
    .from(serviceStop)
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .where(
      and(
        eq(serviceStop.companyId, s.companyId),
        unfinished,
        lt(serviceStop.serviceDate, s.today),
        // A week back at most: older unfinished stops are history, not news.
        only(s, serviceStop.id, gte(serviceStop.serviceDate, addDays(s.today, -7))),
      ),
    );
  return rows.map((r) => ({
    dedupeKey: dedupeKey("stop-missed", r.id),
    title: keyed("team.alertText.stopMissed", { stop: stopLabel(r.number), customer: r.customerName }),
    detail: keyed("team.alertText.stopMissedDetail", { date: { date: r.date }, status: r.status }),
    customerId: r.customerId,
    serviceStopId: r.id,
    memberId: r.technicianId,
  }));
};

const stopRunningLate: RuleCheck = async (db, s) => {
  // tenancy: system — hourly alert rule, filters serviceStop.companyId = the evaluated company
  const rows = await db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      customerId: serviceStop.customerId,
      customerName: customer.displayName,
      technicianId: serviceStop.technicianId,
      windowEnd: recurringServiceStop.timeWindowEnd,
    })
    .from(serviceStop)
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .innerJoin(recurringServiceStop, eq(recurringServiceStop.id, serviceStop.recurringServiceStopId))
    .where(
      and(
        eq(serviceStop.companyId, s.companyId),
        unfinished,
        eq(serviceStop.serviceDate, s.today),
        isNotNull(recurringServiceStop.timeWindowEnd),
        only(s, serviceStop.id, undefined),
      ),
    );
  return rows
    .filter((r) => isRunningLate(r.windowEnd, s.minutes, s.threshold))
    .map((r) => ({
      dedupeKey: dedupeKey("stop-running-late", r.id),
      title: keyed("team.alertText.stopLate", { stop: stopLabel(r.number), customer: r.customerName }),
      detail: keyed("team.alertText.stopLateDetail", { time: { time: r.windowEnd ?? "" } }),
      customerId: r.customerId,
      serviceStopId: r.id,
      memberId: r.technicianId,
    }));
};

const equipmentName = sql<string>`concat_ws(' ', ${equipment.make}, ${equipment.model})`;
const inService = (companyId: string) =>
  and(eq(equipment.companyId, companyId), isNull(equipment.archivedAt), isNull(equipment.uninstalledOn));

const equipmentServiceDue: RuleCheck = async (db, s) => {
  // tenancy: system — hourly alert rule, inService() filters equipment.companyId = the evaluated company
  const rows = await db
    .select({
      id: equipment.id,
      name: equipmentName,
      category: equipment.category,
      nextServiceOn: equipment.nextServiceOn,
      customerId: equipment.customerId,
      customerName: customer.displayName,
      bodyOfWaterId: equipment.bodyOfWaterId,
    })
    .from(equipment)
    .innerJoin(customer, eq(customer.id, equipment.customerId))
    .where(
      and(
        inService(s.companyId),
        isNotNull(equipment.nextServiceOn),
        lte(equipment.nextServiceOn, addDays(s.today, s.threshold)),
        only(s, equipment.id, undefined),
      ),
    );
  return rows.map((r) => ({
    // The due date is the episode: once serviced, the next due date is a new alert.
    dedupeKey: dedupeKey("equipment-service-due", r.id, r.nextServiceOn),
    title: keyed("team.alertText.serviceDue", { equipment: r.name || r.category, customer: r.customerName }),
    detail: keyed(
      r.nextServiceOn! < s.today ? "team.alertText.serviceWasDue" : "team.alertText.serviceIsDue",
      {
        category: equipmentCategoryWord(r.category),
        date: { date: r.nextServiceOn! },
      },
    ),
    customerId: r.customerId,
    equipmentId: r.id,
    bodyOfWaterId: r.bodyOfWaterId,
  }));
};

const filterPressureHigh: RuleCheck = async (db, s) => {
  // tenancy: system — hourly alert rule, inService() filters equipment.companyId = the evaluated company
  const rows = await db
    .select({
      id: equipment.id,
      name: equipmentName,
      category: equipment.category,
      clean: equipment.cleanPressurePsi,
      current: equipment.currentPressurePsi,
      lastServiceOn: equipment.lastServiceOn,
      customerId: equipment.customerId,
      customerName: customer.displayName,
      bodyOfWaterId: equipment.bodyOfWaterId,
    })
    .from(equipment)
    .innerJoin(customer, eq(customer.id, equipment.customerId))
    .where(
      and(
        inService(s.companyId),
        sql`${equipment.currentPressurePsi} > ${equipment.cleanPressurePsi}`,
        only(s, equipment.id, undefined),
      ),
    );
  return rows
    .filter((r) => isFilterPressureHigh(r.clean, r.current, s.threshold))
    .map((r) => ({
      // A service (cleaning) starts a new episode.
      dedupeKey: dedupeKey("filter-pressure-high", r.id, r.lastServiceOn ?? "never"),
      title: keyed("team.alertText.filterPressure", {
        equipment: r.name || r.category,
        customer: r.customerName,
      }),
      detail: keyed("team.alertText.filterPressureDetail", {
        current: r.current!,
        clean: r.clean!,
        rise: Math.round((r.current! - r.clean!) * 10) / 10,
      }),
      customerId: r.customerId,
      equipmentId: r.id,
      bodyOfWaterId: r.bodyOfWaterId,
    }));
};

const agreementExpiring: RuleCheck = async (db, s) => {
  // tenancy: system — hourly alert rule, filters serviceAgreement.companyId = the evaluated company
  const rows = await db
    .select({
      id: serviceAgreement.id,
      number: serviceAgreement.number,
      endsOn: serviceAgreement.endsOn,
      customerId: serviceAgreement.customerId,
      customerName: customer.displayName,
    })
    .from(serviceAgreement)
    .innerJoin(customer, eq(customer.id, serviceAgreement.customerId))
    .where(
      and(
        eq(serviceAgreement.companyId, s.companyId),
        eq(serviceAgreement.status, "accepted"),
        gte(serviceAgreement.endsOn, s.today),
        lte(serviceAgreement.endsOn, addDays(s.today, s.threshold)),
        only(s, serviceAgreement.id, undefined),
      ),
    );
  return rows.map((r) => ({
    dedupeKey: dedupeKey("agreement-expiring", r.id, r.endsOn),
    title: keyed("team.alertText.agreementEnding", {
      agreement: agreementLabel(r.number),
      customer: r.customerName,
      date: { date: r.endsOn! },
    }),
    detail: "team.alertText.agreementEndingDetail",
    customerId: r.customerId,
    agreementId: r.id,
  }));
};

const longDay: RuleCheck = async (db, s) => {
  const cutoff = new Date(s.now.getTime() - s.threshold * 3_600_000);
  // tenancy: system — hourly alert rule, filters workLog.companyId = the evaluated company
  const rows = await db
    .select({
      id: workLog.id,
      memberId: workLog.memberId,
      name: user.name,
      workDate: workLog.workDate,
      clockInAt: workLog.clockInAt,
      clockOutAt: workLog.clockOutAt,
    })
    .from(workLog)
    .innerJoin(companyMember, eq(companyMember.id, workLog.memberId))
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(
      and(
        eq(workLog.companyId, s.companyId),
        lt(workLog.clockInAt, cutoff),
        or(
          isNull(workLog.clockOutAt),
          sql`${workLog.clockOutAt} - ${workLog.clockInAt} > make_interval(hours => ${s.threshold})`,
        ),
        // Finished shifts of the last two days only; an open shift is news however old.
        only(s, workLog.id, or(isNull(workLog.clockOutAt), gte(workLog.workDate, addDays(s.today, -1)))),
      ),
    );
  return rows.map((r) => {
    const hours = Math.round(hoursOnClock(r.clockInAt, r.clockOutAt, s.now) * 10) / 10;
    return {
      dedupeKey: dedupeKey("long-day", r.id),
      title: r.clockOutAt
        ? keyed("team.alertText.longDayDone", { name: r.name, hours, date: { date: r.workDate } })
        : keyed("team.alertText.longDayOpen", { name: r.name, hours }),
      detail: r.clockOutAt
        ? keyed("team.alertText.longDayDoneDetail", { limit: s.threshold })
        : keyed("team.alertText.longDayOpenDetail", { date: { date: r.workDate } }),
      memberId: r.memberId,
    };
  });
};

/** The evaluator's rules, by rule key (core/alerts/rules: source "hourly", except invoice overdue). */
export const hourlyRuleChecks: Record<string, RuleCheck> = {
  "stop-missed": stopMissed,
  "stop-running-late": stopRunningLate,
  "equipment-service-due": equipmentServiceDue,
  "filter-pressure-high": filterPressureHigh,
  "agreement-expiring": agreementExpiring,
  "long-day": longDay,
};
