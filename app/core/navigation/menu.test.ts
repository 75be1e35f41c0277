import { describe, expect, it } from "vitest";
import { builtInRoles } from "../permissions/permissions";
import {
  activeItem,
  adminMenu,
  allItems,
  clientMenu,
  companyMenu,
  filterMenu,
  type Menu,
  openGroupFor,
  withoutUnbuilt,
} from "./menu";

describe("company menu", () => {
  it("has the original's groups in order with their entries", () => {
    expect(companyMenu.groups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ["Physical Locations", ["Customers", "Service Locations", "Bodies Of Water", "Equipment"]],
      ["Operations", ["Jobs", "Service Stops", "Repair Requests", "Task Groups", "Items"]],
      ["Routing", ["Route Managment", "Recurring Service Stops", "Route Dashboard", "Route Builder"]],
      [
        "Users",
        ["Roles", "Company Users", "Recurring Labor Contracts", "One Time Labor Contracts", "Work Logs"],
      ],
      ["Monies", ["Contracts", "Invoices", "Payments", "Purchased Items", "Venders"]],
      ["Stripe", ["Stripe Profile", "Subscription Management"]],
    ]);
    expect(companyMenu.ungrouped.map((i) => i.label)).toEqual([
      "Dashboard",
      "Messages",
      "Public Page",
      "Alerts",
      "Settings",
      "Reports",
    ]);
  });

  it("keeps the original's URLs, typos included", () => {
    const urls = allItems(companyMenu).map((i) => i.to);
    expect(urls).toContain("/company/venders");
    expect(urls).toContain("/company/routeManagement");
    expect(urls).toContain("/company/equipmentList");
    expect(urls).toContain("/company/stripe-profile");
  });
});

describe("client and admin menus", () => {
  it("lists the client's entries", () => {
    expect(clientMenu.ungrouped.map((i) => i.label)).toEqual([
      "Dashboard",
      "My Pool",
      "Equipment",
      "Companies",
      "Messages",
      "Contracts",
      "Settings",
    ]);
  });
  it("lists the admin's entries", () => {
    expect(adminMenu.ungrouped.map((i) => i.label)).toEqual([
      "Dashboard",
      "Orders",
      "Category",
      "Sellers",
      "Payment Request",
      "Deactive Sellers",
      "Seller Request",
      "Live Chat",
    ]);
  });
});

describe("open group and highlight", () => {
  it("opens Physical Locations by default", () => {
    expect(openGroupFor(companyMenu, "/company/dashboard")).toBe("Physical Locations");
  });

  it("opens the current page's group, detail pages included", () => {
    expect(openGroupFor(companyMenu, "/company/jobs")).toBe("Operations");
    expect(openGroupFor(companyMenu, "/company/jobs/detail/j1")).toBe("Operations");
    expect(openGroupFor(companyMenu, "/company/receipts/detail/r1")).toBe("Monies");
    expect(openGroupFor(companyMenu, "/company/routing")).toBe("Routing");
    expect(openGroupFor(companyMenu, "/company/stripe-subscriptions/products")).toBe("Stripe");
  });

  it("highlights the entry whose URL is the longest prefix", () => {
    expect(activeItem(companyMenu, "/company/customers/details/c1")?.label).toBe("Customers");
    expect(activeItem(companyMenu, "/company/dashboard")?.label).toBe("Dashboard");
    expect(activeItem(adminMenu, "/admin/dashboard/orders")?.label).toBe("Orders");
    expect(activeItem(adminMenu, "/admin/dashboard")?.label).toBe("Dashboard");
    expect(activeItem(companyMenu, "/company/customersX")).toBeUndefined();
    expect(activeItem(companyMenu, "/company/profile")).toBeUndefined();
  });
});

describe("filterMenu", () => {
  it("shows the Owner everything", () => {
    expect(filterMenu(companyMenu, builtInRoles.owner.permissions)).toEqual(companyMenu);
  });

  it("hides what a Technician may not use and drops empty groups", () => {
    const menu = filterMenu(companyMenu, builtInRoles.technician.permissions);
    expect(menu.groups.map((g) => g.label)).toEqual([
      "Physical Locations",
      "Operations",
      "Routing",
      "Users",
      "Monies",
    ]);
    expect(menu.groups.find((g) => g.label === "Monies")?.items.map((i) => i.label)).toEqual([
      "Purchased Items",
      "Venders",
    ]);
    // Routing plans are visible read-only; changing them is checked by level.
    expect(menu.groups.find((g) => g.label === "Routing")?.items.map((i) => i.label)).toEqual([
      "Route Managment",
      "Recurring Service Stops",
      "Route Dashboard",
      "Route Builder",
    ]);
    expect(menu.groups.find((g) => g.label === "Users")?.items.map((i) => i.label)).toEqual(["Work Logs"]);
    expect(menu.ungrouped.map((i) => i.label)).toEqual(["Dashboard", "Messages", "Alerts"]);
  });

  it("shows the Office role money and routing but not settings or team", () => {
    const labels = allItems(filterMenu(companyMenu, builtInRoles.office.permissions)).map((i) => i.label);
    expect(labels).toContain("Contracts");
    expect(labels).toContain("Route Builder");
    expect(labels).not.toContain("Settings");
    expect(labels).not.toContain("Roles");
  });

  it("with no permission list (client, admin) leaves the menu as is", () => {
    expect(filterMenu(clientMenu, null)).toEqual(clientMenu);
  });
});

describe("withoutUnbuilt", () => {
  const unbuilt =
    (...urls: string[]) =>
    (to: string) =>
      urls.includes(to);

  it("with every page built leaves the menu as the seed has it", () => {
    expect(withoutUnbuilt(companyMenu, () => false)).toEqual(companyMenu);
    expect(withoutUnbuilt(clientMenu, () => false)).toEqual(clientMenu);
  });

  it("leaves out unbuilt entries, keeping the order, labels and typos of the rest", () => {
    const menu = withoutUnbuilt(
      companyMenu,
      unbuilt("/company/jobs", "/company/items", "/company/routeBuilder", "/company/alerts"),
    );
    expect(menu.groups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ["Physical Locations", ["Customers", "Service Locations", "Bodies Of Water", "Equipment"]],
      ["Operations", ["Service Stops", "Repair Requests", "Task Groups"]],
      ["Routing", ["Route Managment", "Recurring Service Stops", "Route Dashboard"]],
      [
        "Users",
        ["Roles", "Company Users", "Recurring Labor Contracts", "One Time Labor Contracts", "Work Logs"],
      ],
      ["Monies", ["Contracts", "Invoices", "Payments", "Purchased Items", "Venders"]],
      ["Stripe", ["Stripe Profile", "Subscription Management"]],
    ]);
    expect(menu.ungrouped.map((i) => i.label)).toEqual([
      "Dashboard",
      "Messages",
      "Public Page",
      "Settings",
      "Reports",
    ]);
    // The kept entries are the seed's own (URL, other prefixes, permission).
    expect(menu.groups[2].items[0]).toBe(companyMenu.groups[2].items[0]);
  });

  it("drops a group left empty", () => {
    const menu = withoutUnbuilt(
      companyMenu,
      unbuilt("/company/stripe-profile", "/company/subscription-management"),
    );
    expect(menu.groups.map((g) => g.label)).toEqual([
      "Physical Locations",
      "Operations",
      "Routing",
      "Users",
      "Monies",
    ]);
  });

  it("may leave a menu with no entries at all", () => {
    expect(withoutUnbuilt(adminMenu, () => true)).toEqual({ groups: [], ungrouped: [] });
  });

  it("asks about each entry's own URL", () => {
    const asked: string[] = [];
    withoutUnbuilt(adminMenu, (to) => {
      asked.push(to);
      return false;
    });
    expect(asked).toEqual(allItems(adminMenu).map((i) => i.to));
  });

  it("does not change the menu it is given", () => {
    const copy: Menu = structuredClone(companyMenu);
    withoutUnbuilt(companyMenu, () => true);
    expect(companyMenu).toEqual(copy);
  });

  it("combines with filterMenu in either order", () => {
    const isUnbuilt = unbuilt("/company/jobs", "/company/workLogs");
    const technician = builtInRoles.technician.permissions;
    const a = withoutUnbuilt(filterMenu(companyMenu, technician), isUnbuilt);
    expect(a).toEqual(filterMenu(withoutUnbuilt(companyMenu, isUnbuilt), technician));
    // The Technician's only Users entry was Work Logs: the group goes.
    expect(a.groups.map((g) => g.label)).toEqual(["Physical Locations", "Operations", "Routing", "Monies"]);
  });

  it("keeps highlighting and group opening working on what is left", () => {
    const menu = withoutUnbuilt(companyMenu, unbuilt("/company/jobs"));
    // An unbuilt URL typed directly has no entry to mark; the default group opens.
    expect(activeItem(menu, "/company/jobs")).toBeUndefined();
    expect(openGroupFor(menu, "/company/jobs")).toBe("Physical Locations");
    expect(activeItem(menu, "/company/serviceStops/detail/s1")?.label).toBe("Service Stops");
    expect(openGroupFor(menu, "/company/serviceStops/detail/s1")).toBe("Operations");
  });
});
