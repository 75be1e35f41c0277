import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { weekdayOf } from "~/core/recurrence/recurrence";
import type { Db } from "~/db/client.server";
import {
  company,
  companyMember,
  recurringRoute,
  recurringServiceStop,
  serviceLocation,
  serviceStop,
  taskGroup,
} from "~/db/schema";

/**
 * The demo's recurring service: the technician's route today becomes a weekly recurring route (its four finished
 * weeks linked to it), most other pools are serviced weekly on other weekdays by the two technicians — assigned
 * without regard to geography, so the route builder has something to improve — two have no technician yet and
 * two locations have no recurring stop (one of them has no coordinates). Nothing else falls on today's weekday, so
 * today's route stays the technician's eight stops.
 */
export async function seedDemoRouting(
  db: Db,
  companyId: string,
  today: string,
  technicians: { tomas: string; maya: string },
) {
  const todayWeekday = weekdayOf(today);
  const workDays = [1, 2, 3, 4, 5];
  const otherDays = workDays.filter((d) => d !== todayWeekday);
  await db
    .update(company)
    .set({ shopLatitude: 33.4217, shopLongitude: -111.897 })
    .where(eq(company.id, companyId));
  // The owner runs the office: no route days of her own.
  await db
    .update(companyMember)
    .set({ workDays: [], routeColor: "grape" })
    .where(
      and(
        eq(companyMember.companyId, companyId),
        notInArray(companyMember.id, [technicians.tomas, technicians.maya]),
      ),
    );
  await db
    .update(companyMember)
    .set({
      routeColor: "blue",
      workDays: [...new Set([...workDays, todayWeekday])].sort(),
      skills: ["salt", "repairs"],
    })
    .where(eq(companyMember.id, technicians.tomas));
  await db
    .update(companyMember)
    .set({
      routeColor: "orange",
      workDays,
      startFrom: "home",
      homeAddress: "1100 S Dobson Rd, Mesa, AZ",
      homeLatitude: 33.3935,
      homeLongitude: -111.8749,
    })
    .where(eq(companyMember.id, technicians.maya));

  const [weekly] = await db
    .select({ id: taskGroup.id })
    .from(taskGroup)
    .where(eq(taskGroup.companyId, companyId))
    .orderBy(asc(taskGroup.createdAt))
    .limit(1);
  const todaysStops = await db
    .select()
    .from(serviceStop)
    .where(and(eq(serviceStop.companyId, companyId), eq(serviceStop.serviceDate, today)))
    .orderBy(asc(serviceStop.routePosition));
  const routed = new Set(todaysStops.map((s) => s.serviceLocationId));
  const locations = await db
    .select()
    .from(serviceLocation)
    .where(and(eq(serviceLocation.companyId, companyId), isNull(serviceLocation.archivedAt)))
    .orderBy(asc(serviceLocation.addressLine));
  const start = addDays(today, -28);
  const base = {
    companyId,
    frequency: "weekly" as const,
    startDate: start,
    taskGroupId: weekly?.id ?? null,
    includedInContract: true,
  };

  const standing = new Map<string, string[]>();
  const place = (tech: string, weekday: number, id: string) => {
    const key = `${tech}:${weekday}`;
    standing.set(key, [...(standing.get(key) ?? []), id]);
  };

  for (const stop of todaysStops) {
    const [r] = await db
      .insert(recurringServiceStop)
      .values({
        ...base,
        customerId: stop.customerId,
        serviceLocationId: stop.serviceLocationId,
        technicianId: technicians.tomas,
        days: [todayWeekday],
      })
      .returning({ id: recurringServiceStop.id });
    place(technicians.tomas, todayWeekday, r.id);
    // Its history and today's visit are this arrangement's visits.
    await db
      .update(serviceStop)
      .set({ recurringServiceStopId: r.id, occurrenceDate: serviceStop.serviceDate })
      .where(
        and(eq(serviceStop.companyId, companyId), eq(serviceStop.serviceLocationId, stop.serviceLocationId)),
      );
  }

  const others = locations.filter((l) => !routed.has(l.id) && l.latitude != null);
  const withoutStop = new Set([others.at(-1)?.id]);
  let k = 0;
  for (const location of others) {
    if (withoutStop.has(location.id)) continue;
    const weekday = otherDays[k % otherDays.length];
    const technicianId =
      k < 2 ? null : k % 3 === 0 ? technicians.maya : k % 3 === 1 ? technicians.tomas : technicians.maya;
    k++;
    const [r] = await db
      .insert(recurringServiceStop)
      .values({
        ...base,
        customerId: location.customerId,
        serviceLocationId: location.id,
        technicianId,
        days: [weekday],
        timeWindowStart: k % 7 === 0 ? "08:00" : null,
        timeWindowEnd: k % 7 === 0 ? "12:00" : null,
        requiredSkill: k % 11 === 0 ? "salt" : null,
      })
      .returning({ id: recurringServiceStop.id });
    if (technicianId) place(technicianId, weekday, r.id);
  }
  for (const [key, stopIds] of standing) {
    const [technicianId, weekday] = key.split(":");
    await db.insert(recurringRoute).values({ companyId, technicianId, weekday: Number(weekday), stopIds });
  }
}
