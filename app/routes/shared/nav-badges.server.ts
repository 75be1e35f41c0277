import type { NavBadges } from "~/components/shell/sidebar";
import { alertCounts } from "~/domain/alerts/alerts.server";
import type { TenantContext } from "~/domain/tenant.server";

/**
 * The sidebar's counts for each family, read by the family layouts on every navigation. Each area adds its own
 * count here (messages: unread threads; alerts: open alerts), keyed by the menu entry's path.
 */
export async function companyNavBadges(tenant: TenantContext): Promise<NavBadges> {
  const badges: NavBadges = {};
  // Alerts: unresolved (open or acknowledged) alerts of the kinds the member may see.
  const { unresolved } = await alertCounts(tenant);
  const label = `${unresolved} open alert${unresolved === 1 ? "" : "s"}`;
  badges["/company/alerts"] = { count: unresolved, label };
  return badges;
}

export async function clientNavBadges(_userId: string): Promise<NavBadges> {
  return {};
}

export async function adminNavBadges(): Promise<NavBadges> {
  return {};
}
