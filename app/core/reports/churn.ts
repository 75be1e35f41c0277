/**
 * Customer churn over a range. A customer's life runs from the day the record was made to the day it was archived
 * or set inactive (customers keep no status history, so an inactive customer is taken as lost on its last change).
 * Leads never became customers and are left out. Pure.
 */
export interface CustomerLife {
  id: string;
  name: string;
  status: "lead" | "active" | "inactive";
  /** Calendar dates in the company's time zone. */
  createdOn: string;
  archivedOn: string | null;
  /** For an inactive customer: the day of its last change. */
  inactiveOn: string | null;
}

export const lostOn = (c: CustomerLife): string | null => {
  const days = [c.archivedOn, c.status === "inactive" ? c.inactiveOn : null].filter((d): d is string => !!d);
  return days.length ? days.sort()[0] : null;
};

export function churnReport(customers: readonly CustomerLife[], range: { from: string; to: string }) {
  const real = customers.filter((c) => c.status !== "lead");
  const activeOn = (c: CustomerLife, day: string) => {
    const lost = lostOn(c);
    return c.createdOn <= day && (lost === null || lost > day);
  };
  const activeAtStart = real.filter((c) => c.createdOn < range.from && activeOn(c, range.from));
  const gained = real.filter((c) => c.createdOn >= range.from && c.createdOn <= range.to);
  const lost = real.filter((c) => {
    const day = lostOn(c);
    return day !== null && day >= range.from && day <= range.to;
  });
  const startIds = new Set(activeAtStart.map((c) => c.id));
  const lostFromStart = lost.filter((c) => startIds.has(c.id)).length;
  const byName = (a: CustomerLife, b: CustomerLife) => a.name.localeCompare(b.name);
  return {
    activeAtStart: activeAtStart.length,
    activeAtEnd: real.filter((c) => activeOn(c, range.to)).length,
    gained: [...gained].sort(byName),
    lost: [...lost].sort(byName),
    /** Customers active at the start and lost during the range ÷ those active at the start, percent, one decimal. */
    churnPercent: activeAtStart.length
      ? Math.round((lostFromStart / activeAtStart.length) * 1000) / 10
      : null,
  };
}
