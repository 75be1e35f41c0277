import { describe, expect, it } from "vitest";
import { type FinishedVisit, perCustomer, visitsCoveredBy } from "./billing-run";

const november = { start: "2026-11-01", end: "2026-11-30" };
const visit = (customerId: string, serviceDate: string, serviceLocationId = "loc-1"): FinishedVisit => ({
  customerId,
  serviceDate,
  serviceLocationId,
});

describe("visitsCoveredBy", () => {
  const visits = [
    visit("a", "2026-11-02"),
    visit("a", "2026-11-09", "loc-2"),
    visit("a", "2026-11-16"),
    visit("a", "2026-11-30"),
    visit("b", "2026-11-09"),
  ];

  it("counts the customer's visits of the period, at any location when the agreement names none", () => {
    expect(
      visitsCoveredBy(
        { customerId: "a", startsOn: "2026-01-01", endsOn: null, serviceLocationIds: [] },
        visits,
        november,
      ),
    ).toBe(4);
    expect(
      visitsCoveredBy(
        { customerId: "b", startsOn: "2026-01-01", endsOn: null, serviceLocationIds: [] },
        visits,
        november,
      ),
    ).toBe(1);
  });

  it("keeps to the agreement's dates inside the period, both ends inclusive", () => {
    expect(
      visitsCoveredBy(
        { customerId: "a", startsOn: "2026-11-09", endsOn: "2026-11-16", serviceLocationIds: [] },
        visits,
        november,
      ),
    ).toBe(2);
    expect(
      visitsCoveredBy(
        { customerId: "a", startsOn: "2026-12-01", endsOn: null, serviceLocationIds: [] },
        visits,
        november,
      ),
    ).toBe(0);
  });

  it("counts only the agreement's locations when it names some", () => {
    expect(
      visitsCoveredBy(
        { customerId: "a", startsOn: "2026-01-01", endsOn: null, serviceLocationIds: ["loc-2"] },
        visits,
        november,
      ),
    ).toBe(1);
  });
});

describe("perCustomer", () => {
  it("groups rows per customer, keeping their order", () => {
    const rows = [
      { customerId: "b", n: 1 },
      { customerId: "a", n: 2 },
      { customerId: "b", n: 3 },
    ];
    expect([...perCustomer(rows)]).toEqual([
      ["b", [rows[0], rows[2]]],
      ["a", [rows[1]]],
    ]);
  });
});
