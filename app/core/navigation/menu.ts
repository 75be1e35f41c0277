import type { AccountType } from "../access/guard";
import type { MessageKey } from "../i18n/catalogs/en";
import { hasPermission, type Permission } from "../permissions/permissions";

/**
 * The sidebar, exactly as the original product lists it (labels and typos included). Pure data plus the rules that
 * pick the open group and the highlighted entry, so the shell and its tests share one model.
 */
export interface MenuItem {
  /** The seed's English label: what the entry is known by (tests, search, the open group). */
  label: string;
  /** The words shown: the catalog's English is exactly `label`; other languages translate it. */
  key: MessageKey;
  to: string;
  /** Other URL prefixes that belong to this entry (detail pages under another path). */
  also?: string[];
  /** Hidden from members whose role lacks it (the server checks it again). */
  permission?: Permission;
}

export interface MenuGroup {
  label: string;
  key: MessageKey;
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
      key: "common.menu.physicalLocations",
      items: [
        {
          label: "Customers",
          key: "common.menu.customers",
          to: "/company/customers",
          permission: "customers:read",
        },
        {
          label: "Service Locations",
          key: "common.menu.serviceLocations",
          to: "/company/serviceLocations",
          permission: "customers:read",
        },
        {
          label: "Bodies Of Water",
          key: "common.menu.bodiesOfWater",
          to: "/company/bodiesOfWater",
          permission: "customers:read",
        },
        {
          label: "Equipment",
          key: "common.menu.equipment",
          to: "/company/equipmentList",
          also: ["/company/equipment"],
          permission: "customers:read",
        },
      ],
    },
    {
      label: "Operations",
      key: "common.menu.operations",
      items: [
        { label: "Jobs", key: "common.menu.jobs", to: "/company/jobs", permission: "operations:read" },
        {
          label: "Service Stops",
          key: "common.menu.serviceStops",
          to: "/company/serviceStops",
          permission: "operations:read",
        },
        {
          label: "Repair Requests",
          key: "common.menu.repairRequests",
          to: "/company/repairRequests",
          permission: "operations:read",
        },
        {
          label: "Task Groups",
          key: "common.menu.taskGroups",
          to: "/company/taskGroups",
          permission: "operations:read",
        },
        { label: "Items", key: "common.menu.items", to: "/company/items", permission: "operations:read" },
      ],
    },
    {
      label: "Routing",
      key: "common.menu.routing",
      items: [
        {
          label: "Route Managment",
          key: "common.menu.routeManagment",
          to: "/company/routeManagement",
          also: ["/company/routing"],
          permission: "routing:read",
        },
        {
          label: "Recurring Service Stops",
          key: "common.menu.recurringServiceStops",
          to: "/company/recurringServiceStop",
          permission: "routing:read",
        },
        {
          label: "Route Dashboard",
          key: "common.menu.routeDashboard",
          to: "/company/routeDashboard",
          permission: "routing:read",
        },
        {
          label: "Route Builder",
          key: "common.menu.routeBuilder",
          to: "/company/routeBuilder",
          permission: "routing:read",
        },
      ],
    },
    {
      label: "Users",
      key: "common.menu.users",
      items: [
        { label: "Roles", key: "common.menu.roles", to: "/company/roles", permission: "team:manage" },
        {
          label: "Company Users",
          key: "common.menu.companyUsers",
          to: "/company/companyUsers",
          permission: "team:read",
        },
        {
          label: "Recurring Labor Contracts",
          key: "common.menu.recurringLaborContracts",
          to: "/company/recurringLaborContracts",
          permission: "team:read",
        },
        {
          label: "One Time Labor Contracts",
          key: "common.menu.oneTimeLaborContracts",
          to: "/company/laborContracts",
          permission: "team:read",
        },
        { label: "Work Logs", key: "common.menu.workLogs", to: "/company/workLogs" },
      ],
    },
    {
      label: "Monies",
      key: "common.menu.monies",
      items: [
        {
          label: "Contracts",
          key: "common.menu.contracts",
          to: "/company/contracts",
          permission: "money:read",
        },
        { label: "Invoices", key: "common.menu.invoices", to: "/company/invoices", permission: "money:read" },
        { label: "Payments", key: "common.menu.payments", to: "/company/payments", permission: "money:read" },
        {
          label: "Accountant Exports",
          key: "common.menu.accountantExports",
          to: "/company/accountantExports",
          permission: "money:read",
        },
        {
          label: "Purchased Items",
          key: "common.menu.purchasedItems",
          to: "/company/purchasedItems",
          also: ["/company/receipts"],
          // Technicians record what they buy at the supply house, so purchases and vendors are operations, not money.
          permission: "operations:read",
        },
        {
          label: "Venders",
          key: "common.menu.venders",
          to: "/company/venders",
          permission: "operations:read",
        },
      ],
    },
    {
      label: "Stripe",
      key: "common.menu.stripe",
      items: [
        {
          label: "Stripe Profile",
          key: "common.menu.stripeProfile",
          to: "/company/stripe-profile",
          also: ["/company/stripe-subscriptions", "/company/products"],
          permission: "money:write",
        },
        {
          label: "Subscription Management",
          key: "common.menu.subscriptionManagement",
          to: "/company/subscription-management",
          permission: "money:write",
        },
      ],
    },
  ],
  ungrouped: [
    { label: "Dashboard", key: "common.menu.dashboard", to: "/company/dashboard" },
    { label: "Messages", key: "common.menu.messages", to: "/company/messages", permission: "messages:read" },
    {
      label: "Public Page",
      key: "common.menu.publicPage",
      to: "/company/public-profile",
      permission: "settings:write",
    },
    { label: "Alerts", key: "common.menu.alerts", to: "/company/alerts" },
    { label: "Settings", key: "common.menu.settings", to: "/company/settings", permission: "settings:write" },
    { label: "Reports", key: "common.menu.reports", to: "/company/reports", permission: "reports:read" },
  ],
};

export const clientMenu: Menu = {
  groups: [],
  ungrouped: [
    { label: "Dashboard", key: "common.menu.dashboard", to: "/dashboard" },
    { label: "My Pool", key: "common.menu.myPool", to: "/mypool" },
    { label: "Equipment", key: "common.menu.equipment", to: "/equipment" },
    { label: "Companies", key: "common.menu.companies", to: "/companies" },
    { label: "Messages", key: "common.menu.messages", to: "/messages" },
    { label: "Contracts", key: "common.menu.contracts", to: "/contracts" },
    { label: "Settings", key: "common.menu.settings", to: "/settings" },
  ],
};

export const adminMenu: Menu = {
  groups: [],
  ungrouped: [
    { label: "Dashboard", key: "common.menu.dashboard", to: "/admin/dashboard" },
    { label: "Orders", key: "common.menu.orders", to: "/admin/dashboard/orders" },
    { label: "Category", key: "common.menu.category", to: "/category" },
    { label: "Sellers", key: "common.menu.sellers", to: "/seller" },
    { label: "Payment Request", key: "common.menu.paymentRequest", to: "/payment-request" },
    { label: "Deactive Sellers", key: "common.menu.deactiveSellers", to: "/deactive-sellers" },
    { label: "Seller Request", key: "common.menu.sellerRequest", to: "/sellers-request" },
    { label: "Live Chat", key: "common.menu.liveChat", to: "/chat-seller" },
    { label: "Mailbox", key: "common.menu.mailbox", to: "/admin/mailbox" },
    { label: "Jobs", key: "common.menu.jobs", to: "/admin/jobs" },
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
