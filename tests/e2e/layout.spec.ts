import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoSidewaysScroll,
  expectNoTruncatedBadges,
  expectRowOnScreen,
  expectTouchTargets,
  test,
} from "./fixtures";

/** Read-only checks on the demo: badges whole, tables readable on a phone, nothing cut off, targets big enough. */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Badges whole at a phone's and a laptop's width (the layout follows the width without a reload). */
async function badgesWholeAtBothWidths(page: Page) {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoTruncatedBadges(page);
  }
}

/** `after` comes after `before` in reading order: below its row, or to its right on the same row. */
async function expectAfter(after: Locator, before: Locator) {
  const a = (await after.boundingBox())!;
  const b = (await before.boundingBox())!;
  expect(a.y >= b.y + b.height - 1 || (a.y + a.height > b.y && a.x >= b.x + b.width - 1)).toBe(true);
}

test("a pool owner on a phone sees whole badges, every column of their invoices and equipment, and big enough targets", async ({
  signedInAs,
}) => {
  const owner = await signedInAs("client", { width: PHONE.width });

  await open(owner, "/invoices?show=all", "Invoices");
  const invoices = owner.getByRole("main").getByRole("table");
  const invoice = invoices.getByRole("row").filter({ has: owner.getByRole("link", { name: /^INV-/ }) });
  // Total and balance (two amounts) are on screen, with every other column, without scrolling sideways.
  await expect(invoice.first().getByRole("cell", { name: /^\$[\d,]+\.\d\d$/ })).toHaveCount(2);
  await expectRowOnScreen(invoice.first());
  await expectNoSidewaysScroll(owner);
  await expectTouchTargets(owner);
  await badgesWholeAtBothWidths(owner);

  await owner.setViewportSize(PHONE);
  await open(owner, "/equipment", "Equipment");
  const equipment = owner.getByRole("main").getByRole("table").getByRole("row");
  // Status, last and next service: every column of each piece of equipment.
  await expectRowOnScreen(equipment.filter({ has: owner.getByRole("link") }).first());
  await expectTouchTargets(owner);
  await badgesWholeAtBothWidths(owner);

  await owner.setViewportSize(PHONE);
  await open(owner, "/mypool", "My Pool");
  // The readings of a visit, with their high/low badges, on screen as a card.
  const visits = owner.getByRole("table", { name: "Readings by visit, newest first" }).getByRole("row");
  await expectRowOnScreen(visits.filter({ has: owner.getByRole("cell") }).first());
  await expectNoSidewaysScroll(owner);
  await expectTouchTargets(owner);
  await badgesWholeAtBothWidths(owner);

  await owner.setViewportSize(PHONE);
  await open(owner, "/dashboard", /^Welcome/);
  await expectTouchTargets(owner);
  await open(owner, "/settings", "Settings");
  await expectTouchTargets(owner);
  // The public pages' footer links (a pool owner opens invoices and agreements there).
  await open(owner, "/homeowners", /./);
  await expectTouchTargets(owner);
});

test("the office's key pages: whole badges, an alerts table that fits, every route lane, the current menu entry in view, Search last", async ({
  signedInAs,
}) => {
  const office = await signedInAs("owner");
  await office.setViewportSize(LAPTOP);

  await open(office, "/company/alerts", "Alerts");
  // At 1280 px the table fits beside the menu with room for the alert's words (it was 145 px wide).
  const alerts = office.getByRole("main").getByRole("table");
  const table = (await alerts.boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(LAPTOP.width);
  const firstAlert = alerts.locator("tbody").getByRole("row").first().getByRole("cell").nth(1);
  expect((await firstAlert.boundingBox())!.width).toBeGreaterThanOrEqual(240);
  await badgesWholeAtBothWidths(office);

  for (const [path, heading] of [
    ["/company/equipmentList", "Equipment"],
    ["/company/customers", "Customers"],
    ["/company/contracts", /Contracts|Agreements/],
    ["/company/repairRequests", /Repair/],
  ] as const) {
    await office.setViewportSize(LAPTOP);
    await open(office, path, heading);
    await badgesWholeAtBothWidths(office);
  }

  // The office's invoices on a phone: every column of an invoice (status, total, balance) on screen, as a card.
  await office.setViewportSize(PHONE);
  await open(office, "/company/invoices", "Invoices");
  const invoice = office
    .getByRole("main")
    .getByRole("table")
    .getByRole("row")
    .filter({ has: office.getByRole("link", { name: /^INV-/ }) });
  await expectRowOnScreen(invoice.first());
  await expectNoSidewaysScroll(office);

  // Route Management: every technician's lane and "Not assigned" whole on screen at 1280 px.
  await office.setViewportSize(LAPTOP);
  await open(office, "/company/routeManagement", "Route Management");
  const lanes = office.getByRole("tabpanel").getByRole("region");
  expect(await lanes.count()).toBeGreaterThanOrEqual(4);
  for (const lane of await lanes.all()) {
    const box = (await lane.boundingBox())!;
    expect(box.x + box.width, `lane ${await lane.getAttribute("aria-label")}`).toBeLessThanOrEqual(
      LAPTOP.width,
    );
    await expect(lane.getByRole("heading")).toBeInViewport({ ratio: 1 });
  }

  // Reports at 1280 × 800: the current page's menu entry is in view, not under the Logout footer.
  await open(office, "/company/reports", "Reports");
  const current = office.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Reports" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(current).toBeInViewport({ ratio: 1 });
  const logout = office.getByRole("button", { name: "Logout" });
  expect((await current.boundingBox())!.y + (await current.boundingBox())!.height).toBeLessThanOrEqual(
    (await logout.boundingBox())!.y,
  );

  // Service Stops: the Search button comes last in its filter row, as in every list.
  await open(office, "/company/serviceStops?view=all", "Service Stops");
  const filters = office.getByRole("search", { name: "Search stops" });
  const search = filters.getByRole("button", { name: "Search", exact: true });
  for (const field of ["Search stops", "Status", "Technician", "From", "To", "Customer"])
    await expectAfter(search, filters.getByLabel(field, { exact: true }).first());
});
