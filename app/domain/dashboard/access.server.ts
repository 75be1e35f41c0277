import { todayIn } from "~/core/calendar/dates";
import { type DashboardCard, visibleCards } from "~/core/dashboard/dashboard";
import { ForbiddenError } from "../errors";
import type { TenantContext } from "../tenant.server";

/** Every card's function checks here first, so a card's figures are never read for someone who may not see them. */
export function requireCard(ctx: Pick<TenantContext, "permissions">, card: DashboardCard) {
  if (!visibleCards(ctx.permissions).includes(card)) throw new ForbiddenError(`dashboard:${card}`);
}

/** The company's calendar date now. */
export const todayOf = (ctx: Pick<TenantContext, "timeZone">, now: Date) => todayIn(ctx.timeZone, now);
