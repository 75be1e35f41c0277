import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import { defaultTargets } from "../water/targets";
import { chemicalsReport, type DoseRow } from "./chemicals";
import { churnReport } from "./churn";
import { complianceReport, visitCompliance } from "./compliance";
import {
  dayLegs,
  doseCostCents,
  driveCostCents,
  METERS_PER_MILE,
  onSiteMinutes,
  stopLaborCents,
} from "./costs";
import { productivityReport } from "./productivity";
import { profitPerAccount, profitPerRoute, splitEvenly, totalsOf, type VisitCost } from "./profit";
import { monthsOf, rangeQuery, reportRangeFrom } from "./range";
import { revenueByMonth } from "./revenue";

const today = "2026-11-25";

describe("report ranges", () => {
  it("reads the presets against today", () => {
    const of = (range: string) => reportRangeFrom({ range }, today).range;
    expect(reportRangeFrom({}, today)).toEqual({
      range: {
        preset: "this-month",
        from: "2026-11-01",
        to: "2026-11-30",
      },
      error: null,
    });
    expect(of("last-month")).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(of("this-quarter")).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(of("last-12-months")).toMatchObject({ from: "2025-12-01", to: "2026-11-30" });
    expect(reportRangeFrom({ range: "last-month" }, "2026-01-15").range).toMatchObject({
      from: "2025-12-01",
      to: "2025-12-31",
    });
    expect(reportRangeFrom({ range: "this-quarter" }, "2026-02-28").range).toMatchObject({
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect(reportRangeFrom({ range: "last-month" }, "2024-03-31").range).toMatchObject({
      from: "2024-02-01",
      to: "2024-02-29",
    });
  });

  it("takes a custom range, with or without the preset's name", () => {
    expect(reportRangeFrom({ from: "2026-02-03", to: "2026-02-03" }, today)).toEqual({
      range: { preset: "custom", from: "2026-02-03", to: "2026-02-03" },
      error: null,
    });
    expect(
      reportRangeFrom({ range: "custom", from: "2025-01-01", to: "2026-01-31" }, today).range.preset,
    ).toBe("custom");
  });

  it("falls back to this month with a message for anything wrong", () => {
    const bad = [
      { range: "forever" },
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "yesterday", to: "2026-03-01" },
      { from: "2026-03-02", to: "2026-03-01" },
      { range: "custom", from: "2026-03-01" },
      { from: "2000-01-01", to: "2026-01-01" },
    ];
    const english = translatorFor("en");
    const spanish = translatorFor("es");
    for (const params of bad) {
      const r = reportRangeFrom(params, today);
      expect(english.text(r.error ?? "")).toMatch(/Showing this month\.$/);
      expect(spanish.text(r.error ?? "")).toMatch(/Se muestra este mes\.$/);
      expect(r.range).toMatchObject({ preset: "this-month", from: "2026-11-01", to: "2026-11-30" });
    }
    const said = (params: Parameters<typeof reportRangeFrom>[0]) =>
      english.text(reportRangeFrom(params, today).error ?? "");
    expect(said({ range: "forever" })).toBe("“forever” is not a report range. Showing this month.");
    expect(said({ from: "2026-02-30", to: "2026-03-01" })).toBe(
      "The start date “2026-02-30” is not a date (use YYYY-MM-DD). Showing this month.",
    );
    expect(said({ from: "2026-03-01", to: "yesterday" })).toBe(
      "The end date “yesterday” is not a date (use YYYY-MM-DD). Showing this month.",
    );
    expect(said({ from: "2026-03-02", to: "2026-03-01" })).toBe(
      "The start date is after the end date. Showing this month.",
    );
    expect(said({ range: "custom", from: "2026-03-01" })).toBe(
      "Choose both a start and an end date. Showing this month.",
    );
    expect(said({ from: "2000-01-01", to: "2026-01-01" })).toBe(
      "Choose a range of ten years or less. Showing this month.",
    );
  });

  it("lists the months of a range and writes its query", () => {
    expect(monthsOf({ from: "2025-11-15", to: "2026-02-01" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthsOf({ from: "2026-11-01", to: "2026-11-30" })).toEqual(["2026-11"]);
    expect(rangeQuery({ preset: "last-month", from: "x", to: "y" })).toBe("range=last-month");
    expect(rangeQuery({ preset: "custom", from: "2026-01-01", to: "2026-01-31" })).toBe(
      "range=custom&from=2026-01-01&to=2026-01-31",
    );
  });
});

describe("visit costs", () => {
  it("costs a dose in the item's unit, rounding once", () => {
    // 64 fl oz = 0.5 gal × $4.10 = $2.05
    expect(doseCostCents({ amount: 64, unit: "fl oz", itemUnit: "gal", itemCostCents: 410 })).toBe(205);
    // 1.5 lb × $0.83 = 124.5 → 125 (half up)
    expect(doseCostCents({ amount: 1.5, unit: "lb", itemUnit: "lb", itemCostCents: 83 })).toBe(125);
    expect(doseCostCents({ amount: 1, unit: "gal", itemUnit: "lb", itemCostCents: 100 })).toBeNull();
    expect(doseCostCents({ amount: 1, unit: "gal", itemUnit: null, itemCostCents: null })).toBeNull();
    expect(doseCostCents({ amount: 1, unit: "gal", itemUnit: "gal", itemCostCents: null })).toBeNull();
  });

  it("measures minutes on site", () => {
    const at = (t: string) => new Date(`2026-11-02T${t}:00Z`);
    expect(onSiteMinutes({ arrivedAt: at("08:05"), finishedAt: at("08:37"), durationMinutes: 99 })).toBe(32);
    expect(onSiteMinutes({ arrivedAt: null, finishedAt: at("08:37"), durationMinutes: 20 })).toBe(20);
    expect(onSiteMinutes({ arrivedAt: null, finishedAt: null, durationMinutes: null })).toBe(0);
  });

  it("charges labor by contract, else per stop + hours on site at the day's rates", () => {
    const rates = [
      { kind: "hour" as const, amountCents: 2200, effectiveOn: "2026-01-01" },
      { kind: "hour" as const, amountCents: 2450, effectiveOn: "2026-11-10" },
      { kind: "stop" as const, amountCents: 300, effectiveOn: "2026-01-01" },
    ];
    // 30 min × $22/h = $11 + $3
    expect(stopLaborCents({ date: "2026-11-09", minutes: 30, contractLaborCents: null }, rates)).toBe(1400);
    // 25 min × $24.50/h = 1020.83 → 1021 + 300
    expect(stopLaborCents({ date: "2026-11-10", minutes: 25, contractLaborCents: null }, rates)).toBe(1321);
    expect(stopLaborCents({ date: "2026-11-10", minutes: 25, contractLaborCents: 4500 }, rates)).toBe(4500);
    expect(stopLaborCents({ date: "2025-12-31", minutes: 60, contractLaborCents: null }, rates)).toBe(0);
  });

  it("gives each stop the leg that reaches it, the last one the way back too", () => {
    const perDegree = (2 * Math.PI * 6_371_008.8) / 360;
    const start = { lat: 0, lng: 0 };
    const legs = dayLegs(
      start,
      [
        { id: "b", point: { lat: 0.02, lng: 0 }, order: 2 },
        { id: "a", point: { lat: 0.01, lng: 0 }, order: 1 },
        { id: "nowhere", point: null, order: 3 },
      ],
      1.5,
    );
    expect(legs.get("a")).toBeCloseTo(0.01 * perDegree * 1.5, 3);
    expect(legs.get("b")).toBeCloseTo((0.01 + 0.02) * perDegree * 1.5, 3);
    expect(legs.get("nowhere")).toBe(0);
    // Without a start the first stop has no leg.
    const open = dayLegs(null, [{ id: "a", point: { lat: 0.01, lng: 0 }, order: 1 }], 1.3);
    expect(open.get("a")).toBe(0);
    // 10 miles at 70¢ = $7.00; 1.25 mi at 70¢ = 87.5 → 88
    expect(driveCostCents(10 * METERS_PER_MILE, 70)).toBe(700);
    expect(driveCostCents(1.25 * METERS_PER_MILE, 70)).toBe(88);
  });
});

const visit = (v: Partial<VisitCost> & Pick<VisitCost, "stopId" | "customerId">): VisitCost => ({
  technicianId: "t1",
  date: "2026-11-02",
  chemicalCents: 0,
  laborCents: 0,
  driveMeters: 0,
  driveCents: 0,
  ...v,
});

describe("profit", () => {
  const names = new Map([
    ["c1", "Ada Pool"],
    ["c2", "Ben Spa"],
    ["c3", "Cy Billing Only"],
  ]);
  const visits = [
    visit({
      stopId: "s1",
      customerId: "c1",
      chemicalCents: 205,
      laborCents: 1400,
      driveMeters: 1609.344,
      driveCents: 70,
    }),
    visit({
      stopId: "s2",
      customerId: "c1",
      date: "2026-11-09",
      chemicalCents: 100,
      laborCents: 1321,
      driveMeters: 3218.688,
      driveCents: 140,
    }),
    visit({
      stopId: "s3",
      customerId: "c2",
      technicianId: "t2",
      chemicalCents: 50,
      laborCents: 900,
      driveCents: 35,
      driveMeters: 804.672,
    }),
  ];
  const money = [
    { customerId: "c1", invoicedCents: 16001, collectedCents: 16001 },
    { customerId: "c2", invoicedCents: 2000, collectedCents: 0 },
    { customerId: "c3", invoicedCents: 5000, collectedCents: 1000 },
  ];

  it("per account: revenue less chemicals, labor and drive, lowest profit first", () => {
    const rows = profitPerAccount(names, money, visits);
    expect(rows.map((r) => [r.name, r.visits, r.revenueCents, r.profitCents, r.marginPercent])).toEqual([
      // 2000 − 50 − 900 − 35
      ["Ben Spa", 1, 2000, 1015, 50.8],
      // 5000, no visits
      ["Cy Billing Only", 0, 5000, 5000, 100],
      // 16001 − 305 − 2721 − 210
      ["Ada Pool", 2, 16001, 12765, 79.8],
    ]);
    const ada = rows.find((r) => r.customerId === "c1")!;
    expect(ada).toMatchObject({
      chemicalCents: 305,
      laborCents: 2721,
      driveCents: 210,
      driveMiles: 3,
      collectedCents: 16001,
    });
    expect(totalsOf(rows)).toMatchObject({ revenueCents: 23001, profitCents: 18780 });
  });

  it("per route: each visit carries an even share of its account's revenue", () => {
    const { rows, unroutedRevenueCents } = profitPerRoute(
      new Map([
        ["t1", "Tomas"],
        ["t2", "Maya"],
      ]),
      money,
      visits,
    );
    expect(unroutedRevenueCents).toBe(5000);
    expect(rows.map((r) => [r.date, r.technicianName, r.stops, r.revenueCents, r.profitCents])).toEqual([
      // Maya: c2's 2000 on its one visit; Tomas: 16001 split 8001 (first) + 8000
      ["2026-11-02", "Maya", 1, 2000, 1015],
      ["2026-11-02", "Tomas", 1, 8001, 8001 - 205 - 1400 - 70],
      ["2026-11-09", "Tomas", 1, 8000, 8000 - 100 - 1321 - 140],
    ]);
    // Routes + unrouted revenue = all revenue; route profit + unrouted = account profit.
    expect(totalsOf(rows).revenueCents + unroutedRevenueCents).toBe(23001);
    expect(totalsOf(rows).profitCents + unroutedRevenueCents).toBe(18780);
  });

  it("splits evenly to the cent", () => {
    expect(splitEvenly(100, 3)).toEqual([34, 33, 33]);
    expect(splitEvenly(-100, 3)).toEqual([-34, -33, -33]);
    expect(splitEvenly(5, 0)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (t, n) => {
          const parts = splitEvenly(t, n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("revenue by month", () => {
  it("has a row per month of the range", () => {
    expect(
      revenueByMonth(
        { from: "2026-09-15", to: "2026-11-30" },
        [
          { month: "2026-09", cents: 100 },
          { month: "2026-11", cents: 250 },
        ],
        [{ month: "2026-10", cents: 90 }],
      ),
    ).toEqual([
      { month: "2026-09", invoicedCents: 100, collectedCents: 0 },
      { month: "2026-10", invoicedCents: 0, collectedCents: 90 },
      { month: "2026-11", invoicedCents: 250, collectedCents: 0 },
    ]);
  });
});

describe("readings compliance", () => {
  const targets = { pH: { min: 7.2, max: 7.8 }, freeChlorine: { min: 1, max: 5 } };
  it("marks a visit in range only when every targeted reading is", () => {
    const v = (readings: { reading: string; value: number }[]) => ({
      stopId: "s",
      technicianId: "t1",
      bodies: [{ targets, readings }],
    });
    expect(
      visitCompliance(
        v([
          { reading: "pH", value: 7.8 },
          { reading: "temperature", value: 80 },
        ]),
      ).status,
    ).toBe("in range");
    expect(
      visitCompliance(
        v([
          { reading: "pH", value: 7.9 },
          { reading: "freeChlorine", value: 0.5 },
        ]),
      ),
    ).toEqual({
      status: "out of range",
      outOfRange: ["pH", "freeChlorine"],
    });
    // Readings without a target (temperature, or a reading the body has no range for) are not measured.
    expect(
      visitCompliance(
        v([
          { reading: "temperature", value: 80 },
          { reading: "salt", value: 1 },
        ]),
      ).status,
    ).toBe("not measured");
  });

  it("judges a visit as its stop screen did: free chlorine by the visit's CYA, retest counting as out of range", () => {
    const body = (readings: { reading: string; value: number }[]) => ({
      stopId: "s",
      technicianId: "t1",
      units: "us" as const,
      bodies: [
        {
          targets: defaultTargets("chlorine", "plaster"),
          sanitizer: "chlorine" as const,
          surface: "plaster" as const,
          readings,
        },
      ],
    });
    // FC 1 is within the default 1–5, but below the TFP minimum of 3 at CYA 40: the stop screen flagged it.
    expect(
      visitCompliance(
        body([
          { reading: "freeChlorine", value: 1 },
          { reading: "cyanuricAcid", value: 40 },
        ]),
      ),
    ).toEqual({ status: "out of range", outOfRange: ["freeChlorine"] });
    expect(visitCompliance(body([{ reading: "pH", value: 0 }]))).toEqual({
      status: "out of range",
      outOfRange: ["pH"],
    });
    expect(visitCompliance(body([{ reading: "freeChlorine", value: 1 }])).status).toBe("in range");
  });

  it("counts shares over measured visits, per technician and reading", () => {
    const report = complianceReport(
      [
        { stopId: "1", technicianId: "t1", bodies: [{ targets, readings: [{ reading: "pH", value: 7.5 }] }] },
        { stopId: "2", technicianId: "t1", bodies: [{ targets, readings: [{ reading: "pH", value: 8.1 }] }] },
        {
          stopId: "3",
          technicianId: "t2",
          bodies: [
            { targets, readings: [{ reading: "pH", value: 7.4 }] },
            { targets, readings: [{ reading: "pH", value: 7.1 }] },
          ],
        },
        { stopId: "4", technicianId: "t2", bodies: [] },
        {
          stopId: "5",
          technicianId: "t2",
          bodies: [{ targets, readings: [{ reading: "freeChlorine", value: 3 }] }],
        },
      ],
      new Map([
        ["t1", "Tomas"],
        ["t2", "Maya"],
      ]),
    );
    expect(report.overall).toEqual({ visits: 5, measured: 4, inRange: 2, sharePercent: 50 });
    expect(report.perTechnician).toEqual([
      { technicianId: "t2", name: "Maya", visits: 3, measured: 2, inRange: 1, sharePercent: 50 },
      { technicianId: "t1", name: "Tomas", visits: 2, measured: 2, inRange: 1, sharePercent: 50 },
    ]);
    expect(report.perReading).toEqual([{ reading: "pH", visitsOutOfRange: 2 }]);
  });
});

describe("churn", () => {
  const c = (
    id: string,
    createdOn: string,
    more: Partial<Parameters<typeof churnReport>[0][number]> = {},
  ) => ({
    id,
    name: id,
    status: "active" as const,
    createdOn,
    archivedOn: null,
    inactiveOn: null,
    ...more,
  });
  it("counts active at the start, gained, lost and the rate", () => {
    const report = churnReport(
      [
        c("old", "2025-01-01"),
        c("archived in range", "2025-01-01", { archivedOn: "2026-11-10" }),
        c("inactive in range", "2025-05-01", { status: "inactive", inactiveOn: "2026-11-20" }),
        c("lost before", "2025-01-01", { status: "inactive", inactiveOn: "2026-10-01" }),
        c("new", "2026-11-05"),
        c("new and gone", "2026-11-06", { archivedOn: "2026-11-07" }),
        c("lead", "2025-01-01", { status: "lead" }),
        c("later", "2026-12-02"),
      ],
      { from: "2026-11-01", to: "2026-11-30" },
    );
    expect(report.activeAtStart).toBe(3);
    expect(report.gained.map((x) => x.id)).toEqual(["new", "new and gone"]);
    expect(report.lost.map((x) => x.id)).toEqual(["archived in range", "inactive in range", "new and gone"]);
    expect(report.activeAtEnd).toBe(2);
    // 2 of the 3 active at the start were lost.
    expect(report.churnPercent).toBe(66.7);
    expect(churnReport([], { from: "2026-11-01", to: "2026-11-30" }).churnPercent).toBeNull();
  });
});

describe("productivity", () => {
  it("adds up a technician's days", () => {
    const day = (date: string, more: object) => ({
      technicianId: "t1",
      date,
      finished: 0,
      skipped: 0,
      timedStops: 0,
      onSiteMinutes: 0,
      driveMeters: 0,
      driveMinutes: 0,
      clockedMinutes: null,
      ...more,
    });
    const [row] = productivityReport(
      [
        day("2026-11-02", {
          finished: 8,
          timedStops: 8,
          onSiteMinutes: 200,
          driveMeters: 20 * 1609.344,
          driveMinutes: 45.4,
          clockedMinutes: 480,
        }),
        day("2026-11-09", {
          finished: 7,
          skipped: 1,
          timedStops: 6,
          onSiteMinutes: 190,
          driveMeters: 1609.344,
          driveMinutes: 40.3,
        }),
        day("2026-11-16", { skipped: 2 }),
      ],
      new Map([["t1", "Tomas"]]),
    );
    expect(row).toEqual({
      technicianId: "t1",
      name: "Tomas",
      days: 2,
      finished: 15,
      skipped: 3,
      stopsPerDay: 7.5,
      // 390 min over 14 timed stops
      minutesPerStop: 27.9,
      onSiteMinutes: 390,
      driveMinutes: 86,
      driveMiles: 21,
      clockedMinutes: 480,
      // only the day with a shift: 480 − 200
      offSiteClockedMinutes: 280,
    });
  });
});

describe("chemicals", () => {
  it("adds usage per body, technician and product", () => {
    const dose = (d: Partial<DoseRow>): DoseRow => ({
      stopId: "s1",
      bodyOfWaterId: "b1",
      bodyName: "Pool",
      customerName: "Ada",
      technicianId: "t1",
      productKey: "chl",
      productName: "Liquid chlorine",
      amount: 1,
      unit: "gal",
      costCents: 410,
      ...d,
    });
    const report = chemicalsReport(
      [
        dose({}),
        dose({ stopId: "s2", amount: 0.5, costCents: 205 }),
        dose({ stopId: "s2", productKey: "acid", productName: "Acid", amount: 0.25, costCents: 195 }),
        dose({
          stopId: "s3",
          bodyOfWaterId: "b2",
          bodyName: "Spa",
          customerName: "Ben",
          technicianId: "t2",
          productKey: "x",
          productName: "Mystery",
          unit: "bag",
          costCents: null,
        }),
      ],
      new Map([
        ["t1", "Tomas"],
        ["t2", "Maya"],
      ]),
    );
    expect(report.totalCents).toBe(810);
    expect(report.uncosted).toBe(1);
    expect(report.perBody[0]).toMatchObject({
      bodyName: "Pool",
      visits: 2,
      doses: 3,
      costCents: 810,
      usage: [
        { productName: "Acid", unit: "gal", amount: 0.25 },
        { productName: "Liquid chlorine", unit: "gal", amount: 1.5 },
      ],
    });
    expect(
      report.perTechnician.map((t) => [t.name, t.visits, t.costCents, t.costPerVisitCents, t.uncosted]),
    ).toEqual([
      ["Maya", 1, 0, 0, 1],
      ["Tomas", 2, 810, 405, 0],
    ]);
    expect(report.perProduct[0]).toEqual({
      productName: "Liquid chlorine",
      unit: "gal",
      amount: 1.5,
      costCents: 615,
    });
  });
});
