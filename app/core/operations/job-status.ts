/**
 * A job's two state machines as one table of actions. The operation status says where the work is, the billing
 * status where the money is. Both move only by these actions — never by editing a field — so a job cannot skip a
 * step. Pure: no I/O, nothing of the app imported (the lists repeat the schema's, a test keeps them equal).
 */

export const operationStatuses = [
  "estimate pending",
  "unscheduled",
  "scheduled",
  "in progress",
  "finished",
  "cancelled",
] as const;
export type OperationStatus = (typeof operationStatuses)[number];

export const billingStatuses = ["draft", "estimate", "accepted", "invoiced", "paid"] as const;
export type BillingStatus = (typeof billingStatuses)[number];

export interface JobState {
  operation: OperationStatus;
  billing: BillingStatus;
}

export const jobActions = [
  "sendEstimate",
  "acceptEstimate",
  "declineEstimate",
  "skipEstimate",
  "schedule",
  "start",
  "finish",
  "cancel",
  "invoice",
  "invoiceVoided",
  "markPaid",
] as const;
export type JobAction = (typeof jobActions)[number];

interface Move<S extends string> {
  from: readonly S[];
  /** Null: the status stays as it is (but must be one of `from`). */
  to: S | null;
}

interface ActionRule {
  label: string;
  operation: Move<OperationStatus>;
  billing: Move<BillingStatus>;
}

const open: OperationStatus[] = ["estimate pending", "unscheduled", "scheduled", "in progress"];
const anyBilling = billingStatuses;
const agreed: BillingStatus[] = ["accepted", "invoiced", "paid"];

/** THE table. An action applies only when both current statuses are in its `from` lists. */
export const jobActionTable: Record<JobAction, ActionRule> = {
  // Sending again (a revised estimate) keeps it an estimate.
  sendEstimate: {
    label: "Send estimate",
    operation: { from: ["estimate pending"], to: null },
    billing: { from: ["draft", "estimate"], to: "estimate" },
  },
  acceptEstimate: {
    label: "Estimate accepted",
    operation: { from: ["estimate pending"], to: "unscheduled" },
    billing: { from: ["estimate"], to: "accepted" },
  },
  // A declined estimate goes back to draft: the office may revise and send it again, or cancel the job.
  declineEstimate: {
    label: "Estimate declined",
    operation: { from: ["estimate pending"], to: null },
    billing: { from: ["estimate"], to: "draft" },
  },
  // Work agreed without an estimate (a warranty repair, a customer who said yes on the phone).
  skipEstimate: {
    label: "Approved without estimate",
    operation: { from: ["estimate pending"], to: "unscheduled" },
    billing: { from: ["draft"], to: "accepted" },
  },
  schedule: {
    label: "Scheduled",
    operation: { from: ["unscheduled"], to: "scheduled" },
    billing: { from: agreed, to: null },
  },
  start: {
    label: "Started",
    operation: { from: ["scheduled"], to: "in progress" },
    billing: { from: agreed, to: null },
  },
  finish: {
    label: "Finished",
    operation: { from: ["scheduled", "in progress"], to: "finished" },
    billing: { from: agreed, to: null },
  },
  cancel: {
    label: "Cancelled",
    operation: { from: open, to: "cancelled" },
    billing: { from: anyBilling, to: null },
  },
  // With the money issue: the invoice is made from a finished job, then paid.
  invoice: {
    label: "Invoiced",
    operation: { from: ["finished"], to: null },
    billing: { from: ["accepted"], to: "invoiced" },
  },
  // The invoice that billed the job was voided or deleted: the job is billable again.
  invoiceVoided: {
    label: "Invoice voided",
    operation: { from: ["finished"], to: null },
    billing: { from: ["invoiced"], to: "accepted" },
  },
  markPaid: {
    label: "Paid",
    operation: { from: ["finished"], to: null },
    billing: { from: ["invoiced"], to: "paid" },
  },
};

/** The actions a person may take by a button on the job's page (the others follow from visits and invoices). */
export const manualJobActions: readonly (JobAction & ManualJobAction)[] = [
  "skipEstimate",
  "acceptEstimate",
  "declineEstimate",
  "cancel",
];

/** One of `manualJobActions`. */
export type ManualJobAction = "skipEstimate" | "acceptEstimate" | "declineEstimate" | "cancel";

/** Whether a posted action is one a person may take by a button (not one that follows from visits or invoices). */
export function isManualJobAction(value: string): value is ManualJobAction {
  return (manualJobActions as readonly string[]).includes(value);
}

export function isJobAction(value: string): value is JobAction {
  return (jobActions as readonly string[]).includes(value);
}

export type ActionResult = { ok: true; next: JobState } | { ok: false; reason: string };

/** Applies an action to a state, or says in words why it can't. */
export function applyJobAction(state: JobState, action: string): ActionResult {
  if (!isJobAction(action)) return { ok: false, reason: `"${action}" is not something a job can do.` };
  const rule = jobActionTable[action];
  if (!rule.operation.from.includes(state.operation))
    return { ok: false, reason: `${rule.label}: not possible while the job is ${state.operation}.` };
  if (!rule.billing.from.includes(state.billing))
    return { ok: false, reason: `${rule.label}: not possible while billing is ${state.billing}.` };
  return {
    ok: true,
    next: { operation: rule.operation.to ?? state.operation, billing: rule.billing.to ?? state.billing },
  };
}

export function canApply(state: JobState, action: JobAction) {
  return applyJobAction(state, action).ok;
}

/** The actions allowed from a state, in table order. */
export function allowedJobActions(state: JobState): JobAction[] {
  return jobActions.filter((a) => canApply(state, a));
}

/** Finished and cancelled jobs are closed: no edits, no new visits. */
export function isJobOpen(state: Pick<JobState, "operation">) {
  return open.includes(state.operation);
}

/** May visits be scheduled? Only once the work is agreed and while it is not over. */
export function canScheduleVisits(state: JobState) {
  return (
    (state.operation === "unscheduled" ||
      state.operation === "scheduled" ||
      state.operation === "in progress") &&
    agreed.includes(state.billing)
  );
}

export const jobLabel = (n: number) => `J-${n}`;
