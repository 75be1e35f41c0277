/**
 * Keeps tracked items' stock in step with the work recorded: a finished stop's doses and a finished job's parts come
 * off stock. A correction of a finished stop gives back or takes the difference. Items with no stock figure are not
 * tracked. Falling to the low-stock threshold raises a "low stock" alert once.
 */

import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { type DoseUse, fellToLowStock, stockChanges } from "~/core/operations/stock";
import type { Db, Tx } from "~/db/client.server";
import { alert, item, jobLine } from "~/db/schema";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { scoped, type TenantContext } from "../tenant.server";

type Tenant = Pick<TenantContext, "companyId">;
/** What used the stock, for the alert's link. */
type StockSource = { serviceStopId: string } | { jobId: string };

async function applyStockChanges(
  tx: Db | Tx,
  ctx: Tenant,
  before: DoseUse[],
  after: DoseUse[],
  source: StockSource,
) {
  const ids = [
    ...new Set([...before, ...after].map((d) => d.itemId).filter((id): id is string => Boolean(id))),
  ];
  if (!ids.length) return;
  const tracked = await tx
    .select({
      id: item.id,
      name: item.name,
      unit: item.unit,
      stock: item.stockQuantity,
      threshold: item.lowStockThreshold,
    })
    .from(item)
    .where(scoped(ctx, item, inArray(item.id, ids), isNotNull(item.stockQuantity)));
  if (!tracked.length) return;
  const changes = stockChanges(before, after, new Map(tracked.map((t) => [t.id, t.unit])));
  for (const t of tracked) {
    const change = changes.get(t.id);
    if (change === undefined || t.stock === null) continue;
    const next = Math.round((t.stock + change) * 1000) / 1000;
    await tx
      .update(item)
      .set({ stockQuantity: next, updatedAt: new Date() })
      .where(scoped(ctx, item, eq(item.id, t.id)));
    if (fellToLowStock(t.stock, next, t.threshold) && (await isRuleEnabled(tx, ctx, "low-stock")))
      await tx.insert(alert).values({
        companyId: ctx.companyId,
        kind: "low stock",
        severity: "warning",
        title: keyed("team.alertText.lowStock", { item: t.name }),
        detail: keyed("team.alertText.lowStockDetail", {
          left: Number(next),
          unit: t.unit,
          threshold: Number(t.threshold),
        }),
        ...source,
        itemId: t.id,
      });
  }
}

/** A stop's recorded doses went from `before` to `after` (a first finish: before is empty). */
export function applyStopStock(
  tx: Tx,
  ctx: Tenant,
  serviceStopId: string,
  before: DoseUse[],
  after: DoseUse[],
) {
  return applyStockChanges(tx, ctx, before, after, { serviceStopId });
}

/**
 * A job was finished: its catalog-item lines (parts, chemicals) come off stock. Job lines are priced in the item's
 * own unit, so the quantity is taken as it is. A job finishes once, so this runs once per job.
 */
export async function applyFinishedJobStock(tx: Db | Tx, ctx: Tenant, jobId: string) {
  const parts = await tx
    .select({ itemId: jobLine.itemId, quantity: jobLine.quantity, unit: item.unit })
    .from(jobLine)
    .innerJoin(item, and(eq(item.id, jobLine.itemId), eq(item.companyId, ctx.companyId)))
    .where(scoped(ctx, jobLine, eq(jobLine.jobId, jobId), eq(jobLine.kind, "item")));
  const used = parts.map((p) => ({ itemId: p.itemId, amount: p.quantity, unit: p.unit }));
  return applyStockChanges(tx, ctx, [], used, { jobId });
}
