/**
 * A labor contract's statuses as one table of actions, and who may take each: the offering company (the one that
 * owns the customers) or the receiver (a member of it, or another company). A contract moves only by these actions —
 * never by editing a field. Pure: nothing of the app imported but core's date arithmetic (the list repeats the
 * schema's; a test keeps them equal).
 */
import { addDays } from "~/core/calendar/dates";

export const laborContractStatuses = [
  "offered",
  "accepted",
  "rejected",
  "withdrawn",
  "expired",
  "ended",
  "finished",
  "invoiced",
] as const;
export type LaborContractStatus = (typeof laborContractStatuses)[number];

export type LaborContractKind = "recurring" | "one-time";
export type ContractSide = "offerer" | "receiver";

export const laborContractActions = [
  "accept",
  "reject",
  "withdraw",
  "expire",
  "end",
  "finish",
  "invoice",
] as const;
export type LaborContractAction = (typeof laborContractActions)[number];

interface Rule {
  label: string;
  from: readonly LaborContractStatus[];
  to: LaborContractStatus;
  /** Which side takes it; "system" for what follows from the calendar. */
  by: readonly (ContractSide | "system")[];
  kinds: readonly LaborContractKind[];
}

const both: LaborContractKind[] = ["recurring", "one-time"];

/** THE table. */
export const laborContractActionTable: Record<LaborContractAction, Rule> = {
  accept: { label: "Accept", from: ["offered"], to: "accepted", by: ["receiver"], kinds: both },
  reject: { label: "Reject", from: ["offered"], to: "rejected", by: ["receiver"], kinds: both },
  withdraw: { label: "Withdraw", from: ["offered"], to: "withdrawn", by: ["offerer"], kinds: both },
  // An offer not answered by its accept-by date.
  expire: { label: "Expire", from: ["offered"], to: "expired", by: ["system"], kinds: both },
  // Either side ends a recurring contract with notice; the work goes on until the last day.
  end: { label: "End", from: ["accepted"], to: "ended", by: ["offerer", "receiver"], kinds: ["recurring"] },
  // One-time work is done…
  finish: {
    label: "Mark finished",
    from: ["accepted"],
    to: "finished",
    by: ["offerer", "receiver"],
    kinds: ["one-time"],
  },
  // …and then invoiced by the receiver to the offerer (either side may record it).
  invoice: {
    label: "Mark invoiced",
    from: ["finished"],
    to: "invoiced",
    by: ["offerer", "receiver"],
    kinds: ["one-time"],
  },
};

export function isLaborContractAction(value: string): value is LaborContractAction {
  return (laborContractActions as readonly string[]).includes(value);
}

export type ContractActionResult = { ok: true; next: LaborContractStatus } | { ok: false; reason: string };

/** Applies an action to a contract, or says in words why it can't. */
export function applyLaborContractAction(
  contract: { status: LaborContractStatus; kind: LaborContractKind },
  action: string,
  by: ContractSide | "system",
): ContractActionResult {
  if (!isLaborContractAction(action))
    return { ok: false, reason: `"${action}" is not something a labor contract can do.` };
  const rule = laborContractActionTable[action];
  if (!rule.kinds.includes(contract.kind))
    return { ok: false, reason: `${rule.label}: not possible for a ${contract.kind} contract.` };
  if (!rule.from.includes(contract.status))
    return { ok: false, reason: `${rule.label}: not possible while the contract is ${contract.status}.` };
  if (!rule.by.includes(by))
    return {
      ok: false,
      reason: `${rule.label}: only the ${rule.by.includes("receiver") ? "receiver" : "offering company"} can do this.`,
    };
  return { ok: true, next: rule.to };
}

/** The actions a side may take now, in table order (never "expire", which the calendar does). */
export function allowedLaborContractActions(
  contract: { status: LaborContractStatus; kind: LaborContractKind },
  by: ContractSide,
): LaborContractAction[] {
  return laborContractActions.filter((a) => applyLaborContractAction(contract, a, by).ok);
}

/** An offer whose accept-by date has passed (dates as YYYY-MM-DD in the offering company's time zone). */
export function isPastAcceptBy(acceptBy: string | null, today: string) {
  return acceptBy !== null && today > acceptBy;
}

/** The status to show: an unanswered offer past its accept-by date is expired even before anything wrote it. */
export function effectiveStatus(
  contract: { status: LaborContractStatus; acceptBy: string | null },
  today: string,
): LaborContractStatus {
  return contract.status === "offered" && isPastAcceptBy(contract.acceptBy, today)
    ? "expired"
    : contract.status;
}

/** The last day of work when a side ends with notice: today + notice days, or a later date they pick. */
export function lastDayWithNotice(today: string, noticeDays: number, picked: string | null): string {
  const earliest = addDays(today, Math.max(0, noticeDays));
  return picked && picked > earliest ? picked : earliest;
}

/** The labor cost of one finished stop under a contract, in cents; null when the rate is not per stop or hour. */
export function stopLaborCostCents(
  rate: { rateCents: number; rateUnit: "stop" | "hour" | "month" | "job" },
  minutesOnSite: number | null,
): number | null {
  if (rate.rateUnit === "stop") return rate.rateCents;
  if (rate.rateUnit === "hour") return Math.round(((minutesOnSite ?? 0) * rate.rateCents) / 60);
  return null;
}

export const laborContractLabel = (n: number) => `LC-${n}`;

export const rateUnitLabels: Record<"stop" | "hour" | "month" | "job", string> = {
  stop: "per stop",
  hour: "per hour",
  month: "per month",
  job: "per job",
};

export interface CoveringContract {
  id: string;
  status: LaborContractStatus;
  startsOn: string | null;
  endsOn: string | null;
  endsEffectiveOn: string | null;
}

/** The accepted (or ended, until its last day) contract that covers a visit on `date`, if any. */
export function contractCovering<C extends CoveringContract>(
  contracts: readonly C[],
  date: string,
): C | null {
  return (
    contracts.find(
      (c) =>
        (c.status === "accepted" || c.status === "ended") &&
        c.startsOn !== null &&
        c.startsOn <= date &&
        (c.endsOn === null || date <= c.endsOn) &&
        (c.endsEffectiveOn === null || date <= c.endsEffectiveOn),
    ) ?? null
  );
}
