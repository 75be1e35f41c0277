import { describe, expect, it } from "vitest";
import { newCompany } from "../../../tests/db/factories";
import { ForbiddenError, RuleError } from "../errors";
import { getReadingSet, updateReadingSet } from "./reading-set.server";
import { defaultReadingSet, readingsFor } from "./readings";

describe("the company's reading set", () => {
  it("is the standard set until chosen; saved in the standard order; unknown readings ignored", async () => {
    const { ctx } = await newCompany();
    expect(await getReadingSet(ctx)).toEqual(defaultReadingSet);
    expect(await updateReadingSet(ctx, ["temperature", "pH", "phosphates", "nonsense"])).toEqual([
      "pH",
      "temperature",
      "phosphates",
    ]);
    expect(await getReadingSet(ctx)).toEqual(["pH", "temperature", "phosphates"]);
  });

  it("needs at least one reading and settings:write; stays in the company", async () => {
    const a = await newCompany();
    const b = await newCompany();
    await expect(updateReadingSet(a.ctx, [])).rejects.toBeInstanceOf(RuleError);
    await expect(
      updateReadingSet({ ...a.ctx, permissions: ["operations:read"] }, ["pH"]),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await updateReadingSet(a.ctx, ["pH"]);
    expect(await getReadingSet(b.ctx)).toEqual(defaultReadingSet);
  });

  it("asks salt only at salt pools, bromine only at bromine pools, no chlorine or CYA at bromine pools", () => {
    expect(readingsFor("chlorine", [])).not.toContain("salt");
    expect(readingsFor("salt", [])).toContain("salt");
    expect(readingsFor("bromine", [])).toEqual(expect.arrayContaining(["bromine", "pH"]));
    expect(readingsFor("bromine", [])).not.toContain("freeChlorine");
    expect(readingsFor("chlorine", ["pH", "tds"])).toEqual(["pH", "tds"]);
  });
});
