import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALKALINITY_FACTORS,
  CALCIUM_FACTORS,
  carbonateAlkalinity,
  csi,
  csiStatus,
  lsi,
  lsiConstant,
  TEMPERATURE_FACTORS,
  tableFactor,
} from "./balance";

function value(result: ReturnType<typeof lsi>): number {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("the 10 NYCRR §6-1.30 factor table", () => {
  it("reads the rows as printed", () => {
    expect(tableFactor(TEMPERATURE_FACTORS, 32)).toBe(0);
    expect(tableFactor(TEMPERATURE_FACTORS, 84)).toBe(0.7);
    expect(tableFactor(TEMPERATURE_FACTORS, 105)).toBe(0.9);
    expect(tableFactor(CALCIUM_FACTORS, 200)).toBe(1.9);
    expect(tableFactor(ALKALINITY_FACTORS, 100)).toBe(2.0);
  });

  it("interpolates linearly between rows, as the code's worked example does", () => {
    // 68 °F → 0.52, CH 140 → 1.76, TA 20 → 1.22 (printed to 2 decimals: 1.225).
    expect(tableFactor(TEMPERATURE_FACTORS, 68)).toBeCloseTo(0.52, 10);
    expect(tableFactor(CALCIUM_FACTORS, 140)).toBeCloseTo(1.76, 10);
    expect(tableFactor(ALKALINITY_FACTORS, 20)).toBeCloseTo(1.225, 10);
  });

  it("clamps at the ends", () => {
    expect(tableFactor(TEMPERATURE_FACTORS, 20)).toBe(0);
    expect(tableFactor(TEMPERATURE_FACTORS, 140)).toBe(1.0);
    expect(tableFactor(CALCIUM_FACTORS, 2)).toBe(0.3);
    expect(tableFactor(CALCIUM_FACTORS, 1500)).toBe(2.6);
    expect(tableFactor(ALKALINITY_FACTORS, 3000)).toBe(3.0);
  });
});

describe("lsi", () => {
  it("reproduces the NY sanitary code's example: pH 7.8, 68 °F, CH 140, TA 20, no CYA → −0.8", () => {
    const result = lsi({ pH: 7.8, temperature: 68, calciumHardness: 140, totalAlkalinity: 20 }, "us");
    expect(value(result)).toBeCloseTo(-0.8, 1);
    expect(result.ok && result.status).toBe("corrosive");
  });

  it("is the same for the same water in °C", () => {
    const us = lsi({ pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100 }, "us");
    const metric = lsi(
      { pH: 7.5, temperature: (84 - 32) / 1.8, calciumHardness: 300, totalAlkalinity: 100 },
      "metric",
    );
    expect(value(metric)).toBe(value(us));
  });

  it("balances a textbook pool: pH 7.5, 84 °F, CH 300, TA 100 → 0.2", () => {
    // 7.5 + 0.7 + 2.1 + 2.0 − 12.1
    expect(
      value(lsi({ pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100 }, "us")),
    ).toBeCloseTo(0.2, 10);
  });

  it("uses the carbonate alkalinity: CYA lowers the index", () => {
    const without = value(
      lsi({ pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100 }, "us"),
    );
    const withCya = value(
      lsi({ pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100, cyanuricAcid: 60 }, "us"),
    );
    // Carbonate alkalinity ≈ 100 − 60/3 = 80.8 → AF 1.92 instead of 2.0.
    expect(withCya).toBeCloseTo(without - 0.08, 2);
  });

  it("pins the TDS rule: 12.1 up to 1,000 ppm (or unknown), 12.2 to 2,000, 12.3 above (salt pools); salt stands in for unmeasured TDS", () => {
    expect(lsiConstant()).toBe(12.1);
    expect(lsiConstant(1000)).toBe(12.1);
    expect(lsiConstant(1001)).toBe(12.2);
    expect(lsiConstant(2000)).toBe(12.2);
    expect(lsiConstant(2001)).toBe(12.3);
    expect(lsiConstant(6000)).toBe(12.3);
    expect(lsiConstant(null, 1500)).toBe(12.2);
    expect(lsiConstant(null, 3200)).toBe(12.3);
    expect(lsiConstant(800, 3200)).toBe(12.1);
    const base = { pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100 };
    expect(value(lsi({ ...base, tds: 1500 }, "us"))).toBeCloseTo(0.1, 10);
    expect(value(lsi({ ...base, tds: 3000 }, "us"))).toBeCloseTo(0, 10);
    expect(value(lsi({ ...base, salt: 3200 }, "us"))).toBeCloseTo(0, 10);
  });

  it("never gives a lower LSI constant for more dissolved solids", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (a, b) => (a <= b ? lsiConstant(a) <= lsiConstant(b) : lsiConstant(a) >= lsiConstant(b)),
      ),
    );
  });

  it("says which readings it needs", () => {
    const result = lsi({ pH: 7.5, calciumHardness: 300, totalAlkalinity: 100 }, "us");
    expect(result).toMatchObject({ ok: false, reason: "missing", missing: ["temperature"] });
    expect(result.message).toBe("The LSI needs water temperature.");
    const none = lsi({}, "us");
    expect(none.ok === false && none.missing).toEqual([
      "pH",
      "totalAlkalinity",
      "calciumHardness",
      "temperature",
    ]);
    expect(none.message).toBe("The LSI needs pH, total alkalinity, calcium hardness and water temperature.");
  });

  it("cannot be computed when CYA accounts for all the alkalinity", () => {
    const result = lsi(
      { pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 20, cyanuricAcid: 100 },
      "us",
    );
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("carbonateAlkalinity (TFP Pool Math)", () => {
  it("subtracts about a third of the CYA at pH 7.5", () => {
    const corrected = carbonateAlkalinity({ totalAlkalinity: 80, pH: 7.5, cyanuricAcid: 30 });
    expect(80 - corrected).toBeCloseTo(30 / 3, 0);
    expect(corrected).toBeCloseTo(80 - (0.38772 * 30) / (1 + 10 ** (6.83 - 7.5)), 10);
  });

  it("subtracts more at higher pH, and subtracts borate", () => {
    const low = carbonateAlkalinity({ totalAlkalinity: 80, pH: 7.2, cyanuricAcid: 50 });
    const high = carbonateAlkalinity({ totalAlkalinity: 80, pH: 7.8, cyanuricAcid: 50 });
    expect(high).toBeLessThan(low);
    const withBorate = carbonateAlkalinity({ totalAlkalinity: 80, pH: 7.8, cyanuricAcid: 50, borates: 50 });
    expect(high - withBorate).toBeCloseTo((4.63 * 50) / (1 + 10 ** (9.11 - 7.8)), 10);
  });

  it("is the total alkalinity when there is no CYA or borate", () => {
    expect(carbonateAlkalinity({ totalAlkalinity: 90, pH: 7.6 })).toBe(90);
  });
});

describe("csi (TFP Pool Math)", () => {
  it("follows Pool Math's formula", () => {
    // pH 7.5, TA 80, CH 350, CYA 40, 84 °F = 28.89 °C, no salt:
    const carbAlk = 80 - (0.38772 * 40) / (1 + 10 ** (6.83 - 7.5));
    const ionic = (1.5 * 350 + 80) / 50045;
    const expected =
      7.5 -
      11.677 +
      Math.log10(350) +
      Math.log10(carbAlk) -
      (2.56 * Math.sqrt(ionic)) / (1 + 1.65 * Math.sqrt(ionic)) -
      1412.5 / ((84 - 32) / 1.8 + 273.15) +
      4.7375;
    const result = csi(
      { pH: 7.5, totalAlkalinity: 80, calciumHardness: 350, cyanuricAcid: 40, temperature: 84 },
      "us",
    );
    expect(value(result)).toBeCloseTo(expected, 2);
    expect(value(result)).toBeCloseTo(0.02, 2);
    expect(result.ok && result.status).toBe("balanced");
  });

  it("counts salt above the chloride CH brings in towards ionic strength, which lowers the CSI", () => {
    const base = { pH: 7.5, totalAlkalinity: 80, calciumHardness: 350, cyanuricAcid: 40, temperature: 84 };
    const fresh = value(csi(base, "us"));
    const salty = value(csi({ ...base, salt: 3200 }, "us"));
    expect(salty).toBeLessThan(fresh);
    expect(salty).toBeCloseTo(-0.19, 2);
    // Salt below 1.1678 × CH adds nothing.
    expect(value(csi({ ...base, salt: 400 }, "us"))).toBe(fresh);
  });

  it("agrees between °F and °C", () => {
    const base = { pH: 7.4, totalAlkalinity: 70, calciumHardness: 300, cyanuricAcid: 70, salt: 3000 };
    expect(value(csi({ ...base, temperature: 86 }, "us"))).toBe(
      value(csi({ ...base, temperature: 30 }, "metric")),
    );
  });

  it("says 'cannot be computed' when carbonate alkalinity is zero or below", () => {
    const result = csi(
      { pH: 7.8, totalAlkalinity: 30, calciumHardness: 300, cyanuricAcid: 90, temperature: 80 },
      "us",
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/cannot be computed/);
    expect(result).toMatchObject({ reason: "invalid", missing: [] });
  });

  it("refuses a pH outside 6–9, as Pool Math does", () => {
    const result = csi({ pH: 5.5, totalAlkalinity: 80, calciumHardness: 300, temperature: 80 }, "us");
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("lists the readings it needs", () => {
    expect(csi({ pH: 7.5, totalAlkalinity: 80 }, "us").message).toBe(
      "The CSI needs calcium hardness and water temperature.",
    );
  });

  it("uses Pool Math's bands", () => {
    expect(csiStatus(-0.6)).toBe("corrosive");
    expect(csiStatus(-0.45)).toBe("slightly corrosive");
    expect(csiStatus(-0.3)).toBe("slightly corrosive");
    expect(csiStatus(0)).toBe("balanced");
    expect(csiStatus(0.3)).toBe("slightly scaling");
    expect(csiStatus(0.6)).toBe("scaling");
  });
});

describe("refusing inputs outside the indices' valid range", () => {
  const base = { pH: 7.5, temperature: 84, calciumHardness: 300, totalAlkalinity: 100 };
  const both = (input: Parameters<typeof lsi>[0], units: "us" | "metric" = "us") => [
    lsi(input, units),
    csi(input, units),
  ];

  it("refuses water below freezing or above 110 °F / 43 °C (csi at −500 °F gave +67.68, −273.15 °C −Infinity)", () => {
    for (const [temperature, units] of [
      [-500, "us"],
      [31, "us"],
      [111, "us"],
      [-273.15, "metric"],
      [-1, "metric"],
      [44, "metric"],
    ] as const)
      for (const result of both({ ...base, temperature }, units))
        expect(result).toMatchObject({
          ok: false,
          reason: "invalid",
          message: expect.stringMatching(/below freezing or above (110 °F|43 °C)/),
        });
    for (const result of both({ ...base, temperature: 32 })) expect(result.ok).toBe(true);
    for (const result of both({ ...base, temperature: 110 })) expect(result.ok).toBe(true);
    for (const result of both({ ...base, temperature: 0 }, "metric")) expect(result.ok).toBe(true);
  });

  it("refuses negative CYA, TDS, salt, borates, TA or CH", () => {
    for (const reading of [
      "cyanuricAcid",
      "tds",
      "salt",
      "borates",
      "totalAlkalinity",
      "calciumHardness",
    ] as const)
      for (const result of both({ ...base, [reading]: -5 }))
        expect(result).toMatchObject({
          ok: false,
          reason: "invalid",
          message: expect.stringMatching(/negative/),
        });
  });

  it("refuses a pH outside 6–9 for the LSI too, and non-numbers", () => {
    expect(lsi({ ...base, pH: 0 }, "us")).toMatchObject({ ok: false, reason: "invalid" });
    expect(lsi({ ...base, pH: 14 }, "us")).toMatchObject({ ok: false, reason: "invalid" });
    for (const result of both({ ...base, cyanuricAcid: Number.NaN }))
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
    for (const result of both({ ...base, temperature: Number.NEGATIVE_INFINITY }))
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("never returns a non-finite number marked valid, whatever the inputs", () => {
    // Mostly pool water, with one odd value now and then (−273.15 °C gave −Infinity marked valid).
    const odd = fc.oneof(
      fc.double(),
      fc.constantFrom(null, undefined, -273.15, -500, 0, -1, Number.NaN, Number.POSITIVE_INFINITY),
    );
    const sometimes = (usual: fc.Arbitrary<number>) =>
      fc.oneof({ weight: 5, arbitrary: usual }, { weight: 1, arbitrary: odd });
    fc.assert(
      fc.property(
        fc.record({
          pH: sometimes(fc.double({ min: 6, max: 9, noNaN: true })),
          totalAlkalinity: sometimes(fc.double({ min: 20, max: 300, noNaN: true })),
          calciumHardness: sometimes(fc.double({ min: 50, max: 1000, noNaN: true })),
          temperature: odd,
          cyanuricAcid: sometimes(fc.double({ min: 0, max: 100, noNaN: true })),
          borates: sometimes(fc.double({ min: 0, max: 50, noNaN: true })),
          salt: sometimes(fc.double({ min: 0, max: 4000, noNaN: true })),
          tds: sometimes(fc.double({ min: 0, max: 4000, noNaN: true })),
        }),
        fc.constantFrom("us" as const, "metric" as const),
        (input, units) => {
          for (const result of both(input, units))
            if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
        },
      ),
    );
  });
});
