/**
 * Keeps tracked items' stock in step with what finished stops record: a first finish takes the doses from stock, a
 * correction of a finished stop gives back or takes the difference. Items with no stock figure are not tracked.
 * Falling to the low-stock threshold raises a "low stock" alert once.
 */
import { inArray, isNotNull } from "drizzle-orm";
import { type DoseUse, fellToLowStock, stockChanges } from "~/core/operations/stock";
import type { Tx } from "~/db/client.server";
import { alert, item } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";

export async function applyStopStock(
  tx: Tx,
  ctx: TenantContext,
  serviceStopId: string,
  before: DoseUse[],
  after: DoseUse[],
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
      .where(scoped(ctx, item, inArray(item.id, [t.id])));
    if (fellToLowStock(t.stock, next, t.threshold))
      await tx.insert(alert).values({
        companyId: ctx.companyId,
        kind: "low stock",
        severity: "warning",
        title: `Low stock: ${t.name}`,
        detail: `${next} ${t.unit} left (the alert is at ${t.threshold} ${t.unit}).`,
        serviceStopId,
      });
  }
}
