import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobBillingStatuses, jobOperationStatuses } from "~/db/schema/operations";
import {
  allowedJobActions,
  applyJobAction,
  billingStatuses,
  canScheduleVisits,
  isJobOpen,
  type JobAction,
  type JobState,
  jobActions,
  jobActionTable,
  operationStatuses,
} from "./job-status";

const state = (operation: JobState["operation"], billing: JobState["billing"]): JobState => ({
  operation,
  billing,
});
const arbState = fc.record({
  operation: fc.constantFrom(...operationStatuses),
  billing: fc.constantFrom(...billingStatuses),
});
const arbAction = fc.constantFrom(...jobActions);

function run(start: JobState, ...actions: JobAction[]) {
  let s = start;
  for (const a of actions) {
    const r = applyJobAction(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.next;
  }
  return s;
}

describe("job status machine", () => {
  it("keeps the same status lists as the schema", () => {
    expect([...operationStatuses]).toEqual([...jobOperationStatuses]);
    expect([...billingStatuses]).toEqual([...jobBillingStatuses]);
  });

  it("walks the estimate path: send, accept, schedule, start, finish, invoice, paid", () => {
    const s0 = state("estimate pending", "draft");
    expect(run(s0, "sendEstimate")).toEqual(state("estimate pending", "estimate"));
    expect(run(s0, "sendEstimate", "acceptEstimate")).toEqual(state("unscheduled", "accepted"));
    expect(run(s0, "sendEstimate", "acceptEstimate", "schedule")).toEqual(state("scheduled", "accepted"));
    expect(run(s0, "sendEstimate", "acceptEstimate", "schedule", "start")).toEqual(
      state("in progress", "accepted"),
    );
    const done = run(s0, "sendEstimate", "acceptEstimate", "schedule", "start", "finish");
    expect(done).toEqual(state("finished", "accepted"));
    expect(run(done, "invoice")).toEqual(state("finished", "invoiced"));
    expect(run(done, "invoice", "markPaid")).toEqual(state("finished", "paid"));
  });

  it("skips the estimate for agreed work, and finishes straight from scheduled", () => {
    expect(run(state("estimate pending", "draft"), "skipEstimate")).toEqual(state("unscheduled", "accepted"));
    expect(run(state("estimate pending", "draft"), "skipEstimate", "schedule", "finish")).toEqual(
      state("finished", "accepted"),
    );
  });

  it("a declined estimate returns to draft and may be sent again", () => {
    const declined = run(state("estimate pending", "draft"), "sendEstimate", "declineEstimate");
    expect(declined).toEqual(state("estimate pending", "draft"));
    expect(run(declined, "sendEstimate")).toEqual(state("estimate pending", "estimate"));
  });

  it("re-sending an estimate keeps it an estimate", () => {
    expect(run(state("estimate pending", "estimate"), "sendEstimate")).toEqual(
      state("estimate pending", "estimate"),
    );
  });

  it("cancels any open job and nothing closed", () => {
    for (const op of ["estimate pending", "unscheduled", "scheduled", "in progress"] as const)
      expect(run(state(op, "accepted"), "cancel").operation).toBe("cancelled");
    expect(applyJobAction(state("finished", "accepted"), "cancel").ok).toBe(false);
    expect(applyJobAction(state("cancelled", "draft"), "cancel").ok).toBe(false);
  });

  it("refuses skipped steps with a reason", () => {
    const cases: [JobState, JobAction][] = [
      [state("estimate pending", "draft"), "acceptEstimate"], // not sent
      [state("estimate pending", "draft"), "schedule"], // not agreed
      [state("unscheduled", "accepted"), "start"],
      [state("unscheduled", "accepted"), "finish"],
      [state("estimate pending", "estimate"), "skipEstimate"],
      [state("scheduled", "accepted"), "invoice"],
      [state("finished", "accepted"), "markPaid"],
      [state("finished", "accepted"), "sendEstimate"],
    ];
    for (const [s, a] of cases) {
      const r = applyJobAction(s, a);
      expect(r.ok, `${a} from ${s.operation}/${s.billing}`).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/not possible while/);
    }
  });

  it("refuses an unknown action", () => {
    const r = applyJobAction(state("estimate pending", "draft"), "teleport");
    expect(r).toEqual({ ok: false, reason: '"teleport" is not something a job can do.' });
  });

  it("closed jobs are closed and visits only for agreed open work", () => {
    expect(isJobOpen(state("finished", "accepted"))).toBe(false);
    expect(isJobOpen(state("cancelled", "draft"))).toBe(false);
    expect(isJobOpen(state("in progress", "accepted"))).toBe(true);
    expect(canScheduleVisits(state("estimate pending", "estimate"))).toBe(false);
    expect(canScheduleVisits(state("unscheduled", "accepted"))).toBe(true);
    expect(canScheduleVisits(state("scheduled", "accepted"))).toBe(true);
    expect(canScheduleVisits(state("finished", "accepted"))).toBe(false);
  });

  it("property: an action applies exactly when both statuses are in its table row", () => {
    fc.assert(
      fc.property(arbState, arbAction, (s, a) => {
        const rule = jobActionTable[a];
        const inTable = rule.operation.from.includes(s.operation) && rule.billing.from.includes(s.billing);
        const r = applyJobAction(s, a);
        expect(r.ok).toBe(inTable);
        if (r.ok) {
          expect(r.next.operation).toBe(rule.operation.to ?? s.operation);
          expect(r.next.billing).toBe(rule.billing.to ?? s.billing);
        }
        expect(allowedJobActions(s).includes(a)).toBe(inTable);
      }),
    );
  });

  it("property: any sequence of allowed actions stays in known states; closed states never reopen", () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 30 }), (actions) => {
        let s = state("estimate pending", "draft");
        let closed = false;
        for (const a of actions) {
          const r = applyJobAction(s, a);
          if (!r.ok) continue;
          s = r.next;
          expect(operationStatuses).toContain(s.operation);
          expect(billingStatuses).toContain(s.billing);
          if (closed) expect(isJobOpen(s)).toBe(false);
          if (!isJobOpen(s)) closed = true;
        }
      }),
    );
  });

  it("property: billing never moves backwards except a declined estimate back to draft and a voided invoice back to accepted", () => {
    fc.assert(
      fc.property(arbState, arbAction, (s, a) => {
        const r = applyJobAction(s, a);
        if (!r.ok) return;
        if (a === "declineEstimate") {
          expect(r.next.billing).toBe("draft");
          return;
        }
        if (a === "invoiceVoided") {
          expect(r.next.billing).toBe("accepted");
          return;
        }
        expect(billingStatuses.indexOf(r.next.billing)).toBeGreaterThanOrEqual(
          billingStatuses.indexOf(s.billing),
        );
      }),
    );
  });
});
