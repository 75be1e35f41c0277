import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { formatCents, jobTotals, lineAmountCents, taxCents } from "~/core/operations/job-money";
import { applyJobAction, type JobAction, type JobState } from "~/core/operations/job-status";
import { weekdayOf } from "~/core/recurrence/recurrence";
import type { Db, Tx } from "~/db/client.server";
import {
  alert,
  bodyOfWater,
  companyMember,
  companySequence,
  customer,
  equipment,
  item,
  type JobChange,
  type JobType,
  job,
  jobHistory,
  jobLine,
  jobTask,
  memberRate,
  purchase,
  purchaseLine,
  repairRequest,
  serviceLocation,
  serviceStop,
  user,
  vendor,
  workLog,
  workLogBreak,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";

/**
 * The demo's operations and team time: vendors, the catalog's parts with stock, five jobs through the state machine
 * (with history), two repair requests from the technician, three receipts, rate sheets and a week of work logs.
 * Everything is dated relative to `today` and nothing falls on today, so today's route stays as it is. Tomas's work
 * logs are last pay week's only: the work-logs browser test clocks him in and expects this week to hold that shift.
 */

/** An instant on a Phoenix calendar day (no daylight saving: always UTC−7). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-07:00`);
const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
const isWeekday = (date: string) => weekdayOf(date) !== 0 && weekdayOf(date) !== 6;
/** The nearest weekday on or before (step −1) or on or after (step 1) a date. */
const weekdayFrom = (date: string, step: 1 | -1) => {
  let d = date;
  while (!isWeekday(d)) d = addDays(d, step);
  return d;
};

const TAX = 810; // Tempe's combined sales tax, 8.1 %
const LABOR = {
  kind: "labor" as const,
  itemId: null,
  unitPriceCents: 9500,
  unitCostCents: 3200,
  taxable: false,
};

interface Actor {
  userId: string | null;
  name: string;
}
interface LinePlan {
  kind: "item" | "labor";
  itemId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  unitCostCents: number;
  taxable: boolean;
}
interface Step {
  action: JobAction | "edited";
  at: Date;
  actor: Actor;
  changes?: JobChange[];
}
interface JobPlan {
  customerId: string;
  serviceLocationId: string;
  bodyOfWaterId: string | null;
  equipmentId: string | null;
  repairRequestId?: string;
  type: JobType;
  title: string;
  description: string;
  lines: LinePlan[];
  tasks: string[];
  tasksDone?: { serviceStopId: string };
  created: { at: Date; actor: Actor; withoutLines?: boolean };
  steps: Step[];
  set?: Partial<typeof job.$inferInsert>;
}

/**
 * Writes a job whose statuses are reached by its steps through the state machine (an illegal step throws), with
 * the history lines the jobs domain writes for each of them.
 */
async function writeJob(tx: Tx, companyId: string, plan: JobPlan) {
  const number = await nextNumber(tx, { companyId }, "job");
  let state: JobState = { operation: "estimate pending", billing: "draft" };
  const history: (typeof jobHistory.$inferInsert)[] = [];
  const createdTotal = plan.created.withoutLines ? 0 : jobTotals(plan.lines, TAX).totalCents;
  history.push({
    companyId,
    jobId: "",
    actorUserId: plan.created.actor.userId,
    actorName: plan.created.actor.name,
    action: "created",
    at: plan.created.at,
    changes: [
      { field: "operation status", from: null, to: state.operation },
      { field: "billing status", from: null, to: state.billing },
      { field: "total", from: null, to: formatCents(createdTotal) },
    ],
  });
  for (const step of plan.steps) {
    const changes: JobChange[] = [];
    if (step.action !== "edited") {
      const result = applyJobAction(state, step.action);
      if (!result.ok) throw new Error(`Demo job ${number}: ${result.reason}`);
      if (result.next.operation !== state.operation)
        changes.push({ field: "operation status", from: state.operation, to: result.next.operation });
      if (result.next.billing !== state.billing)
        changes.push({ field: "billing status", from: state.billing, to: result.next.billing });
      state = result.next;
    }
    history.push({
      companyId,
      jobId: "",
      actorUserId: step.actor.userId,
      actorName: step.actor.name,
      action: step.action,
      at: step.at,
      changes: [...changes, ...(step.changes ?? [])],
    });
  }
  const last = plan.steps.at(-1)?.at ?? plan.created.at;
  const [row] = await tx
    .insert(job)
    .values({
      companyId,
      number,
      customerId: plan.customerId,
      serviceLocationId: plan.serviceLocationId,
      bodyOfWaterId: plan.bodyOfWaterId,
      equipmentId: plan.equipmentId,
      repairRequestId: plan.repairRequestId ?? null,
      type: plan.type,
      title: plan.title,
      description: plan.description,
      operationStatus: state.operation,
      billingStatus: state.billing,
      taxRateBasisPoints: TAX,
      createdBy: plan.created.actor.userId,
      createdAt: plan.created.at,
      updatedAt: last,
      ...plan.set,
    })
    .returning();
  await tx
    .insert(jobLine)
    .values(plan.lines.map((l, position) => ({ ...l, companyId, jobId: row.id, position })));
  await tx.insert(jobTask).values(
    plan.tasks.map((name, position) => ({
      companyId,
      jobId: row.id,
      position,
      name,
      done: Boolean(plan.tasksDone),
      serviceStopId: plan.tasksDone?.serviceStopId ?? null,
    })),
  );
  await tx.insert(jobHistory).values(history.map((h) => ({ ...h, jobId: row.id })));
  return row;
}

/** The estimate link's fields as `sendEstimate` sets them, and the decision as `decideEstimate` records it. */
const estimate = (
  sentAt: Date,
  decision?: { decision: "accepted" | "declined"; by: string; at: Date; note?: string },
) => ({
  estimateToken: randomBytes(24).toString("base64url"),
  estimateSentAt: sentAt,
  estimateDecision: decision?.decision ?? null,
  estimateDecidedBy: decision?.by ?? null,
  estimateDecidedAt: decision?.at ?? null,
  estimateNote: decision?.note ?? null,
});

const vendorRows = [
  {
    key: "supply",
    name: "Desert Pool Supply",
    contactName: "Rick Alvarez",
    phone: "(480) 555-0142",
    email: "orders@desertpoolsupply.example",
    addressLine: "1840 W University Dr",
    city: "Tempe",
    postalCode: "85281",
    accountNumber: "BW-20417",
    notes: "Counter opens 6:30. Net 30 on the account; ask for the builder price on cartridges.",
  },
  {
    key: "chemicals",
    name: "Valley Chemical Distributors",
    contactName: "Dana Whitfield",
    phone: "(602) 555-0178",
    email: "dispatch@valleychem.example",
    addressLine: "4420 E Magnolia St",
    city: "Phoenix",
    postalCode: "85034",
    accountNumber: "VCD-8831",
    notes: "Bulk liquid chlorine and acid; drums and jugs returned for deposit.",
  },
  {
    key: "equipment",
    name: "Sonoran Equipment Wholesale",
    contactName: "Marcus Lee",
    phone: "(480) 555-0193",
    email: "sales@sonoranequipment.example",
    addressLine: "910 S Country Club Dr",
    city: "Mesa",
    postalCode: "85210",
    accountNumber: "SEW-5520",
    notes: "Pumps, heaters, salt cells and seal kits. Special orders take 5–10 days.",
  },
] as const;
type VendorKey = (typeof vendorRows)[number]["key"];

/** Cost and usual vendor of the demo's chemicals (by SKU). */
const chemicalSourcing: Record<string, { costCents: number; vendor: VendorKey }> = {
  "CHL-125": { costCents: 410, vendor: "chemicals" },
  "ACID-3145": { costCents: 780, vendor: "chemicals" },
  "CAL-65": { costCents: 320, vendor: "supply" },
  "TRI-90": { costCents: 380, vendor: "supply" },
  BICARB: { costCents: 80, vendor: "supply" },
  "CACL-77": { costCents: 110, vendor: "supply" },
  CYA: { costCents: 410, vendor: "supply" },
  "SALT-40": { costCents: 12, vendor: "supply" },
};

const parts = [
  // Four went into the filter job below; two left is the alert threshold.
  {
    key: "cartridge",
    name: "Filter cartridge, Clean & Clear Plus 420",
    sku: "CART-CC420",
    costCents: 6200,
    priceCents: 9500,
    stock: 2,
    threshold: 2,
    vendor: "supply",
  },
  {
    key: "seal",
    name: "Pump shaft seal kit (PS-201)",
    sku: "SEAL-PS201",
    costCents: 1450,
    priceCents: 3900,
    stock: 3,
    threshold: 1,
    vendor: "equipment",
  },
  {
    key: "oring",
    name: "Chlorinator lid o-ring (CLX220)",
    sku: "ORING-CLX220",
    costCents: 350,
    priceCents: 1200,
    stock: 8,
    threshold: 3,
    vendor: "supply",
  },
  {
    key: "basket",
    name: "Skimmer basket (SP1082)",
    sku: "BASK-SP1082",
    costCents: 900,
    priceCents: 2400,
    stock: 3,
    threshold: 1,
    vendor: "supply",
  },
  {
    key: "cell",
    name: "Salt cell, TurboCell T-15",
    sku: "CELL-T15",
    costCents: 52000,
    priceCents: 79900,
    stock: null,
    threshold: null,
    vendor: "equipment",
  },
] as const;
type PartKey = (typeof parts)[number]["key"];

export async function seedDemoOperations(
  db: Db,
  companyId: string,
  today: string,
  members: { tomas: string; maya: string },
) {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ memberId: companyMember.id, userId: user.id, name: user.name, email: user.email })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(eq(companyMember.companyId, companyId));
    const person = (match: (p: (typeof people)[number]) => boolean) => {
      const p = people.find(match);
      if (!p) throw new Error("Demo member missing");
      return p;
    };
    const tomas = person((p) => p.memberId === members.tomas);
    const owner = person((p) => p.email === "owner@bluewave.demo");
    const office: Actor = { userId: owner.userId, name: owner.name };
    const tech: Actor = { userId: tomas.userId, name: tomas.name };
    const longAgo = at(addDays(today, -120), "09:00");

    const catalog = await seedCatalog(tx, companyId, longAgo);
    const places = await demoPlaces(tx, companyId, today, members);
    // Job numbers continue an older history, like the stops' (the domain's sequence hands out the rest).
    await tx.insert(companySequence).values({ companyId, name: "job", next: 1041 }).onConflictDoNothing();
    const d: Demo = { tx, companyId, today, members, tomas, owner, office, tech, ...catalog, ...places };
    const filterPlace = await seedFilterJob(d);
    const seal = await seedSealRepair(d);
    await seedSaltCellJob(d, filterPlace);
    await seedAcidWashJob(d);
    await seedPumpJob(d);
    await seedReceipts(d, seal);
    await seedTeamTime(tx, companyId, today, {
      tomas: members.tomas,
      maya: members.maya,
      owner: owner.userId,
    });
  });
}

/** Vendors, the chemicals' cost and usual vendor, and the parts. */
async function seedCatalog(tx: Tx, companyId: string, longAgo: Date) {
  const vendorIds = {} as Record<VendorKey, string>;
  for (const { key, ...v } of vendorRows) {
    const [row] = await tx
      .insert(vendor)
      .values({ ...v, companyId, region: "AZ", createdAt: longAgo, updatedAt: longAgo })
      .returning({ id: vendor.id });
    vendorIds[key] = row.id;
  }
  const chemicals = await tx.select().from(item).where(eq(item.companyId, companyId));
  for (const c of chemicals) {
    const sourcing = c.sku ? chemicalSourcing[c.sku] : undefined;
    if (sourcing)
      await tx
        .update(item)
        .set({ costCents: sourcing.costCents, preferredVendorId: vendorIds[sourcing.vendor] })
        .where(eq(item.id, c.id));
  }
  const chemical = (sku: string) => {
    const c = chemicals.find((r) => r.sku === sku);
    if (!c) throw new Error(`Demo chemical ${sku} missing`);
    return c;
  };
  const partRows = {} as Record<PartKey, typeof item.$inferSelect>;
  for (const p of parts) {
    const [row] = await tx
      .insert(item)
      .values({
        companyId,
        name: p.name,
        sku: p.sku,
        category: "parts",
        unit: "each",
        costCents: p.costCents,
        priceCents: p.priceCents,
        preferredVendorId: vendorIds[p.vendor],
        stockQuantity: p.stock,
        lowStockThreshold: p.threshold,
        createdAt: longAgo,
        updatedAt: longAgo,
      })
      .returning();
    partRows[p.key] = row;
  }
  const partLine = (key: PartKey, quantity: number): LinePlan => ({
    kind: "item",
    itemId: partRows[key].id,
    description: partRows[key].name,
    quantity,
    unitPriceCents: partRows[key].priceCents ?? 0,
    unitCostCents: partRows[key].costCents ?? 0,
    taxable: true,
  });

  return { vendorIds, chemical, partRows, partLine };
}

/** Tomas's route (its finished stops of the last two weeks) and other active customers' pools. */
async function demoPlaces(tx: Tx, companyId: string, today: string, members: { tomas: string }) {
  const lastWeek = addDays(today, -7);
  const twoWeeksAgo = addDays(today, -14);
  const routeStops = await tx
    .select()
    .from(serviceStop)
    .where(
      and(
        eq(serviceStop.companyId, companyId),
        eq(serviceStop.technicianId, members.tomas),
        inArray(serviceStop.serviceDate, [lastWeek, twoWeeksAgo]),
      ),
    )
    .orderBy(asc(serviceStop.routePosition));
  const routeStop = (date: string, position: number) => {
    const s = routeStops.find((r) => r.serviceDate === date && r.routePosition === position);
    if (!s) throw new Error("Demo route stop missing");
    return s;
  };
  const onRoute = new Set(routeStops.map((s) => s.serviceLocationId));
  const places = await tx
    .select({ location: serviceLocation, customer })
    .from(serviceLocation)
    .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
    .where(and(eq(serviceLocation.companyId, companyId), isNotNull(serviceLocation.latitude)))
    .orderBy(asc(serviceLocation.addressLine));
  // New work goes to active households off Tomas's route.
  const others = places.filter(
    (p) => !onRoute.has(p.location.id) && p.customer.status === "active" && !p.customer.displayAsCompany,
  );
  const placeAt = async (locationId: string, category?: string) => {
    const place = places.find((p) => p.location.id === locationId);
    if (!place) throw new Error("Demo place missing");
    const [pool] = await tx
      .select()
      .from(bodyOfWater)
      .where(and(eq(bodyOfWater.serviceLocationId, locationId), eq(bodyOfWater.kind, "pool")));
    const [equip] = category
      ? await tx
          .select()
          .from(equipment)
          .where(and(eq(equipment.bodyOfWaterId, pool.id), eq(equipment.category, category)))
      : [];
    return {
      customerId: place.customer.id,
      serviceLocationId: locationId,
      bodyOfWaterId: pool.id,
      equipmentId: equip?.id ?? null,
      // As the customer signs the estimate link.
      name:
        [place.customer.firstName, place.customer.lastName].filter(Boolean).join(" ") ||
        place.customer.displayName,
      email: place.customer.email ?? "",
    };
  };
  // A visit added to a technician's day goes last on the route, as the stops domain places it.
  const lastPosition = async (date: string) => {
    const sameDay = await tx
      .select({ position: serviceStop.routePosition })
      .from(serviceStop)
      .where(
        and(
          eq(serviceStop.companyId, companyId),
          eq(serviceStop.technicianId, members.tomas),
          eq(serviceStop.serviceDate, date),
        ),
      );
    return Math.max(0, ...sameDay.map((s) => s.position ?? 0)) + 1;
  };
  return { lastWeek, twoWeeksAgo, routeStop, others, placeAt, lastPosition };
}

type Person = { memberId: string; userId: string; name: string; email: string };
type Demo = {
  tx: Tx;
  companyId: string;
  today: string;
  members: { tomas: string; maya: string };
  tomas: Person;
  owner: Person;
  office: Actor;
  tech: Actor;
} & Awaited<ReturnType<typeof seedCatalog>> &
  Awaited<ReturnType<typeof demoPlaces>>;

const customerActor = (name: string): Actor => ({ userId: null, name: `${name} (customer)` });

/** A finished filter job, done by Tomas more than a week ago (not on his route's weekday); it ran the cartridges low. */
async function seedFilterJob(d: Demo) {
  const { tx, companyId, today, members, office, tech, partRows, partLine, others, placeAt, lastPosition } =
    d;
  // A finished filter job, done by Tomas more than a week ago (not on his route's weekday).
  const filterDay = weekdayFrom(addDays(today, -8), -1);
  const filterPlace = await placeAt(others[3].location.id, "filter");
  const filterLines = [
    partLine("cartridge", 4),
    { ...LABOR, description: "Filter tear-down, cartridge swap and start-up", quantity: 1.5 },
  ];
  const filterStopNumber = await nextNumber(tx, { companyId }, "service stop");
  const filterArrived = at(filterDay, "13:10");
  const filterFinished = plusMinutes(filterArrived, 85);
  const filterTasks = [
    "Drain the filter and pull the old cartridges",
    "Install new cartridges and lube the tank o-ring",
    "Start up and note the clean pressure",
  ];
  const filterJob = await writeJob(tx, companyId, {
    ...filterPlace,
    type: "filter clean",
    title: "Replace filter cartridges",
    description: "Cartridges are torn and won't hold a clean pressure; replace all four.",
    lines: filterLines,
    tasks: filterTasks,
    created: { at: at(addDays(filterDay, -6), "09:20"), actor: office },
    steps: [
      {
        action: "sendEstimate",
        at: at(addDays(filterDay, -6), "09:25"),
        actor: office,
        changes: [{ field: "estimate sent to", from: null, to: filterPlace.email }],
      },
      {
        action: "acceptEstimate",
        at: at(addDays(filterDay, -5), "18:40"),
        actor: customerActor(filterPlace.name),
      },
      {
        action: "schedule",
        at: at(addDays(filterDay, -4), "08:15"),
        actor: office,
        changes: [{ field: "visit", from: null, to: `S-${filterStopNumber} on ${filterDay}` }],
      },
      { action: "start", at: filterArrived, actor: tech },
      {
        action: "finish",
        at: filterFinished,
        actor: tech,
        changes: filterTasks.map((t) => ({ field: `task ${t}`, from: "to do", to: "done" })),
      },
    ],
    set: {
      scheduledOn: filterDay,
      assignedTechnicianIds: [members.tomas],
      ...estimate(at(addDays(filterDay, -6), "09:25"), {
        decision: "accepted",
        by: filterPlace.name,
        at: at(addDays(filterDay, -5), "18:40"),
      }),
    },
  });
  const [filterStop] = await tx
    .insert(serviceStop)
    .values({
      companyId,
      number: filterStopNumber,
      jobId: filterJob.id,
      customerId: filterPlace.customerId,
      serviceLocationId: filterPlace.serviceLocationId,
      technicianId: members.tomas,
      serviceDate: filterDay,
      routePosition: await lastPosition(filterDay),
      status: "finished",
      description: "Replace filter cartridges",
      estimatedMinutes: 90,
      arrivedAt: filterArrived,
      finishedAt: filterFinished,
      durationMinutes: 85,
      customerNotes: "Replaced all four cartridges; clean pressure is 12 psi.",
      completionKey: `demo-job-${filterStopNumber}`,
      reportSentAt: filterFinished,
      createdAt: at(addDays(filterDay, -4), "08:15"),
      updatedAt: filterFinished,
    })
    .returning();
  await tx
    .update(jobTask)
    .set({ done: true, serviceStopId: filterStop.id })
    .where(eq(jobTask.jobId, filterJob.id));
  // The four cartridges came off stock when the job finished, down to the threshold.
  const cartridge = partRows.cartridge;
  await tx.insert(alert).values({
    companyId,
    kind: "low stock",
    severity: "warning",
    title: keyed("team.alertText.lowStock", { item: cartridge.name }),
    detail: keyed("team.alertText.lowStockDetail", {
      left: Number(cartridge.stockQuantity),
      unit: cartridge.unit,
      threshold: Number(cartridge.lowStockThreshold),
    }),
    jobId: filterJob.id,
    createdAt: filterFinished,
  });

  return filterPlace;
}

/** Repair requests from Tomas's route: one still open, one made into a job whose visit is booked for when the seal kits are in. */
async function seedSealRepair(d: Demo) {
  const {
    tx,
    companyId,
    today,
    members,
    tomas,
    office,
    partLine,
    lastWeek,
    twoWeeksAgo,
    routeStop,
    placeAt,
    lastPosition,
  } = d;
  // Repair requests from Tomas's route: one still open, one made into a job that is scheduled.
  const openStop = routeStop(lastWeek, 3);
  const openPlace = await placeAt(openStop.serviceLocationId);
  const openDescription =
    "Skimmer lid is cracked across the middle; someone could step through it. Customer asked for a price on a new one.";
  await tx.insert(repairRequest).values({
    companyId,
    ...openPlace,
    serviceStopId: openStop.id,
    description: openDescription,
    requestedBy: tomas.userId,
    requestedByKind: "technician",
    createdAt: openStop.finishedAt ?? at(lastWeek, "11:30"),
    updatedAt: openStop.finishedAt ?? at(lastWeek, "11:30"),
  });
  const sealStop = routeStop(twoWeeksAgo, 6);
  const sealPlace = await placeAt(sealStop.serviceLocationId, "pump");
  const sealReported = sealStop.finishedAt ?? at(twoWeeksAgo, "14:30");
  const sealDescription =
    "Pump is leaking at the shaft seal. Water under the motor, bearings still sound fine.";
  const [sealRequest] = await tx
    .insert(repairRequest)
    .values({
      companyId,
      ...sealPlace,
      serviceStopId: sealStop.id,
      description: sealDescription,
      status: "in progress",
      requestedBy: tomas.userId,
      requestedByKind: "technician",
      createdAt: sealReported,
      updatedAt: at(addDays(today, -13), "08:30"),
    })
    .returning();
  const requestAlert = (place: {
    customerId: string;
    bodyOfWaterId: string;
    equipmentId: string | null;
  }) => ({
    companyId,
    kind: "repair request received" as const,
    severity: "warning" as const,
    title: "team.alertText.repairRequest",
    customerId: place.customerId,
    bodyOfWaterId: place.bodyOfWaterId,
    equipmentId: place.equipmentId,
  });
  await tx.insert(alert).values([
    {
      ...requestAlert(openPlace),
      detail: openDescription,
      serviceStopId: openStop.id,
      createdAt: openStop.finishedAt ?? at(lastWeek, "11:30"),
    },
    {
      ...requestAlert(sealPlace),
      detail: sealDescription,
      serviceStopId: sealStop.id,
      createdAt: sealReported,
      resolvedAt: at(addDays(today, -13), "08:30"),
    },
  ]);

  // The seal job: made from the request, priced, accepted, its visit booked for when the seal kits are in.
  const sealDay = weekdayFrom(addDays(today, 3), 1);
  const sealStopNumber = await nextNumber(tx, { companyId }, "service stop");
  const sealLines = [
    partLine("seal", 1),
    { ...LABOR, description: "Pull the motor, replace the shaft seal, reprime", quantity: 1.5 },
  ];
  const sealTasks = [
    "Shut off the breaker and drain the pump",
    "Replace the shaft seal and housing o-ring",
    "Prime, run and check for leaks",
  ];
  const sealJob = await writeJob(tx, companyId, {
    ...sealPlace,
    repairRequestId: sealRequest.id,
    type: "repair",
    title: "Pump is leaking at the shaft seal",
    description: sealDescription,
    lines: sealLines,
    tasks: sealTasks,
    created: { at: at(addDays(today, -13), "08:30"), actor: office, withoutLines: true },
    steps: [
      {
        action: "edited",
        at: at(addDays(today, -13), "08:45"),
        actor: office,
        changes: [
          { field: "tax rate", from: "0 %", to: `${TAX / 100} %` },
          {
            field: "lines",
            from: `0 lines, ${formatCents(0)}`,
            to: `2 lines, ${formatCents(jobTotals(sealLines, TAX).totalCents)}`,
          },
          { field: "tasks", from: "", to: sealTasks.join(", ") },
        ],
      },
      {
        action: "sendEstimate",
        at: at(addDays(today, -13), "08:50"),
        actor: office,
        changes: [{ field: "estimate sent to", from: null, to: sealPlace.email }],
      },
      {
        action: "acceptEstimate",
        at: at(addDays(today, -11), "19:05"),
        actor: customerActor(sealPlace.name),
      },
      {
        action: "schedule",
        at: at(addDays(today, -10), "10:00"),
        actor: office,
        changes: [{ field: "visit", from: null, to: `S-${sealStopNumber} on ${sealDay}` }],
      },
    ],
    set: {
      scheduledOn: sealDay,
      assignedTechnicianIds: [members.tomas],
      ...estimate(at(addDays(today, -13), "08:50"), {
        decision: "accepted",
        by: sealPlace.name,
        at: at(addDays(today, -11), "19:05"),
      }),
    },
  });
  await tx.update(repairRequest).set({ jobId: sealJob.id }).where(eq(repairRequest.id, sealRequest.id));
  await tx.insert(serviceStop).values({
    companyId,
    number: sealStopNumber,
    jobId: sealJob.id,
    customerId: sealPlace.customerId,
    serviceLocationId: sealPlace.serviceLocationId,
    technicianId: members.tomas,
    serviceDate: sealDay,
    routePosition: await lastPosition(sealDay),
    description: "Replace the pump's shaft seal (job from the repair request)",
    estimatedMinutes: 90,
    createdAt: at(addDays(today, -10), "10:00"),
    updatedAt: at(addDays(today, -10), "10:00"),
  });

  return { sealJob, sealPlace };
}

/** A salt cell replacement, accepted by the customer, not booked yet. */
async function seedSaltCellJob(d: Demo, filterPlace: { serviceLocationId: string }) {
  const { tx, companyId, today, office, partLine, others, placeAt } = d;
  // A salt cell replacement, accepted by the customer, not booked yet.
  const [failingCell] = await tx
    .select({ bodyOfWaterId: equipment.bodyOfWaterId })
    .from(equipment)
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
    .where(
      and(
        eq(equipment.companyId, companyId),
        eq(equipment.category, "salt cell"),
        eq(equipment.status, "needs repair"),
        ne(bodyOfWater.serviceLocationId, filterPlace.serviceLocationId),
      ),
    )
    .orderBy(asc(equipment.serialNumber), asc(equipment.id));
  const [cellBody] = await tx
    .select({ locationId: bodyOfWater.serviceLocationId })
    .from(bodyOfWater)
    .where(eq(bodyOfWater.id, failingCell?.bodyOfWaterId ?? ""));
  const cellPlace = await placeAt(cellBody?.locationId ?? others[5].location.id, "salt cell");
  const cellAccepted = at(addDays(today, -4), "07:45");
  const cellNote = "Please call before you come; the gate code changed.";
  const cellJob = await writeJob(tx, companyId, {
    ...cellPlace,
    type: "repair",
    title: "Replace the salt cell",
    description: "The cell reads 'inspect cell' and makes under 1 ppm a day after cleaning. Replace it.",
    lines: [
      partLine("cell", 1),
      { ...LABOR, description: "Install the cell and set the output", quantity: 1 },
    ],
    tasks: [
      "Turn the salt system off and remove the old cell",
      "Install the new cell and set the output",
      "Check the salt level and the flow switch",
    ],
    created: { at: at(addDays(today, -6), "10:15"), actor: office },
    steps: [
      {
        action: "sendEstimate",
        at: at(addDays(today, -6), "10:20"),
        actor: office,
        changes: [{ field: "estimate sent to", from: null, to: cellPlace.email }],
      },
      {
        action: "acceptEstimate",
        at: cellAccepted,
        actor: customerActor(cellPlace.name),
        changes: [{ field: "note", from: null, to: cellNote }],
      },
    ],
    set: estimate(at(addDays(today, -6), "10:20"), {
      decision: "accepted",
      by: cellPlace.name,
      at: cellAccepted,
      note: cellNote,
    }),
  });
  await tx.insert(alert).values({
    companyId,
    kind: "estimate accepted",
    severity: "info",
    title: keyed("team.alertText.estimateAccepted", { job: `J-${cellJob.number}`, name: cellPlace.name }),
    detail: cellNote,
    customerId: cellPlace.customerId,
    createdAt: cellAccepted,
  });
}

/** An acid wash, the estimate sent two days ago and not answered yet. */
async function seedAcidWashJob(d: Demo) {
  const { tx, companyId, today, office, chemical, others, placeAt } = d;
  // An acid wash, the estimate sent two days ago and not answered yet.
  const washPlace = await placeAt(others[8].location.id);
  await writeJob(tx, companyId, {
    ...washPlace,
    type: "drain/fill",
    title: "Drain, acid wash and refill",
    description: "Calcium scale at the waterline and dark staining on the plaster; TDS over 3,000.",
    lines: [
      { ...LABOR, description: "Drain, acid wash and refill", quantity: 6 },
      {
        kind: "item",
        itemId: chemical("ACID-3145").id,
        description: chemical("ACID-3145").name,
        quantity: 4,
        unitPriceCents: 1200,
        unitCostCents: 780,
        taxable: true,
      },
      {
        kind: "item",
        itemId: chemical("CAL-65").id,
        description: chemical("CAL-65").name,
        quantity: 5,
        unitPriceCents: 550,
        unitCostCents: 320,
        taxable: true,
      },
    ],
    tasks: ["Drain the pool", "Acid wash the plaster and rinse", "Refill and start up the chemistry"],
    created: { at: at(addDays(today, -2), "14:00"), actor: office },
    steps: [
      {
        action: "sendEstimate",
        at: at(addDays(today, -2), "14:10"),
        actor: office,
        changes: [{ field: "estimate sent to", from: null, to: washPlace.email }],
      },
    ],
    set: estimate(at(addDays(today, -2), "14:10")),
  });
}

/** A pump upgrade the customer declined; the office cancelled it. */
async function seedPumpJob(d: Demo) {
  const { tx, companyId, today, office, others, placeAt } = d;
  // A pump upgrade the customer declined; the office cancelled it.
  const pumpPlace = await placeAt(others[12].location.id, "pump");
  const declined = at(addDays(today, -14), "20:10");
  const declineNote = "We'll wait until the old pump gives out; too much right now.";
  const pumpJob = await writeJob(tx, companyId, {
    ...pumpPlace,
    type: "install",
    title: "Upgrade to a variable-speed pump",
    description:
      "Single-speed pump runs 8 hours a day; a variable-speed pump pays for itself in about two summers.",
    lines: [
      {
        kind: "item",
        itemId: null,
        description: "Variable-speed pump, 1.5 HP",
        quantity: 1,
        unitPriceCents: 189900,
        unitCostCents: 142000,
        taxable: true,
      },
      {
        kind: "item",
        itemId: null,
        description: "Unions, fittings and PVC",
        quantity: 1,
        unitPriceCents: 4500,
        unitCostCents: 1800,
        taxable: true,
      },
      { ...LABOR, description: "Remove the old pump, plumb and wire the new one", quantity: 3 },
    ],
    tasks: ["Remove the old pump", "Plumb and wire the new pump", "Program the speeds and schedules"],
    created: { at: at(addDays(today, -16), "11:00"), actor: office },
    steps: [
      {
        action: "sendEstimate",
        at: at(addDays(today, -16), "11:05"),
        actor: office,
        changes: [{ field: "estimate sent to", from: null, to: pumpPlace.email }],
      },
      {
        action: "declineEstimate",
        at: declined,
        actor: customerActor(pumpPlace.name),
        changes: [{ field: "note", from: null, to: declineNote }],
      },
      {
        action: "cancel",
        at: at(addDays(today, -13), "09:00"),
        actor: office,
        changes: [{ field: "note", from: null, to: "Customer declined; ask again in the spring." }],
      },
    ],
    set: estimate(at(addDays(today, -16), "11:05"), {
      decision: "declined",
      by: pumpPlace.name,
      at: declined,
      note: declineNote,
    }),
  });
  await tx.insert(alert).values({
    companyId,
    kind: "estimate declined",
    severity: "warning",
    title: keyed("team.alertText.estimateDeclined", { job: `J-${pumpJob.number}`, name: pumpPlace.name }),
    detail: declineNote,
    customerId: pumpPlace.customerId,
    createdAt: declined,
    resolvedAt: at(addDays(today, -13), "09:00"),
  });
}

/** Receipts of the last three weeks; each adds up to its printed total. */
async function seedReceipts(d: Demo, seal: Awaited<ReturnType<typeof seedSealRepair>>) {
  const { sealJob, sealPlace } = seal;
  const { tx, companyId, today, members, owner, vendorIds, chemical, partRows, others, placeAt } = d;
  // Receipts of the last three weeks; each adds up to its printed total.
  const basketPlace = await placeAt(others[15].location.id);
  const receipts: {
    vendor: VendorKey;
    daysAgo: number;
    receiptNumber: string;
    by: string;
    notes: string;
    lines: Omit<typeof purchaseLine.$inferInsert, "companyId" | "purchaseId" | "position">[];
  }[] = [
    {
      vendor: "chemicals",
      daysAgo: 17,
      receiptNumber: "VCD-44817",
      by: owner.memberId,
      notes: "Monthly bulk order, delivered to the shop.",
      lines: [
        {
          itemId: chemical("CHL-125").id,
          description: chemical("CHL-125").name,
          quantity: 30,
          unitCostCents: 410,
        },
        {
          itemId: chemical("ACID-3145").id,
          description: chemical("ACID-3145").name,
          quantity: 10,
          unitCostCents: 780,
        },
      ],
    },
    {
      vendor: "supply",
      daysAgo: 9,
      receiptNumber: "DPS-118230",
      by: members.maya,
      notes: "",
      lines: [
        {
          itemId: chemical("TRI-90").id,
          description: chemical("TRI-90").name,
          quantity: 50,
          unitCostCents: 380,
        },
        { itemId: chemical("CYA").id, description: chemical("CYA").name, quantity: 25, unitCostCents: 410 },
        {
          itemId: partRows.basket.id,
          description: `${partRows.basket.name}: the old one split`,
          quantity: 1,
          unitCostCents: 900,
          billable: true,
          customerId: basketPlace.customerId,
        },
      ],
    },
    {
      vendor: "equipment",
      daysAgo: 3,
      receiptNumber: "SEW-20917",
      by: members.tomas,
      notes: "Seal kits for the shelf, and the fittings for the leaking pump.",
      lines: [
        { itemId: partRows.seal.id, description: partRows.seal.name, quantity: 2, unitCostCents: 1450 },
        {
          itemId: null,
          description: '1.5" PVC unions, primer and glue',
          quantity: 1,
          unitCostCents: 1875,
          billable: true,
          customerId: sealPlace.customerId,
          jobId: sealJob.id,
        },
      ],
    },
  ];
  for (const r of receipts) {
    const subtotal = r.lines.reduce((sum, l) => sum + lineAmountCents(l.quantity, l.unitCostCents), 0);
    const tax = taxCents(subtotal, TAX);
    const purchasedOn = addDays(today, -r.daysAgo);
    const [row] = await tx
      .insert(purchase)
      .values({
        companyId,
        vendorId: vendorIds[r.vendor],
        purchasedOn,
        receiptNumber: r.receiptNumber,
        taxCents: tax,
        totalCents: subtotal + tax,
        notes: r.notes,
        purchasedBy: r.by,
        createdAt: at(purchasedOn, "16:30"),
        updatedAt: at(purchasedOn, "16:30"),
      })
      .returning({ id: purchase.id });
    await tx
      .insert(purchaseLine)
      .values(r.lines.map((l, position) => ({ ...l, companyId, purchaseId: row.id, position })));
  }
}

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648;
    return a / 2_147_483_648;
  };
}

/**
 * Rate sheets (Tomas got a raise two months ago) and shifts: Maya's work days of the past week, Tomas's of last pay
 * week (Monday to Sunday). Clock in about 7:00, a 30-minute unpaid lunch, out about 15:30 (later on Tomas's route day,
 * whose last stop ends near 15:45). Shifts of the previous pay period at least four days old are approved.
 */
async function seedTeamTime(
  tx: Tx,
  companyId: string,
  today: string,
  people: { tomas: string; maya: string; owner: string },
) {
  const rates = [
    { memberId: people.tomas, kind: "hour" as const, amountCents: 2200, effectiveOn: addDays(today, -400) },
    { memberId: people.tomas, kind: "hour" as const, amountCents: 2450, effectiveOn: addDays(today, -60) },
    { memberId: people.tomas, kind: "stop" as const, amountCents: 300, effectiveOn: addDays(today, -400) },
    { memberId: people.maya, kind: "hour" as const, amountCents: 2100, effectiveOn: addDays(today, -150) },
    { memberId: people.maya, kind: "stop" as const, amountCents: 250, effectiveOn: addDays(today, -150) },
  ];
  await tx
    .insert(memberRate)
    .values(
      rates.map((r) => ({ ...r, companyId, createdBy: people.owner, createdAt: at(r.effectiveOn, "08:00") })),
    );

  const team = await tx
    .select()
    .from(companyMember)
    .where(inArray(companyMember.id, [people.tomas, people.maya]));
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const days = (from: string, to: string) => {
    const list: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) list.push(d);
    return list;
  };
  const shifts = [
    { memberId: people.tomas, dates: days(addDays(monday, -7), addDays(monday, -1)) },
    { memberId: people.maya, dates: days(addDays(today, -7), addDays(today, -1)) },
  ];
  const rand = random(11);
  const jitter = (base: Date, spread: number) => plusMinutes(base, Math.floor(rand() * spread));
  for (const { memberId, dates } of shifts) {
    const member = team.find((m) => m.id === memberId);
    const start =
      member?.startFrom === "home" && member.homeLatitude != null
        ? { lat: member.homeLatitude, lng: member.homeLongitude }
        : { lat: 33.4217, lng: -111.897 };
    for (const date of dates) {
      if (!member?.workDays.includes(weekdayOf(date))) continue;
      const clockIn = jitter(at(date, "06:50"), 16);
      const lunch = jitter(at(date, "11:45"), 25);
      const routeDay = memberId === people.tomas && date === addDays(today, -7);
      const clockOut = jitter(at(date, routeDay ? "16:00" : "15:20"), 20);
      const approved = date < monday && date <= addDays(today, -4);
      const [log] = await tx
        .insert(workLog)
        .values({
          companyId,
          memberId,
          workDate: date,
          clockInAt: clockIn,
          clockOutAt: clockOut,
          clockInLatitude: start.lat,
          clockInLongitude: start.lng,
          clockOutLatitude: start.lat,
          clockOutLongitude: start.lng,
          status: approved ? "approved" : "open",
          approvedBy: approved ? people.owner : null,
          approvedAt: approved ? at(addDays(date, 3), "09:00") : null,
          createdAt: clockIn,
          updatedAt: approved ? at(addDays(date, 3), "09:00") : clockOut,
        })
        .returning({ id: workLog.id });
      await tx.insert(workLogBreak).values({
        companyId,
        workLogId: log.id,
        kind: "lunch",
        paid: false,
        startAt: lunch,
        endAt: plusMinutes(lunch, 30),
      });
    }
  }
}
