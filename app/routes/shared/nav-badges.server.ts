import type { NavBadges } from "~/components/shell/sidebar";
import type { TenantContext } from "~/domain/tenant.server";

/**
 * The sidebar's counts for each family, read by the family layouts on every navigation. Each area adds its own
 * count here (messages: unread threads; alerts: open alerts), keyed by the menu entry's path.
 */
export async function companyNavBadges(_tenant: TenantContext): Promise<NavBadges> {
  return {};
}

export async function clientNavBadges(_userId: string): Promise<NavBadges> {
  return {};
}

export async function adminNavBadges(): Promise<NavBadges> {
  return {};
}
