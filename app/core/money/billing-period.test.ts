import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/core/calendar/dates";
import {
  type AgreementRate,
  agreementCharge,
  type BillingPeriod,
  billingPeriodContaining,
  billingPeriodFromParams,
  billingPeriodLabel,
  daysInPeriod,
  nextBillingPeriod,
  previousBillingPeriod,
} from "./billing-period";
import { lineAmountCents } from "./rounding";

const november: BillingPeriod = { kind: "monthly", start: "2026-11-01", end: "2026-11-30" };
const monthly = (over: Partial<AgreementRate> = {}): AgreementRate => ({
  rateCents: 16_000,
  rateInterval: "month",
  startsOn: "2026-01-01",
  endsOn: null,
  ...over,
});

describe("billing periods", () => {
  it("a calendar month by default, weeks and fortnights like pay periods", () => {
    expect(billingPeriodContaining("2026-11-18")).toEqual(november);
    expect(billingPeriodContaining("2028-02-10")).toEqual({
      kind: "monthly",
      start: "2028-02-01",
      end: "2028-02-29",
    });
    expect(billingPeriodContaining("2026-11-18", "weekly")).toEqual({
      kind: "weekly",
      start: "2026-11-16",
      end: "2026-11-22",
    });
    expect(billingPeriodContaining("2024-01-15", "biweekly")).toEqual({
      kind: "biweekly",
      start: "2024-01-15",
      end: "2024-01-28",
    });
    expect(() => billingPeriodContaining("2026-02-30")).toThrow();
  });

  it("previous and next cross years", () => {
    const jan = billingPeriodContaining("2027-01-09");
    expect(previousBillingPeriod(jan)).toEqual({ kind: "monthly", start: "2026-12-01", end: "2026-12-31" });
    expect(nextBillingPeriod(previousBillingPeriod(jan))).toEqual(jan);
  });

  it("labels", () => {
    expect(billingPeriodLabel(november)).toBe("November 2026");
    expect(billingPeriodLabel(billingPeriodContaining("2026-12-30", "weekly"))).toBe(
      "Dec 28, 2026 – Jan 3, 2027",
    );
  });

  it("reads the URL, falling back to the month of today", () => {
    expect(billingPeriodFromParams(new URLSearchParams(""), "2026-11-18")).toEqual(november);
    expect(
      billingPeriodFromParams(new URLSearchParams("period=weekly&date=2026-11-02"), "2026-11-18"),
    ).toEqual({
      kind: "weekly",
      start: "2026-11-02",
      end: "2026-11-08",
    });
    expect(billingPeriodFromParams(new URLSearchParams("period=daily&date=nope"), "2026-11-18")).toEqual(
      november,
    );
  });

  it("property: periods tile the calendar — each starts the day after the previous ends, and holds its dates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom("monthly", "weekly", "biweekly" as const),
        (offset, kind) => {
          const date = addDays("2000-01-01", offset);
          const p = billingPeriodContaining(date, kind);
          expect(p.start <= date && date <= p.end).toBe(true);
          expect(addDays(previousBillingPeriod(p).end, 1)).toBe(p.start);
          expect(nextBillingPeriod(p).start).toBe(addDays(p.end, 1));
          if (kind === "weekly") expect(daysInPeriod(p)).toBe(7);
          if (kind === "biweekly") expect(daysInPeriod(p)).toBe(14);
          if (kind === "monthly") expect(p.start.slice(8)).toBe("01");
        },
      ),
    );
  });
});

describe("agreement charges", () => {
  it("a full month is the rate, whatever the month's length", () => {
    for (const date of ["2026-02-10", "2028-02-10", "2026-04-10", "2026-11-10"]) {
      const c = agreementCharge(monthly(), billingPeriodContaining(date));
      expect(c).toMatchObject({
        quantity: 1,
        unitPriceCents: 16_000,
        amountCents: 16_000,
        partial: false,
        note: "",
      });
    }
  });

  it("prorates a start or end mid-month by days, rounded once", () => {
    // 16 of 30 days: 8533.33 → 8533.
    const starts = agreementCharge(monthly({ startsOn: "2026-11-15" }), november);
    expect(starts).toMatchObject({
      amountCents: 8533,
      quantity: 1,
      unitPriceCents: 8533,
      covered: { start: "2026-11-15", end: "2026-11-30" },
      coveredDays: 16,
      periodDays: 30,
      partial: true,
      note: "Nov 15 – 30, 2026 (16 of 30 days)",
    });
    // Ends on the 14th: 14/30 → 7466.67 → 7467. The two halves add to the rate within a cent.
    const ends = agreementCharge(monthly({ endsOn: "2026-11-14" }), november);
    expect(ends.amountCents).toBe(7467);
    // Starts and ends inside the month.
    expect(
      agreementCharge(monthly({ startsOn: "2026-11-10", endsOn: "2026-11-19" }), november).amountCents,
    ).toBe(5333);
  });

  it("bills nothing outside the agreement's dates", () => {
    expect(agreementCharge(monthly({ startsOn: "2026-12-01" }), november)).toMatchObject({
      amountCents: 0,
      covered: null,
      coveredDays: 0,
    });
    expect(agreementCharge(monthly({ endsOn: "2026-10-31" }), november).amountCents).toBe(0);
  });

  it("per visit: finished visits × rate", () => {
    const c = agreementCharge(monthly({ rateInterval: "visit", rateCents: 4500 }), november, 4);
    expect(c).toMatchObject({ quantity: 4, unitPriceCents: 4500, amountCents: 18_000, note: "4 visits" });
    expect(agreementCharge(monthly({ rateInterval: "visit" }), november, 1).note).toBe("1 visit");
    expect(agreementCharge(monthly({ rateInterval: "visit" }), november).amountCents).toBe(0);
    expect(() => agreementCharge(monthly({ rateInterval: "visit" }), november, -1)).toThrow(RangeError);
  });

  it("per week: days ÷ 7", () => {
    const week = billingPeriodContaining("2026-11-18", "weekly");
    expect(agreementCharge(monthly({ rateInterval: "week", rateCents: 4000 }), week).amountCents).toBe(4000);
    // A 30-day month of a $40 weekly rate: 30/7 weeks = 17142.86 → 17143.
    expect(agreementCharge(monthly({ rateInterval: "week", rateCents: 4000 }), november).amountCents).toBe(
      17_143,
    );
  });

  it("per year: a twelfth a month, prorated by the month's days", () => {
    expect(agreementCharge(monthly({ rateInterval: "year", rateCents: 120_000 }), november).amountCents).toBe(
      10_000,
    );
    expect(
      agreementCharge(
        monthly({ rateInterval: "year", rateCents: 120_000 }),
        billingPeriodContaining("2026-02-01"),
      ).amountCents,
    ).toBe(10_000);
    expect(
      agreementCharge(monthly({ rateInterval: "year", rateCents: 120_000, startsOn: "2026-11-16" }), november)
        .amountCents,
    ).toBe(5000);
  });

  it("a weekly period across two months takes each month's share", () => {
    // Mon Dec 28 2026 – Sun Jan 3 2027: 4/31 + 3/31 of the monthly rate = 7/31 × 16000 = 3612.9 → 3613.
    const week = billingPeriodContaining("2026-12-30", "weekly");
    expect(agreementCharge(monthly(), week).amountCents).toBe(3613);
    // Feb 2026 has 28 days: Feb 23 – Mar 1 is 6/28 + 1/31 of the rate = 3428.57 + 516.13 = 3944.70 → 3945.
    expect(agreementCharge(monthly(), billingPeriodContaining("2026-02-25", "weekly")).amountCents).toBe(
      3945,
    );
  });

  const arbRate = fc.record({
    rateCents: fc.integer({ min: 0, max: 1_000_000 }),
    rateInterval: fc.constantFrom("month", "week", "year" as const),
    startsOn: fc.integer({ min: 0, max: 1500 }).map((d) => addDays("2025-01-01", d)),
    endsOn: fc.option(
      fc.integer({ min: 0, max: 1500 }).map((d) => addDays("2025-01-01", d)),
      { nil: null },
    ),
  });
  const arbPeriod = fc
    .tuple(fc.integer({ min: 0, max: 1500 }), fc.constantFrom("monthly", "weekly", "biweekly" as const))
    .map(([d, kind]) => billingPeriodContaining(addDays("2025-01-01", d), kind));

  it("properties: integer, 0 ≤ charge ≤ the full period's, a line as it stands, monotone in covered days", () => {
    fc.assert(
      fc.property(arbRate, arbPeriod, (rate, period) => {
        const c = agreementCharge(rate, period);
        const full = agreementCharge({ ...rate, startsOn: "2000-01-01", endsOn: null }, period);
        expect(Number.isInteger(c.amountCents)).toBe(true);
        expect(c.amountCents).toBeGreaterThanOrEqual(0);
        expect(c.amountCents).toBeLessThanOrEqual(full.amountCents);
        expect(lineAmountCents(c.quantity, c.unitPriceCents)).toBe(c.amountCents);
        expect(c.coveredDays).toBeLessThanOrEqual(c.periodDays);
        expect(c.partial).toBe(c.coveredDays > 0 && c.coveredDays < c.periodDays);
      }),
    );
  });

  it("property: splitting a month between two agreements costs the month's rate within a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (m, splitDay, rateCents) => {
          const period = billingPeriodContaining(addDays("2025-01-15", m * 30));
          const split = addDays(period.start, Math.min(splitDay, daysInPeriod(period) - 1));
          const before = agreementCharge(
            monthly({ rateCents, startsOn: "2000-01-01", endsOn: addDays(split, -1) }),
            period,
          );
          const after = agreementCharge(monthly({ rateCents, startsOn: split }), period);
          expect(Math.abs(before.amountCents + after.amountCents - rateCents)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("property: twelve months of a yearly rate come to the year's rate within six cents", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 11 }),
        (rateCents, startMonth) => {
          let p = billingPeriodContaining(addDays("2026-01-01", startMonth * 31));
          let sum = 0;
          for (let i = 0; i < 12; i++) {
            sum += agreementCharge(monthly({ rateCents, rateInterval: "year" }), p).amountCents;
            p = nextBillingPeriod(p);
          }
          expect(Math.abs(sum - rateCents)).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});
