import type { NavBadges } from "~/components/shell/sidebar";
import { alertCounts } from "~/domain/alerts/alerts.server";
import { ownerUnreadCount } from "~/domain/messaging/owner-threads.server";
import { platformUnreadCount } from "~/domain/messaging/platform-threads.server";
import { companyUnreadCount } from "~/domain/messaging/threads.server";
import { adminContext } from "~/domain/platform/admin.server";
import { countPendingPaymentRequests } from "~/domain/platform/payment-requests.server";
import { countSellerRequests } from "~/domain/platform/seller-requests.server";
import type { TenantContext } from "~/domain/tenant.server";
import { ownerContextFor, systemContext } from "~/server/ports.server";

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
  // Messages: conversations with a message the member has not read.
  badges["/company/messages"] = unreadBadge(await companyUnreadCount(tenant));
  return badges;
}

const unreadBadge = (n: number) => ({
  count: n,
  label: `${n} unread conversation${n === 1 ? "" : "s"}`,
});

export async function clientNavBadges(userId: string): Promise<NavBadges> {
  return { "/messages": unreadBadge(await ownerUnreadCount(await ownerContextFor(userId))) };
}

export async function adminNavBadges(adminUserId?: string): Promise<NavBadges> {
  const badges: NavBadges = {};
  if (adminUserId) {
    // Platform admin: companies waiting to be listed or verified, payment requests waiting for an answer.
    const admin = await adminContext(await systemContext(), adminUserId);
    const [requests, payments] = await Promise.all([
      countSellerRequests(admin),
      countPendingPaymentRequests(admin),
    ]);
    badges["/sellers-request"] = { count: requests, label: `${requests} waiting` };
    badges["/payment-request"] = { count: payments, label: `${payments} waiting` };
    badges["/chat-seller"] = unreadBadge(await platformUnreadCount(admin, adminUserId));
  }
  return badges;
}
