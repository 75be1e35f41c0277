import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseForm } from "~/components/forms/validation";
import { translatorFor } from "~/core/i18n/catalogs";
import { bodyOfWater, company, companyMember, stopReading, user } from "~/db/schema";
import { userContext } from "~/domain/tenant.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, RuleError } from "../errors";
import { uploadAccess } from "../files/file-access.server";
import { createLocation } from "../locations/locations.server";
import { searchCompany } from "../search/search.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { createBodyOfWater } from "../water/bodies.server";
import {
  companyPayPeriod,
  getCompany,
  listMemberships,
  listRoles,
  resolveTenant,
  selectCompany,
  setupChecklist,
  updateCompanySettings,
} from "./companies.server";
import { companySettingsSchema } from "./schemas";

const settings = {
  name: "Renamed Pools",
  email: "office@renamed.example",
  phone: "+1 555 0100",
  addressLine: "1 Main St",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  website: null,
  timeZone: "America/Chicago",
  units: "metric" as const,
  currency: "USD",
};

describe("company settings", () => {
  it("saves the company's details and the checklist follows", async () => {
    const { ctx } = await newCompany();
    const before = await setupChecklist(ctx);
    expect(before.find((s) => s.key === "details")?.done).toBe(false);
    await updateCompanySettings(ctx, settings);
    const saved = await getCompany(ctx);
    expect(saved).toMatchObject({ name: "Renamed Pools", timeZone: "America/Chicago", units: "metric" });
    expect((await setupChecklist(ctx)).find((s) => s.key === "details")?.done).toBe(true);
  });

  it("switching to metric converts stored volumes, dimensions and temperature readings, in this company only", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany("Other");
    const add = async (c: typeof ctx) => {
      const customer = await createCustomer(c, customerInput());
      const location = await createLocation(c, customer.id, locationInput());
      const body = await createBodyOfWater(c, customer.id, location.id, bodyInput({ volume: 15_000 }));
      await c.db
        .update(bodyOfWater)
        .set({ shape: "rectangle", dimensions: { length: 32, width: 16, averageDepth: 5 } })
        .where(eq(bodyOfWater.id, body.id));
      const stop = await createServiceStop(c, {
        customerId: customer.id,
        serviceLocationId: location.id,
        technicianId: null,
        taskGroupId: null,
        serviceDate: "2026-06-01",
        estimatedMinutes: null,
        description: "",
      });
      await c.db.insert(stopReading).values({
        companyId: c.companyId,
        serviceStopId: stop.id,
        bodyOfWaterId: body.id,
        reading: "temperature",
        value: 82.4,
      });
      return body;
    };
    const body = await add(ctx);
    const otherBody = await add(other.ctx);
    await updateCompanySettings(ctx, settings);
    const [converted] = await ctx.db.select().from(bodyOfWater).where(eq(bodyOfWater.id, body.id));
    expect(converted.volume).toBe(56_781);
    expect(converted.dimensions).toEqual({ length: 9.75, width: 4.88, averageDepth: 1.52 });
    const temperature = async (bodyId: string) =>
      (await ctx.db.select().from(stopReading).where(eq(stopReading.bodyOfWaterId, bodyId)))[0].value;
    expect(await temperature(body.id)).toBe(28);
    expect(await temperature(otherBody.id)).toBe(82.4);
    const [untouched] = await ctx.db.select().from(bodyOfWater).where(eq(bodyOfWater.id, otherBody.id));
    expect(untouched.volume).toBe(15_000);
    // Saving again in the same units changes nothing.
    await updateCompanySettings(ctx, settings);
    const [again] = await ctx.db.select().from(bodyOfWater).where(eq(bodyOfWater.id, body.id));
    expect(again.volume).toBe(56_781);
  });

  it("stores a new logo as a public file only for someone who may change the settings", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const before = storedUploads();
    await expect(
      updateCompanySettings(tech, settings, await preparedPhoto("picture")),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(storedUploads()).toEqual(before);
    await updateCompanySettings(ctx, settings, await preparedPhoto("picture"));
    const { logoUrl } = await getCompany(ctx);
    expect(logoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await uploadAccess(ctx, logoUrl!.slice("/uploads/".length), null)).toBe("public");
  });

  it("touches only the signed-in member's company", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    await updateCompanySettings(b.ctx, settings);
    const [untouched] = await a.ctx.db.select().from(company).where(eq(company.id, a.ctx.companyId));
    expect(untouched.name).toBe(a.ctx.companyName);
  });

  it("saves the pay period, which work logs and payroll then default to", async () => {
    const { ctx } = await newCompany();
    expect(await companyPayPeriod(ctx)).toBe("weekly");
    await updateCompanySettings(ctx, { ...settings, payPeriod: "semimonthly" });
    expect(await companyPayPeriod(ctx)).toBe("semimonthly");
    // Saving without it (another caller) keeps it.
    await updateCompanySettings(ctx, settings);
    expect(await companyPayPeriod(ctx)).toBe("semimonthly");
  });

  it("refuses an unknown pay period with a field message, in the form and in the domain, saving nothing", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...settings,
      website: "",
      serviceZipCodes: "",
      payPeriod: "yearly",
    }))
      form.set(k, String(v));
    const parsed = parseForm(companySettingsSchema, form);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual({ payPeriod: "people.company.validation.payPeriod" });
    form.set("payPeriod", "monthly");
    expect(parseForm(companySettingsSchema, form)).toMatchObject({
      ok: true,
      data: { payPeriod: "monthly" },
    });

    const { ctx } = await newCompany();
    const error = await updateCompanySettings(ctx, {
      ...settings,
      payPeriod: "yearly" as "weekly",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ field: "payPeriod" });
    expect(translatorFor("en").text((error as RuleError).message)).toBe("Choose a pay period from the list.");
    const saved = await getCompany(ctx);
    expect(saved).toMatchObject({ payPeriod: "weekly", name: ctx.companyName });
  });

  it("needs settings:write", async () => {
    const { ctx } = await newCompany();
    await expect(
      updateCompanySettings({ ...ctx, permissions: ["customers:read"] }, settings),
    ).rejects.toThrow(/settings:write/);
  });
});

describe("selecting a company", () => {
  it("resolves the tenant only for an active member, logging a missing company", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    expect(await resolveTenant(a.ctx, a.userId, b.ctx.companyId)).toBeNull();
    expect(await resolveTenant(a.ctx, a.userId, "no-such-company")).toBeNull();
    expect(await resolveTenant(a.ctx, a.userId, null)).toBeNull();
    await a.ctx.db.update(companyMember).set({ status: "past" }).where(eq(companyMember.id, a.ctx.memberId));
    expect(await resolveTenant(a.ctx, a.userId, a.ctx.companyId)).toBeNull();
  });

  it("remembers the choice only for a company the person belongs to", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    expect(await selectCompany(userContext(a.ctx, a.userId), b.ctx.companyId)).toBe(false);
    const [person] = await a.ctx.db.select().from(user).where(eq(user.id, a.userId));
    expect(person.recentlySelectedCompany).toBe(a.ctx.companyId);
    expect((await listMemberships(userContext(a.ctx, a.userId))).map((m) => m.companyId)).toEqual([
      a.ctx.companyId,
    ]);
  });

  it("lists roles of the company only", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const rolesOfA = await listRoles(a.ctx);
    expect(rolesOfA.every((r) => r.companyId === a.ctx.companyId)).toBe(true);
    expect(rolesOfA.map((r) => r.id)).not.toEqual(
      expect.arrayContaining((await listRoles(b.ctx)).map((r) => r.id)),
    );
  });
});

describe("search", () => {
  it("finds pages and the company's own people, never another company's", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const hits = await searchCompany(a.ctx, "olga");
    expect(hits.filter((h) => h.kind === "Team member").length).toBe(1);
    expect(hits.find((h) => h.kind === "Team member")?.detail).toContain(a.email);
    expect(JSON.stringify(hits)).not.toContain(b.email);
    expect((await searchCompany(a.ctx, "task gr")).map((h) => h.to)).toContain("/company/taskGroups");
    const pages = (await searchCompany(a.ctx, "")).filter((h) => h.kind === "Page");
    expect(pages.map((h) => h.to)).toContain("/company/customers");
    // A page is found by its name in any language the product speaks, and says which name it has.
    const clientes = (await searchCompany(a.ctx, "clientes")).find((h) => h.to === "/company/customers");
    expect(clientes).toMatchObject({ kind: "Page", title: "Customers", titleKey: "common.menu.customers" });
    // LIKE wildcards are matched literally.
    expect((await searchCompany(a.ctx, "%")).filter((h) => h.kind === "Team member")).toEqual([]);
  });
});
