/**
 * A member's rate sheet: per hour, per stop and per job, each rate from the date it took effect. A raise is a new
 * entry, never an edit, so the sheet is its own history. Pure: which rate applies on a day, and how the history reads.
 */

export const rateKinds = ["hour", "stop", "job"] as const;
export type RateKind = (typeof rateKinds)[number];

export interface RateEntry {
  kind: RateKind;
  amountCents: number;
  /** Calendar date (YYYY-MM-DD) the rate took effect. */
  effectiveOn: string;
}

/** The rate of `kind` in force on `date` (the latest one that took effect on or before it), or null. */
export function rateOn<R extends RateEntry>(rates: readonly R[], kind: RateKind, date: string): R | null {
  let best: R | null = null;
  for (const r of rates) {
    if (r.kind !== kind || r.effectiveOn > date) continue;
    if (best === null || r.effectiveOn > best.effectiveOn) best = r;
  }
  return best;
}

/** The rate of each kind in force on `date`. */
export function ratesOn<R extends RateEntry>(rates: readonly R[], date: string): Record<RateKind, R | null> {
  return {
    hour: rateOn(rates, "hour", date),
    stop: rateOn(rates, "stop", date),
    job: rateOn(rates, "job", date),
  };
}

export type RateStatus = "current" | "upcoming" | "past";

export interface RateHistoryEntry<R extends RateEntry> {
  rate: R;
  status: RateStatus;
  /** The last day this rate applied (the day before the next rate of its kind), or null while it runs on. */
  endedOn: string | null;
}

/** The day before a calendar date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Every rate, newest first, marked current / upcoming / past as seen on `today`. */
export function rateHistory<R extends RateEntry>(rates: readonly R[], today: string): RateHistoryEntry<R>[] {
  const current = ratesOn(rates, today);
  const sorted = [...rates].sort(
    (a, b) =>
      b.effectiveOn.localeCompare(a.effectiveOn) || rateKinds.indexOf(a.kind) - rateKinds.indexOf(b.kind),
  );
  return sorted.map((rate) => {
    const next = rates
      .filter((r) => r.kind === rate.kind && r.effectiveOn > rate.effectiveOn)
      .reduce<R | null>((min, r) => (min === null || r.effectiveOn < min.effectiveOn ? r : min), null);
    const status: RateStatus =
      rate.effectiveOn > today ? "upcoming" : current[rate.kind] === rate ? "current" : "past";
    return { rate, status, endedOn: next ? dayBefore(next.effectiveOn) : null };
  });
}
