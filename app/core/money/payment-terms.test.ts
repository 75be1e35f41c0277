import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agingBucket, agingSummary, daysPastDue, dueDate, isPaymentTerms } from "./payment-terms";

describe("terms and aging", () => {
  it("due dates from terms", () => {
    expect(dueDate("2026-11-30", "due on receipt")).toBe("2026-11-30");
    expect(dueDate("2026-11-30", "net 7")).toBe("2026-12-07");
    expect(dueDate("2026-11-30", "net 15")).toBe("2026-12-15");
    expect(dueDate("2026-11-30", "net 30")).toBe("2026-12-30");
    expect(dueDate("2026-12-15", "net 60")).toBe("2027-02-13");
    expect(isPaymentTerms("net 30")).toBe(true);
    expect(isPaymentTerms("net 45")).toBe(false);
  });

  it("aging buckets by days past due, edges included", () => {
    const due = "2026-10-01";
    const at = (days: number) =>
      agingBucket(due, new Date(Date.UTC(2026, 9, 1 + days)).toISOString().slice(0, 10));
    expect([at(-5), at(0), at(1), at(30), at(31), at(60), at(61), at(90), at(91), at(400)]).toEqual([
      "current",
      "current",
      "1-30",
      "1-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "over 90",
      "over 90",
    ]);
    expect(daysPastDue(due, "2026-09-01")).toBe(0);
  });

  it("sums outstanding balances per bucket", () => {
    expect(
      agingSummary(
        [
          { dueOn: "2026-12-10", balanceCents: 1000 },
          { dueOn: "2026-11-20", balanceCents: 2000 },
          { dueOn: "2026-08-01", balanceCents: 3000 },
          { dueOn: "2026-08-01", balanceCents: 0 },
        ],
        "2026-12-01",
      ),
    ).toEqual({ current: 1000, "1-30": 2000, "31-60": 0, "61-90": 0, "over 90": 3000, totalCents: 6000 });
  });

  it("property: buckets add up to the total, and an invoice only ages as days pass", () => {
    const order = ["current", "1-30", "31-60", "61-90", "over 90"];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            days: fc.integer({ min: -100, max: 400 }),
            balanceCents: fc.integer({ min: -100, max: 1e6 }),
          }),
        ),
        fc.integer({ min: 0, max: 100 }),
        (rows, later) => {
          const today = "2026-12-01";
          const invoices = rows.map((r) => ({
            dueOn: new Date(Date.UTC(2026, 11, 1 - r.days)).toISOString().slice(0, 10),
            balanceCents: r.balanceCents,
          }));
          const s = agingSummary(invoices, today);
          expect(s.current + s["1-30"] + s["31-60"] + s["61-90"] + s["over 90"]).toBe(s.totalCents);
          expect(s.totalCents).toBe(invoices.reduce((t, i) => t + Math.max(0, i.balanceCents), 0));
          const laterDay = new Date(Date.UTC(2026, 11, 1 + later)).toISOString().slice(0, 10);
          for (const i of invoices)
            expect(order.indexOf(agingBucket(i.dueOn, laterDay))).toBeGreaterThanOrEqual(
              order.indexOf(agingBucket(i.dueOn, today)),
            );
        },
      ),
    );
  });
});
