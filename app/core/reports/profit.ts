/**
 * Profit per account and per route, in integer cents. Pure.
 *
 * Revenue of an account is what was invoiced to it in the range (invoices issued in the range, not drafts or void,
 * before tax); collected is the money received in the range (payments less refunds), shown beside it. Profit =
 * revenue − chemicals at cost − labor − drive cost of its finished visits in the range (see costs.ts).
 *
 * A route is one technician's day. Its revenue is its visits' share of their accounts' revenue: an account's revenue
 * split evenly over its finished visits in the range (largest remainder, so the shares add up to the cent). Revenue
 * of accounts with no visit in the range belongs to no route and is reported on its own.
 */
import { metersToMiles } from "./costs";

export interface VisitCost {
  stopId: string;
  customerId: string;
  technicianId: string | null;
  date: string;
  chemicalCents: number;
  laborCents: number;
  driveMeters: number;
  driveCents: number;
}

export interface AccountMoney {
  customerId: string;
  invoicedCents: number;
  collectedCents: number;
}

export interface Totals {
  revenueCents: number;
  chemicalCents: number;
  laborCents: number;
  driveMiles: number;
  driveCents: number;
  profitCents: number;
}

export interface AccountProfit extends Totals {
  customerId: string;
  name: string;
  visits: number;
  collectedCents: number;
  /** Profit ÷ revenue, in percent with one decimal; null without revenue. */
  marginPercent: number | null;
}

export interface RouteProfit extends Totals {
  date: string;
  technicianId: string | null;
  technicianName: string;
  stops: number;
}

/** Splits `total` into `n` integer parts that differ by at most 1 and add up to it (earlier parts larger). */
export function splitEvenly(total: number, n: number): number[] {
  if (n <= 0) return [];
  if (total < 0) return splitEvenly(-total, n).map((v) => (v === 0 ? 0 : -v));
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

export function marginOf(profitCents: number, revenueCents: number): number | null {
  if (revenueCents <= 0) return null;
  return Math.round((profitCents * 1000) / revenueCents) / 10;
}

function sumCosts(visits: readonly VisitCost[]) {
  let chemicalCents = 0;
  let laborCents = 0;
  let driveCents = 0;
  let driveMeters = 0;
  for (const v of visits) {
    chemicalCents += v.chemicalCents;
    laborCents += v.laborCents;
    driveCents += v.driveCents;
    driveMeters += v.driveMeters;
  }
  return { chemicalCents, laborCents, driveCents, driveMiles: metersToMiles(driveMeters) };
}

function withProfit(revenueCents: number, costs: ReturnType<typeof sumCosts>): Totals {
  return {
    revenueCents,
    ...costs,
    profitCents: revenueCents - costs.chemicalCents - costs.laborCents - costs.driveCents,
  };
}

const groupBy = <T>(list: readonly T[], key: (t: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/** One row per account with revenue, money collected or a visit in the range; lowest profit first. */
export function profitPerAccount(
  names: ReadonlyMap<string, string>,
  money: readonly AccountMoney[],
  visits: readonly VisitCost[],
): AccountProfit[] {
  const byCustomer = groupBy(visits, (v) => v.customerId);
  const moneyOf = new Map(money.map((m) => [m.customerId, m]));
  const ids = new Set([...moneyOf.keys(), ...byCustomer.keys()]);
  const rows: AccountProfit[] = [];
  for (const id of ids) {
    const own = byCustomer.get(id) ?? [];
    const m = moneyOf.get(id);
    const totals = withProfit(m?.invoicedCents ?? 0, sumCosts(own));
    if (totals.revenueCents === 0 && !m?.collectedCents && own.length === 0) continue;
    rows.push({
      customerId: id,
      name: names.get(id) ?? "Unknown customer",
      visits: own.length,
      collectedCents: m?.collectedCents ?? 0,
      ...totals,
      marginPercent: marginOf(totals.profitCents, totals.revenueCents),
    });
  }
  return rows.sort((a, b) => a.profitCents - b.profitCents || a.name.localeCompare(b.name));
}

/** Each visit's share of its account's revenue (see the file's header), by stop id. */
export function revenueShares(money: readonly AccountMoney[], visits: readonly VisitCost[]) {
  const shares = new Map<string, number>();
  const invoiced = new Map(money.map((m) => [m.customerId, m.invoicedCents]));
  for (const [customerId, own] of groupBy(visits, (v) => v.customerId)) {
    const ordered = [...own].sort((a, b) => a.date.localeCompare(b.date) || a.stopId.localeCompare(b.stopId));
    const parts = splitEvenly(invoiced.get(customerId) ?? 0, ordered.length);
    ordered.forEach((v, i) => {
      shares.set(v.stopId, parts[i]);
    });
  }
  return shares;
}

/** One row per technician and day, by date then technician; plus the revenue no route carries. */
export function profitPerRoute(
  technicianNames: ReadonlyMap<string, string>,
  money: readonly AccountMoney[],
  visits: readonly VisitCost[],
): { rows: RouteProfit[]; unroutedRevenueCents: number } {
  const shares = revenueShares(money, visits);
  const visited = new Set(visits.map((v) => v.customerId));
  const unroutedRevenueCents = money
    .filter((m) => !visited.has(m.customerId))
    .reduce((s, m) => s + m.invoicedCents, 0);
  const rows: RouteProfit[] = [];
  for (const own of groupBy(visits, (v) => `${v.date}|${v.technicianId ?? ""}`).values()) {
    const { date, technicianId } = own[0];
    const revenue = own.reduce((s, v) => s + (shares.get(v.stopId) ?? 0), 0);
    rows.push({
      date,
      technicianId,
      technicianName: technicianId ? (technicianNames.get(technicianId) ?? "Former member") : "Not assigned",
      stops: own.length,
      ...withProfit(revenue, sumCosts(own)),
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.technicianName.localeCompare(b.technicianName));
  return { rows, unroutedRevenueCents };
}

/** Column totals of account or route rows (miles summed from the rows' rounded figures). */
export function totalsOf(rows: readonly Totals[]): Totals {
  const t: Totals = {
    revenueCents: 0,
    chemicalCents: 0,
    laborCents: 0,
    driveMiles: 0,
    driveCents: 0,
    profitCents: 0,
  };
  for (const r of rows) {
    t.revenueCents += r.revenueCents;
    t.chemicalCents += r.chemicalCents;
    t.laborCents += r.laborCents;
    t.driveMiles += r.driveMiles;
    t.driveCents += r.driveCents;
    t.profitCents += r.profitCents;
  }
  t.driveMiles = Math.round(t.driveMiles * 10) / 10;
  return t;
}
