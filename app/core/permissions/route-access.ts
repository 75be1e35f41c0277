/**
 * THE list of company pages and the least permission each needs; "member" = any active member of the company (the page
 * itself shows only the member's own things, e.g. their work logs). The sidebar's entries need the same permission as
 * here (a test keeps them equal), every page's loader and action enforce it on the server, and a browser test visits
 * each page as a Technician and as an Owner to prove it. A snapshot test records the whole table, so any change of access shows in review.
 */
import { hasPermission, type Permission } from "./permissions";

export type RouteAccess = Permission | "member";

export const companyRouteAccess = {
  "company/select": "member",
  "company/dashboard": "member",
  "company/profile": "member",
  "company/search": "member",
  "company/alerts": "member",
  "company/alerts/rules": "operations:manage",
  "company/settings": "settings:write",
  "company/settings/accounting": "money:manage",
  "company/settings/accounting/callback": "money:manage",
  "company/seller": "settings:write",
  "company/public-profile": "settings:write",

  // Physical locations
  "company/customers": "customers:read",
  "company/customers/createNew": "customers:write",
  "company/customers/details/:customerId": "customers:read",
  "company/customers/import": "customers:write",
  "company/customers/options": "customers:read",
  "company/customers/export.csv": "customers:read",
  "company/serviceLocations": "customers:read",
  "company/serviceLocations/createNew/:customerId": "customers:write",
  "company/serviceLocations/details/:serviceLocationId": "customers:read",
  "company/serviceLocations/export.csv": "customers:read",
  "company/bodiesOfWater": "customers:read",
  "company/bodiesOfWater/createNew/:customerId/:serviceLocationId": "customers:write",
  "company/bodiesOfWater/details/:bodyOfWaterId": "customers:read",
  "company/bodiesOfWater/export.csv": "customers:read",
  "company/equipmentList": "customers:read",
  "company/equipment/createNew/:bodyOfWaterId": "customers:write",
  "company/equipment/details/:equipmentId": "customers:read",
  "company/equipmentList/export.csv": "customers:read",

  // Operations
  "company/jobs": "operations:read",
  "company/jobs/createNew": "operations:write",
  "company/jobs/detail/:jobId": "operations:read",
  "company/jobs/history/:jobId": "operations:read",
  "company/serviceStops": "operations:read",
  "company/serviceStops/createNew/:jobId": "operations:write",
  "company/serviceStops/detail/:serviceStopId": "operations:read",
  "company/serviceStops/detail/:serviceStopId/visit": "operations:work",
  "company/serviceStops/detail/:serviceStopId/photos": "operations:work",
  "company/serviceStops/detail/:serviceStopId/repairRequest": "operations:work",
  "company/contractStops/:serviceStopId": "operations:work",
  "company/contractStops/:serviceStopId/visit": "operations:work",
  "company/contractStops/:serviceStopId/photos": "operations:work",
  "company/repairRequests": "operations:read",
  "company/repairRequests/createNew": "operations:write",
  "company/repairRequests/:repairRequestId": "operations:read",
  "company/taskGroups": "operations:read",
  "company/taskGroups/createNew": "operations:write",
  "company/taskGroups/details/:taskGroupId": "operations:read",
  "company/items": "operations:read",
  "company/items/createNew": "operations:write",
  "company/items/detail/:id": "operations:read",
  "company/items/export.csv": "operations:read",
  "company/items/import": "operations:write",
  "company/purchasedItems": "operations:read",
  "company/purchasedItems/createNew": "operations:work",
  "company/purchasedItems/detail/:purchaseId": "operations:read",
  "company/receipts/detail/:receiptId": "operations:read",
  "company/receipts/file/:name": "operations:read",
  "company/venders": "operations:read",
  "company/venders/createNew": "operations:write",
  "company/venders/detail/:vendorId": "operations:read",

  // Routing: everyone who sees routes sees the plans read-only; changes are checked by level in the domain.
  "company/routeManagement": "routing:read",
  "company/recurringServiceStop": "routing:read",
  "company/recurringServiceStop/createNew/:customerId": "routing:manage",
  "company/recurringServiceStop/details/:recurringServiceStopId": "routing:read",
  "company/routeDashboard": "routing:read",
  "company/routing": "routing:read",
  "company/routeBuilder": "routing:read",

  // Users
  "company/roles": "team:manage",
  "company/roles/:roleId": "team:manage",
  "company/companyUsers": "team:read",
  "company/companyUsers/createNew": "team:manage",
  "company/companyUsers/:companyUserId": "team:read",
  "company/recurringLaborContracts": "team:read",
  "company/recurringLaborContracts/createNew": "team:write",
  "company/recurringLaborContracts/:laborContractId": "team:read",
  "company/laborContracts": "team:read",
  "company/laborContracts/createNew/:jobId": "team:write",
  "company/laborContracts/details/:laborContractId": "team:read",
  "company/workLogs": "member",
  "company/workLogs/payroll": "team:read",
  "company/workLogs/payroll.csv": "team:read",
  "company/workLogs/:workLogId": "member",

  // Monies and Stripe
  "company/invoices/billingRun": "money:read",
  "company/invoices": "money:read",
  "company/invoices/:invoiceId": "money:read",
  "company/invoices/:invoiceId/pdf": "money:read",
  "company/invoices/statement/:customerId": "money:read",
  "company/invoices/statement/:customerId/:format": "money:read",
  "company/payments": "money:read",
  "company/payments/export.csv": "money:read",
  "company/accountantExports": "money:read",
  "company/accountantExports/:file": "money:read",
  "company/contracts": "money:read",
  "company/contracts/contract/:contractId": "money:read",
  "company/contracts/createNew/:customerId": "money:write",
  "company/contracts/contract/:contractId/edit": "money:write",
  "company/contracts/contract/:contractId/signed.pdf": "money:read",
  "company/stripe-profile": "money:write",
  "company/stripe-subscriptions/products": "money:write",
  "company/products/addNew": "money:write",
  "company/products/edit/:productId": "money:write",
  "company/subscription-management": "money:write",

  "company/messages": "messages:read",
  "company/messages/new": "messages:write",
  "company/messages/files/:name": "messages:read",
  "company/messages/:threadId": "messages:read",
  "company/reports": "reports:read",
  "company/reports/:report": "reports:read",
  "company/reports/:report/export.csv": "reports:read",
} as const satisfies Record<string, RouteAccess>;

export type CompanyRoutePath = keyof typeof companyRouteAccess;

const segmentsOf = (path: string) => path.replace(/^\/+|\/+$/g, "").split("/");

/** A URL's path segment as the router reads it (`%6Aobs` is `jobs`); one that cannot be decoded matches nothing. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The access rule of the company page a URL path opens (`/company/jobs/detail/j1` → "operations:read"), or undefined
 * when no company page has that shape. A fixed segment wins over a parameter (`repairRequests/createNew` is not a
 * request id).
 */
export function accessFor(pathname: string): RouteAccess | undefined {
  const wanted = segmentsOf(pathname).map(decoded);
  if (wanted.some((segment) => segment === null)) return undefined;
  let best: { access: RouteAccess; fixed: number } | undefined;
  for (const [pattern, access] of Object.entries(companyRouteAccess)) {
    const parts = segmentsOf(pattern);
    if (parts.length !== wanted.length) continue;
    let fixed = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith(":")) return (wanted[i] ?? "").length > 0;
      fixed++;
      return part === wanted[i];
    });
    if (matches && (!best || fixed > best.fixed)) best = { access, fixed };
  }
  return best?.access;
}

/**
 * Whether a member with `permissions` may open the company page at `pathname`. Fails closed: a path with no rule
 * in the table (a page added without one, or a URL the router reads differently) is refused, not let through.
 */
export function mayOpenPage(pathname: string, permissions: readonly string[]): boolean {
  const access = accessFor(pathname);
  if (access === undefined) return false;
  return access === "member" || hasPermission(permissions, access);
}
