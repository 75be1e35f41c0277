/**
 * Payroll arithmetic, in integer cents. A shift's worked time is clock-in to clock-out less its unpaid breaks
 * (lunch), rounded to the whole minute once per shift; it counts on the shift's work date (an overnight shift stays on
 * the day it started). Pay lines group what was paid at the same rate, and each line is rounded once, half up:
 * minutes × hourly rate ÷ 60, finished stops × per-stop rate, finished jobs × per-job rate; contract labor is added as
 * recorded. The rate of a kind on a day is the member's rate of that kind with the latest effective date on or
 * before the day. Pure.
 */

import { type RateEntry, type RateKind, rateOn } from "./rates";

export type { RateKind };
export type Rate = RateEntry;
export { rateOn };

export interface BreakTimes {
  startAt: Date;
  endAt: Date | null;
  paid: boolean;
}

export interface ShiftTimes {
  clockInAt: Date;
  clockOutAt: Date | null;
  breaks: readonly BreakTimes[];
}

export interface ShiftMinutes {
  /** Clock-in to clock-out (or to now for an open shift). */
  totalMinutes: number;
  paidBreakMinutes: number;
  unpaidBreakMinutes: number;
  /** What is paid: total less unpaid breaks. */
  workedMinutes: number;
}

const MINUTE_MS = 60_000;

/** Rounds numerator / denominator half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A shift's minutes. An open shift runs to `now`; an open break runs to the clock-out (or now). Breaks count only
 * inside the shift, and overlapping breaks are not counted twice.
 */
export function shiftMinutes(shift: ShiftTimes, now = new Date()): ShiftMinutes {
  const start = shift.clockInAt.getTime();
  const end = Math.max(start, (shift.clockOutAt ?? now).getTime());
  const clipped = (paid: boolean) => {
    const spans = shift.breaks
      .filter((b) => b.paid === paid)
      .map((b) => [Math.max(start, b.startAt.getTime()), Math.min(end, (b.endAt ?? new Date(end)).getTime())])
      .filter(([s, e]) => e > s)
      .sort((a, b) => a[0] - b[0]);
    let total = 0;
    let reach = -Infinity;
    for (const [s, e] of spans) {
      const from = Math.max(s, reach);
      if (e > from) total += e - from;
      reach = Math.max(reach, e);
    }
    return total;
  };
  const totalMs = end - start;
  const unpaidMs = clipped(false);
  const paidMs = clipped(true);
  return {
    totalMinutes: Math.round(totalMs / MINUTE_MS),
    paidBreakMinutes: Math.round(paidMs / MINUTE_MS),
    unpaidBreakMinutes: Math.round(unpaidMs / MINUTE_MS),
    workedMinutes: Math.round((totalMs - unpaidMs) / MINUTE_MS),
  };
}

export interface PayInput {
  /** Closed shifts with their worked minutes and work dates. */
  shifts: readonly { workDate: string; workedMinutes: number }[];
  /** Dates of finished stops (service date); a job's visits are not among them: they are paid with their job. */
  stops: readonly { date: string }[];
  /** Dates on which assigned jobs became finished. */
  jobs: readonly { date: string }[];
  /** Labor cost rows of contracts given to the member, in cents. */
  contractLabor: readonly { amountCents: number }[];
  rates: readonly Rate[];
}

export interface PayLine {
  kind: RateKind | "contract";
  /** Minutes for an hour line, a count for stops and jobs, rows for contract labor. */
  quantity: number;
  /** The rate applied; null when the member has no rate of that kind on those days (the line pays nothing). */
  rateCents: number | null;
  /** When the rate took effect (null for contract labor and missing rates). */
  effectiveOn: string | null;
  amountCents: number;
}

export interface MemberPay {
  workedMinutes: number;
  stops: number;
  jobs: number;
  hourCents: number;
  stopCents: number;
  jobCents: number;
  contractCents: number;
  totalCents: number;
  lines: PayLine[];
  /** Kinds with work but no rate in effect on some of its days. */
  missingRates: RateKind[];
}

function lines(kind: RateKind, items: readonly { date: string; quantity: number }[], rates: readonly Rate[]) {
  const groups = new Map<string, PayLine>();
  for (const item of items) {
    if (item.quantity === 0) continue;
    const rate = rateOn(rates, kind, item.date);
    const key = rate ? rate.effectiveOn : "none";
    const line = groups.get(key) ?? {
      kind,
      quantity: 0,
      rateCents: rate?.amountCents ?? null,
      effectiveOn: rate?.effectiveOn ?? null,
      amountCents: 0,
    };
    line.quantity += item.quantity;
    groups.set(key, line);
  }
  const out = [...groups.values()].sort((a, b) => (a.effectiveOn ?? "").localeCompare(b.effectiveOn ?? ""));
  for (const line of out) {
    if (line.rateCents === null) continue;
    line.amountCents =
      kind === "hour"
        ? divideRoundHalfUp(line.quantity * line.rateCents, 60)
        : line.quantity * line.rateCents;
  }
  return out;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** One member's pay for a period. */
export function memberPay(input: PayInput): MemberPay {
  const hour = lines(
    "hour",
    input.shifts.map((s) => ({ date: s.workDate, quantity: s.workedMinutes })),
    input.rates,
  );
  const stop = lines(
    "stop",
    input.stops.map((s) => ({ date: s.date, quantity: 1 })),
    input.rates,
  );
  const job = lines(
    "job",
    input.jobs.map((j) => ({ date: j.date, quantity: 1 })),
    input.rates,
  );
  const contractCents = sum(input.contractLabor.map((c) => c.amountCents));
  const contract: PayLine[] = input.contractLabor.length
    ? [
        {
          kind: "contract",
          quantity: input.contractLabor.length,
          rateCents: null,
          effectiveOn: null,
          amountCents: contractCents,
        },
      ]
    : [];
  const all = [...hour, ...stop, ...job, ...contract];
  const cents = (ls: PayLine[]) => sum(ls.map((l) => l.amountCents));
  const hourCents = cents(hour);
  const stopCents = cents(stop);
  const jobCents = cents(job);
  return {
    workedMinutes: sum(input.shifts.map((s) => s.workedMinutes)),
    stops: input.stops.length,
    jobs: input.jobs.length,
    hourCents,
    stopCents,
    jobCents,
    contractCents,
    totalCents: hourCents + stopCents + jobCents + contractCents,
    lines: all,
    missingRates: (["hour", "stop", "job"] as const).filter((k) =>
      all.some((l) => l.kind === k && l.rateCents === null),
    ),
  };
}

/** "7 h 05 min" */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? "−" : "";
  const m = Math.abs(minutes);
  return `${sign}${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}

/** Minutes as decimal hours with two places ("7.08"), for spreadsheets. */
export function minutesToHours(minutes: number): string {
  return (divideRoundHalfUp(minutes * 100, 60) / 100).toFixed(2);
}
