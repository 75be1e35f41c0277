import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeWater } from "./analyze";
import { csi, lsi } from "./balance";
import { dose, doseReadings, type Need, productsFor } from "./doses";
import { freeChlorineForCya, targetsFor } from "./ranges";
import { type Amount, LITRES_PER_GALLON, toAmount, toBase } from "./units";

const volume = fc.double({ min: 100, max: 200_000, noNaN: true });
const strength = fc.option(fc.double({ min: 1, max: 100, noNaN: true }), { nil: null });

/** A need with a product that can serve it: linear readings change by up to 1,000 ppm; pH moves within 6.5–8.5. */
const needWithProduct = fc
  .record({
    reading: fc.constantFrom(...doseReadings),
    raise: fc.boolean(),
    from: fc.double({ min: 0, max: 1000, noNaN: true }),
    change: fc.double({ min: 0.01, max: 1000, noNaN: true }),
    ph: fc.double({ min: 6.5, max: 8.5, noNaN: true }),
    phChange: fc.double({ min: 0.01, max: 1, noNaN: true }),
    ta: fc.double({ min: 0, max: 300, noNaN: true }),
    borates: fc.double({ min: 0, max: 80, noNaN: true }),
    pick: fc.nat(),
  })
  .map(({ reading, raise, from, change, ph, phChange, ta, borates, pick }) => {
    const direction: Need["direction"] =
      reading === "pH" || reading === "totalAlkalinity" ? (raise ? "raise" : "lower") : "raise";
    let need: Need;
    if (reading === "pH") {
      const to = direction === "raise" ? Math.min(8.5, ph + phChange) : Math.max(6.5, ph - phChange);
      need = {
        reading,
        direction,
        from: ph,
        to: to === ph ? ph + (direction === "raise" ? 0.01 : -0.01) : to,
        totalAlkalinity: ta,
        borates,
      };
    } else {
      need = {
        reading,
        direction,
        from: direction === "raise" ? from : from + change,
        to: direction === "raise" ? from + change : from,
      };
    }
    const kinds = productsFor(need);
    return { need, kind: kinds[pick % kinds.length] };
  });

const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1e-12);

describe("dose properties", () => {
  it("a dose is proportional to the volume", () => {
    fc.assert(
      fc.property(
        needWithProduct,
        strength,
        volume,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        ({ need, kind }, s, v, k) => {
          const one = dose(need, kind, s, v, "us");
          const scaled = dose(need, kind, s, v * k, "us");
          expect(one).not.toBeNull();
          expect(relative(scaled!.base, one!.base * k)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it("a dose is proportional to the change (every reading but pH)", () => {
    fc.assert(
      fc.property(
        needWithProduct.filter(({ need }) => need.reading !== "pH"),
        strength,
        volume,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        ({ need, kind }, s, v, k) => {
          const one = dose(need, kind, s, v, "us");
          const scaledNeed = { ...need, to: need.from + (need.to - need.from) * k };
          const scaled = dose(scaledNeed, kind, s, v, "us");
          expect(relative(scaled!.base, one!.base * k)).toBeLessThan(1e-9);
          for (const [i, effect] of one!.sideEffects.entries())
            expect(relative(scaled!.sideEffects[i].change, effect.change * k)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it("a bigger pH change takes more acid or base", () => {
    fc.assert(
      fc.property(
        // Pool water (TA ≥ 40). At TA near 0 with much borate, Pool Math's mean-pH formula can ask for slightly less
        // acid for a bigger drop (its borate term falls fast with the mean pH); see README.
        needWithProduct.filter(({ need }) => need.reading === "pH" && (need.totalAlkalinity ?? 0) >= 40),
        volume,
        ({ need, kind }, v) => {
          const further = { ...need, to: need.to + (need.direction === "raise" ? 0.1 : -0.1) };
          expect(dose(further, kind, null, v, "us")!.base).toBeGreaterThanOrEqual(
            dose(need, kind, null, v, "us")!.base,
          );
        },
      ),
    );
  });

  it("amounts are never negative", () => {
    fc.assert(
      fc.property(needWithProduct, strength, volume, ({ need, kind }, s, v) => {
        const q = dose(need, kind, s, v, "us");
        expect(q!.base).toBeGreaterThan(0);
        // Side effects go the way the chemistry says: chlorine products only add; acids only lower TA.
        for (const effect of q!.sideEffects)
          if (effect.reading !== "totalAlkalinity") expect(effect.change).toBeGreaterThan(0);
      }),
    );
  });

  it("metric and US give the same mass or volume, within display rounding", () => {
    fc.assert(
      fc.property(needWithProduct, strength, volume, ({ need, kind }, s, gallons) => {
        const us = dose(need, kind, s, gallons, "us")!;
        const metric = dose(need, kind, s, gallons * LITRES_PER_GALLON, "metric")!;
        expect(relative(us.base, metric.base)).toBeLessThan(1e-9);
        const shown = [toAmount(us.base, us.form, "us"), toAmount(metric.base, metric.form, "metric")];
        // Each display is within half its rounding step of the exact amount, so the two agree within those steps.
        const halfStep = (amount: Amount) => {
          const decimals = ["gal", "lb", "L", "kg"].includes(amount.unit) ? 2 : amount.value < 100 ? 1 : 0;
          return toBase(0.5 / 10 ** decimals, amount.unit, us.form);
        };
        for (const amount of shown)
          expect(Math.abs(toBase(amount.value, amount.unit, us.form) - amount.base)).toBeLessThanOrEqual(
            halfStep(amount) * (1 + 1e-9),
          );
        const [a, b] = shown;
        expect(
          Math.abs(toBase(a.value, a.unit, us.form) - toBase(b.value, b.unit, us.form)),
        ).toBeLessThanOrEqual((halfStep(a) + halfStep(b)) * (1 + 1e-9));
      }),
    );
  });
});

const balance = fc.record({
  pH: fc.double({ min: 6.5, max: 8.4, noNaN: true }),
  totalAlkalinity: fc.double({ min: 40, max: 300, noNaN: true }),
  calciumHardness: fc.double({ min: 25, max: 1000, noNaN: true }),
  cyanuricAcid: fc.double({ min: 0, max: 100, noNaN: true }),
  temperature: fc.double({ min: 32, max: 104, noNaN: true }),
  salt: fc.double({ min: 0, max: 5000, noNaN: true }),
  tds: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
});

describe("balance index properties", () => {
  // Pool water: TA 40–300, CYA ≤ 100, no borates. (With high borates near their pKa and little carbonate alkalinity
  // left, Pool Math's pH-dependent correction can make the CSI fall as pH rises; see README.)
  it("raising pH never lowers the LSI or the CSI", () => {
    fc.assert(
      fc.property(balance, fc.double({ min: 0.001, max: 1, noNaN: true }), (water, up) => {
        const higher = { ...water, pH: Math.min(8.5, water.pH + up) };
        for (const index of [lsi, csi]) {
          const a = index(water, "us");
          const b = index(higher, "us");
          if (a.ok && b.ok) expect(b.value).toBeGreaterThanOrEqual(a.value);
        }
      }),
    );
  });

  it("raising calcium hardness never lowers the LSI or the CSI", () => {
    fc.assert(
      fc.property(balance, fc.double({ min: 1, max: 1000, noNaN: true }), (water, up) => {
        const harder = { ...water, calciumHardness: water.calciumHardness + up };
        for (const index of [lsi, csi]) {
          const a = index(water, "us");
          const b = index(harder, "us");
          if (a.ok && b.ok) expect(b.value).toBeGreaterThanOrEqual(a.value);
        }
      }),
    );
  });

  it("the LSI (and CSI) never fall as the water warms", () => {
    fc.assert(
      fc.property(balance, fc.double({ min: 0.1, max: 50, noNaN: true }), (water, up) => {
        const warmer = { ...water, temperature: water.temperature + up };
        for (const index of [lsi, csi]) {
          const a = index(water, "us");
          const b = index(warmer, "us");
          if (a.ok && b.ok) expect(b.value).toBeGreaterThanOrEqual(a.value);
        }
      }),
    );
  });

  it("the same water gives the same indices in °F and °C", () => {
    fc.assert(
      fc.property(balance, (water) => {
        const metric = { ...water, temperature: ((water.temperature - 32) * 5) / 9 };
        expect(lsi(metric, "metric")).toEqual(lsi(water, "us"));
        expect(csi(metric, "metric")).toEqual(csi(water, "us"));
      }),
    );
  });
});

describe("target properties", () => {
  it("FC levels are ordered and never fall as CYA rises", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.boolean(),
        (cya, up, saltwater) => {
          const a = freeChlorineForCya(cya, { saltwater });
          const b = freeChlorineForCya(cya + up, { saltwater });
          expect(a.minimum).toBeLessThanOrEqual(a.target.min);
          expect(a.target.min).toBeLessThanOrEqual(a.ideal);
          expect(a.ideal).toBeLessThanOrEqual(a.target.max);
          expect(a.target.max).toBeLessThanOrEqual(a.slam);
          for (const key of ["minimum", "ideal", "slam", "mustardSlam"] as const)
            expect(b[key]).toBeGreaterThanOrEqual(a[key]);
        },
      ),
    );
  });
});

describe("analyzeWater properties", () => {
  const sanitizer = fc.constantFrom(
    "chlorine" as const,
    "salt" as const,
    "mineral" as const,
    "bromine" as const,
  );
  const surface = fc.constantFrom(
    "plaster" as const,
    "pebble" as const,
    "quartz" as const,
    "vinyl" as const,
    "fiberglass" as const,
    "tile" as const,
  );
  const within = (min: number, max: number) => fc.double({ min, max, noNaN: true });

  it("recommends no dose and no water replacement when every reading is in range", () => {
    fc.assert(
      fc.property(sanitizer, surface, within(0, 1), fc.nat(), volume, (san, surf, t, seed, v) => {
        // Pick each reading inside its target range (FC from the CYA-based range).
        const pick = (min: number, max: number, i: number) =>
          min + (max - min) * ((t + i * 0.37 + (seed % 7) * 0.11) % 1);
        const base = targetsFor({ sanitizer: san, surface: surf }).targets;
        const cya = base.cyanuricAcid ? pick(base.cyanuricAcid.min, base.cyanuricAcid.max, 1) : undefined;
        const { targets } = targetsFor({ sanitizer: san, surface: surf, cyanuricAcid: cya });
        const readings: Record<string, number> = { temperature: 80 };
        for (const [reading, range] of Object.entries(targets)) {
          if (reading === "combinedChlorine") continue;
          readings[reading] =
            reading === "cyanuricAcid" && cya !== undefined
              ? cya
              : pick(range.min, range.max, reading.length);
        }
        if (readings.freeChlorine !== undefined) readings.totalChlorine = readings.freeChlorine + 0.2;
        const result = analyzeWater({ readings, sanitizer: san, surface: surf, volume: v, units: "us" });
        expect(result.flags.every((flag) => flag.status === "ok")).toBe(true);
        expect(result.doses).toEqual([]);
        expect(result.dilutions).toEqual([]);
      }),
    );
  });

  const anyReadings = fc.record(
    {
      freeChlorine: within(0, 30),
      totalChlorine: within(0, 32),
      pH: within(6.2, 8.8),
      totalAlkalinity: within(0, 300),
      calciumHardness: within(0, 900),
      cyanuricAcid: within(0, 150),
      salt: within(0, 5000),
      bromine: within(0, 10),
      temperature: within(40, 104),
      borates: within(0, 80),
    },
    { requiredKeys: [] },
  );

  it("only doses readings that are out of range (or SLAMs for combined chlorine), with positive amounts", () => {
    fc.assert(
      fc.property(
        anyReadings,
        sanitizer,
        surface,
        fc.option(volume, { nil: null }),
        fc.constantFrom("us" as const, "metric" as const),
        (readings, san, surf, v, units) => {
          const metricReadings =
            units === "metric" && readings.temperature !== undefined
              ? { ...readings, temperature: ((readings.temperature - 32) * 5) / 9 }
              : readings;
          const result = analyzeWater({
            readings: metricReadings,
            sanitizer: san,
            surface: surf,
            volume: v,
            units,
          });
          for (const d of result.doses) {
            const flag = result.flags.find((f) => f.reading === d.need.reading);
            const slam =
              d.need.reading === "freeChlorine" &&
              result.flags.some((f) => f.reading === "combinedChlorine" && f.status === "high");
            expect(slam || (flag !== undefined && flag.status !== "ok")).toBe(true);
            if (d.recommendation) expect(d.recommendation.amount.base).toBeGreaterThan(0);
            else expect(v).toBeNull();
          }
        },
      ),
    );
  });
});
