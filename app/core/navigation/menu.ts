import type { AccountType } from "../access/guard";
import { hasPermission, type Permission } from "../permissions/permissions";

/**
 * The sidebar, exactly as the original product lists it (labels and typos included). Pure data plus the rules that
 * pick the open group and the highlighted entry, so the shell and its tests share one model.
 */
export interface MenuItem {
  label: string;
  to: string;
  /** Other URL prefixes that belong to this entry (detail pages under another path). */
  also?: string[];
  /** Hidden from members whose role lacks it (the server checks it again). */
  permission?: Permission;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export interface Menu {
  groups: MenuGroup[];
  ungrouped: MenuItem[];
}

export const companyMenu: Menu = {
  groups: [
    {
      label: "Physical Locations",
      items: [
        { label: "Customers", to: "/company/customers", permission: "customers:read" },
        { label: "Service Locations", to: "/company/serviceLocations", permission: "customers:read" },
        { label: "Bodies Of Water", to: "/company/bodiesOfWater", permission: "customers:read" },
        {
          label: "Equipment",
          to: "/company/equipmentList",
          also: ["/company/equipment"],
          permission: "customers:read",
        },
      ],
    },
    {
      label: "Operations",
      items: [
        { label: "Jobs", to: "/company/jobs", permission: "operations:read" },
        { label: "Service Stops", to: "/company/serviceStops", permission: "operations:read" },
        { label: "Repair Requests", to: "/company/repairRequests", permission: "operations:read" },
        { label: "Task Groups", to: "/company/taskGroups", permission: "operations:read" },
        { label: "Items", to: "/company/items", permission: "operations:read" },
      ],
    },
    {
      label: "Routing",
      items: [
        {
          label: "Route Managment",
          to: "/company/routeManagement",
          also: ["/company/routing"],
          permission: "routing:read",
        },
        {
          label: "Recurring Service Stops",
          to: "/company/recurringServiceStop",
          permission: "routing:read",
        },
        { label: "Route Dashboard", to: "/company/routeDashboard", permission: "routing:read" },
        { label: "Route Builder", to: "/company/routeBuilder", permission: "routing:read" },
      ],
    },
    {
      label: "Users",
      items: [
        { label: "Roles", to: "/company/roles", permission: "team:manage" },
        { label: "Company Users", to: "/company/companyUsers", permission: "team:read" },
        {
          label: "Recurring Labor Contracts",
          to: "/company/recurringLaborContracts",
          permission: "team:read",
        },
        { label: "One Time Labor Contracts", to: "/company/laborContracts", permission: "team:read" },
        { label: "Work Logs", to: "/company/workLogs" },
      ],
    },
    {
      label: "Monies",
      items: [
        { label: "Contracts", to: "/company/contracts", permission: "money:read" },
        { label: "Invoices", to: "/company/invoices", permission: "money:read" },
        { label: "Payments", to: "/company/payments", permission: "money:read" },
        {
          label: "Purchased Items",
          to: "/company/purchasedItems",
          also: ["/company/receipts"],
          // Technicians record what they buy at the supply house, so purchases and vendors are operations, not money.
          permission: "operations:read",
        },
        { label: "Venders", to: "/company/venders", permission: "operations:read" },
      ],
    },
    {
      label: "Stripe",
      items: [
        {
          label: "Stripe Profile",
          to: "/company/stripe-profile",
          also: ["/company/stripe-subscriptions", "/company/products"],
          permission: "money:write",
        },
        {
          label: "Subscription Management",
          to: "/company/subscription-management",
          permission: "money:write",
        },
      ],
    },
  ],
  ungrouped: [
    { label: "Dashboard", to: "/company/dashboard" },
    { label: "Messages", to: "/company/messages", permission: "messages:read" },
    { label: "Public Page", to: "/company/public-profile", permission: "settings:write" },
    { label: "Alerts", to: "/company/alerts" },
    { label: "Settings", to: "/company/settings", permission: "settings:write" },
    { label: "Reports", to: "/company/reports", permission: "reports:read" },
  ],
};

export const clientMenu: Menu = {
  groups: [],
  ungrouped: [
    { label: "Dashboard", to: "/dashboard" },
    { label: "My Pool", to: "/mypool" },
    { label: "Equipment", to: "/equipment" },
    { label: "Companies", to: "/companies" },
    { label: "Messages", to: "/messages" },
    { label: "Contracts", to: "/contracts" },
    { label: "Settings", to: "/settings" },
  ],
};

export const adminMenu: Menu = {
  groups: [],
  ungrouped: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Orders", to: "/admin/dashboard/orders" },
    { label: "Category", to: "/category" },
    { label: "Sellers", to: "/seller" },
    { label: "Payment Request", to: "/payment-request" },
    { label: "Deactive Sellers", to: "/deactive-sellers" },
    { label: "Seller Request", to: "/sellers-request" },
    { label: "Live Chat", to: "/chat-seller" },
    { label: "Mailbox", to: "/admin/mailbox" },
    { label: "Jobs", to: "/admin/jobs" },
  ],
};

export const menuFor: Record<AccountType, Menu> = {
  admin: adminMenu,
  company: companyMenu,
  client: clientMenu,
};

/** Only the entries a member may use; a group left empty disappears. */
export function filterMenu(menu: Menu, granted: readonly string[] | null): Menu {
  if (granted === null) return menu;
  const allowed = (item: MenuItem) => !item.permission || hasPermission(granted, item.permission);
  return {
    groups: menu.groups
      .map((g) => ({ ...g, items: g.items.filter(allowed) }))
      .filter((g) => g.items.length > 0),
    ungrouped: menu.ungrouped.filter(allowed),
  };
}

function matchLength(item: MenuItem, pathname: string): number {
  let best = 0;
  for (const prefix of [item.to, ...(item.also ?? [])]) {
    if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && prefix.length > best)
      best = prefix.length;
  }
  return best;
}

/** The entry to highlight: the one whose URL is the longest prefix of the current path. */
export function activeItem(menu: Menu, pathname: string): MenuItem | undefined {
  let found: MenuItem | undefined;
  let best = 0;
  for (const item of [...menu.groups.flatMap((g) => g.items), ...menu.ungrouped]) {
    const length = matchLength(item, pathname);
    if (length > best) {
      best = length;
      found = item;
    }
  }
  return found;
}

/** The group to open: the current page's, otherwise the first (Physical Locations for a company). */
export function openGroupFor(menu: Menu, pathname: string): string | undefined {
  const active = activeItem(menu, pathname);
  const owner = active && menu.groups.find((g) => g.items.includes(active));
  return owner?.label ?? menu.groups[0]?.label;
}

export function allItems(menu: Menu): MenuItem[] {
  return [...menu.groups.flatMap((g) => g.items), ...menu.ungrouped];
}
