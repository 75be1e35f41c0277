import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  KPA_PER_PSI,
  maxPressure,
  pressureFromPsi,
  pressureToPsi,
  pressureUnit,
} from "~/core/equipment/service";
import { translatorFor } from "~/core/i18n/catalogs";
import { equipmentSchemaFor } from "~/domain/equipment/schemas";

const form = (clean: string, current: string) => ({
  category: "filter",
  status: "operational",
  cleanPressurePsi: clean,
  currentPressurePsi: current,
});

describe("filter pressure in the company's unit", () => {
  it("is psi for US companies and kPa for metric ones", () => {
    expect(pressureUnit("us")).toBe("psi");
    expect(pressureUnit("metric")).toBe("kPa");
    expect(pressureFromPsi(10, "metric")).toBe(69);
    expect(pressureToPsi(69, "metric")).toBe(10.01);
    expect(pressureFromPsi(12.345, "us")).toBe(12.3);
  });

  it("round-trips within a kPa", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxPressure("metric") }), (kPa) => {
        expect(Math.abs(pressureFromPsi(pressureToPsi(kPa, "metric"), "metric") - kPa)).toBeLessThanOrEqual(
          1,
        );
      }),
    );
  });

  it("the metric form takes kPa and stores psi; the limits follow the unit", () => {
    const metric = equipmentSchemaFor("metric").safeParse(form("69", "124"));
    expect(metric.success && metric.data.cleanPressurePsi).toBeCloseTo(69 / KPA_PER_PSI, 2);
    expect(metric.success && metric.data.currentPressurePsi).toBeCloseTo(124 / KPA_PER_PSI, 2);
    // 200 is a fine kPa reading but no filter reads 200 psi.
    expect(equipmentSchemaFor("metric").safeParse(form("200", "")).success).toBe(true);
    const us = equipmentSchemaFor("us").safeParse(form("200", ""));
    expect(us.success).toBe(false);
    expect(translatorFor("en").text(us.error?.issues[0].message ?? "")).toBe(
      "Enter the clean pressure in psi, between 0 and 150.",
    );
    const tooHigh = equipmentSchemaFor("metric").safeParse(form("2000", ""));
    expect(translatorFor("en").text(tooHigh.error?.issues[0].message ?? "")).toBe(
      "Enter the clean pressure in kPa, between 0 and 1,034.",
    );
  });
});
