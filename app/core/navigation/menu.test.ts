import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import { builtInRoles } from "../permissions/permissions";
import { activeItem, adminMenu, allItems, clientMenu, companyMenu, filterMenu, openGroupFor } from "./menu";

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
      ["Monies", ["Contracts", "Invoices", "Payments", "Accountant Exports", "Purchased Items", "Venders"]],
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
      "Mailbox",
      "Jobs",
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

describe("menu words", () => {
  const english = translatorFor("en");
  const spanish = translatorFor("es");
  const everything = [adminMenu, clientMenu, companyMenu].flatMap((menu) => [
    ...menu.groups,
    ...allItems(menu),
  ]);

  it("says in English exactly the seed's labels, typos included", () => {
    for (const entry of everything) expect(english(entry.key), entry.label).toBe(entry.label);
  });

  it("has Spanish for every entry", () => {
    expect(spanish("common.menu.routeManagment")).toBe("Gestión de rutas");
    for (const entry of everything) expect(spanish.has(entry.key), entry.label).toBe(true);
  });
});
