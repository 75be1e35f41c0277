import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";
import { blockMapTiles } from "./locations-helpers";

// Read-only tests on the demo company, so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/** The demo's first customer (deterministic seed): Maria Garcia, (480) 555-0100. */
const MARIA = { name: "Garcia, Maria", phone: "(480) 555-0100", email: "maria.garcia0@example.com" };

async function demoOwner(
  signedInAs: (account: "owner", options?: { width?: number }) => Promise<Page>,
  width?: number,
) {
  const page = await signedInAs("owner", width ? { width } : undefined);
  await blockMapTiles(page);
  return page;
}

/** Types in the top bar's search box (not a list's own search) and submits it. */
async function topBarSearch(page: Page, text: string) {
  const box = page.getByRole("banner").getByRole("textbox", { name: "Search", exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/company/search" && url.searchParams.get("q") === text,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
}

/** One search result: its kind badge and its link. */
const hit = (page: Page, kind: string, title: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText(kind, { exact: true }) })
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

test("top-bar search by last name and by phone digits finds the customer and opens it", async ({
  signedInAs,
}) => {
  const page = await demoOwner(signedInAs);
  await page.goto("/company/dashboard");

  await topBarSearch(page, "Garcia");
  await expect(page.getByText("Results for “Garcia”")).toBeVisible();
  const maria = hit(page, "Customer", MARIA.name);
  await expect(maria).toContainText(MARIA.phone);
  await expect(maria).toContainText(MARIA.email);
  // Everything listed as a customer is a Garcia.
  const customers = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText("Customer", { exact: true }) });
  for (const title of await customers.getByRole("link").allTextContents()) expect(title).toMatch(/Garcia/);
  await maria.getByRole("link", { name: MARIA.name }).click();
  await expect(page).toHaveURL(/\/company\/customers\/details\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: MARIA.name })).toBeVisible();
  await expect(page.getByText(`Phone: ${MARIA.phone}`)).toBeVisible();
  const mariaUrl = page.url();

  // The phone as digits only, and with other punctuation: the same customer.
  for (const typed of ["4805550100", "480.555.0100", "480 5550100", "+1 480-555-0100", "1 (480) 555-0100"]) {
    await topBarSearch(page, typed);
    const found = hit(page, "Customer", MARIA.name);
    await expect(found, typed).toContainText(MARIA.phone);
    await expect(page.getByRole("main").getByRole("listitem"), typed).toHaveCount(1);
  }
  await hit(page, "Customer", MARIA.name).getByRole("link").click();
  await expect(page).toHaveURL(mariaUrl);

  // The customer list's own search matches phone digits the same way.
  await page.goto("/company/customers?q=480%20555%200100");
  await expect(page.getByRole("main").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("link", { name: MARIA.name, exact: true })).toBeVisible();

  // Nothing found says so.
  await topBarSearch(page, "Zzyzx");
  await expect(page.getByText("Nothing matches “Zzyzx”.", { exact: false })).toBeVisible();
});

test("top-bar search by street name lists service locations linking to their pages", async ({
  signedInAs,
}) => {
  const page = await demoOwner(signedInAs);
  // Maria's service address, e.g. "1234 E Camelback Rd": search for the street without the number.
  await page.goto("/company/customers?q=garcia");
  await page.getByRole("link", { name: MARIA.name, exact: true }).click();
  const card = page.getByRole("main").getByRole("article").first();
  const addressLine = (await card.getByRole("link").textContent())!.trim();
  const street = addressLine.replace(/^\d+\s+/, "");
  expect(street).toMatch(/^[NESW] [A-Za-z0-9 ]+ (Rd|St|Dr|Blvd|Ln|Ave)$/);

  await topBarSearch(page, street);
  const locations = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText("Service location", { exact: true }) });
  await expect(locations.first()).toBeVisible();
  for (const title of await locations.getByRole("link").allTextContents()) expect(title).toContain(street);
  const mine = hit(page, "Service location", addressLine);
  await expect(mine).toContainText(MARIA.name);
  // Customers with a location on that street are listed too.
  await expect(hit(page, "Customer", MARIA.name)).toBeVisible();

  await mine.getByRole("link", { name: addressLine }).click();
  await expect(page).toHaveURL(/\/company\/serviceLocations\/details\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: addressLine })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: MARIA.name })).toBeVisible();
});

test("a customer's page on a 390 px phone: no sideways scrolling, tabs and map visible, menu hidden", async ({
  signedInAs,
}) => {
  const page = await demoOwner(signedInAs, 390);
  await page.goto("/company/customers?q=garcia");
  await expect(page.getByRole("link", { name: MARIA.name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: MARIA.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: MARIA.name })).toBeVisible();

  // The sidebar waits behind the menu button.
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  await expect(sidebar).not.toBeInViewport();
  await expect(page.getByRole("button", { name: "Toggle navigation" })).toBeVisible();

  // Every tab is on screen.
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Locations (1)",
    /^Service \(\d+\)$/,
    "Contacts (1)",
    "Pool owner access",
    "Details & billing",
  ]);
  for (const tab of await tabs.all()) {
    await expect(tab).toBeInViewport();
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The map (drawn by Leaflet once loaded: its zoom buttons show) and the location card fit the screen.
  const map = page.getByRole("region", { name: "Map of this customer's locations" });
  await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await expect(map).toBeVisible();
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card).toBeVisible();
  for (const element of [map, card]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The other tabs don't push the page wider either.
  await page.getByRole("tab", { name: "Details & billing" }).click();
  await expect(page.getByRole("button", { name: "Save customer" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // And the menu opens on demand.
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
});

test.describe("accessibility (axe): no serious or critical violations", () => {
  async function audit(page: Page, paths: string[]) {
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  }

  /** The first row's link of a list page: a detail page to audit. */
  async function firstDetail(page: Page, list: string, prefix: string) {
    await page.goto(list);
    const href = await page
      .getByRole("main")
      .locator(`tbody a[href^="${prefix}"]`)
      .first()
      .getAttribute("href");
    expect(href).toBeTruthy();
    return href!;
  }

  test("the lists, the new-customer form and the import page", async ({ signedInAs }) => {
    const page = await demoOwner(signedInAs);
    await audit(page, [
      "/company/customers",
      "/company/customers/createNew",
      "/company/serviceLocations",
      "/company/bodiesOfWater",
      "/company/equipmentList",
      "/company/customers/import",
    ]);
  });

  test("the detail pages", async ({ signedInAs }) => {
    const page = await demoOwner(signedInAs);
    const details = [
      await firstDetail(page, "/company/customers", "/company/customers/details/"),
      await firstDetail(page, "/company/serviceLocations", "/company/serviceLocations/details/"),
      await firstDetail(page, "/company/bodiesOfWater", "/company/bodiesOfWater/details/"),
      await firstDetail(page, "/company/equipmentList", "/company/equipment/details/"),
    ];
    await audit(page, details);
  });

  test("the pagination's previous and next links, and the import's progress bar, have names", async ({
    signedInAs,
  }) => {
    const page = await demoOwner(signedInAs);
    await page.goto("/company/customers");
    const pages = page.getByLabel("Pages of customers");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/[?&]page=1/);
    await page.goto("/company/customers/import");
    await expect(page.getByRole("progressbar", { name: "Step 1 of 4: Upload the file" })).toBeVisible();
  });

  test("a form with its error messages showing", async ({ signedInAs }) => {
    const page = await demoOwner(signedInAs);
    await page.goto("/company/customers/createNew");
    await page.getByLabel("E-mail", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Create customer" }).click();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
