import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/** The company sidebar exactly as the seed lists it (typos included). */
const companyGroups: [string, string[]][] = [
  ["Physical Locations", ["Customers", "Service Locations", "Bodies Of Water", "Equipment"]],
  ["Operations", ["Jobs", "Service Stops", "Repair Requests", "Task Groups", "Items"]],
  ["Routing", ["Route Managment", "Recurring Service Stops", "Route Dashboard", "Route Builder"]],
  ["Users", ["Roles", "Company Users", "Recurring Labor Contracts", "One Time Labor Contracts", "Work Logs"]],
  ["Monies", ["Contracts", "Purchased Items", "Venders"]],
  ["Stripe", ["Stripe Profile", "Subscription Management"]],
];
const companyUngrouped = ["Dashboard", "Messages", "Public Page", "Alerts", "Settings", "Reports"];
const clientEntries = ["Dashboard", "My Pool", "Equipment", "Companies", "Messages", "Contracts", "Settings"];
const adminEntries = [
  "Dashboard",
  "Orders",
  "Category",
  "Sellers",
  "Payment Request",
  "Deactive Sellers",
  "Seller Request",
  "Live Chat",
];

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });

/** Group headings are plain text in the accessibility tree (entries are links); read them in order. */
async function groupLabels(sidebar: Locator) {
  const snapshot = await sidebar.ariaSnapshot();
  return [...snapshot.matchAll(/^\s*- text: (.+)$/gm)].map((m) => m[1].trim());
}

const groupToggle = (sidebar: Locator, label: string) =>
  sidebar.getByRole("button", { name: label, exact: true });

test("company sidebar: groups and entries as the seed, one group open at a time", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  const sidebar = sidebarOf(page);
  await expect(sidebar).toBeVisible();
  expect(await groupLabels(sidebar)).toEqual(companyGroups.map(([label]) => label));

  // Physical Locations is open on the dashboard; only its entries and the ungrouped ones are showing.
  await expect(sidebar.getByRole("link")).toHaveText([...companyGroups[0][1], ...companyUngrouped]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  // Opening a group closes the one that was open.
  for (const [label, items] of [...companyGroups.slice(1), companyGroups[0]]) {
    await groupToggle(sidebar, label).click();
    await expect(sidebar.getByRole("link")).toHaveText([...items, ...companyUngrouped]);
  }
  // Clicking the open group closes it.
  await groupToggle(sidebar, "Physical Locations").click();
  await expect(sidebar.getByRole("link")).toHaveText(companyUngrouped);

  // Logout sits at the bottom, below the last entry.
  const logout = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Logout" });
  await expect(logout).toBeVisible();
  const lastEntry = await sidebar.getByRole("link", { name: "Reports" }).boundingBox();
  const logoutBox = await logout.boundingBox();
  expect(logoutBox!.y).toBeGreaterThan(lastEntry!.y + lastEntry!.height);
});

test("a page's group opens and its entry is marked current; not-built pages stay inside the shell", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  await page.goto("/company/jobs");
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole("link")).toHaveText([...companyGroups[1][1], ...companyUngrouped]);
  await expect(sidebar.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(main.getByText("Not built yet.")).toBeVisible();
  await expect(main).toContainText("issue 6");
  await expect(page).toHaveTitle("Jobs — Drip Drop");

  // A detail page under the entry keeps it current.
  await page.goto("/company/jobs/detail/some-job");
  await expect(sidebar.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText("Not built yet.")).toBeVisible();

  // Following an entry of another group moves the mark and opens that group.
  await groupToggle(sidebar, "Routing").click();
  await sidebar.getByRole("link", { name: "Route Builder" }).click();
  await expect(page).toHaveURL(/\/company\/routeBuilder$/);
  await expect(main.getByText("Not built yet.")).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Route Builder" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Jobs" })).toHaveCount(0);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

  // An ungrouped not-built page.
  await sidebar.getByRole("link", { name: "Alerts" }).click();
  await expect(page).toHaveURL(/\/company\/alerts$/);
  await expect(sidebar.getByRole("link", { name: "Alerts" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText("Not built yet.")).toBeVisible();
});

test("a not-built page opened from the sidebar shows its own title", async ({ signedInAs }) => {
  // Client-side navigation loads the page's data from ".../routeBuilder.data"; the title must still be found.
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  const sidebar = sidebarOf(page);
  await groupToggle(sidebar, "Routing").click();
  await sidebar.getByRole("link", { name: "Route Builder" }).click();
  await expect(page).toHaveURL(/\/company\/routeBuilder$/);
  await expect(page.getByRole("main").getByText("Not built yet.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Route Builder", {
    timeout: 2_000,
  });
  await expect(page).toHaveTitle("Route Builder — Drip Drop");
});

test("on a 390 px phone the sidebar hides behind the menu button", async ({ signedInAs }) => {
  const page = await signedInAs("owner", { width: 390 });
  await page.goto("/company/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Olivia" })).toBeVisible();
  const sidebar = sidebarOf(page);
  await expect(sidebar).not.toBeInViewport();

  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/company\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();

  // And it opens again.
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
});

test("client sidebar entries", async ({ signedInAs }) => {
  const page = await signedInAs("client");
  await page.goto("/dashboard");
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole("link")).toHaveText(clientEntries);
  expect(await groupLabels(sidebar)).toEqual([]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("link", { name: "My Pool" }).click();
  await expect(page).toHaveURL(/\/mypool$/);
  await expect(page.getByRole("main").getByText("Not built yet.")).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "My Pool" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Profile of Pat Morgan" })).toHaveAttribute("href", "/profile");
});

test("admin sidebar entries", async ({ signedInAs }) => {
  const page = await signedInAs("admin");
  await page.goto("/admin/dashboard");
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole("link")).toHaveText(adminEntries);
  expect(await groupLabels(sidebar)).toEqual([]);

  await sidebar.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
  await expect(page.getByRole("main").getByText("Not built yet.")).toBeVisible();
  // The longest matching entry wins: Orders, not Dashboard.
  await expect(sidebar.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
});

test("a technician sees only what their role allows", async ({ signedInAs }) => {
  const page = await signedInAs("tech");
  await page.goto("/company/dashboard");
  await expect(page.getByRole("main")).toContainText("Blue Wave Pool Service · Technician");
  const sidebar = sidebarOf(page);
  expect(await groupLabels(sidebar)).toEqual(["Physical Locations", "Operations", "Users"]);
  await expect(sidebar.getByRole("link")).toHaveText([
    ...companyGroups[0][1],
    "Dashboard",
    "Messages",
    "Alerts",
  ]);
  await expect(sidebar.getByRole("link", { name: "Settings", includeHidden: true })).toHaveCount(0);

  await groupToggle(sidebar, "Users").click();
  await expect(sidebar.getByRole("link")).toHaveText(["Work Logs", "Dashboard", "Messages", "Alerts"]);
  await expect(sidebar.getByRole("link", { name: "Roles", includeHidden: true })).toHaveCount(0);

  // The server refuses the page too.
  const response = await page.goto("/company/settings");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
  await expect(sidebar).toBeVisible();

  // The search only offers pages the role may open.
  await page.getByRole("textbox", { name: "Search" }).fill("Settings");
  await page.getByRole("textbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/\/company\/search\?q=Settings$/);
  await expect(page.getByRole("main")).toContainText("Nothing matches “Settings”.");
});

test("top-bar search finds a team member by last name", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  const search = page.getByRole("search").getByRole("textbox", { name: "Search" });
  await search.fill("Reyes");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/company\/search\?q=Reyes$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  const hit = main.getByRole("listitem").filter({ hasText: "Tomas Reyes" });
  await expect(hit).toContainText("Team member");
  await expect(hit).toContainText("Technician · tech@bluewave.demo");
  await expect(search).toHaveValue("Reyes");

  await search.fill("Owens");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/company\/search\?q=Owens$/);
  await expect(main.getByRole("listitem").filter({ hasText: "Olivia Owens" })).toContainText("Team member");
  await expect(main.getByRole("listitem").filter({ hasText: "Tomas Reyes" })).toHaveCount(0);

  // Pages are found too, and link to the page.
  await search.fill("route");
  await search.press("Enter");
  await expect(main.getByRole("link", { name: "Route Builder" })).toHaveAttribute(
    "href",
    "/company/routeBuilder",
  );
});

test("a company owner's profile link opens /company/profile", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  const profile = page.getByRole("link", { name: "Profile of Olivia Owens" });
  await expect(profile).toContainText("Company · Blue Wave Pool Service");
  await profile.click();
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Olivia");
});
