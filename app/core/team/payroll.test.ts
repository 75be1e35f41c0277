import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal } from "../money/rounding";
import {
  divideRoundHalfUp,
  formatMinutes,
  memberPay,
  minutesToHours,
  type Rate,
  rateOn,
  shiftMinutes,
} from "./payroll";

const at = (hhmm: string, day = "2026-11-16") => new Date(`${day}T${hhmm}:00Z`);

describe("shift minutes", () => {
  it("takes unpaid lunch off and keeps paid breaks", () => {
    const m = shiftMinutes({
      clockInAt: at("08:00"),
      clockOutAt: at("16:30"),
      breaks: [
        { startAt: at("12:00"), endAt: at("12:30"), paid: false },
        { startAt: at("10:00"), endAt: at("10:15"), paid: true },
      ],
    });
    expect(m).toEqual({
      totalMinutes: 510,
      paidBreakMinutes: 15,
      unpaidBreakMinutes: 30,
      workedMinutes: 480,
    });
  });

  it("counts an overnight shift whole (it belongs to its work date)", () => {
    const m = shiftMinutes({
      clockInAt: at("22:00", "2026-11-16"),
      clockOutAt: at("06:00", "2026-11-17"),
      breaks: [{ startAt: at("02:00", "2026-11-17"), endAt: at("02:45", "2026-11-17"), paid: false }],
    });
    expect(m.workedMinutes).toBe(435);
  });

  it("runs an open shift and an open break to now, clips breaks to the shift, counts overlaps once", () => {
    const now = at("12:10");
    expect(
      shiftMinutes(
        {
          clockInAt: at("08:00"),
          clockOutAt: null,
          breaks: [{ startAt: at("12:00"), endAt: null, paid: false }],
        },
        now,
      ),
    ).toMatchObject({ totalMinutes: 250, unpaidBreakMinutes: 10, workedMinutes: 240 });
    expect(
      shiftMinutes({
        clockInAt: at("08:00"),
        clockOutAt: at("12:00"),
        breaks: [
          { startAt: at("07:00"), endAt: at("08:30"), paid: false },
          { startAt: at("08:15"), endAt: at("08:45"), paid: false },
          { startAt: at("11:50"), endAt: at("13:00"), paid: false },
        ],
      }).unpaidBreakMinutes,
    ).toBe(55);
  });

  it("rounds seconds to the nearest minute once per shift", () => {
    const m = shiftMinutes({
      clockInAt: new Date("2026-11-16T08:00:00Z"),
      clockOutAt: new Date("2026-11-16T08:59:31Z"),
      breaks: [],
    });
    expect(m.workedMinutes).toBe(60);
  });
});

describe("rates", () => {
  const rates: Rate[] = [
    { kind: "hour", amountCents: 2000, effectiveOn: "2026-01-01" },
    { kind: "hour", amountCents: 2250, effectiveOn: "2026-11-19" },
    { kind: "stop", amountCents: 500, effectiveOn: "2026-06-01" },
  ];
  it("takes the latest rate effective on or before the day", () => {
    expect(rateOn(rates, "hour", "2026-11-18")?.amountCents).toBe(2000);
    expect(rateOn(rates, "hour", "2026-11-19")?.amountCents).toBe(2250);
    expect(rateOn(rates, "stop", "2026-05-31")).toBeNull();
    expect(rateOn(rates, "job", "2026-11-19")).toBeNull();
  });
});

describe("member pay", () => {
  const rates: Rate[] = [
    { kind: "hour", amountCents: 2000, effectiveOn: "2026-01-01" },
    { kind: "hour", amountCents: 2250, effectiveOn: "2026-11-19" },
    { kind: "stop", amountCents: 450, effectiveOn: "2026-01-01" },
    { kind: "job", amountCents: 7500, effectiveOn: "2026-01-01" },
  ];

  it("pays hours at the rate of each day (a raise mid-period), stops, jobs and contract labor", () => {
    const pay = memberPay({
      shifts: [
        { workDate: "2026-11-17", workedMinutes: 480 },
        { workDate: "2026-11-18", workedMinutes: 455 },
        { workDate: "2026-11-19", workedMinutes: 470 },
      ],
      stops: [{ date: "2026-11-17" }, { date: "2026-11-18" }, { date: "2026-11-19" }],
      jobs: [{ date: "2026-11-19" }],
      contractLabor: [{ amountCents: 3500 }, { amountCents: 4000 }],
      rates,
    });
    // 935 min × $20/h = $311.666… → $311.67; 470 min × $22.50/h = $176.25.
    expect(pay.lines).toEqual([
      { kind: "hour", quantity: 935, rateCents: 2000, effectiveOn: "2026-01-01", amountCents: 31167 },
      { kind: "hour", quantity: 470, rateCents: 2250, effectiveOn: "2026-11-19", amountCents: 17625 },
      { kind: "stop", quantity: 3, rateCents: 450, effectiveOn: "2026-01-01", amountCents: 1350 },
      { kind: "job", quantity: 1, rateCents: 7500, effectiveOn: "2026-01-01", amountCents: 7500 },
      { kind: "contract", quantity: 2, rateCents: null, effectiveOn: null, amountCents: 7500 },
    ]);
    expect(pay).toMatchObject({
      workedMinutes: 1405,
      stops: 3,
      jobs: 1,
      hourCents: 48792,
      stopCents: 1350,
      jobCents: 7500,
      contractCents: 7500,
      totalCents: 65142,
      missingRates: [],
    });
  });

  it("rounds once per line, not per shift", () => {
    // Three shifts of 7 min at $10/h: per shift 116.67¢ would round to 117 ×3 = 351; once per line 21 min = 350.
    const pay = memberPay({
      shifts: [1, 2, 3].map((d) => ({ workDate: `2026-11-1${d}`, workedMinutes: 7 })),
      stops: [],
      jobs: [],
      contractLabor: [],
      rates: [{ kind: "hour", amountCents: 1000, effectiveOn: "2026-01-01" }],
    });
    expect(pay.hourCents).toBe(350);
  });

  it("pays nothing for work without a rate and says which rate is missing", () => {
    const pay = memberPay({
      shifts: [{ workDate: "2025-12-31", workedMinutes: 60 }],
      stops: [{ date: "2026-11-17" }],
      jobs: [],
      contractLabor: [],
      rates: [{ kind: "hour", amountCents: 2000, effectiveOn: "2026-01-01" }],
    });
    expect(pay.totalCents).toBe(0);
    expect(pay.missingRates).toEqual(["hour", "stop"]);
  });

  it("adds up: the total is the sum of its lines, hour lines never lose a cent against exact arithmetic", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: 10, max: 28 }), minutes: fc.integer({ min: 0, max: 900 }) }),
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (shifts, rate) => {
          const pay = memberPay({
            shifts: shifts.map((s) => ({ workDate: `2026-11-${s.day}`, workedMinutes: s.minutes })),
            stops: [],
            jobs: [],
            contractLabor: [],
            rates: [{ kind: "hour", amountCents: rate, effectiveOn: "2026-01-01" }],
          });
          const exact = (pay.workedMinutes * rate) / 60;
          expect(Math.abs(pay.totalCents - exact)).toBeLessThanOrEqual(0.5);
          expect(pay.totalCents).toBe(pay.lines.reduce((a, l) => a + l.amountCents, 0));
        },
      ),
    );
  });
});

describe("formatting", () => {
  it("shows minutes, hours and cents", () => {
    expect(formatMinutes(425)).toBe("7 h 05 min");
    expect(minutesToHours(425)).toBe("7.08");
    expect(minutesToHours(30)).toBe("0.50");
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(divideRoundHalfUp(5, 10)).toBe(1);
  });
});
