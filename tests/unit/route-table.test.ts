import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { accountTypes, decideAccess, type RouteFamily } from "~/core/access/guard";
import { allItems, menuFor } from "~/core/navigation/menu";
import { layoutFamilies } from "~/route-families";
import routes from "~/routes";

interface Page {
  path: string;
  file: string;
  family: RouteFamily | null;
}

/** Flattens the route config; each page takes the family of its nearest guarding layout. */
function flatten(entries: RouteConfigEntry[], prefix = "", family: RouteFamily | null = null): Page[] {
  return entries.flatMap((entry) => {
    const own = layoutFamilies[entry.file] ?? family;
    const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const here = entry.children ? [] : [{ path: path || "/", file: entry.file, family: own }];
    return [...here, ...flatten(entry.children ?? [], path, own)];
  });
}

const pages = flatten(routes);

/** Every route of the original product (seed §2), which must exist with exactly these paths. */
const seedPaths = [
  "/",
  "/about",
  "/homeowners",
  "/company",
  "/products",
  "/info",
  "/contact",
  "/signUp",
  "/signIn",
  "/reedemInviteCode",
  "/homeOwnerSignUp",
  "/homeOwnerSignIn",
  "/refresh/:connectedAccountId",
  "/return/:connectedAccountId",
  "/canceled",
  "/success/sessionId/:sessionId",
  "/admin/dashboard",
  "/admin/dashboard/orders",
  "/category",
  "/seller",
  "/payment-request",
  "/deactive-sellers",
  "/sellers-request",
  "/chat-seller",
  ...[
    "dashboard",
    "profile",
    "customers",
    "customers/createNew",
    "customers/details/:customerId",
    "serviceLocations",
    "serviceLocations/createNew/:customerId",
    "bodiesOfWater",
    "bodiesOfWater/createNew/:customerId/:serviceLocationId",
    "equipmentList",
    "jobs",
    "jobs/createNew",
    "jobs/detail/:jobId",
    "jobs/history/:jobId",
    "serviceStops",
    "serviceStops/createNew/:jobId",
    "serviceStops/detail/:serviceStopId",
    "repairRequests",
    "seller",
    "items",
    "items/createNew",
    "items/detail/:id",
    "purchasedItems",
    "purchasedItems/createNew",
    "purchasedItems/detail/:purchaseId",
    "receipts/detail/:receiptId",
    "venders",
    "venders/createNew",
    "routing",
    "routeManagement",
    "routeDashboard",
    "routeBuilder",
    "recurringServiceStop",
    "recurringServiceStop/createNew/:customerId",
    "recurringServiceStop/details/:recurringServiceStopId",
    "stripe-profile",
    "stripe-subscriptions/products",
    "products/addNew",
    "products/edit/:productId",
    "subscription-management",
    "contracts",
    "contracts/contract/:contractId",
    "contracts/createNew/:customerId",
    "messages",
    "public-profile",
    "settings",
    "alerts",
    "roles",
    "roles/:roleId",
    "companyUsers",
    "companyUsers/:companyUserId",
    "companyUsers/createNew",
    "recurringLaborContracts",
    "recurringLaborContracts/:laborContractId",
    "recurringLaborContracts/createNew",
    "laborContracts",
    "laborContracts/createNew/:jobId",
    "laborContracts/details/:laborContractId",
    "workLogs",
    "workLogs/:workLogId",
    "taskGroups",
    "taskGroups/createNew",
    "taskGroups/details/:taskGroupId",
    "reports",
  ].map((p) => `/company/${p}`),
  "/dashboard",
  "/companies",
  "/companies/profile/:companyId",
  "/messages",
  "/contracts",
  "/contracts/contract/:contractId",
  "/settings",
  "/profile",
  "/mypool",
  "/equipment",
  "/equipment/:equipmentId",
];

describe("the route table", () => {
  it("has every route of the original product", () => {
    const known = new Set(pages.map((p) => p.path));
    expect(seedPaths.filter((p) => !known.has(p))).toEqual([]);
  });

  it("puts every page under a guarding family, except the resource routes and the 404", () => {
    const unguarded = pages.filter((p) => p.family === null).map((p) => p.path);
    expect(unguarded.sort()).toEqual(["/*", "/signOut", "/uploads/:file"].sort());
  });

  it("guards each family as the original did, for each kind of visitor", () => {
    let checked = 0;
    for (const page of pages.filter((p) => p.family)) {
      for (const visitor of [null, ...accountTypes]) {
        const decision = decideAccess(page.family!, visitor);
        if (page.path.startsWith("/company/")) expect(page.family).toBe("company");
        if (page.path.startsWith("/admin/")) expect(page.family).toBe("admin");
        if (["/signIn", "/signUp", "/homeOwnerSignIn", "/homeOwnerSignUp"].includes(page.path)) {
          expect(page.family).toBe("auth");
        }
        if (visitor === null && ["admin", "company", "client"].includes(page.family!)) {
          expect(decision).toEqual({ allow: false, redirectTo: "/" });
        }
        checked++;
      }
    }
    expect(checked).toBe(pages.filter((p) => p.family).length * 4);
  });

  it("shows failed background jobs on an admin page only, in the admin menu (issue 22)", () => {
    const jobPages = pages.filter((p) => p.path.includes("jobs") && p.file.startsWith("routes/admin/"));
    expect(jobPages.map((p) => [p.path, p.family])).toEqual([["/admin/jobs", "admin"]]);
    expect(allItems(menuFor.admin).map((i) => i.to)).toContain("/admin/jobs");
  });

  it("shows captured mail on an admin page only: no public dev mailbox (issue 18)", () => {
    expect(pages.find((p) => p.path === "/dev/mailbox")).toBeUndefined();
    const mailboxPages = pages.filter((p) => /mailbox/i.test(p.path) || /mailbox/i.test(p.file));
    expect(mailboxPages.map((p) => p.path).sort()).toEqual([
      "/admin/mailbox",
      "/admin/mailbox/:mailId/:filename",
    ]);
    for (const page of mailboxPages) expect(page.family, page.path).toBe("admin");
  });

  it("routes every sidebar entry to a page of the same account type", () => {
    for (const type of accountTypes) {
      for (const item of allItems(menuFor[type])) {
        const page = pages.find((p) => p.path === item.to);
        expect(page, item.to).toBeDefined();
        expect(page?.family, item.to).toBe(type);
      }
    }
  });
});
