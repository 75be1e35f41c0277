import { eq, gt, lte, min, ne } from "drizzle-orm";
import { addDays } from "~/core/calendar/dates";
import { serviceStop } from "~/db/schema";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";

/** How far ahead "the next working day" is looked for (a technician off for a week has nothing to carry). */
const LOOK_AHEAD_DAYS = 7;

/**
 * The technician's next working day after `date`: the next date, within a week, on which they have a stop. The phone
 * keeps that day too, so the first stops of tomorrow open before the signal does.
 */
export async function nextTechnicianDay(
  ctx: TenantContext,
  memberId: string,
  date: string,
): Promise<string | null> {
  if (memberId !== ctx.memberId || !can(ctx, "operations:work")) requirePermission(ctx, "operations:read");
  const [row] = await ctx.db
    .select({ date: min(serviceStop.serviceDate) })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.technicianId, memberId),
        gt(serviceStop.serviceDate, date),
        lte(serviceStop.serviceDate, addDays(date, LOOK_AHEAD_DAYS)),
        ne(serviceStop.status, "cancelled"),
      ),
    );
  return row?.date ?? null;
}
