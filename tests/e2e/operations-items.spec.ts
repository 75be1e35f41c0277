import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

// Every test signs up its own company (the demo one only read), so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });
test.use({ actionTimeout: 15_000 });

/** Opens a page from the sidebar: its group first (groups start collapsed), then the entry. */
async function fromMenu(page: Page, group: string, entry: string) {
  await page.getByRole("button", { name: group, exact: true }).click();
  await page.getByRole("link", { name: entry, exact: true }).click();
}

/** Axe with the pointer off the page's buttons, after a fresh load (without a save's toast). */
async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function createVendor(page: Page, name: string) {
  await page.goto("/company/venders/createNew");
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel("Contact").fill("Sam Seller");
  await page.getByLabel("Phone").fill("(813) 555-0199");
  await page.getByLabel("E-mail").fill("orders@poolsupply.example");
  await page.getByLabel("Account number").fill("ACC-42");
  await page.getByRole("button", { name: "Create vendor" }).click();
  await expect(toast(page, `Vendor "${name}" created.`)).toBeVisible();
}

test("vendors: empty state, bad e-mail and phone, create, edit, archive and restore", async ({ page }) => {
  await signUpCompany(page);
  await fromMenu(page, "Monies", "Venders");
  await expect(page).toHaveURL(/\/company\/venders$/);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
  await expect(main.getByText("No vendors yet")).toBeVisible();
  await axe(page);

  await main.getByRole("link", { name: "Add a vendor" }).click();
  await expect(page).toHaveURL(/\/company\/venders\/createNew$/);
  await page.getByLabel(/^Name/).fill("Pool Supply Co.");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByLabel("Phone").fill("call me");
  await page.getByRole("button", { name: "Create vendor" }).click();
  await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
  await expectFieldError(page, "Phone", "Enter the phone as digits");
  await expect(page.getByLabel(/^Name/)).toHaveValue("Pool Supply Co.");
  await axe(page);

  await createVendor(page, "Pool Supply Co.");
  await expect(page).toHaveURL(/\/company\/venders\/detail\//);
  await expect(main).toContainText("Sam Seller");
  await expect(main).toContainText("ACC-42");
  await expect(main.getByText("No purchases yet")).toBeVisible();
  await axe(page);
  await shot(page, "vendor-detail");

  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("City").fill("Tampa");
  await page.getByRole("button", { name: "Save vendor" }).click();
  await expect(toast(page, 'Vendor "Pool Supply Co." saved.')).toBeVisible();
  await expect(main).toContainText("Tampa");

  await page.getByRole("button", { name: "Archive vendor" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Pool Supply Co.?" });
  await dialog.getByRole("button", { name: "Archive vendor" }).click();
  await expect(toast(page, 'Vendor "Pool Supply Co." archived.')).toBeVisible();
  await page.goto("/company/venders");
  await expect(main.getByText("No vendors yet")).toBeVisible();
  await page.getByLabel("Archived").selectOption("Archived only");
  await expect(page).toHaveURL(/archived=only/);
  await main.getByRole("link", { name: "Pool Supply Co." }).click();
  await page.getByRole("button", { name: "Restore vendor" }).click();
  await expect(toast(page, 'Vendor "Pool Supply Co." restored.')).toBeVisible();
  await page.goto("/company/venders?q=acc-42");
  await expect(main.getByRole("link", { name: "Pool Supply Co." })).toBeVisible();
  await shot(page, "vendor-list");
});

test("items: chemical with its vendor, a part, bad input, edit, search, archive and restore, CSV", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await createVendor(page, "Pool Supply Co.");

  await fromMenu(page, "Operations", "Items");
  await expect(page).toHaveURL(/\/company\/items$/);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Items" })).toBeVisible();
  await expect(main.getByText("No items yet")).toBeVisible();
  await expect(main).toContainText("starting with your chemicals");
  await axe(page);

  await main.getByRole("link", { name: "Create an item" }).click();
  await expect(page).toHaveURL(/\/company\/items\/createNew$/);
  await axe(page);
  await shot(page, "item-form");

  // Bad input: messages next to the fields, nothing typed is lost.
  await page.getByLabel(/^Name/).fill("Liquid chlorine 12.5%");
  await page.getByLabel("Chemical").selectOption("Liquid chlorine");
  await expect(page.getByLabel("Category")).toHaveValue("chemicals");
  await page.getByLabel("Price", { exact: true }).fill("-5");
  await page.getByRole("button", { name: "Create item" }).click();
  await expectFieldError(page, "Price", "0 or more");
  await expectFieldError(page, /^Strength/, "Enter the strength, the % of active ingredient on the label.");
  await expect(page).toHaveURL(/\/createNew$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue("Liquid chlorine 12.5%");
  await page.getByLabel(/^Strength/).fill("125");
  await page.getByRole("button", { name: "Create item" }).click();
  await expectFieldError(page, /^Strength/, "125 % is not possible. It is sold at 1–15 %");
  await shot(page, "item-form-errors");

  await page.getByLabel(/^Strength/).fill("12.5");
  await page.getByLabel("Price", { exact: true }).fill("8.99");
  await page.getByLabel("Cost", { exact: true }).fill("3.99");
  await page.getByLabel("SKU").fill("LC-125");
  await page.getByLabel("Unit").fill("gal");
  await page.getByLabel("Preferred vendor").selectOption("Pool Supply Co.");
  await page.getByLabel("Stock on hand").fill("20");
  await page.getByLabel("Low stock at").fill("5");
  await page.getByRole("button", { name: "Create item" }).click();
  await expect(toast(page, 'Item "Liquid chlorine 12.5%" created.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/items\/detail\//);
  await expect(main).toContainText("Liquid chlorine 12.5%");
  await expect(main).toContainText("$8.99 / gal");
  await expect(main.getByRole("link", { name: "Pool Supply Co." })).toBeVisible();
  await axe(page);
  await shot(page, "item-detail");

  // A part.
  await page.goto("/company/items/createNew");
  await page.getByLabel(/^Name/).fill("Pump lid o-ring");
  await page.getByLabel("Category").selectOption("Parts");
  await page.getByLabel("SKU").fill("OR-100");
  await page.getByLabel("Price", { exact: true }).fill("12.99");
  await page.getByRole("button", { name: "Create item" }).click();
  await expect(toast(page, 'Item "Pump lid o-ring" created.')).toBeVisible();

  // Edit.
  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Price", { exact: true }).fill("14.50");
  await page.getByRole("button", { name: "Save item" }).click();
  await expect(toast(page, 'Item "Pump lid o-ring" saved.')).toBeVisible();
  await expect(main).toContainText("$14.50 / each");

  // List, search and filters.
  await page.goto("/company/items");
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Pump lid o-ring" })).toBeVisible();
  await axe(page);
  await shot(page, "item-list");
  const search = page.getByRole("search", { name: "Search items by name or SKU" });
  await search.getByRole("textbox", { name: "Search items by name or SKU" }).fill("or-100");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=or-100/);
  await expect(main.getByRole("link", { name: "Pump lid o-ring" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeHidden();
  await page.goto("/company/items");
  await page.getByLabel("Chemical").selectOption("Chemicals for dosing");
  await expect(page).toHaveURL(/chemical=yes/);
  await expect(main.getByRole("link", { name: "Pump lid o-ring" })).toBeHidden();
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeVisible();

  // CSV export.
  await page.goto("/company/items");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("items.csv");
  const text = await readFile((await download.path())!, "utf8");
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  expect(rows[0].slice(0, 7)).toEqual(["Item ID", "Name", "SKU", "Category", "Unit", "Cost", "Price"]);
  expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([
    ["Liquid chlorine 12.5%", "8.99"],
    ["Pump lid o-ring", "14.50"],
  ]);

  // Archive after confirming: gone from the list, shown under archived; restore.
  await main.getByRole("link", { name: "Liquid chlorine 12.5%" }).click();
  await page.getByRole("button", { name: "Archive item" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Liquid chlorine 12.5%?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Archive item" }).click();
  await dialog.getByRole("button", { name: "Archive item" }).click();
  await expect(toast(page, 'Item "Liquid chlorine 12.5%" archived.')).toBeVisible();
  await expect(main.getByText("This item is archived")).toBeVisible();
  await page.goto("/company/items");
  await expect(main.getByRole("link", { name: "Pump lid o-ring" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeHidden();
  await page.getByLabel("Archived").selectOption("Archived only");
  await expect(page).toHaveURL(/archived=only/);
  await main.getByRole("link", { name: "Liquid chlorine 12.5%" }).click();
  await page.getByRole("button", { name: "Restore item" }).click();
  await expect(toast(page, 'Item "Liquid chlorine 12.5%" restored.')).toBeVisible();
  await expect(main.getByText("This item is archived")).toBeHidden();
  await page.goto("/company/items");
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeVisible();
});

test("the item form and list at 390 px wide", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/items/createNew");
  await expect(page.getByRole("heading", { level: 1, name: "New item" })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const label of [
    /^Name/,
    "Category",
    "Price",
    "Chemical",
    /^Strength/,
    "Preferred vendor",
    "Low stock at",
  ]) {
    const box = (await page.getByLabel(label, { exact: typeof label === "string" }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width, `${label} keeps a usable width`).toBeGreaterThan(250);
  }
  const submit = (await page.getByRole("button", { name: "Create item" }).boundingBox())!;
  expect(submit.x + submit.width).toBeLessThanOrEqual(390);
  await shot(page, "item-form-390");
  await page.getByLabel(/^Name/).fill("Muriatic acid");
  await page.getByLabel("Chemical").selectOption("Muriatic acid");
  await page.getByLabel(/^Strength/).fill("31.45");
  await page.getByLabel("Price", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Create item" }).click();
  await expect(toast(page, 'Item "Muriatic acid" created.')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, "item-detail-390");
  await page.goto("/company/items");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, "item-list-390");
  await context.close();
});

test("the demo owner sees the demo company's chemicals (read only)", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.goto("/company/items?chemical=yes");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Liquid chlorine 12.5%" })).toBeVisible();
  await expect(main.getByRole("row").filter({ hasText: "Liquid chlorine 12.5%" })).toContainText("Chemicals");
});
