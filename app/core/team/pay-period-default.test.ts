import { describe, expect, it } from "vitest";
import { payPeriodFromParams } from "./pay-period";

describe("the company's pay period as the URL's default", () => {
  const today = "2026-11-22";

  it("uses the company's kind when the URL names none", () => {
    expect(payPeriodFromParams(new URLSearchParams(""), today, "semimonthly")).toEqual({
      kind: "semimonthly",
      start: "2026-11-16",
      end: "2026-11-30",
    });
    expect(payPeriodFromParams(new URLSearchParams("date=2026-11-03"), today, "monthly")).toEqual({
      kind: "monthly",
      start: "2026-11-01",
      end: "2026-11-30",
    });
  });

  it("lets the URL override it, and falls back to it for an unknown kind", () => {
    expect(payPeriodFromParams(new URLSearchParams("period=weekly"), today, "semimonthly")).toMatchObject({
      kind: "weekly",
      start: "2026-11-16",
      end: "2026-11-22",
    });
    expect(payPeriodFromParams(new URLSearchParams("period=yearly"), today, "biweekly")).toMatchObject({
      kind: "biweekly",
    });
  });

  it("stays weekly without a company setting", () => {
    expect(payPeriodFromParams(new URLSearchParams(""), today).kind).toBe("weekly");
  });
});
