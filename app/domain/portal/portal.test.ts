import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { customer as customerTable, serviceAgreement } from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newClient,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { makeStop } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { addPart, createEquipment } from "../equipment/equipment.server";
import { NotFoundError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { sentInvoice } from "../money/invoices-test-helpers";
import type { VisitInput } from "../service/stop-schemas";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import {
  ownerEquipment,
  ownerEquipmentDetail,
  ownerOverview,
  ownerPools,
  POOL_HISTORY,
} from "./portal.server";

/** A customer with a location, a pool, a pump (with a part replaced) linked to a fresh pool owner. */
async function ownerWithPool(ctx: TenantContext, lastName: string, address: string) {
  const owner = await newClient();
  const customer = await createCustomer(ctx, customerInput({ lastName, email: `${lastName}@example.com` }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: address }));
  const body = await createBodyOfWater(
    ctx,
    customer.id,
    location.id,
    bodyInput({ name: `${lastName} pool` }),
  );
  const pump = await createEquipment(
    ctx,
    body.id,
    equipmentInput({ make: `${lastName} make`, installedOn: "2024-03-01", warrantyUntil: "2027-03-01" }),
  );
  await addPart(ctx, pump.id, { replacedOn: "2025-06-01", part: "Shaft seal", notes: null });
  await ctx.db
    .update(customerTable)
    .set({ linkedUserId: owner.userId })
    .where(eq(customerTable.id, customer.id));
  return { owner, customer, location, body, pump };
}

/** A stop on `serviceDate`, left scheduled or finished at 15:00 UTC that day (with what the visit recorded). */
function addStop(
  ctx: TenantContext,
  place: { customerId: string; locationId: string },
  serviceDate: string,
  stage: "scheduled" | "finished",
  technicianId: string | null = null,
  visit?: Partial<VisitInput>,
) {
  return makeStop(ctx, {
    on: serviceDate,
    customerId: place.customerId,
    serviceLocationId: place.locationId,
    technicianId,
    stage,
    at: new Date(`${serviceDate}T14:30:00Z`),
    visit,
  });
}

describe("client portal", () => {
  it("an owner sees their pool, visits with marked readings, open invoices and waiting agreements", async () => {
    const { ctx } = await newCompany("Portal Pools");
    const tech = await newTechnician(ctx);
    const a = await ownerWithPool(ctx, "Reed", "12 Oak St");
    const place = { customerId: a.customer.id, locationId: a.location.id };
    const today = todayIn(ctx.timeZone);

    await addStop(ctx, place, addDays(today, -3), "finished", tech.memberId, {
      bodies: [{ bodyOfWaterId: a.body.id, readings: { pH: 8.4, freeChlorine: 3 }, doses: [] }],
    });
    await addStop(ctx, place, addDays(today, 4), "scheduled", tech.memberId);
    await addStop(ctx, place, addDays(today, 11), "scheduled");
    for (let i = 0; i < POOL_HISTORY + 2; i++)
      await addStop(ctx, place, addDays(today, -10 - 7 * i), "finished");
    const inv = await sentInvoice(ctx, a.customer.id);
    await ctx.db.insert(serviceAgreement).values({
      companyId: ctx.companyId,
      number: 1,
      customerId: a.customer.id,
      title: "Weekly service",
      status: "sent",
      token: "portal-agreement-token-123456",
      rateCents: 16_000,
      startsOn: today,
    });

    const [overview] = await ownerOverview(asOwner(ctx.db, a.owner.userId));
    expect(overview.companyName).toBe(ctx.companyName);
    expect(overview.nextVisit?.date).toBe(addDays(today, 4));
    expect(overview.nextVisit?.technician).toBeTruthy();
    expect(overview.lastVisit?.date).toBe(addDays(today, -3));
    const readings = overview.lastVisit!.bodies[0].readings;
    expect(readings.find((r) => r.key === "pH")?.mark).toBe("high");
    expect(readings.find((r) => r.key === "freeChlorine")?.mark).toBe("ok");
    expect(overview.openInvoices).toEqual([
      expect.objectContaining({
        label: `INV-${inv.number}`,
        totalCents: 65_713,
        balanceCents: 65_713,
        payUrl: expect.stringMatching(/^\/invoice\/.+/),
      }),
    ]);
    expect(overview.agreementsWaiting.map((x) => x.title)).toEqual(["Weekly service"]);
    expect(overview.agreementsWaiting[0].url).toMatch(/^\/contracts\/contract\//);

    const [pool] = await ownerPools(asOwner(ctx.db, a.owner.userId));
    expect(pool.address).toContain("12 Oak St");
    expect(pool.bodies.map((b) => [b.name, b.kind, b.volume, b.sanitizer])).toEqual([
      ["Reed pool", "pool", 15_000, "chlorine"],
    ]);
    expect(pool.bodies[0].equipment.map((e) => e.make)).toEqual(["Reed make"]);
    expect(pool.visits).toHaveLength(POOL_HISTORY);
    expect(pool.visits[0].date).toBe(addDays(today, -3));
    expect(pool.visits[0].bodies[0].readings).toHaveLength(2);

    const gear = await ownerEquipment(asOwner(ctx.db, a.owner.userId));
    expect(gear.map((g) => g.id)).toEqual([a.pump.id]);
    const detail = await ownerEquipmentDetail(asOwner(ctx.db, a.owner.userId), a.pump.id);
    expect(detail).toMatchObject({
      make: "Reed make",
      installedOn: "2024-03-01",
      warrantyUntil: "2027-03-01",
      bodyName: "Reed pool",
    });
    expect(detail.parts.map((p) => p.part)).toEqual(["Shaft seal"]);
  });

  it("two owners of the same company: neither sees the other's pools, visits, equipment or invoices", async () => {
    const { ctx } = await newCompany("Shared Pools");
    const a = await ownerWithPool(ctx, "Reed", "12 Oak St");
    const b = await ownerWithPool(ctx, "Kim", "98 Elm Ave");
    await addStop(ctx, { customerId: b.customer.id, locationId: b.location.id }, "2025-01-02", "finished");
    await sentInvoice(ctx, b.customer.id);

    const [overview] = await ownerOverview(asOwner(ctx.db, a.owner.userId));
    expect(overview.customerName).toContain("Reed");
    expect(overview.openInvoices).toEqual([]);
    expect(overview.lastVisit).toBeNull();
    const pools = await ownerPools(asOwner(ctx.db, a.owner.userId));
    expect(pools.map((p) => p.address).join()).not.toContain("Elm");
    expect(pools.flatMap((p) => p.visits)).toEqual([]);
    expect((await ownerEquipment(asOwner(ctx.db, a.owner.userId))).map((e) => e.id)).toEqual([a.pump.id]);
    await expect(ownerEquipmentDetail(asOwner(ctx.db, a.owner.userId), b.pump.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(ownerEquipmentDetail(asOwner(ctx.db, b.owner.userId), a.pump.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(ownerEquipmentDetail(asOwner(ctx.db, a.owner.userId), "no-such-id")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("an owner linked to nothing sees nothing", async () => {
    const stranger = await newClient();
    expect(await ownerOverview(asOwner((await newCompany()).ctx.db, stranger.userId))).toEqual([]);
    const { ctx } = await newCompany();
    expect(await ownerPools(asOwner(ctx.db, stranger.userId))).toEqual([]);
    expect(await ownerEquipment(asOwner(ctx.db, stranger.userId))).toEqual([]);
  });
});
