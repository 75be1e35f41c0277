/**
 * The client portal: what a pool owner reads about their own pools, in every company they are linked to. THE rule:
 * every read starts from the customers whose `linked_user_id` is the signed-in user (and the same company), so an
 * owner never sees another owner's pool, visit, invoice or equipment, not even one of the same company; someone
 * else's id is "not found".
 */

import { and, asc, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { companyFormat, type FormatSettings, PLATFORM_FORMAT } from "~/core/format/format";
import { agreementLabel, effectiveAgreementStatus } from "~/core/money/agreement-status";
import { invoiceLabel } from "~/core/money/invoice-number";
import type { Db } from "~/db/client.server";
import {
  bodyOfWater,
  company,
  customer,
  equipment,
  equipmentPart,
  invoice,
  serviceAgreement,
  serviceLocation,
  serviceStop,
} from "~/db/schema";
import { NotFoundError } from "../errors";
import { formatAddress } from "../locations/schemas";
import type { OwnerContext } from "../tenant.server";
import { effectiveTargets } from "../water/bodies.server";
import { stopWithTechnician, visitsWithReadings } from "./visits.server";

/** How many finished visits per location the pool page shows. */
export const POOL_HISTORY = 12;

/** The customers linked to the owner's account, with the facts of their company. */
async function linkedCustomers(db: Db, userId: string) {
  // tenancy: owner — the pool owner's own customer records, by customer.linkedUserId
  return db
    .select({
      customerId: customer.id,
      customerName: customer.displayName,
      companyId: company.id,
      companyName: company.name,
      currency: company.currency,
      timeZone: company.timeZone,
      units: company.units,
      targetDefaults: company.targetDefaults,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.linkedUserId, userId))
    .orderBy(asc(company.name), asc(customer.displayName));
}
type Linked = Awaited<ReturnType<typeof linkedCustomers>>[number];

/**
 * How the portal writes times, money and dates: in the owner's service company's zone and currency (the first linked
 * company when there are several), else UTC. The portal names the zone, since the owner may be elsewhere.
 */
export async function ownerFormatSettings(owner: OwnerContext): Promise<FormatSettings> {
  const { db, userId } = owner;
  const [first] = await linkedCustomers(db, userId);
  return first ? { ...companyFormat(first), nameZone: true } : PLATFORM_FORMAT;
}

const ofCustomer = (l: Linked) =>
  and(eq(serviceStop.companyId, l.companyId), eq(serviceStop.customerId, l.customerId));

async function bodiesOf(db: Db, l: Linked) {
  // tenancy: owner — filters bodyOfWater.companyId = the linked customer's company
  return db
    .select()
    .from(bodyOfWater)
    .where(
      and(
        eq(bodyOfWater.companyId, l.companyId),
        eq(bodyOfWater.customerId, l.customerId),
        isNull(bodyOfWater.archivedAt),
      ),
    )
    .orderBy(asc(bodyOfWater.createdAt));
}

/** The dashboard: per linked customer, the next and last visit, open invoices and agreements waiting. */
export async function ownerOverview(owner: OwnerContext, now = new Date()) {
  const { db, userId } = owner;
  const linked = await linkedCustomers(db, userId);
  return Promise.all(linked.map((l) => customerOverview(db, l, now)));
}
export type OwnerOverview = Awaited<ReturnType<typeof ownerOverview>>;

async function customerOverview(db: Db, l: Linked, now: Date) {
  const today = todayIn(l.timeZone, now);
  // tenancy: owner — filters companyId = the linked customer's company (ofCustomer and friends)
  const [[next], [last], bodies, invoices, agreements] = await Promise.all([
    stopWithTechnician({ db })
      .where(and(ofCustomer(l), eq(serviceStop.status, "scheduled"), gte(serviceStop.serviceDate, today)))
      .orderBy(asc(serviceStop.serviceDate), asc(serviceStop.routePosition))
      .limit(1),
    stopWithTechnician({ db })
      .where(and(ofCustomer(l), eq(serviceStop.status, "finished")))
      .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.finishedAt))
      .limit(1),
    bodiesOf(db, l),
    db
      .select()
      .from(invoice)
      .where(
        and(
          eq(invoice.companyId, l.companyId),
          eq(invoice.customerId, l.customerId),
          inArray(invoice.status, ["open", "uncollectible"]),
        ),
      )
      .orderBy(asc(invoice.dueOn), asc(invoice.number)),
    db
      .select()
      .from(serviceAgreement)
      .where(
        and(
          eq(serviceAgreement.companyId, l.companyId),
          eq(serviceAgreement.customerId, l.customerId),
          eq(serviceAgreement.status, "sent"),
        ),
      )
      .orderBy(asc(serviceAgreement.number)),
  ]);
  const [lastVisit] = last ? await visitsWithReadings({ db }, l, [last], bodies) : [];
  return {
    companyId: l.companyId,
    customerId: l.customerId,
    companyName: l.companyName,
    customerName: l.customerName,
    nextVisit: next ? { date: next.serviceDate, technician: next.technician ?? null } : null,
    lastVisit: lastVisit ?? null,
    openInvoices: invoices
      .map((i) => ({
        id: i.id,
        label: invoiceLabel(i.number),
        totalCents: i.totalCents,
        balanceCents: i.totalCents - i.paidCents - i.creditedCents,
        currency: l.currency,
        dueOn: i.dueOn,
        overdue: i.dueOn !== null && i.dueOn < today,
        payUrl: i.payToken ? `/invoice/${i.payToken}` : null,
      }))
      .filter((i) => i.balanceCents > 0),
    agreementsWaiting: agreements
      .filter((a) => effectiveAgreementStatus(a, today) === "sent")
      .map((a) => ({
        id: a.id,
        label: agreementLabel(a.number),
        title: a.title,
        acceptBy: a.acceptBy,
        url: `/contracts/contract/${a.id}`,
      })),
  };
}

/** The pool page: every linked location with its bodies of water, equipment and last finished visits. */
export async function ownerPools(owner: OwnerContext) {
  const { db, userId } = owner;
  const linked = await linkedCustomers(db, userId);
  const perCustomer = await Promise.all(linked.map((l) => customerPools(db, l)));
  return perCustomer.flat();
}
export type OwnerPools = Awaited<ReturnType<typeof ownerPools>>;

async function customerPools(db: Db, l: Linked) {
  // tenancy: owner — filters serviceLocation.companyId = the linked customer's company
  const [locations, bodies, gear] = await Promise.all([
    db
      .select()
      .from(serviceLocation)
      .where(
        and(
          eq(serviceLocation.companyId, l.companyId),
          eq(serviceLocation.customerId, l.customerId),
          isNull(serviceLocation.archivedAt),
        ),
      )
      .orderBy(asc(serviceLocation.createdAt)),
    bodiesOf(db, l),
    equipmentOf(db, l),
  ]);
  return Promise.all(
    locations.map(async (loc) => {
      const here = bodies.filter((b) => b.serviceLocationId === loc.id);
      const stops = await stopWithTechnician({ db })
        .where(
          and(ofCustomer(l), eq(serviceStop.serviceLocationId, loc.id), eq(serviceStop.status, "finished")),
        )
        .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.finishedAt))
        .limit(POOL_HISTORY);
      return {
        id: loc.id,
        companyName: l.companyName,
        name: loc.nickname,
        address: formatAddress(loc),
        units: l.units,
        bodies: here.map((b) => ({
          id: b.id,
          name: b.name,
          kind: b.kind,
          volume: b.volume,
          volumeUnit: l.units === "metric" ? "L" : "gal",
          sanitizer: b.sanitizer,
          surface: b.surface,
          targets: effectiveTargets(b, l.targetDefaults),
          equipment: gear.filter((g) => g.bodyOfWaterId === b.id),
        })),
        visits: await visitsWithReadings({ db }, l, stops, here),
      };
    }),
  );
}

function equipmentOf(db: Db, l: Linked) {
  // tenancy: owner — filters equipment of the linked customer's company and customer
  return db
    .select({
      id: equipment.id,
      bodyOfWaterId: equipment.bodyOfWaterId,
      bodyName: bodyOfWater.name,
      category: equipment.category,
      make: equipment.make,
      model: equipment.model,
      status: equipment.status,
      installedOn: equipment.installedOn,
      warrantyUntil: equipment.warrantyUntil,
      lastServiceOn: equipment.lastServiceOn,
      nextServiceOn: equipment.nextServiceOn,
    })
    .from(equipment)
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
    .where(
      and(
        eq(equipment.companyId, l.companyId),
        eq(equipment.customerId, l.customerId),
        isNull(equipment.archivedAt),
      ),
    )
    .orderBy(asc(bodyOfWater.name), asc(equipment.category), asc(equipment.createdAt));
}

/** Every piece of equipment at the owner's pools, in every linked company. */
export async function ownerEquipment(owner: OwnerContext) {
  const { db, userId } = owner;
  const linked = await linkedCustomers(db, userId);
  const lists = await Promise.all(
    linked.map(async (l) => (await equipmentOf(db, l)).map((e) => ({ ...e, companyName: l.companyName }))),
  );
  return lists.flat();
}
export type OwnerEquipment = Awaited<ReturnType<typeof ownerEquipment>>;

/** One piece of equipment with its replaced parts; another owner's (or an unknown) id is not found. */
export async function ownerEquipmentDetail(owner: OwnerContext, equipmentId: string) {
  const { db, userId } = owner;
  // tenancy: owner — the owner's equipment, joined to their linked customer (customer.linkedUserId)
  const [row] = await db
    .select({
      equipment,
      bodyName: bodyOfWater.name,
      location: serviceLocation,
      companyName: company.name,
    })
    .from(equipment)
    .innerJoin(
      customer,
      and(eq(customer.id, equipment.customerId), eq(customer.companyId, equipment.companyId)),
    )
    .innerJoin(company, eq(company.id, equipment.companyId))
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, bodyOfWater.serviceLocationId))
    .where(
      and(eq(equipment.id, equipmentId), eq(customer.linkedUserId, userId), isNull(equipment.archivedAt)),
    );
  if (!row) throw new NotFoundError("Equipment");
  // tenancy: owner — filters equipmentPart.companyId = the owner's equipment's company
  const parts = await db
    .select({
      id: equipmentPart.id,
      replacedOn: equipmentPart.replacedOn,
      part: equipmentPart.part,
      notes: equipmentPart.notes,
    })
    .from(equipmentPart)
    .where(
      and(eq(equipmentPart.companyId, row.equipment.companyId), eq(equipmentPart.equipmentId, equipmentId)),
    )
    .orderBy(desc(equipmentPart.replacedOn));
  const e = row.equipment;
  return {
    id: e.id,
    category: e.category,
    make: e.make,
    model: e.model,
    serialNumber: e.serialNumber,
    status: e.status,
    installedOn: e.installedOn,
    warrantyUntil: e.warrantyUntil,
    lastServiceOn: e.lastServiceOn,
    nextServiceOn: e.nextServiceOn,
    bodyName: row.bodyName,
    address: formatAddress(row.location),
    companyName: row.companyName,
    parts,
  };
}
export type OwnerEquipmentDetail = Awaited<ReturnType<typeof ownerEquipmentDetail>>;
