import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { laborContractStatuses as schemaStatuses } from "~/db/schema/team";
import {
  allowedLaborContractActions,
  applyLaborContractAction,
  effectiveStatus,
  laborContractActions,
  laborContractStatuses,
  lastDayWithNotice,
  stopLaborCostCents,
} from "./labor-contract-status";

describe("labor contract status machine", () => {
  it("keeps the same status list as the schema", () => {
    expect([...laborContractStatuses]).toEqual([...schemaStatuses]);
  });

  it("lets the receiver accept or reject an offer, and the offerer withdraw it", () => {
    const offer = { status: "offered" as const, kind: "one-time" as const };
    expect(applyLaborContractAction(offer, "accept", "receiver")).toEqual({ ok: true, next: "accepted" });
    expect(applyLaborContractAction(offer, "reject", "receiver")).toEqual({ ok: true, next: "rejected" });
    expect(applyLaborContractAction(offer, "withdraw", "offerer")).toEqual({ ok: true, next: "withdrawn" });
    expect(applyLaborContractAction(offer, "accept", "offerer").ok).toBe(false);
    expect(applyLaborContractAction(offer, "withdraw", "receiver").ok).toBe(false);
    expect(allowedLaborContractActions(offer, "receiver")).toEqual(["accept", "reject"]);
    expect(allowedLaborContractActions(offer, "offerer")).toEqual(["withdraw"]);
  });

  it("walks one-time work: accepted, finished, invoiced; recurring work ends", () => {
    expect(applyLaborContractAction({ status: "accepted", kind: "one-time" }, "finish", "receiver")).toEqual({
      ok: true,
      next: "finished",
    });
    expect(applyLaborContractAction({ status: "finished", kind: "one-time" }, "invoice", "offerer")).toEqual({
      ok: true,
      next: "invoiced",
    });
    expect(applyLaborContractAction({ status: "accepted", kind: "recurring" }, "end", "offerer")).toEqual({
      ok: true,
      next: "ended",
    });
    expect(applyLaborContractAction({ status: "accepted", kind: "recurring" }, "finish", "offerer").ok).toBe(
      false,
    );
    expect(applyLaborContractAction({ status: "accepted", kind: "one-time" }, "end", "offerer").ok).toBe(
      false,
    );
    expect(applyLaborContractAction({ status: "offered", kind: "one-time" }, "nonsense", "offerer").ok).toBe(
      false,
    );
  });

  it("never leaves a closed contract (rejected, withdrawn, expired, ended, invoiced)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("rejected", "withdrawn", "expired", "ended", "invoiced" as const),
        fc.constantFrom("recurring", "one-time" as const),
        fc.constantFrom(...laborContractActions),
        fc.constantFrom("offerer", "receiver", "system" as const),
        (status, kind, action, by) => !applyLaborContractAction({ status, kind }, action, by).ok,
      ),
    );
  });

  it("shows an unanswered offer past its accept-by date as expired", () => {
    expect(effectiveStatus({ status: "offered", acceptBy: "2026-11-21" }, "2026-11-22")).toBe("expired");
    expect(effectiveStatus({ status: "offered", acceptBy: "2026-11-22" }, "2026-11-22")).toBe("offered");
    expect(effectiveStatus({ status: "offered", acceptBy: null }, "2026-11-22")).toBe("offered");
    expect(effectiveStatus({ status: "accepted", acceptBy: "2026-11-01" }, "2026-11-22")).toBe("accepted");
  });

  it("ends with notice: today + notice days, or a later picked day", () => {
    expect(lastDayWithNotice("2026-11-22", 14, null)).toBe("2026-12-06");
    expect(lastDayWithNotice("2026-11-22", 14, "2026-11-25")).toBe("2026-12-06");
    expect(lastDayWithNotice("2026-11-22", 14, "2027-01-10")).toBe("2027-01-10");
    expect(lastDayWithNotice("2026-12-30", 3, null)).toBe("2027-01-02");
  });

  it("costs a stop by the rate: per stop the rate, per hour by minutes, per month nothing per stop", () => {
    expect(stopLaborCostCents({ rateCents: 2500, rateUnit: "stop" }, 40)).toBe(2500);
    expect(stopLaborCostCents({ rateCents: 3000, rateUnit: "hour" }, 45)).toBe(2250);
    expect(stopLaborCostCents({ rateCents: 3000, rateUnit: "hour" }, null)).toBe(0);
    expect(stopLaborCostCents({ rateCents: 90_000, rateUnit: "month" }, 45)).toBeNull();
  });
});
