/**
 * The pure part of the billing run that works on a whole period's facts at once (the run loads them in a few
 * set-based queries, see domain/money/billing-run): which finished visits a per-visit agreement covers, and
 * grouping rows per customer in the order they came.
 */
import type { BillingPeriod } from "./billing-period";

export interface VisitAgreement {
  customerId: string;
  startsOn: string;
  endsOn: string | null;
  /** The locations the agreement covers; empty means all of the customer's. */
  serviceLocationIds: readonly string[];
}

export interface FinishedVisit {
  customerId: string;
  serviceDate: string;
  serviceLocationId: string;
}

/** Finished visits of the period inside the agreement's dates, at its locations (all of the customer's if none). */
export function visitsCoveredBy(
  agreement: VisitAgreement,
  visits: readonly FinishedVisit[],
  period: Pick<BillingPeriod, "start" | "end">,
): number {
  // Calendar dates compare as strings (YYYY-MM-DD).
  const from = [agreement.startsOn, period.start].sort()[1];
  const to = agreement.endsOn && agreement.endsOn < period.end ? agreement.endsOn : period.end;
  const locations = agreement.serviceLocationIds.length ? new Set(agreement.serviceLocationIds) : null;
  let n = 0;
  for (const v of visits)
    if (
      v.customerId === agreement.customerId &&
      v.serviceDate >= from &&
      v.serviceDate <= to &&
      (!locations || locations.has(v.serviceLocationId))
    )
      n += 1;
  return n;
}

/** Rows per customer, each list in the order given; customers in order of first appearance. */
export function perCustomer<T extends { customerId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.customerId);
    if (group) group.push(row);
    else groups.set(row.customerId, [row]);
  }
  return groups;
}
