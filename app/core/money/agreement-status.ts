/**
 * A service agreement's statuses as one table of actions, and who may take each: the company (the office), the pool
 * owner (by the e-mailed link or in the client portal), or the calendar. An agreement moves only by these actions —
 * never by editing a field. Pure: nothing of the app imported (the list repeats the schema's; a test keeps them equal).
 */
import { formatCents } from "../operations/job-money";

export const agreementStatuses = ["draft", "sent", "accepted", "declined", "expired", "ended"] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

export const agreementActions = [
  "edit",
  "send",
  "resend",
  "withdraw",
  "delete",
  "accept",
  "decline",
  "expire",
  "end",
] as const;
export type AgreementAction = (typeof agreementActions)[number];

export type AgreementActor = "company" | "owner" | "system";

interface Rule {
  label: string;
  from: readonly AgreementStatus[];
  /** "deleted": the draft is removed, not kept with a status. */
  to: AgreementStatus | "deleted";
  by: AgreementActor;
}

/** THE table. */
export const agreementActionTable: Record<AgreementAction, Rule> = {
  edit: { label: "Edit", from: ["draft"], to: "draft", by: "company" },
  send: { label: "Send", from: ["draft"], to: "sent", by: "company" },
  // The same link again (a lost e-mail, a new address on the customer).
  resend: { label: "Resend", from: ["sent"], to: "sent", by: "company" },
  // Back to a draft to change it: the e-mailed link stops working; sending again makes a new one.
  withdraw: { label: "Withdraw", from: ["sent", "declined", "expired"], to: "draft", by: "company" },
  delete: { label: "Delete", from: ["draft"], to: "deleted", by: "company" },
  accept: { label: "Accept", from: ["sent"], to: "accepted", by: "owner" },
  decline: { label: "Decline", from: ["sent"], to: "declined", by: "owner" },
  // Not answered by the accept-by date.
  expire: { label: "Expire", from: ["sent"], to: "expired", by: "system" },
  end: { label: "End", from: ["accepted"], to: "ended", by: "company" },
};

export function isAgreementAction(value: string): value is AgreementAction {
  return (agreementActions as readonly string[]).includes(value);
}

export type AgreementActionResult =
  | { ok: true; next: AgreementStatus | "deleted" }
  | { ok: false; reason: string };

const actorWords: Record<AgreementActor, string> = {
  company: "the company",
  owner: "the pool owner",
  system: "the calendar",
};

/** Applies an action to an agreement, or says in words why it can't. */
export function applyAgreementAction(
  status: AgreementStatus,
  action: string,
  by: AgreementActor,
): AgreementActionResult {
  if (!isAgreementAction(action))
    return { ok: false, reason: `"${action}" is not something an agreement can do.` };
  const rule = agreementActionTable[action];
  if (rule.by !== by) return { ok: false, reason: `${rule.label}: only ${actorWords[rule.by]} can do this.` };
  if (!rule.from.includes(status))
    return { ok: false, reason: `${rule.label}: not possible while the agreement is ${status}.` };
  return { ok: true, next: rule.to };
}

/** The actions an actor may take now, in table order. */
export function allowedAgreementActions(status: AgreementStatus, by: AgreementActor): AgreementAction[] {
  return agreementActions.filter((a) => applyAgreementAction(status, a, by).ok);
}

/** A sent agreement whose accept-by date has passed (dates as YYYY-MM-DD in the company's time zone). */
export function isPastAcceptBy(acceptBy: string | null, today: string) {
  return acceptBy !== null && today > acceptBy;
}

/** The status to show: a sent agreement past its accept-by date is expired even before anything wrote it. */
export function effectiveAgreementStatus(
  agreement: { status: AgreementStatus; acceptBy: string | null },
  today: string,
): AgreementStatus {
  return agreement.status === "sent" && isPastAcceptBy(agreement.acceptBy, today)
    ? "expired"
    : agreement.status;
}

/** What the pool owner may see: everything that was sent to them (never a draft). */
export const ownerVisibleStatuses: readonly AgreementStatus[] = [
  "sent",
  "accepted",
  "declined",
  "expired",
  "ended",
];

export const agreementLabel = (n: number) => `AG-${n}`;

/** "AG-12", "ag 12", "12" → 12; anything else → null (for searching by number). */
export function parseAgreementNumber(q: string): number | null {
  const m = /^(?:ag[-\s]?)?(\d{1,9})$/i.exec(q.trim());
  return m ? Number(m[1]) : null;
}

export const agreementStatusLabels: Record<AgreementStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  ended: "Ended",
};

export type AgreementRateInterval = "month" | "week" | "visit" | "year";

/** "$160.00 / month". */
export function formatAgreementRate(cents: number, interval: AgreementRateInterval, currency = "USD") {
  return `${formatCents(cents, currency)} / ${interval}`;
}
