import { describe, expect, it } from "vitest";
import { agreementStatuses as schemaStatuses } from "~/db/schema/money";
import {
  type AgreementStatus,
  agreementActions,
  agreementLabel,
  agreementStatuses,
  allowedAgreementActions,
  applyAgreementAction,
  effectiveAgreementStatus,
  formatAgreementRate,
  isPastAcceptBy,
  parseAgreementNumber,
} from "./agreement-status";

describe("agreement statuses", () => {
  it("repeats the schema's statuses", () => {
    expect([...agreementStatuses]).toEqual([...schemaStatuses]);
  });

  it("the company drafts, sends, resends, withdraws, ends and deletes", () => {
    expect(applyAgreementAction("draft", "send", "company")).toEqual({ ok: true, next: "sent" });
    expect(applyAgreementAction("sent", "resend", "company")).toEqual({ ok: true, next: "sent" });
    expect(applyAgreementAction("sent", "withdraw", "company")).toEqual({ ok: true, next: "draft" });
    expect(applyAgreementAction("expired", "withdraw", "company")).toEqual({ ok: true, next: "draft" });
    expect(applyAgreementAction("accepted", "end", "company")).toEqual({ ok: true, next: "ended" });
    expect(applyAgreementAction("draft", "delete", "company")).toEqual({ ok: true, next: "deleted" });
  });

  it("the pool owner accepts or declines a sent agreement, once", () => {
    expect(applyAgreementAction("sent", "accept", "owner")).toEqual({ ok: true, next: "accepted" });
    expect(applyAgreementAction("sent", "decline", "owner")).toEqual({ ok: true, next: "declined" });
    for (const status of ["draft", "accepted", "declined", "expired", "ended"] as AgreementStatus[]) {
      expect(applyAgreementAction(status, "accept", "owner")).toMatchObject({ ok: false });
      expect(applyAgreementAction(status, "decline", "owner")).toMatchObject({ ok: false });
    }
  });

  it("says who may act and why not", () => {
    expect(applyAgreementAction("sent", "accept", "company")).toEqual({
      ok: false,
      reason: "Accept: only the pool owner can do this.",
    });
    expect(applyAgreementAction("accepted", "edit", "company")).toEqual({
      ok: false,
      reason: "Edit: not possible while the agreement is accepted.",
    });
    expect(applyAgreementAction("sent", "fly", "company")).toMatchObject({ ok: false });
    expect(applyAgreementAction("sent", "expire", "system")).toEqual({ ok: true, next: "expired" });
    expect(applyAgreementAction("sent", "expire", "company")).toMatchObject({ ok: false });
  });

  it("nothing leaves an ended agreement; accepted only ends", () => {
    for (const by of ["company", "owner", "system"] as const)
      expect(allowedAgreementActions("ended", by)).toEqual([]);
    expect(allowedAgreementActions("accepted", "company")).toEqual(["end"]);
    expect(allowedAgreementActions("draft", "company")).toEqual(["edit", "send", "delete"]);
    expect(allowedAgreementActions("sent", "company")).toEqual(["resend", "withdraw"]);
  });

  it("every action moves between statuses of the list", () => {
    for (const status of agreementStatuses)
      for (const action of agreementActions)
        for (const by of ["company", "owner", "system"] as const) {
          const result = applyAgreementAction(status, action, by);
          if (result.ok) expect([...agreementStatuses, "deleted"]).toContain(result.next);
        }
  });

  it("a sent agreement past its accept-by date shows as expired", () => {
    expect(isPastAcceptBy("2025-03-01", "2025-03-01")).toBe(false);
    expect(isPastAcceptBy("2025-03-01", "2025-03-02")).toBe(true);
    expect(isPastAcceptBy(null, "2025-03-02")).toBe(false);
    expect(effectiveAgreementStatus({ status: "sent", acceptBy: "2025-03-01" }, "2025-03-02")).toBe(
      "expired",
    );
    expect(effectiveAgreementStatus({ status: "sent", acceptBy: "2025-03-01" }, "2025-03-01")).toBe("sent");
    expect(effectiveAgreementStatus({ status: "accepted", acceptBy: "2025-03-01" }, "2025-04-01")).toBe(
      "accepted",
    );
  });

  it("labels, numbers and rates", () => {
    expect(agreementLabel(12)).toBe("AG-12");
    expect(parseAgreementNumber("AG-12")).toBe(12);
    expect(parseAgreementNumber("ag 7")).toBe(7);
    expect(parseAgreementNumber("31")).toBe(31);
    expect(parseAgreementNumber("Reed")).toBeNull();
    expect(formatAgreementRate(16_000, "month")).toBe("$160.00 / month");
    expect(formatAgreementRate(4_550, "visit", "USD")).toBe("$45.50 / visit");
  });
});
