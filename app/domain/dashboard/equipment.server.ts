import { and, asc, count, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { customer, equipment } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { requireCard, todayOf } from "./access.server";

/** How far ahead the card looks. */
export const EQUIPMENT_DUE_DAYS = 7;

/**
 * Equipment whose next service is due within a week (or already past), soonest first: how many are due now and how
 * many in the coming days. Archived equipment is left out, as in the equipment list; removed equipment has no next
 * service date.
 */
export async function equipmentDue(ctx: TenantContext, now = new Date(), shown = 5) {
  requireCard(ctx, "equipment");
  requirePermission(ctx, "customers:read");
  const today = todayOf(ctx, now);
  const until = addDays(today, EQUIPMENT_DUE_DAYS);
  const within = scoped(
    ctx,
    equipment,
    isNull(equipment.archivedAt),
    isNotNull(equipment.nextServiceOn),
    lte(equipment.nextServiceOn, until),
  );
  const [[{ total }], [{ dueNow }], soonest] = await Promise.all([
    ctx.db.select({ total: count() }).from(equipment).where(within),
    ctx.db
      .select({ dueNow: count() })
      .from(equipment)
      .where(and(within, lte(equipment.nextServiceOn, today))),
    ctx.db
      .select({
        id: equipment.id,
        category: equipment.category,
        make: equipment.make,
        model: equipment.model,
        nextServiceOn: equipment.nextServiceOn,
        customerName: customer.displayName,
      })
      .from(equipment)
      .innerJoin(customer, eq(customer.id, equipment.customerId))
      .where(within)
      .orderBy(asc(equipment.nextServiceOn), asc(equipment.id))
      .limit(shown),
  ]);
  return {
    today,
    until,
    total,
    dueNow,
    dueSoon: total - dueNow,
    soonest: soonest.map((e) => ({
      id: e.id,
      name: [e.make, e.model].filter(Boolean).join(" ") || e.category,
      category: e.category,
      customerName: e.customerName,
      nextServiceOn: e.nextServiceOn!,
    })),
  };
}
