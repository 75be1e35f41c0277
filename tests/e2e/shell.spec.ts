import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, test } from "./fixtures";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/**
 * The menus exactly as the seed lists them (labels, URLs, typos included); every entry's page is built.
 */
type Entry = [label: string, to: string];
type Group = [label: string, entries: Entry[]];

const companyGroups: Group[] = [
  [
    "Physical Locations",
    [
      ["Customers", "/company/customers"],
      ["Service Locations", "/company/serviceLocations"],
      ["Bodies Of Water", "/company/bodiesOfWater"],
      ["Equipment", "/company/equipmentList"],
    ],
  ],
  [
    "Operations",
    [
      ["Jobs", "/company/jobs"],
      ["Service Stops", "/company/serviceStops"],
      ["Repair Requests", "/company/repairRequests"],
      ["Task Groups", "/company/taskGroups"],
      ["Items", "/company/items"],
    ],
  ],
  [
    "Routing",
    [
      ["Route Managment", "/company/routeManagement"],
      ["Recurring Service Stops", "/company/recurringServiceStop"],
      ["Route Dashboard", "/company/routeDashboard"],
      ["Route Builder", "/company/routeBuilder"],
    ],
  ],
  [
    "Users",
    [
      ["Roles", "/company/roles"],
      ["Company Users", "/company/companyUsers"],
      ["Recurring Labor Contracts", "/company/recurringLaborContracts"],
      ["One Time Labor Contracts", "/company/laborContracts"],
      ["Work Logs", "/company/workLogs"],
    ],
  ],
  [
    "Monies",
    [
      ["Contracts", "/company/contracts"],
      // Not in the seed's menu: the money issue adds invoice and payment pages in the same style.
      ["Invoices", "/company/invoices"],
      ["Payments", "/company/payments"],
      ["Accountant Exports", "/company/accountantExports"],
      ["Purchased Items", "/company/purchasedItems"],
      ["Venders", "/company/venders"],
    ],
  ],
  [
    "Stripe",
    [
      ["Stripe Profile", "/company/stripe-profile"],
      ["Subscription Management", "/company/subscription-management"],
    ],
  ],
];
const companyUngrouped: Entry[] = [
  ["Dashboard", "/company/dashboard"],
  ["Messages", "/company/messages"],
  ["Public Page", "/company/public-profile"],
  ["Alerts", "/company/alerts"],
  ["Settings", "/company/settings"],
  ["Reports", "/company/reports"],
];
/**
 * What the Technician role may open of the seed's menu: routing read-only; purchases and vendors (they record what
 * they buy) but no contracts; of the team only their work logs; no settings or reports.
 */
const technicianGroups: Group[] = [
  companyGroups[0],
  companyGroups[1],
  companyGroups[2],
  ["Users", [["Work Logs", "/company/workLogs"]]],
  [
    "Monies",
    [
      ["Purchased Items", "/company/purchasedItems"],
      ["Venders", "/company/venders"],
    ],
  ],
];
const technicianUngrouped: Entry[] = [
  ["Dashboard", "/company/dashboard"],
  ["Messages", "/company/messages"],
  ["Alerts", "/company/alerts"],
];
const clientEntries: Entry[] = [
  ["Dashboard", "/dashboard"],
  ["My Pool", "/mypool"],
  ["Equipment", "/equipment"],
  ["Companies", "/companies"],
  ["Messages", "/messages"],
  ["Contracts", "/contracts"],
  ["Settings", "/settings"],
];
const adminEntries: Entry[] = [
  ["Dashboard", "/admin/dashboard"],
  ["Orders", "/admin/dashboard/orders"],
  ["Category", "/category"],
  ["Sellers", "/seller"],
  ["Payment Request", "/payment-request"],
  ["Deactive Sellers", "/deactive-sellers"],
  ["Seller Request", "/sellers-request"],
  ["Live Chat", "/chat-seller"],
  ["Mailbox", "/admin/mailbox"],
  ["Jobs", "/admin/jobs"],
];

const labels = (entries: Entry[]) => entries.map(([label]) => label);

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });
const logoutOf = (page: Page) =>
  page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Logout" });

/** Group headings are plain text in the accessibility tree (entries are links); read them in order. */
async function groupLabels(sidebar: Locator) {
  const snapshot = await sidebar.ariaSnapshot();
  const labels: string[] = [];
  // Text inside a link (an entry whose count badge gives it its own name) is not a group heading.
  let linkIndent: number | null = null;
  for (const line of snapshot.split("\n")) {
    const indent = line.length - line.trimStart().length;
    if (linkIndent !== null && indent > linkIndent) continue;
    linkIndent = /^\s*- link\b/.test(line) ? indent : null;
    const text = /^\s*- text: (.+)$/.exec(line);
    if (text) labels.push(text[1].trim());
  }
  return labels;
}

const groupToggle = (sidebar: Locator, label: string) =>
  sidebar.getByRole("button", { name: label, exact: true });

/** The sidebar's links, in order, are exactly these entries (label and URL). */
async function expectLinks(sidebar: Locator, entries: Entry[]) {
  const links = sidebar.getByRole("link");
  // An entry may carry a count (unread messages, open alerts) after its label.
  await expect(links).toHaveText(labels(entries).map((l) => new RegExp(`^${escapeRegExp(l)}(\\d+|99\\+)?$`)));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    entries.map(([, to]) => to),
  );
}

/** Logout sits at the bottom of the sidebar, below its last entry when there is one. */
async function expectLogoutBelowEntries(page: Page) {
  const logout = logoutOf(page);
  await expect(logout).toBeVisible();
  const links = sidebarOf(page).getByRole("link");
  if ((await links.count()) === 0) return;
  // A long menu scrolls inside the sidebar: the last entry, scrolled to, still sits above Logout.
  await links.last().scrollIntoViewIfNeeded();
  const lastEntry = await links.last().boundingBox();
  const logoutBox = await logout.boundingBox();
  expect(logoutBox!.y).toBeGreaterThan(lastEntry!.y + lastEntry!.height);
}

test("company sidebar: the seed's entries in order, one group open at a time", async ({ signedInAs }) => {
  const groups = companyGroups;
  const ungrouped = companyUngrouped;

  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  const sidebar = sidebarOf(page);
  await expect(sidebar).toBeVisible();
  expect(await groupLabels(sidebar)).toEqual(groups.map(([label]) => label));

  // Physical Locations is open on the dashboard; only its entries and the ungrouped ones are showing.
  await expectLinks(sidebar, [...groups[0][1], ...ungrouped]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(groupToggle(sidebar, groups[0][0])).toHaveAttribute("aria-expanded", "true");

  // Opening a group closes the one that was open.
  for (const [label, entries] of [...groups.slice(1), groups[0]]) {
    await groupToggle(sidebar, label).click();
    await expect(groupToggle(sidebar, label)).toHaveAttribute("aria-expanded", "true");
    await expectLinks(sidebar, [...entries, ...ungrouped]);
  }
  // Clicking the open group closes it.
  await groupToggle(sidebar, groups[0][0]).click();
  await expect(groupToggle(sidebar, groups[0][0])).toHaveAttribute("aria-expanded", "false");
  await expectLinks(sidebar, ungrouped);

  await expectLogoutBelowEntries(page);
});

test("a page's group opens and its entry is marked current, detail pages included", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  const sidebar = sidebarOf(page);
  const main = page.getByRole("main");
  const current = sidebar.locator('[aria-current="page"]');

  // A customer's detail page keeps Customers current; its group is open.
  await page.goto("/company/customers");
  await expect(sidebar.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  await main.locator('a[href^="/company/customers/details/"]').first().click();
  await expect(page).toHaveURL(/\/company\/customers\/details\/[\w-]+$/);
  await expect(sidebar.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  await expect(current).toHaveCount(1);
  await expect(groupToggle(sidebar, "Physical Locations")).toHaveAttribute("aria-expanded", "true");

  // A demo service stop's detail page keeps Service Stops current and opens Operations.
  await page.goto("/company/serviceStops?view=all");
  await main.locator('a[href^="/company/serviceStops/detail/"]').first().click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\/[\w-]+$/);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(groupToggle(sidebar, "Operations")).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar.getByRole("link", { name: "Service Stops" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Customers" })).toHaveCount(0);
  await expect(current).toHaveCount(1);

  // Following an entry of another group moves the mark and opens that group.
  await groupToggle(sidebar, "Physical Locations").click();
  await sidebar.getByRole("link", { name: "Bodies Of Water" }).click();
  await expect(page).toHaveURL(/\/company\/bodiesOfWater$/);
  await expect(sidebar.getByRole("link", { name: "Bodies Of Water" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sidebar.getByRole("link", { name: "Service Stops" })).toHaveCount(0);
  await expect(current).toHaveCount(1);

  // An ungrouped entry.
  await sidebar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/company\/settings$/);
  await expect(sidebar.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expect(current).toHaveCount(1);
});

test("on a 390 px phone the sidebar hides behind the menu button", async ({ signedInAs }) => {
  const page = await signedInAs("owner", { width: 390 });
  await page.goto("/company/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Olivia" })).toBeVisible();
  const sidebar = sidebarOf(page);
  await expect(sidebar).not.toBeInViewport();

  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(sidebar).toBeInViewport();
  await expectLinks(sidebar, [...companyGroups[0][1], ...companyUngrouped]);
  await expect(logoutOf(page)).toBeInViewport();
  await sidebar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/company\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();

  // And it opens again, with the group toggles working on a phone too.
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await groupToggle(sidebar, "Operations").click();
  await sidebar.getByRole("link", { name: "Service Stops" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops(\?.*)?$/);
  await expect(sidebar).not.toBeInViewport();
});

test("a technician sees only what their role allows", async ({ signedInAs }) => {
  const groups = technicianGroups;
  const ungrouped = technicianUngrouped;
  const page = await signedInAs("tech");
  await page.goto("/company/dashboard");
  await expect(page.getByRole("main")).toContainText("Blue Wave Pool Service · Technician");
  const sidebar = sidebarOf(page);
  expect(await groupLabels(sidebar)).toEqual(groups.map(([label]) => label));
  await expectLinks(sidebar, [...groups[0][1], ...ungrouped]);
  for (const [label, entries] of groups.slice(1)) {
    await groupToggle(sidebar, label).click();
    await expectLinks(sidebar, [...entries, ...ungrouped]);
  }
  for (const label of ["Settings", "Roles", "Company Users", "Contracts"])
    await expect(sidebar.getByRole("link", { name: label, includeHidden: true })).toHaveCount(0);
  await expect(groupToggle(sidebar, "Stripe")).toHaveCount(0);
  await expectLogoutBelowEntries(page);

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

test("client sidebar: the seed's entries", async ({ signedInAs }) => {
  const entries = clientEntries;
  const page = await signedInAs("client");
  await page.goto("/dashboard");
  const sidebar = sidebarOf(page);
  await expectLinks(sidebar, entries);
  expect(await groupLabels(sidebar)).toEqual([]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectLogoutBelowEntries(page);

  await sidebar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(sidebar.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Profile of Pat Morgan" })).toHaveAttribute("href", "/profile");
});

test("admin sidebar: the seed's entries; the longest matching entry is current", async ({ signedInAs }) => {
  const entries = adminEntries;
  const page = await signedInAs("admin");
  await page.goto("/admin/dashboard");
  const sidebar = sidebarOf(page);
  await expectLinks(sidebar, entries);
  expect(await groupLabels(sidebar)).toEqual([]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectLogoutBelowEntries(page);

  // Orders, not Dashboard (whose URL is a prefix of Orders').
  await page.goto("/admin/dashboard/orders");
  await expect(sidebar.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});

test("top-bar search finds a team member by last name, and pages", async ({ signedInAs }) => {
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

  // Pages are found too and link to the page.
  await search.fill("stops");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/company\/search\?q=stops$/);
  await expect(main.getByRole("link", { name: "Service Stops", exact: true })).toHaveAttribute(
    "href",
    "/company/serviceStops",
  );
  for (const entry of companyGroups.flatMap(([, entries]) => entries)) {
    if (!entry[0].toLowerCase().includes("stops")) continue;
    await expect(main.locator(`a[href="${entry[1]}"]`)).toHaveCount(1);
  }
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
