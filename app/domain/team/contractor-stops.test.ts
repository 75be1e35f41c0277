import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { parseListQuery } from "~/core/listing/list-query";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { alert, company, item, laborCost, serviceStop, stopDose } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
  recurringInput,
} from "../../../tests/db/factories";
import { preparedPhoto } from "../../../tests/db/uploads";
import { makeStop } from "../../../tests/db/work-factories";
import { createCustomer, customerSorts, listCustomers } from "../customers/customers.server";
import { ForbiddenError, NotFoundError } from "../errors";
import { uploadAccess } from "../files/file-access.server";
import { createLocation } from "../locations/locations.server";
import { routeDashboard } from "../routing/day-routes.server";
import { createRecurringStop } from "../routing/recurring-stops.server";
import { getServiceStop } from "../service/stop-detail.server";
import { arriveAtStop, recordVisit, skipStop } from "../service/stop-visit.server";
import { storeStopPhoto } from "../service/visit-photos.server";
import { createBodyOfWater } from "../water/bodies.server";
import { contractorStopContext, offeringCompanyReportContext } from "./contractor-stops.server";
import { actOnContract, offerRecurringContract } from "./labor-contracts.server";

/** Offering company A subcontracts a weekly stop to company B, whose technician accepts it; C is a bystander. */
async function contracted() {
  const a = (await newCompany("Offering Pools")).ctx;
  const b = (await newCompany("Sub Pools")).ctx;
  const c = (await newCompany("Third Pools")).ctx;
  await b.db.update(company).set({ platformStatus: "active" }).where(eq(company.id, b.companyId));
  const [aTech, bTech, bOtherTech] = [await newTechnician(a), await newTechnician(b), await newTechnician(b)];
  const today = todayIn(a.timeZone);
  const customer = await createCustomer(
    a,
    customerInput({ lastName: "Reed", email: "dana.reed@example.com", phone: "555-0100" }),
  );
  const location = await createLocation(a, customer.id, locationInput({ gateCode: "4321" }));
  const body = await createBodyOfWater(a, customer.id, location.id, bodyInput());
  const { recurringStop } = await createRecurringStop(
    a,
    customer.id,
    recurringInput({
      serviceLocationId: location.id,
      startDate: today,
      technicianId: aTech.memberId,
      days: [weekdayOf(today)],
    }),
  );
  const offer = await offerRecurringContract(a, {
    receiverKind: "company",
    receiverCompanyId: b.companyId,
    receiverMemberId: null,
    recurringStopIds: [recurringStop.id],
    rateUnit: "stop",
    rateCents: 3_000,
    terms: "Weekly service.",
    startsOn: today,
    endsOn: null,
    noticeDays: 14,
    acceptBy: null,
  });
  await actOnContract(b, offer.id, "recurring", "accept", { technicianId: bTech.memberId });
  const [stop] = await a.db
    .select()
    .from(serviceStop)
    .where(and(eq(serviceStop.companyId, a.companyId), eq(serviceStop.serviceDate, today)));
  return { a, b, c, aTech, bTech, bOtherTech, body, stop, offer, customer };
}

const visitOf = (bodyId: string, over: Record<string, unknown> = {}) => ({
  bodies: [
    {
      bodyOfWaterId: bodyId,
      readings: { freeChlorine: 0.2, ph: 7.5 },
      doses: [{ name: "Liquid chlorine 12.5%", amount: 1, unit: "gal", itemId: null }],
    },
  ],
  tasks: [],
  internalNotes: "",
  customerNotes: "Brushed and balanced.",
  photos: [],
  ...over,
});

describe("a contractor works the stops it was contracted for", () => {
  it("a photo of the contracted stop is the offering company's, seen by the contractor's people, not a bystander", async () => {
    const { a, b, c, bTech, bOtherTech, body, stop } = await contracted();
    const guest = await contractorStopContext(bTech, stop.id);
    const photo = await storeStopPhoto(guest, stop.id, await preparedPhoto());
    await recordVisit(guest, stop.id, visitOf(body.id, { photos: [photo] }) as never, {
      finish: false,
      key: "guest-photo",
    });
    const name = photo.thumbnailUrl.slice("/uploads/".length);
    const as = (ctx: { userId: string }) => ({ id: ctx.userId, accountType: "company" as const });
    expect(await uploadAccess(a, name, as(a))).toBe("private");
    expect(await uploadAccess(a, name, as(bTech))).toBe("private");
    expect(await uploadAccess(a, name, as(b))).toBe("private");
    expect(await uploadAccess(a, name, as(bOtherTech))).toBe("private");
    expect(await uploadAccess(a, name, as(c))).toBeNull();
    expect(await uploadAccess(a, name, null)).toBeNull();
    // A bystander company can't add one.
    await expect(storeStopPhoto(c, stop.id, await preparedPhoto())).rejects.toBeInstanceOf(NotFoundError);
  });

  it("shows them in the technician's lane on the contractor's route dashboard, marked with the contract", async () => {
    const { a, b, c, bTech, stop, offer } = await contracted();
    const board = await routeDashboard(b, stop.serviceDate);
    const lane = board.routes.find((r) => r.technicianId === bTech.memberId)!;
    expect(lane.stops.map((s) => s.id)).toEqual([stop.id]);
    expect(lane.stops[0].contract).toMatchObject({ label: offer.label });
    expect(lane.counts.remaining).toBe(1);
    // Not on the offering company's lanes, not anywhere for a bystander.
    const offering = await routeDashboard(a, stop.serviceDate);
    expect(offering.routes.flatMap((r) => r.stops.map((s) => s.id))).not.toContain(stop.id);
    const third = await routeDashboard(c, stop.serviceDate);
    expect(third.routes.flatMap((r) => r.stops.map((s) => s.id))).not.toContain(stop.id);
  });

  it("arrives, records and finishes as the contract's guest: the offering company's records, one labor cost", async () => {
    const { a, bTech, body, stop, offer } = await contracted();
    const guest = await contractorStopContext(bTech, stop.id);
    expect(guest.contractor).toMatchObject({ contractLabel: offer.label, companyId: bTech.companyId });
    expect(guest.contractor.offeredBy).toMatch(/^Offering Pools/);

    const seen = await getServiceStop(guest, stop.id);
    expect(seen.canWork).toBe(true);
    expect(seen.customer).toMatchObject({ name: "Reed, Dana", email: null, phone: null });
    expect(seen.history).toEqual([]);
    expect(seen.location.gateCode).toBe("4321");
    expect(seen.bodies.map((b) => b.id)).toEqual([body.id]);

    await arriveAtStop(guest, stop.id, new Date(Date.now() - 30 * 60_000));
    const first = await recordVisit(guest, stop.id, visitOf(body.id) as never, {
      finish: true,
      key: "guest-1",
    });
    expect(first).toMatchObject({ finishedNow: true });
    expect(first.alerts).toBeGreaterThan(0);
    // A second finish (a correction or a resend) costs nothing more.
    await recordVisit(guest, stop.id, visitOf(body.id) as never, { finish: true, key: "guest-2" });

    const [row] = await a.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    expect(row).toMatchObject({
      status: "finished",
      companyId: a.companyId,
      customerNotes: "Brushed and balanced.",
    });
    const costs = await a.db.select().from(laborCost).where(eq(laborCost.serviceStopId, stop.id));
    expect(costs).toEqual([expect.objectContaining({ amountCents: 3_000, contractId: offer.id })]);
    // The out-of-range chlorine is the offering company's alert.
    const alerts = await a.db.select().from(alert).where(eq(alert.serviceStopId, stop.id));
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((x) => x.companyId === a.companyId)).toBe(true);
  });

  it("never touches the offering company's catalog stock: a dose naming its item is kept as free text", async () => {
    const { a, bTech, body, stop } = await contracted();
    const [chlorine] = await a.db
      .insert(item)
      .values({
        companyId: a.companyId,
        name: "Liquid chlorine",
        category: "chemicals",
        unit: "gal",
        stockQuantity: 10,
      })
      .returning();
    const guest = await contractorStopContext(bTech, stop.id);
    const visit = visitOf(body.id, {
      bodies: [
        {
          bodyOfWaterId: body.id,
          readings: {},
          doses: [{ name: "Liquid chlorine", amount: 2, unit: "gal", itemId: chlorine.id }],
        },
      ],
    });
    await recordVisit(guest, stop.id, visit as never, { finish: true, key: "guest-dose" });
    const [dose] = await a.db.select().from(stopDose).where(eq(stopDose.serviceStopId, stop.id));
    expect(dose).toMatchObject({ itemId: null, name: "Liquid chlorine", amount: 2 });
    const [after] = await a.db.select().from(item).where(eq(item.id, chlorine.id));
    expect(after.stockQuantity).toBe(10);
  });

  it("lets in only the contract's technician or the contractor's office, and only for that stop", async () => {
    const { a, b, c, aTech, bOtherTech, stop, customer } = await contracted();
    // Another company, the offering company's own technician, an unknown id: not found.
    await expect(contractorStopContext(c, stop.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(contractorStopContext(aTech, stop.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(contractorStopContext(b, "00000000-0000-0000-0000-000000000000")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // Another technician of the contractor: not theirs to work.
    await expect(contractorStopContext(bOtherTech, stop.id)).rejects.toBeInstanceOf(ForbiddenError);
    // The contractor's owner may (the office covers for a sick technician).
    const office = await contractorStopContext(b, stop.id);

    // The guest reaches that stop and nothing else of the offering company.
    const other = await makeStop(a, {
      on: stop.serviceDate,
      customerId: customer.id,
      serviceLocationId: stop.serviceLocationId,
      technicianId: null,
    });
    await expect(getServiceStop(office, other.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(arriveAtStop(office, other.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      listCustomers(
        office,
        parseListQuery(new URLSearchParams(), { sorts: customerSorts, defaultSort: "name" }),
      ),
    ).rejects.toBeInstanceOf(ForbiddenError);
    // A guest can't stack another guest visit on top.
    await expect(contractorStopContext(office, stop.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("skips with a reason; the skip notice goes out in the offering company's name", async () => {
    const { a, bTech, stop } = await contracted();
    const guest = await contractorStopContext(bTech, stop.id);
    const { skippedNow } = await skipStop(guest, stop.id, {
      reason: "gate locked",
      note: "",
      key: "guest-skip",
    });
    expect(skippedNow).toBe(true);
    const [row] = await a.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    expect(row.status).toBe("skipped");
    const report = offeringCompanyReportContext(guest);
    expect(report).toMatchObject({ companyId: a.companyId, permissions: ["operations:read"] });
    expect("contractor" in report).toBe(false);
    // The report context reads the stop in full, with the customer's address for the mail.
    expect((await getServiceStop(report, stop.id)).customer.email).toBe("dana.reed@example.com");
  });
});
