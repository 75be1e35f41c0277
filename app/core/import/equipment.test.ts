import { describe, expect, it } from "vitest";
import { categoryOf, guessEquipmentMapping, validateEquipmentRows } from "./equipment";

describe("equipment import rows", () => {
  const headers = ["Customer", "Pool", "Equipment Type", "Brand", "Model", "Serial #", "Install Date"];
  const mapping = guessEquipmentMapping(headers);

  it("guesses the columns", () => {
    expect(mapping).toMatchObject({
      customerName: "Customer",
      bodyName: "Pool",
      category: "Equipment Type",
      make: "Brand",
      model: "Model",
      serialNumber: "Serial #",
      installedOn: "Install Date",
    });
  });

  it("reads categories in English and Spanish", () => {
    expect(categoryOf("Variable-speed pump")).toBe("pump");
    expect(categoryOf("Salt Cell")).toBe("salt cell");
    expect(categoryOf("Filtro")).toBe("filter");
    expect(categoryOf("spaceship")).toBeNull();
  });

  it("keeps valid rows and reports each problem by line", () => {
    const row = (over: Record<string, string> = {}) => ({
      Customer: "Ann Lee",
      Pool: "Pool",
      "Equipment Type": "Pump",
      Brand: "Hayward",
      Model: "TriStar",
      "Serial #": "SN1",
      "Install Date": "2021-04-01",
      ...over,
    });
    const result = validateEquipmentRows(
      [row(), row({ "Equipment Type": "spaceship" }), row({ Customer: "", "Install Date": "tomorrow" })],
      mapping,
      { today: "2026-11-28" },
    );
    expect(result.valid).toHaveLength(1);
    expect(result.valid[0]).toMatchObject({ category: "pump", make: "Hayward", installedOn: "2021-04-01" });
    expect(result.errors.map((e) => [e.line, e.field])).toEqual([
      [3, "category"],
      [4, "customerName"],
      [4, "installedOn"],
    ]);
    expect(result.invalidRefs.map((r) => r.line)).toEqual([3]);
  });
});
