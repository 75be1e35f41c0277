import { and, count, eq, isNull, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateSchedule } from "~/domain/routing/schedule.server";
import { db } from "./client.server";
import {
  bodyOfWater,
  company,
  customer,
  equipment,
  item,
  recurringServiceStop,
  serviceLocation,
  serviceStop,
  stopReading,
  user,
} from "./schema";
import { seedDemo } from "./seed-demo.server";

describe("the demo", () => {
  it("creates the demo company with ~40 customers, their pools and equipment, once", async () => {
    const database = await db();
    expect(await seedDemo(database)).toBe(true);
    expect(await seedDemo(database)).toBe(false);
    const [owner] = await database.select().from(user).where(eq(user.email, "owner@bluewave.demo"));
    const companyId = owner.recentlySelectedCompany!;
    const [demo] = await database.select().from(company).where(eq(company.id, companyId));
    expect(demo.timeZone).toBe("America/Phoenix");
    const total = async (
      table: typeof customer | typeof serviceLocation | typeof bodyOfWater | typeof equipment,
    ) => (await database.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0].n;
    expect(await total(customer)).toBe(40);
    expect(await total(serviceLocation)).toBe(40);
    expect(await total(bodyOfWater)).toBeGreaterThanOrEqual(45);
    expect(await total(equipment)).toBeGreaterThanOrEqual(80);
    const unrouted = await database
      .select({ n: count() })
      .from(serviceLocation)
      .where(and(eq(serviceLocation.companyId, companyId), isNull(serviceLocation.latitude)));
    expect(unrouted[0].n).toBe(1);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(new Date());
    const due = await database
      .select({ n: count() })
      .from(equipment)
      .where(and(eq(equipment.companyId, companyId), lte(equipment.nextServiceOn, today)));
    expect(due[0].n).toBeGreaterThan(0);
    const [linked] = await database
      .select()
      .from(customer)
      .where(
        and(
          eq(customer.companyId, companyId),
          eq(
            customer.linkedUserId,
            (await database.select().from(user).where(eq(user.email, "pat@poolowner.demo")))[0].id,
          ),
        ),
      );
    expect(linked).toBeDefined();

    // The technician's route today, and four finished weeks before it with readings.
    const stops = await database.select().from(serviceStop).where(eq(serviceStop.companyId, companyId));
    const todays = stops.filter((s) => s.serviceDate === today);
    expect(todays).toHaveLength(8);
    expect(todays.every((s) => s.status === "scheduled" && s.technicianId)).toBe(true);
    expect(stops.filter((s) => s.status === "finished")).toHaveLength(32);

    // Recurring service: today's route is a weekly recurring route; the generator filled the next four weeks.
    const recurring = await database
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.companyId, companyId));
    expect(recurring.length).toBeGreaterThanOrEqual(35);
    expect(recurring.filter((r) => !r.technicianId)).toHaveLength(2);
    expect(todays.every((s) => s.recurringServiceStopId && s.occurrenceDate === today)).toBe(true);
    const future = stops.filter((s) => s.serviceDate > today);
    expect(future.length).toBeGreaterThan(100);
    expect(await generateSchedule(database, { companyId })).toEqual({ created: 0, updated: 0, removed: 0 });
    const [readings] = await database
      .select({ n: count() })
      .from(stopReading)
      .where(eq(stopReading.companyId, companyId));
    expect(readings.n).toBeGreaterThan(32 * 5);
    const chemicals = await database.select().from(item).where(eq(item.companyId, companyId));
    expect(chemicals.find((c) => c.name === "Liquid chlorine 12.5%")).toMatchObject({
      strengthPercent: 12.5,
    });
  });
});
