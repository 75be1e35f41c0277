import { describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { addDays, addMonths } from "~/core/equipment/service";
import { parseListQuery } from "~/core/listing/list-query";
import { equipmentInput, newCompany } from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { createCustomer } from "../customers/customers.server";
import type { CustomerInput } from "../customers/schemas";
import { ForbiddenError, NotFoundError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { LocationInput } from "../locations/schemas";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater, getBodyOfWater } from "../water/bodies.server";
import {
  addEquipmentPhoto,
  addPart,
  createEquipment,
  equipmentFilters,
  equipmentSorts,
  getEquipment,
  listEquipment,
  recordService,
  setEquipmentArchived,
  updateEquipment,
} from "./equipment.server";
import { equipmentSchema } from "./schemas";

const customerInput = (lastName: string): CustomerInput => ({
  firstName: "Ben",
  lastName,
  companyName: null,
  displayAsCompany: false,
  email: null,
  phone: null,
  mobilePhone: null,
  billingAddressLine: null,
  billingCity: null,
  billingRegion: null,
  billingPostalCode: null,
  status: "active",
  tags: [],
  billingNotes: null,
  billingTerms: "due on receipt",
  rateType: "per month",
});

const locationInput: LocationInput = {
  nickname: null,
  addressLine: "5 Harbor Rd",
  city: "San Diego",
  region: "CA",
  postalCode: "92101",
  country: "US",
  latitude: null,
  longitude: null,
  gateCode: null,
  accessNotes: null,
  dogName: null,
  mainContactId: null,
  estimatedMinutes: 30,
  geocode: false,
};

async function newBody(ctx: TenantContext, lastName = "Baker", name = "Main pool") {
  const customer = await createCustomer(ctx, customerInput(lastName));
  const location = await createLocation(ctx, customer.id, locationInput);
  const body = await createBodyOfWater(ctx, customer.id, location.id, {
    name,
    kind: "pool",
    volumeSource: "entered",
    volume: 18_000,
    shape: null,
    dimensions: {},
    surface: "plaster",
    sanitizer: "chlorine",
    indoor: false,
    lastFilledOn: null,
    targetOverrides: {},
  });
  return { customer, body };
}

const listQuery = (search: string) =>
  parseListQuery(new URLSearchParams(search), {
    sorts: equipmentSorts,
    defaultSort: "category",
    filters: equipmentFilters,
  });

describe("equipment", () => {
  it("creates equipment under a body of water, deriving the customer and the next service date", async () => {
    const { ctx } = await newCompany();
    const { customer, body } = await newBody(ctx);
    const today = todayIn(ctx.timeZone);
    const installedOn = addDays(today, -10)!;
    const created = await createEquipment(
      ctx,
      body.id,
      equipmentInput({ installedOn, serviceEvery: 3, serviceUnit: "months" }),
    );
    expect(created).toMatchObject({
      customerId: customer.id,
      bodyOfWaterId: body.id,
      companyId: ctx.companyId,
      nextServiceOn: addMonths(installedOn, 3),
    });
    const read = await getEquipment(ctx, created.id);
    expect(read).toMatchObject({
      bodyOfWaterName: "Main pool",
      customerName: "Baker, Ben",
      parts: [],
      due: false,
      dueSoon: false,
      filterStatus: { status: "unknown", rise: null },
    });
    expect((await getBodyOfWater(ctx, body.id)).equipment.map((e) => e.id)).toEqual([created.id]);
  });

  it("rejects dates out of order or in the future", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const today = todayIn(ctx.timeZone);
    await expect(
      createEquipment(
        ctx,
        body.id,
        equipmentInput({ installedOn: "2024-05-01", uninstalledOn: "2024-04-01" }),
      ),
    ).rejects.toMatchObject({ field: "uninstalledOn" });
    await expect(
      createEquipment(
        ctx,
        body.id,
        equipmentInput({ installedOn: "2024-05-01", lastServiceOn: "2024-04-01" }),
      ),
    ).rejects.toMatchObject({ field: "lastServiceOn" });
    await expect(
      createEquipment(ctx, body.id, equipmentInput({ installedOn: addDays(today, 1) })),
    ).rejects.toMatchObject({ field: "installedOn", message: "The install date is in the future." });
    await expect(
      createEquipment(ctx, body.id, equipmentInput({ serviceEvery: 2, serviceUnit: null })),
    ).rejects.toMatchObject({ field: "serviceUnit" });

    const form = equipmentSchema.safeParse({
      category: "filter",
      status: "operational",
      installedOn: "2024-05-01",
      warrantyUntil: "2024-01-01",
      serviceEvery: "",
      serviceUnit: "months",
    });
    expect(form.success).toBe(false);
    expect(form.error?.issues.map((i) => i.path.join("."))).toEqual(["warrantyUntil"]);
  });

  it("records a service and moves the next service date; removed equipment is never due", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const today = todayIn(ctx.timeZone);
    const created = await createEquipment(
      ctx,
      body.id,
      equipmentInput({ installedOn: addDays(today, -60), serviceEvery: 4, serviceUnit: "weeks" }),
    );
    expect((await getEquipment(ctx, created.id)).due).toBe(true);
    const serviced = await recordService(ctx, created.id, today);
    expect(serviced).toMatchObject({ lastServiceOn: today, nextServiceOn: addDays(today, 28) });
    expect((await getEquipment(ctx, created.id)).due).toBe(false);
    await expect(recordService(ctx, created.id, addDays(today, 2)!)).rejects.toMatchObject({
      field: "lastServiceOn",
    });
    await expect(recordService(ctx, created.id, addDays(today, -61)!)).rejects.toMatchObject({
      field: "lastServiceOn",
    });

    const removed = await updateEquipment(
      ctx,
      created.id,
      equipmentInput({
        installedOn: addDays(today, -60),
        uninstalledOn: today,
        lastServiceOn: addDays(today, -50),
        serviceEvery: 1,
        serviceUnit: "days",
      }),
    );
    expect(removed.nextServiceOn).toBeNull();
  });

  it("keeps a log of parts replaced, newest first", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const created = await createEquipment(ctx, body.id, equipmentInput({ installedOn: "2023-03-01" }));
    await addPart(ctx, created.id, { replacedOn: "2024-06-01", part: "Shaft seal", notes: null });
    await addPart(ctx, created.id, { replacedOn: "2025-01-15", part: "Impeller", notes: "Cracked vane" });
    const read = await getEquipment(ctx, created.id);
    expect(read.parts.map((p) => p.part)).toEqual(["Impeller", "Shaft seal"]);
    await expect(
      addPart(ctx, created.id, { replacedOn: "2023-01-01", part: "Lid o-ring", notes: null }),
    ).rejects.toMatchObject({ field: "replacedOn" });
    await expect(
      addPart(ctx, created.id, {
        replacedOn: addDays(todayIn(ctx.timeZone), 3)!,
        part: "Lid o-ring",
        notes: null,
      }),
    ).rejects.toMatchObject({ field: "replacedOn" });
  });

  it("flags a filter whose pressure has risen enough to need cleaning", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const dirty = await createEquipment(
      ctx,
      body.id,
      equipmentInput({ category: "filter", cleanPressurePsi: 12, currentPressurePsi: 21 }),
    );
    const fine = await createEquipment(
      ctx,
      body.id,
      equipmentInput({ category: "filter", cleanPressurePsi: 12, currentPressurePsi: 15 }),
    );
    expect((await getEquipment(ctx, dirty.id)).filterStatus).toEqual({ status: "clean filter", rise: 9 });
    const rows = (await listEquipment(ctx, listQuery("category=filter"))).rows;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.filterStatus.status]))).toEqual({
      [dirty.id]: "clean filter",
      [fine.id]: "ok",
    });
  });

  it("lists with search, filters (due for service among them), sorting and pages", async () => {
    const { ctx } = await newCompany();
    const baker = await newBody(ctx, "Baker");
    const diaz = await newBody(ctx, "Diaz", "Spa");
    const today = todayIn(ctx.timeZone);
    const overdue = await createEquipment(
      ctx,
      baker.body.id,
      equipmentInput({ installedOn: addDays(today, -40), serviceEvery: 30, serviceUnit: "days" }),
    );
    const dueToday = await createEquipment(
      ctx,
      baker.body.id,
      equipmentInput({
        category: "filter",
        make: "Hayward",
        model: "SwimClear",
        serialNumber: "HX-77",
        lastServiceOn: addDays(today, -7),
        serviceEvery: 1,
        serviceUnit: "weeks",
      }),
    );
    const soon = await createEquipment(
      ctx,
      diaz.body.id,
      equipmentInput({
        category: "heater",
        make: "Raypak",
        model: "Avia",
        status: "needs repair",
        lastServiceOn: addDays(today, -20),
        serviceEvery: 30,
        serviceUnit: "days",
      }),
    );
    const later = await createEquipment(
      ctx,
      diaz.body.id,
      equipmentInput({
        category: "salt cell",
        make: "Jandy",
        model: "AquaPure",
        lastServiceOn: today,
        serviceEvery: 6,
        serviceUnit: "months",
      }),
    );
    const unscheduled = await createEquipment(
      ctx,
      diaz.body.id,
      equipmentInput({ category: "light", make: "Jandy" }),
    );

    const ids = async (search: string) => (await listEquipment(ctx, listQuery(search))).rows.map((r) => r.id);
    expect((await ids("due=due")).sort()).toEqual([overdue.id, dueToday.id].sort());
    expect(await ids("due=soon")).toEqual([soon.id]);
    expect(await ids("category=heater")).toEqual([soon.id]);
    expect(await ids("status=needs%20repair")).toEqual([soon.id]);
    expect((await ids(`customer=${diaz.customer.id}`)).sort()).toEqual(
      [soon.id, later.id, unscheduled.id].sort(),
    );
    expect(await ids("q=swimclear")).toEqual([dueToday.id]);
    expect(await ids("q=hx-7")).toEqual([dueToday.id]);
    expect((await ids("q=jandy")).sort()).toEqual([later.id, unscheduled.id].sort());
    expect((await ids("q=baker")).sort()).toEqual([overdue.id, dueToday.id].sort());
    expect(await ids("sort=nextService")).toEqual([
      overdue.id,
      dueToday.id,
      soon.id,
      later.id,
      unscheduled.id,
    ]);
    expect(await ids("sort=nextService&dir=desc")).toEqual([
      later.id,
      soon.id,
      dueToday.id,
      overdue.id,
      unscheduled.id,
    ]);
    expect(await ids("sort=category")).toEqual([dueToday.id, soon.id, unscheduled.id, overdue.id, later.id]);

    const { rows } = await listEquipment(ctx, listQuery("sort=nextService"));
    expect(rows.map((r) => [r.due, r.dueSoon])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(rows[0]).toMatchObject({ customerName: "Baker, Ben", bodyOfWaterName: "Main pool" });

    const page2 = await listEquipment(ctx, { ...listQuery("sort=nextService"), pageSize: 2, page: 2 });
    expect(page2.total).toBe(5);
    expect(page2.rows.map((r) => r.id)).toEqual([soon.id, later.id]);

    await setEquipmentArchived(ctx, later.id, true);
    expect(await ids("archived=only")).toEqual([later.id]);
    expect(await ids("")).not.toContain(later.id);
  });

  it("updates and archives", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const created = await createEquipment(ctx, body.id, equipmentInput());
    const updated = await updateEquipment(
      ctx,
      created.id,
      equipmentInput({ status: "needs maintenance", model: "WhisperFlo" }),
    );
    expect(updated).toMatchObject({ status: "needs maintenance", model: "WhisperFlo" });
    await setEquipmentArchived(ctx, created.id, true);
    expect((await getEquipment(ctx, created.id)).archivedAt).not.toBeNull();
    await setEquipmentArchived(ctx, created.id, false);
    expect((await getEquipment(ctx, created.id)).archivedAt).toBeNull();
    await addEquipmentPhoto(ctx, created.id, await preparedPhoto("picture"));
    const [photo] = (await getEquipment(ctx, created.id)).photos;
    expect(storedUploads()).toContain(photo.slice("/uploads/".length));
  });

  it("keeps every company to its own equipment", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const { body } = await newBody(a.ctx);
    const item = await createEquipment(a.ctx, body.id, equipmentInput());

    await expect(getEquipment(b.ctx, item.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateEquipment(b.ctx, item.id, equipmentInput({ make: "Hijacked" })),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(setEquipmentArchived(b.ctx, item.id, true)).rejects.toBeInstanceOf(NotFoundError);
    await expect(recordService(b.ctx, item.id, "2024-01-01")).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      addPart(b.ctx, item.id, { replacedOn: "2024-01-01", part: "Seal", notes: null }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const filesBefore = storedUploads();
    await expect(addEquipmentPhoto(b.ctx, item.id, await preparedPhoto())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(storedUploads()).toEqual(filesBefore);
    await expect(createEquipment(b.ctx, body.id, equipmentInput())).rejects.toBeInstanceOf(NotFoundError);
    expect((await listEquipment(b.ctx, listQuery(""))).total).toBe(0);
    expect(await getEquipment(a.ctx, item.id)).toMatchObject({
      make: "Pentair",
      archivedAt: null,
      parts: [],
    });
  });

  it("lets a read-only role list and read but not write", async () => {
    const { ctx } = await newCompany();
    const { body } = await newBody(ctx);
    const item = await createEquipment(ctx, body.id, equipmentInput());
    const reader: TenantContext = { ...ctx, permissions: ["customers:read"] };
    expect((await listEquipment(reader, listQuery(""))).total).toBe(1);
    expect((await getEquipment(reader, item.id)).make).toBe("Pentair");
    await expect(createEquipment(reader, body.id, equipmentInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateEquipment(reader, item.id, equipmentInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setEquipmentArchived(reader, item.id, true)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(recordService(reader, item.id, "2024-01-01")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      addPart(reader, item.id, { replacedOn: "2024-01-01", part: "Seal", notes: null }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const filesBefore = storedUploads();
    await expect(addEquipmentPhoto(reader, item.id, await preparedPhoto())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(storedUploads()).toEqual(filesBefore);
  });
});
