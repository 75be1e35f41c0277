/**
 * Demo data of the pool owner's side: Blue Wave's public page (about, services, categories, hours), the last three
 * weekly visits at Pat Morgan's pool (finished, with readings — the service reports of the portal), and a problem
 * Pat reported from the portal (through the same domain function the portal uses, then dated two days back so
 * nothing of the demo is dated today).
 */

import { and, asc, eq, isNull } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { weekdayOf } from "~/core/recurrence/recurrence";
import type { Db } from "~/db/client.server";
import {
  alert,
  bodyOfWater,
  company,
  customer,
  equipment,
  recurringServiceStop,
  repairRequest,
  serviceLocation,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { fileOwnerRepairRequest } from "~/domain/portal/repair-requests.server";
import { serverPorts } from "~/server/ports.server";
import { demoWeeklyTasks, insertDemoVisit, random } from "./seed-demo-service.server";

const weekday = { opens: "07:00", closes: "17:00" };

export async function seedDemoPortal(
  db: Db,
  companyId: string,
  poolOwnerUserId: string,
  today: string,
  technicianMemberId: string,
) {
  await db
    .update(company)
    .set({
      about:
        "Blue Wave Pool Service has kept Tempe and the East Valley swimming since 2009. Our certified technicians " +
        "visit on the same day every week, test and balance your water, and send you a report with photos after " +
        "every visit.\n\nFamily-owned, licensed and insured.",
      servicesOffered: [
        "Weekly pool cleaning and water chemistry",
        "Filter cleaning and salt cell service",
        "Pump, motor and heater repair",
        "Green-to-clean recovery",
        "Leak detection",
      ],
      categories: ["weekly-service", "repairs", "green-to-clean", "leak-detection"],
      openingHours: {
        "1": weekday,
        "2": weekday,
        "3": weekday,
        "4": weekday,
        "5": weekday,
        "6": { opens: "08:00", closes: "12:00" },
      },
    })
    .where(eq(company.id, companyId));

  const [linked] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.companyId, companyId), eq(customer.linkedUserId, poolOwnerUserId)));
  if (!linked) return;
  await seedOwnerVisits(db, companyId, linked.id, today, technicianMemberId);
  const [body] = await db
    .select({ id: bodyOfWater.id })
    .from(bodyOfWater)
    .where(
      and(
        eq(bodyOfWater.companyId, companyId),
        eq(bodyOfWater.customerId, linked.id),
        isNull(bodyOfWater.archivedAt),
      ),
    )
    .orderBy(asc(bodyOfWater.createdAt))
    .limit(1);
  if (!body) return;
  const [piece] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      and(
        eq(equipment.companyId, companyId),
        eq(equipment.bodyOfWaterId, body.id),
        isNull(equipment.archivedAt),
      ),
    )
    .orderBy(asc(equipment.createdAt))
    .limit(1);
  const filed = await fileOwnerRepairRequest(
    { db, ports: serverPorts(), userId: poolOwnerUserId },
    {
      place: `body:${body.id}`,
      equipmentId: piece?.id ?? null,
      description: "The pool light stopped working and the timer clicks but nothing turns on at night.",
    },
    [],
  );
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  await db
    .update(repairRequest)
    .set({ createdAt: twoDaysAgo, updatedAt: twoDaysAgo })
    .where(eq(repairRequest.id, filed.id));
  await db
    .update(alert)
    .set({ createdAt: twoDaysAgo })
    .where(
      and(
        eq(alert.companyId, companyId),
        eq(alert.customerId, linked.id),
        eq(alert.kind, "repair request received"),
        eq(alert.detail, filed.description.slice(0, 300)),
      ),
    );
}

/**
 * Pat's pool had its weekly visit on each of the last three weeks: on its recurring service's weekday (never today's —
 * that is the first technician's route), by its technician. Its own random draw, so the rest of the demo's readings
 * stay as they were.
 */
async function seedOwnerVisits(
  db: Db,
  companyId: string,
  customerId: string,
  today: string,
  fallbackTechnicianId: string,
) {
  const [location] = await db
    .select()
    .from(serviceLocation)
    .where(and(eq(serviceLocation.companyId, companyId), eq(serviceLocation.customerId, customerId)))
    .orderBy(asc(serviceLocation.createdAt))
    .limit(1);
  if (!location) return;
  const [recurring] = await db
    .select({ days: recurringServiceStop.days, technicianId: recurringServiceStop.technicianId })
    .from(recurringServiceStop)
    .where(
      and(
        eq(recurringServiceStop.companyId, companyId),
        eq(recurringServiceStop.serviceLocationId, location.id),
      ),
    )
    .limit(1);
  const weekday = recurring?.days[0] ?? weekdayOf(addDays(today, -1));
  const back = (weekdayOf(today) - weekday + 7) % 7 || 7;
  const dates = [back + 14, back + 7, back].map((days) => addDays(today, -days));
  const { taskGroupId, tasks } = await demoWeeklyTasks(db, companyId);
  const rand = random(23);
  await db.transaction(async (tx) => {
    for (const date of dates)
      await insertDemoVisit(tx, {
        companyId,
        number: await nextNumber(tx, { companyId }, "service stop"),
        location,
        technicianId: recurring?.technicianId ?? fallbackTechnicianId,
        date,
        position: 0,
        finished: true,
        taskGroupId,
        tasks,
        rand,
      });
  });
}
