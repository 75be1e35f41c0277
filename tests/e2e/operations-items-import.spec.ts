import type { Page } from "@playwright/test";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

// Every test signs up its own company (the demo one only read), so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const HEADERS =
  "Name,SKU,Category,Unit,Cost,Price,Billable,Taxable,Chemical,Strength %,Preferred vendor,Stock on hand,Low stock at,Description";

const csvFile = (name: string, text: string, mimeType = "text/csv") => ({
  name,
  mimeType,
  buffer: Buffer.from(text, "utf-8"),
});

/** Opens the import page, chooses the file, sees it named in the labelled file field and uploads it. */
async function upload(page: Page, file: ReturnType<typeof csvFile>) {
  await page.goto("/company/items/import");
  await expect(page.getByRole("progressbar", { name: "Step 1 of 3: Upload the file" })).toBeVisible();
  await page.locator('input[type="file"][name="file"]').setInputFiles(file);
  await expect(page.getByRole("button", { name: /^CSV file/ })).toContainText(file.name);
  await page.getByRole("button", { name: "Upload and preview" }).click();
}

async function createVendor(page: Page, name: string) {
  await page.goto("/company/venders/createNew");
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole("button", { name: "Create vendor" }).click();
  await expect(toast(page, `Vendor "${name}" created.`)).toBeVisible();
}

/** Axe with the pointer off the page's buttons. */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("import a catalog: upload, preview, import, see the items; the same file with changes updates by SKU", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await createVendor(page, "Pool Supply Co.");

  // From the list's button, next to Export CSV.
  await page.goto("/company/items");
  await page.getByRole("main").getByRole("link", { name: "Import CSV" }).click();
  await expect(page).toHaveURL(/\/company\/items\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import items" })).toBeVisible();
  await axe(page);
  await shot(page, "items-import-upload");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "items-import-upload-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  const rows = [
    "Liquid chlorine 12.5%,LC-125,Chemicals,gal,3.99,8.99,yes,no,Liquid chlorine,12.5,Pool Supply Co.,40,10,Jugs of 1 gal",
    "Pump lid o-ring,OR-100,Parts,each,4.50,12.99,yes,yes,,,pool supply co.,,,",
    "Labor (hour),,Labor,hr,,95.00,yes,no,,,,,,",
  ];
  await upload(page, csvFile("catalog.csv", [HEADERS, ...rows].join("\r\n")));

  await expect(page.getByText("Step 2 of 3: Check the preview")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("3 rows read from catalog.csv: 3 new, 0 to update.");
  const preview = page.getByRole("table", { name: "Preview of the rows" });
  await expect(preview.locator("tbody tr")).toHaveCount(3);
  await expect(preview.locator("tbody tr").first()).toContainText("Liquid chlorine 12.5%");
  await expect(preview.getByText("new", { exact: true })).toHaveCount(3);
  await expect(page.getByRole("table", { name: "Problems in the file" })).toHaveCount(0);
  await axe(page);
  await shot(page, "items-import-preview");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "items-import-preview-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Import 3 items" }).click();
  await expect(page).toHaveURL(/\/company\/items$/);
  await expect(toast(page, "Imported 3 items: 3 new, 0 updated.")).toBeVisible();
  const chlorine = main.getByRole("row").filter({ hasText: "Liquid chlorine 12.5%" });
  await expect(chlorine).toContainText("LC-125 · Liquid chlorine 12.5");
  await expect(chlorine).toContainText("$8.99 / gal");
  await expect(chlorine).toContainText("Pool Supply Co.");
  await expect(main.getByRole("row").filter({ hasText: "Pump lid o-ring" })).toContainText("$12.99 / each");
  await expect(main.getByRole("row").filter({ hasText: "Labor (hour)" })).toContainText("$95.00 / hr");

  // The same file, the o-ring renamed and repriced (same SKU), plus a new item: one update, one new.
  const changed = [
    rows[0],
    "Pump lid O-ring (large),OR-100,Parts,each,4.50,14.99,yes,yes,,,Pool Supply Co.,,,",
    rows[2],
    "Skimmer basket,SB-1,Parts,each,8,19.99,yes,yes,,,,,,",
  ];
  await upload(page, csvFile("catalog-2.csv", [HEADERS, ...changed].join("\n")));
  await expect(main).toContainText("4 rows read from catalog-2.csv: 1 new, 1 to update, 2 unchanged.");
  await page.getByRole("button", { name: "Import 4 items" }).click();
  await expect(toast(page, "Imported 4 items: 1 new, 1 updated, 2 unchanged.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Pump lid o-ring", exact: true })).toHaveCount(0);
  await expect(main.getByRole("row").filter({ hasText: "Pump lid O-ring (large)" })).toContainText(
    "$14.99 / each",
  );
  await expect(main.getByRole("link", { name: "Skimmer basket" })).toBeVisible();
  await expect(main.locator("tbody tr")).toHaveCount(4);
});

test("bad files: problems by line and nothing imported; a wrong file gets a message next to the field", async ({
  page,
}) => {
  await signUpCompany(page);
  await upload(
    page,
    csvFile(
      "broken.csv",
      [
        HEADERS,
        "Good item,G-1,Parts,each,1,2,yes,yes,,,,,,",
        "Cheap item,C-1,Parts,each,-1,2,yes,yes,,,,,,",
        "Acid,A-1,Chemicals,gal,1,2,yes,yes,Muriatic acid,,,,,",
        "Vended,V-1,Parts,each,1,2,yes,yes,,,Nobody Supplies,,,",
      ].join("\n"),
    ),
  );
  await expect(page.getByText("Step 2 of 3: Check the preview")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "4 rows read from broken.csv (3 rows with problems): 1 new, 0 to update in the rows without problems.",
  );
  await expect(page.getByRole("alert").filter({ hasText: "3 problems to fix" })).toContainText(
    "Nothing is imported until every row is right.",
  );
  await expect(page.getByRole("table", { name: "Problems in the file" }).locator("tbody tr")).toHaveText([
    /^Line 3\s*Cost\s*Enter the cost like 12\.50/,
    /^Line 4\s*Strength %\s*Enter the strength, the % of active ingredient on the label\.$/,
    /^Line 5\s*Preferred vendor\s*No vendor is named "Nobody Supplies"\. Add the vendor under Vendors first/,
  ]);
  await expect(
    page.getByRole("table", { name: "Preview of the rows" }).getByText("problem", { exact: true }),
  ).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Import 1 item" })).toBeDisabled();
  await axe(page);
  await shot(page, "items-import-problems");

  // Not a CSV file.
  await upload(page, csvFile("catalog.txt", "Name\nTabs\n", "text/plain"));
  await expectFieldError(page, /^CSV file/, "Choose a .csv file.");
  // No name column.
  await upload(page, csvFile("prices.csv", "SKU,Price\nA-1,5\n"));
  await expectFieldError(page, /^CSV file/, 'The file needs a "Name" column with each item\'s name.');
  await expect(page.getByText("Step 1 of 3: Upload the file")).toBeVisible();
  await axe(page);
  // No file at all.
  await page.goto("/company/items/import");
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expectFieldError(page, /^CSV file/, "Choose a CSV file to upload.");

  await page.goto("/company/items");
  await expect(page.getByText("No items yet")).toBeVisible();
});

test("a technician (operations:read only) has no Import button and no import page", async ({
  signedInAs,
}) => {
  const page = await signedInAs("tech");
  await page.goto("/company/items");
  await expect(page.getByRole("heading", { level: 1, name: "Items" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveCount(0);
  const response = await page.goto("/company/items/import");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
});
