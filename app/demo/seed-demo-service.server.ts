import { and, asc, eq, isNotNull } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import type { Db, Tx } from "~/db/client.server";
import {
  bodyOfWater,
  companySequence,
  item,
  serviceLocation,
  serviceStop,
  stopDose,
  stopReading,
  stopTask,
  taskGroupTask,
} from "~/db/schema";
import { seedDemoTaskGroups } from "./seed-demo-task-groups.server";

/** The demo company's chemicals, with active ingredient and strength for the dosing engine. */
const demoChemicals = [
  {
    name: "Liquid chlorine 12.5%",
    sku: "CHL-125",
    unit: "gal",
    chemical: "liquidChlorine",
    strengthPercent: 12.5,
    priceCents: 650,
  },
  {
    name: "Muriatic acid 31.45%",
    sku: "ACID-3145",
    unit: "gal",
    chemical: "muriaticAcid",
    strengthPercent: 31.45,
    priceCents: 1200,
  },
  {
    name: "Cal-hypo shock 65%",
    sku: "CAL-65",
    unit: "lb",
    chemical: "calHypo",
    strengthPercent: 65,
    priceCents: 550,
  },
  {
    name: "Trichlor tabs 90%",
    sku: "TRI-90",
    unit: "lb",
    chemical: "trichlor",
    strengthPercent: 90,
    priceCents: 700,
  },
  {
    name: "Baking soda",
    sku: "BICARB",
    unit: "lb",
    chemical: "bakingSoda",
    strengthPercent: 100,
    priceCents: 150,
  },
  {
    name: "Calcium chloride 77% (dihydrate)",
    sku: "CACL-77",
    unit: "lb",
    chemical: "calciumChlorideDihydrate",
    strengthPercent: 77,
    priceCents: 200,
  },
  {
    name: "Stabilizer (cyanuric acid)",
    sku: "CYA",
    unit: "lb",
    chemical: "cyanuricAcid",
    strengthPercent: 100,
    priceCents: 600,
  },
  { name: "Pool salt", sku: "SALT-40", unit: "lb", chemical: "salt", strengthPercent: 100, priceCents: 25 },
];

export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Chemicals, task groups, and the technician's stops: today's route (8 stops, in order, not started) and the four
 * weeks before it at the same pools, finished, with readings, doses and checklists — so the stop screen shows
 * "last visit" values and the bodies of water have a reading history to chart.
 */
export async function seedDemoService(db: Db, companyId: string, today: string, technicianMemberId: string) {
  const rand = random(7);
  await db
    .insert(item)
    .values(demoChemicals.map((c) => ({ ...c, companyId, category: "chemicals" as const })));
  const [weeklyId] = await seedDemoTaskGroups(db, companyId);
  const tasks = weeklyId
    ? await db
        .select()
        .from(taskGroupTask)
        .where(eq(taskGroupTask.taskGroupId, weeklyId))
        .orderBy(asc(taskGroupTask.position))
    : [];

  const locations = await db
    .select()
    .from(serviceLocation)
    .where(and(eq(serviceLocation.companyId, companyId), isNotNull(serviceLocation.latitude)))
    .orderBy(asc(serviceLocation.latitude))
    .limit(8);

  await db.transaction(async (tx: Tx) => {
    let number = 1000;
    for (const week of [-28, -21, -14, -7, 0]) {
      const date = addDays(today, week);
      for (const [position, location] of locations.entries())
        await insertDemoVisit(tx, {
          companyId,
          number: number++,
          location,
          technicianId: technicianMemberId,
          date,
          position,
          finished: week < 0,
          taskGroupId: weeklyId ?? null,
          tasks,
          rand,
        });
    }
    // New stops continue the demo's numbering.
    await tx.insert(companySequence).values({ companyId, name: "service stop", next: number });
  });
}

/** The weekly checklist the demo's visits follow (the task group of its first stop), in order. */
export async function demoWeeklyTasks(db: Db, companyId: string) {
  const [first] = await db
    .select({ taskGroupId: serviceStop.taskGroupId })
    .from(serviceStop)
    .where(and(eq(serviceStop.companyId, companyId), isNotNull(serviceStop.taskGroupId)))
    .orderBy(asc(serviceStop.number))
    .limit(1);
  if (!first?.taskGroupId) return { taskGroupId: null, tasks: [] };
  const tasks = await db
    .select()
    .from(taskGroupTask)
    .where(eq(taskGroupTask.taskGroupId, first.taskGroupId))
    .orderBy(asc(taskGroupTask.position));
  return { taskGroupId: first.taskGroupId, tasks };
}

/**
 * One demo visit at a location: the stop with the weekly tasks and, when finished, each body's readings and a
 * chlorine dose (values drawn from `rand`, so a seeded run is always the same).
 */
export async function insertDemoVisit(
  tx: Db | Tx,
  visit: {
    companyId: string;
    number: number;
    location: typeof serviceLocation.$inferSelect;
    technicianId: string;
    date: string;
    position: number;
    finished: boolean;
    taskGroupId: string | null;
    tasks: (typeof taskGroupTask.$inferSelect)[];
    rand: () => number;
  },
) {
  const { companyId, location, finished, tasks, rand } = visit;
  const arrivedAt = new Date(`${visit.date}T${String(8 + visit.position).padStart(2, "0")}:05:00-07:00`);
  const minutes = 18 + Math.floor(rand() * 20);
  const [stop] = await tx
    .insert(serviceStop)
    .values({
      companyId,
      number: visit.number,
      customerId: location.customerId,
      serviceLocationId: location.id,
      technicianId: visit.technicianId,
      serviceDate: visit.date,
      routePosition: visit.position + 1,
      status: finished ? "finished" : "scheduled",
      taskGroupId: visit.taskGroupId,
      estimatedMinutes: location.estimatedMinutes,
      arrivedAt: finished ? arrivedAt : null,
      finishedAt: finished ? new Date(arrivedAt.getTime() + minutes * 60_000) : null,
      durationMinutes: finished ? minutes : null,
      customerNotes: finished ? "Brushed, vacuumed and balanced the water." : "",
      completionKey: finished ? `demo-${visit.number + 1}` : null,
      reportSentAt: finished ? new Date(arrivedAt.getTime() + minutes * 60_000) : null,
    })
    .returning();
  if (tasks.length)
    await tx.insert(stopTask).values(
      tasks.map((t, i) => ({
        companyId,
        serviceStopId: stop.id,
        taskId: t.id,
        position: i,
        name: t.name,
        kind: t.kind,
        required: t.required,
        // Demo history has no photo files, so past photo tasks are recorded as not done.
        done: finished && t.kind !== "photo",
        numberValue: finished && t.kind === "number" ? 10 + Math.round(rand() * 8) : null,
        note: finished && t.kind === "photo" ? "Camera not used (demo data)" : null,
        billableRateCents: t.billableRateCents,
      })),
    );
  if (!finished) return stop;
  const bodies = await tx.select().from(bodyOfWater).where(eq(bodyOfWater.serviceLocationId, location.id));
  for (const body of bodies) {
    const values: Record<string, number> = {
      freeChlorine: Math.round((1 + rand() * 4.5) * 10) / 10,
      pH: Math.round((7.2 + rand() * 0.8) * 10) / 10,
      totalAlkalinity: 70 + Math.round(rand() * 50),
      calciumHardness: 220 + Math.round(rand() * 200),
      cyanuricAcid: 30 + Math.round(rand() * 40),
      temperature: 58 + Math.round(rand() * 12),
    };
    if (body.sanitizer === "salt") values.salt = 2800 + Math.round(rand() * 600);
    if (body.sanitizer === "bromine") {
      delete values.freeChlorine;
      delete values.cyanuricAcid;
      values.bromine = Math.round((2.5 + rand() * 3) * 10) / 10;
    }
    values.totalChlorine = Math.round(((values.freeChlorine ?? 0) + rand() * 0.3) * 10) / 10;
    await tx.insert(stopReading).values(
      Object.entries(values).map(([reading, value]) => ({
        companyId,
        serviceStopId: stop.id,
        bodyOfWaterId: body.id,
        reading,
        value,
      })),
    );
    await tx.insert(stopDose).values({
      companyId,
      serviceStopId: stop.id,
      bodyOfWaterId: body.id,
      name: "Liquid chlorine 12.5%",
      amount: Math.round((0.25 + rand()) * 4) / 4,
      unit: "gal",
    });
  }
  return stop;
}
