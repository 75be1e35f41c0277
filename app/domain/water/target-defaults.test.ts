import { describe, expect, it } from "vitest";
import { defaultTargets } from "~/core/water/targets";
import {
  bodyInput as anyBodyInput,
  customerInput,
  locationInput,
  newCompany,
} from "../../../tests/db/factories";

const bodyInput = (overrides: Partial<BodyOfWaterInput> = {}) =>
  anyBodyInput({ sanitizer: "salt", ...overrides });

import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater, getBodyOfWater } from "./bodies.server";
import type { BodyOfWaterInput } from "./schemas";
import { getCompanyTargetDefaults, updateCompanyTargetDefaults } from "./target-defaults.server";

async function body(ctx: TenantContext, overrides: Partial<BodyOfWaterInput> = {}) {
  const customer = await createCustomer(ctx, customerInput());
  const location = await createLocation(ctx, customer.id, locationInput());
  return createBodyOfWater(ctx, customer.id, location.id, bodyInput(overrides));
}

describe("company target defaults", () => {
  it("start empty: bodies of water use the built-in defaults", async () => {
    const { ctx } = await newCompany();
    expect(await getCompanyTargetDefaults(ctx)).toEqual({});
    const created = await body(ctx);
    expect((await getBodyOfWater(ctx, created.id)).targets).toEqual(defaultTargets("salt", "plaster"));
  });

  it("apply to every body of water with that sanitizer, under the body's own overrides", async () => {
    const { ctx } = await newCompany();
    await updateCompanyTargetDefaults(ctx, "salt", { salt: { min: 3_000, max: 3_600 }, pH: { max: 7.9 } });
    expect(await getCompanyTargetDefaults(ctx)).toEqual({
      salt: { salt: { min: 3_000, max: 3_600 }, pH: { min: 7.2, max: 7.9 } },
    });

    const salty = await getBodyOfWater(ctx, (await body(ctx)).id);
    expect(salty.targets.salt).toEqual({ min: 3_000, max: 3_600, ideal: 3_200 });
    expect(salty.targets.pH).toEqual({ min: 7.2, max: 7.9, ideal: 7.5 });
    expect(salty.defaultTargets.salt).toEqual({ min: 3_000, max: 3_600, ideal: 3_200 });

    // The body's own override is checked against (and applied over) the company's range: 7.85 fits 7.2–7.9.
    const own = await getBodyOfWater(ctx, (await body(ctx, { targetOverrides: { pH: { min: 7.85 } } })).id);
    expect(own.targets.pH).toEqual({ min: 7.85, max: 7.9 });

    // Other sanitizers are untouched.
    const chlorine = await getBodyOfWater(ctx, (await body(ctx, { sanitizer: "chlorine" })).id);
    expect(chlorine.targets).toEqual(defaultTargets("chlorine", "plaster"));
  });

  it("an empty save restores the built-in defaults for that sanitizer only", async () => {
    const { ctx } = await newCompany();
    await updateCompanyTargetDefaults(ctx, "salt", { salt: { min: 3_000, max: 3_600 } });
    await updateCompanyTargetDefaults(ctx, "chlorine", { cyanuricAcid: { min: 20, max: 40 } });
    await updateCompanyTargetDefaults(ctx, "salt", {});
    expect(await getCompanyTargetDefaults(ctx)).toEqual({ chlorine: { cyanuricAcid: { min: 20, max: 40 } } });
  });

  it("rejects a range that is not one, on the reading's minimum field, and saves nothing", async () => {
    const { ctx } = await newCompany();
    await expect(updateCompanyTargetDefaults(ctx, "chlorine", { pH: { min: 8 } })).rejects.toMatchObject({
      field: "targetMin_pH",
    });
    await expect(updateCompanyTargetDefaults(ctx, "chlorine", { salt: { min: 500 } })).rejects.toBeInstanceOf(
      RuleError,
    );
    expect(await getCompanyTargetDefaults(ctx)).toEqual({});
  });

  it("needs settings:write to change, and stays inside the company", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const technician: TenantContext = { ...a.ctx, permissions: ["customers:read"] };
    await expect(
      updateCompanyTargetDefaults(technician, "chlorine", { pH: { min: 7.4, max: 7.6 } }),
    ).rejects.toBeInstanceOf(ForbiddenError);

    await updateCompanyTargetDefaults(a.ctx, "chlorine", { pH: { min: 7.4, max: 7.6 } });
    expect(await getCompanyTargetDefaults(b.ctx)).toEqual({});
    const theirs = await getBodyOfWater(b.ctx, (await body(b.ctx, { sanitizer: "chlorine" })).id);
    expect(theirs.targets.pH).toEqual({ min: 7.2, max: 7.8, ideal: 7.5 });
  });
});
