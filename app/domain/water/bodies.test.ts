import { describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { addDays } from "~/core/equipment/service";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { defaultTargets } from "~/core/water/targets";
import { bodyInput, newCompany } from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { createCustomer } from "../customers/customers.server";
import type { CustomerInput } from "../customers/schemas";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { LocationInput } from "../locations/schemas";
import type { TenantContext } from "../tenant.server";
import {
  addBodyOfWaterPhoto,
  bodyFilters,
  bodySorts,
  createBodyOfWater,
  getBodyOfWater,
  listBodiesOfWater,
  setBodyOfWaterArchived,
  updateBodyOfWater,
} from "./bodies.server";
import { type BodyOfWaterInput, bodyOfWaterSchema } from "./schemas";

const customerInput = (lastName: string): CustomerInput => ({
  firstName: "Ana",
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

const locationInput = (addressLine: string): LocationInput => ({
  nickname: null,
  addressLine,
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  latitude: 30.27,
  longitude: -97.74,
  gateCode: null,
  accessNotes: null,
  dogName: null,
  mainContactId: null,
  estimatedMinutes: 30,
  geocode: false,
});

async function customerWithLocation(ctx: TenantContext, lastName = "Lopez", address = "1 Palm Way") {
  const customer = await createCustomer(ctx, customerInput(lastName));
  const location = await createLocation(ctx, customer.id, locationInput(address));
  return { customer, location };
}

const listQuery = (search: string) =>
  parseListQuery(new URLSearchParams(search), {
    sorts: bodySorts,
    defaultSort: "name",
    filters: bodyFilters,
  });

const readOnly = (ctx: TenantContext): TenantContext => ({ ...ctx, permissions: ["customers:read"] });

describe("bodies of water", () => {
  it("creates one with a typed volume and reads it back with its customer, location and default targets", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const created = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ indoor: true }));
    expect(created).toMatchObject({
      volume: 15_000,
      volumeSource: "entered",
      shape: null,
      dimensions: null,
      indoor: true,
      companyId: ctx.companyId,
      customerId: customer.id,
    });
    const read = await getBodyOfWater(ctx, created.id);
    expect(read.customerName).toBe("Lopez, Ana");
    expect(read.location).toMatchObject({ id: location.id, address: "1 Palm Way, Austin, TX 78701" });
    expect(read.targets).toEqual(defaultTargets("chlorine", "plaster"));
    expect(read.equipment).toEqual([]);
  });

  it("computes and stores the volume from the shape and only the dimensions it uses", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const created = await createBodyOfWater(
      ctx,
      customer.id,
      location.id,
      bodyInput({
        volumeSource: "computed",
        volume: 99,
        shape: "rectangle",
        dimensions: { length: 32, width: 16, shallowDepth: 3.5, deepDepth: 6.5, diameter: 12 },
      }),
    );
    // 32 × 16 × 5 (average of 3.5 and 6.5) × 7.5 gal/ft³
    expect(created).toMatchObject({
      volume: 19_200,
      volumeSource: "computed",
      shape: "rectangle",
      dimensions: { length: 32, width: 16, shallowDepth: 3.5, deepDepth: 6.5 },
    });

    const metric = { ...ctx, units: "metric" as const };
    const spa = await createBodyOfWater(
      metric,
      customer.id,
      location.id,
      bodyInput({
        name: "Spa",
        kind: "spa",
        volumeSource: "computed",
        shape: "round",
        dimensions: { diameter: 2, averageDepth: 1 },
      }),
    );
    expect(spa.volume).toBe(Math.round(Math.PI * 1000));
  });

  it("rejects implausible volumes and bad dimensions on the field at fault", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const create = (input: Partial<BodyOfWaterInput>) =>
      createBodyOfWater(ctx, customer.id, location.id, bodyInput(input));
    const refused = await create({ volume: 100 }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ field: "volume" });
    expect(translatorFor("en").text((refused as RuleError).message)).toBe(
      "A pool under 500 gal is not plausible.",
    );
    expect(translatorFor("es", "es-MX").text((refused as RuleError).message)).toBe(
      "Una piscina de menos de 500 gal no es plausible.",
    );
    await expect(create({ volume: null })).rejects.toMatchObject({ field: "volume" });
    await expect(create({ kind: "spa", volume: 20_000 })).rejects.toBeInstanceOf(RuleError);
    await expect(
      create({
        volumeSource: "computed",
        shape: "rectangle",
        dimensions: { length: 500, width: 16, averageDepth: 5 },
      }),
    ).rejects.toMatchObject({ field: "length" });
    await expect(
      create({ volumeSource: "computed", shape: "kidney", dimensions: { length: 30, widthA: 15 } }),
    ).rejects.toMatchObject({ field: "widthB" });
    await expect(
      create({
        volumeSource: "computed",
        shape: null,
        dimensions: { length: 30, width: 15, averageDepth: 5 },
      }),
    ).rejects.toMatchObject({ field: "shape" });
    // Plausible dimensions, but far too little water for a pool.
    await expect(
      create({
        volumeSource: "computed",
        shape: "rectangle",
        dimensions: { length: 4, width: 4, averageDepth: 1 },
      }),
    ).rejects.toMatchObject({ field: "shape" });
  });

  it("refuses a last-filled date in the company's future", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const tomorrow = addDays(todayIn(ctx.timeZone), 1);
    await expect(
      createBodyOfWater(ctx, customer.id, location.id, bodyInput({ lastFilledOn: tomorrow })),
    ).rejects.toMatchObject({ field: "lastFilledOn" });
    const today = todayIn(ctx.timeZone);
    const ok = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ lastFilledOn: today }));
    expect(ok.lastFilledOn).toBe(today);
  });

  it("applies target overrides over the defaults, and rejects ones that don't make a range", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const created = await createBodyOfWater(
      ctx,
      customer.id,
      location.id,
      bodyInput({ sanitizer: "salt", surface: "vinyl", targetOverrides: { pH: { min: 7.4 } } }),
    );
    expect(created.targetOverrides).toEqual({ pH: { min: 7.4, max: 7.8 } });
    const read = await getBodyOfWater(ctx, created.id);
    expect(read.targets.pH).toEqual({ min: 7.4, max: 7.8, ideal: 7.5 });
    expect(read.targets.salt).toEqual({ min: 2_700, max: 3_400, ideal: 3_200 });
    expect(read.targets.calciumHardness).toEqual({ min: 150, max: 400, ideal: 250 });

    await expect(
      createBodyOfWater(ctx, customer.id, location.id, bodyInput({ targetOverrides: { pH: { min: 8 } } })),
    ).rejects.toMatchObject({ field: "targetMin_pH" });
    // Chlorine pools have no salt target by default: an override must give both ends.
    await expect(
      createBodyOfWater(
        ctx,
        customer.id,
        location.id,
        bodyInput({ targetOverrides: { salt: { min: 500 } } }),
      ),
    ).rejects.toMatchObject({ field: "targetMin_salt" });
  });

  it("updates, archives and restores", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const created = await createBodyOfWater(ctx, customer.id, location.id, bodyInput());
    const updated = await updateBodyOfWater(
      ctx,
      created.id,
      bodyInput({ name: "Lap pool", sanitizer: "bromine", volume: 22_000 }),
    );
    expect(updated).toMatchObject({ name: "Lap pool", sanitizer: "bromine", volume: 22_000 });
    expect((await getBodyOfWater(ctx, created.id)).targets.bromine).toEqual({ min: 3, max: 5, ideal: 4 });

    await setBodyOfWaterArchived(ctx, created.id, true);
    expect((await listBodiesOfWater(ctx, listQuery(""))).total).toBe(0);
    expect((await listBodiesOfWater(ctx, listQuery("archived=only"))).rows.map((r) => r.id)).toEqual([
      created.id,
    ]);
    await setBodyOfWaterArchived(ctx, created.id, false);
    expect((await getBodyOfWater(ctx, created.id)).archivedAt).toBeNull();

    await addBodyOfWaterPhoto(ctx, created.id, await preparedPhoto("picture"));
    const [photo] = (await getBodyOfWater(ctx, created.id)).photos;
    expect(photo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(storedUploads()).toContain(photo.slice("/uploads/".length));
  });

  it("lists with search, filters, sorting and pages", async () => {
    const { ctx } = await newCompany();
    const lopez = await customerWithLocation(ctx, "Lopez", "1 Palm Way");
    const nguyen = await customerWithLocation(ctx, "Nguyen", "9 Cedar Lane");
    await createBodyOfWater(ctx, lopez.customer.id, lopez.location.id, bodyInput({ name: "Main pool" }));
    await createBodyOfWater(
      ctx,
      lopez.customer.id,
      lopez.location.id,
      bodyInput({ name: "Hot tub", kind: "spa", volume: 500, sanitizer: "bromine" }),
    );
    await createBodyOfWater(
      ctx,
      nguyen.customer.id,
      nguyen.location.id,
      bodyInput({ name: "Backyard pool", sanitizer: "salt", volume: 30_000 }),
    );

    const names = async (search: string) =>
      (await listBodiesOfWater(ctx, listQuery(search))).rows.map((r) => r.name);
    expect(await names("")).toEqual(["Backyard pool", "Hot tub", "Main pool"]);
    expect(await names("q=tub")).toEqual(["Hot tub"]);
    expect(await names("q=nguyen")).toEqual(["Backyard pool"]);
    expect(await names("q=palm")).toEqual(["Hot tub", "Main pool"]);
    expect(await names("sanitizer=salt")).toEqual(["Backyard pool"]);
    expect(await names("kind=spa")).toEqual(["Hot tub"]);
    expect(await names(`customer=${lopez.customer.id}`)).toEqual(["Hot tub", "Main pool"]);
    expect(await names("sort=volume&dir=desc")).toEqual(["Backyard pool", "Main pool", "Hot tub"]);
    expect(await names("sort=customer")).toEqual(["Hot tub", "Main pool", "Backyard pool"]);

    const first = await listBodiesOfWater(ctx, { ...listQuery(""), pageSize: 2 });
    const second = await listBodiesOfWater(ctx, { ...listQuery(""), pageSize: 2, page: 2 });
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.name)).toEqual(["Backyard pool", "Hot tub"]);
    expect(second.rows.map((r) => r.name)).toEqual(["Main pool"]);
    expect(first.rows[0]).toMatchObject({ customerName: "Nguyen, Ana", addressLine: "9 Cedar Lane" });
  });

  it("keeps every company to its own bodies of water", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const { customer, location } = await customerWithLocation(a.ctx);
    const body = await createBodyOfWater(a.ctx, customer.id, location.id, bodyInput());

    await expect(getBodyOfWater(b.ctx, body.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateBodyOfWater(b.ctx, body.id, bodyInput({ name: "Hijacked" }))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(setBodyOfWaterArchived(b.ctx, body.id, true)).rejects.toBeInstanceOf(NotFoundError);
    const filesBefore = storedUploads();
    await expect(addBodyOfWaterPhoto(b.ctx, body.id, await preparedPhoto())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // The refused photo is not written (issue 18 §4: refused cross-tenant posts left files behind).
    expect(storedUploads()).toEqual(filesBefore);
    await expect(createBodyOfWater(b.ctx, customer.id, location.id, bodyInput())).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await listBodiesOfWater(b.ctx, listQuery(""))).total).toBe(0);
    const unchanged = await getBodyOfWater(a.ctx, body.id);
    expect(unchanged).toMatchObject({ name: "Main pool", archivedAt: null });
  });

  it("needs the location to belong to the customer", async () => {
    const { ctx } = await newCompany();
    const lopez = await customerWithLocation(ctx, "Lopez");
    const nguyen = await customerWithLocation(ctx, "Nguyen");
    await expect(
      createBodyOfWater(ctx, lopez.customer.id, nguyen.location.id, bodyInput()),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lets a read-only role list and read but not write", async () => {
    const { ctx } = await newCompany();
    const { customer, location } = await customerWithLocation(ctx);
    const body = await createBodyOfWater(ctx, customer.id, location.id, bodyInput());
    const reader = readOnly(ctx);
    expect((await listBodiesOfWater(reader, listQuery(""))).total).toBe(1);
    expect((await getBodyOfWater(reader, body.id)).name).toBe("Main pool");
    await expect(createBodyOfWater(reader, customer.id, location.id, bodyInput())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(updateBodyOfWater(reader, body.id, bodyInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setBodyOfWaterArchived(reader, body.id, true)).rejects.toBeInstanceOf(ForbiddenError);
    const filesBefore = storedUploads();
    await expect(addBodyOfWaterPhoto(reader, body.id, await preparedPhoto())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(storedUploads()).toEqual(filesBefore);
  });
});

describe("body-of-water form", () => {
  const form = (fields: Record<string, string>) => ({
    name: "Main pool",
    kind: "pool",
    volumeSource: "entered",
    volume: "",
    shape: "rectangle",
    length: "",
    width: "",
    diameter: "",
    widthA: "",
    widthB: "",
    surfaceArea: "",
    averageDepth: "",
    shallowDepth: "",
    deepDepth: "",
    surface: "plaster",
    sanitizer: "chlorine",
    lastFilledOn: "",
    ...fields,
  });

  it("ignores the fields the volume mode doesn't use", () => {
    const entered = bodyOfWaterSchema("us").safeParse(form({ volume: "15,000", length: "abc" }));
    expect(entered.success && entered.data).toMatchObject({
      volumeSource: "entered",
      volume: 15_000,
      shape: null,
      dimensions: {},
      targetOverrides: {},
      indoor: false,
    });
    const computed = bodyOfWaterSchema("us").safeParse(
      form({
        volumeSource: "computed",
        volume: "1",
        length: "32",
        width: "16",
        averageDepth: "5",
        diameter: "9",
      }),
    );
    expect(computed.success && computed.data).toMatchObject({
      volumeSource: "computed",
      volume: null,
      shape: "rectangle",
      dimensions: { length: 32, width: 16, averageDepth: 5 },
    });
  });

  it("reports volume, dimension and target errors by field", () => {
    const errorsOf = (fields: Record<string, string>, units: "us" | "metric" = "us") => {
      const result = bodyOfWaterSchema(units).safeParse(form(fields));
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errorsOf({ volume: "" })).toHaveProperty("volume");
    const english = translatorFor("en");
    expect(english.text(errorsOf({ volume: "100" }).volume)).toMatch(/not plausible/);
    expect(english.text(errorsOf({ volume: "1500" }, "metric").volume)).toMatch(/not plausible/);
    // Dimensions that give an implausible volume: said on the shape, with the volume they give.
    const tiny = errorsOf({
      volumeSource: "computed",
      shape: "rectangle",
      length: "4",
      width: "4",
      averageDepth: "1",
    });
    expect(english.text(tiny.shape)).toBe(
      "These dimensions give 120 gal. A pool under 500 gal is not plausible.",
    );
    expect(translatorFor("es", "es-MX").text(tiny.shape)).toBe(
      "Estas medidas dan 120 gal. Una piscina de menos de 500 gal no es plausible.",
    );
    expect(
      Object.keys(errorsOf({ volumeSource: "computed", length: "", width: "16", averageDepth: "25" })).sort(),
    ).toEqual(["averageDepth", "length"]);
    expect(errorsOf({ volume: "15000", targetMin_pH: "7.9" })).toHaveProperty("targetMin_pH");
    expect(errorsOf({ volume: "15000", targetMax_tds: "lots" })).toHaveProperty("targetMax_tds");
    expect(errorsOf({ volume: "15000", lastFilledOn: "2025-02-30" })).toHaveProperty("lastFilledOn");
  });
});
