/**
 * Chemical usage and cost per body of water, per technician and per product. Amounts are added up in the item's unit
 * when the dose converts into it (else in the dose's own unit); costs come from costs.ts (null = not costed). Pure.
 */
export interface DoseRow {
  stopId: string;
  bodyOfWaterId: string;
  bodyName: string;
  customerName: string;
  technicianId: string | null;
  /** The item's id, or the dose's name for a free-text dose. */
  productKey: string;
  productName: string;
  amount: number;
  unit: string;
  costCents: number | null;
}

export interface Usage {
  productName: string;
  unit: string;
  amount: number;
}

function usageOf(doses: readonly DoseRow[]): Usage[] {
  const map = new Map<string, Usage>();
  for (const d of doses) {
    const key = `${d.productKey}|${d.unit}`;
    const u = map.get(key) ?? { productName: d.productName, unit: d.unit, amount: 0 };
    u.amount += d.amount;
    map.set(key, u);
  }
  return [...map.values()]
    .map((u) => ({ ...u, amount: Math.round(u.amount * 100) / 100 }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
}

const costOf = (doses: readonly DoseRow[]) => doses.reduce((s, d) => s + (d.costCents ?? 0), 0);
const uncosted = (doses: readonly DoseRow[]) => doses.filter((d) => d.costCents === null).length;

function group<T>(list: readonly T[], key: (t: T) => string) {
  const map = new Map<string, T[]>();
  for (const x of list) {
    const bucket = map.get(key(x));
    if (bucket) bucket.push(x);
    else map.set(key(x), [x]);
  }
  return map;
}

/** "2.5 gal Liquid chlorine 12.5%; 1 lb Baking soda". */
export const usageText = (usage: readonly Usage[]) =>
  usage.map((u) => `${u.amount} ${u.unit} ${u.productName}`).join("; ");

export function chemicalsReport(doses: readonly DoseRow[], technicianNames: ReadonlyMap<string, string>) {
  const perBody = [...group(doses, (d) => d.bodyOfWaterId).values()]
    .map((own) => ({
      bodyOfWaterId: own[0].bodyOfWaterId,
      bodyName: own[0].bodyName,
      customerName: own[0].customerName,
      visits: new Set(own.map((d) => d.stopId)).size,
      doses: own.length,
      usage: usageOf(own),
      costCents: costOf(own),
      uncosted: uncosted(own),
    }))
    .sort((a, b) => b.costCents - a.costCents || a.customerName.localeCompare(b.customerName));
  const perTechnician = [...group(doses, (d) => d.technicianId ?? "").values()]
    .map((own) => {
      const visits = new Set(own.map((d) => d.stopId)).size;
      const id = own[0].technicianId;
      return {
        technicianId: id,
        name: id ? (technicianNames.get(id) ?? "Former member") : "Not assigned",
        visits,
        doses: own.length,
        usage: usageOf(own),
        costCents: costOf(own),
        costPerVisitCents: visits ? Math.round(costOf(own) / visits) : 0,
        uncosted: uncosted(own),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const perProduct = [...group(doses, (d) => `${d.productKey}|${d.unit}`).values()]
    .map((own) => ({
      productName: own[0].productName,
      unit: own[0].unit,
      amount: Math.round(own.reduce((s, d) => s + d.amount, 0) * 100) / 100,
      costCents: costOf(own),
    }))
    .sort((a, b) => b.costCents - a.costCents || a.productName.localeCompare(b.productName));
  return { perBody, perTechnician, perProduct, totalCents: costOf(doses), uncosted: uncosted(doses) };
}
