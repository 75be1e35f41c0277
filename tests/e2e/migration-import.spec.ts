import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expect, signUpCompany, test, toast } from "./fixtures";

/**
 * The migration import (issue 23): a Skimmer export as an Excel workbook → the Skimmer preset is chosen → preview →
 * import; then the pools' service history (dry run, import) shows in a pool's readings; then the history is undone;
 * then the customers' recurring service is imported and scheduled.
 */

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Customers");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, kind?: string) {
  await page.goto("/company/customers/import");
  await expect(page.getByText("Step 1 of 4: Upload the file")).toBeVisible();
  if (kind) await page.getByRole("radio", { name: kind }).check();
  await page.locator('input[type="file"][name="file"]').setInputFiles(file);
  await expect(page.getByRole("button", { name: /^CSV file or Excel workbook/ })).toContainText(file.name);
  await page.getByRole("button", { name: "Upload and continue" }).click();
}

test("a Skimmer workbook: preset chosen, preview, import; its service history imported, shown and undone", async ({
  page,
}) => {
  await signUpCompany(page);
  const buffer = await workbook([
    [
      "Customer Name",
      "Email",
      "Mobile Phone",
      "Service Address",
      "Service City",
      "Service State",
      "Gate Code",
      "Body of Water",
      "Gallons",
    ],
    ["Ann Lee", "ann@e2e.test", "813-555-0101", "12 Palm St", "Tampa", "FL", "1234", "Ann's pool", 15000],
    ["Bob Ray", "bob@e2e.test", "813-555-0102", "40 Bay Rd", "Clearwater", "FL", "", "Bob's pool", 18500],
  ]);
  await upload(page, { name: "skimmer-customers.xlsx", mimeType: XLSX_TYPE, buffer });

  // Step 2: the Skimmer preset, matched by the headers; every column still editable.
  await expect(page.getByText("Step 2 of 4: Match the columns")).toBeVisible();
  await expect(page.getByText("The columns look like an export from Skimmer")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Column preset" })).toHaveValue("skimmer");
  await expect(page.getByRole("combobox", { name: "Full name", exact: true })).toHaveValue("Customer Name");
  await expect(page.getByRole("combobox", { name: "Gate code", exact: true })).toHaveValue("Gate Code");
  await page.getByRole("button", { name: "Preview" }).click();

  // Step 3: the preview, then the import.
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Import 2 customers" }).click();
  await expect(page).toHaveURL(/\/company\/customers$/);
  await expect(page.getByRole("link", { name: "Lee, Ann" })).toBeVisible();

  // The service history, as a CSV: a dry run first.
  const history = [
    "Date,Customer,Pool,FC,pH,Chemicals,Notes",
    "2025-05-06,Ann Lee,Ann's pool,3,7.6,Liquid chlorine 1 gal,Brushed",
    "2025-05-13,Ann Lee,Ann's pool,2.5,7.4,,Cleaned filter",
    "2025-05-13,Bob Ray,Bob's pool,4,7.8,Acid 16 oz,",
  ].join("\r\n");
  await upload(
    page,
    { name: "history.csv", mimeType: "text/csv", buffer: Buffer.from(history) },
    "Service history",
  );
  await expect(page.getByRole("combobox", { name: "Date", exact: true })).toHaveValue("Date");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("All 3 rows are ready")).toBeVisible();
  await page.getByRole("button", { name: "Import 3 visits" }).click();
  await expect(page.getByText("3 visits, 6 readings, 2 chemicals").first()).toBeVisible();

  // The pool's readings continue from the imported visits.
  await page.goto("/company/bodiesOfWater");
  await page.getByRole("link", { name: "Ann's pool" }).click();
  await expect(page.getByRole("tab", { name: "Readings (2)" })).toBeVisible();

  // Undo the history as a whole.
  await page.goto("/company/customers/import");
  const historyRow = page.getByRole("row").filter({ hasText: "history.csv" });
  await historyRow.getByRole("button", { name: "Undo import" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Undo the import" }).click();
  await expect(toast(page, "The import was undone.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "history.csv" })).toContainText("Undone");
  await page.goto("/company/bodiesOfWater");
  await page.getByRole("link", { name: "Ann's pool" }).click();
  await expect(page.getByRole("tab", { name: "Readings (0)" })).toBeVisible();

  // Their recurring service: weekdays in either language, checked, then scheduled.
  const recurring = [
    "Customer,Service Day,Frequency,Rate",
    "Ann Lee,Tuesday,weekly,95",
    "Bob Ray,lunes y jueves,every 2 weeks,120",
  ].join("\r\n");
  await upload(
    page,
    { name: "recurring.csv", mimeType: "text/csv", buffer: Buffer.from(recurring) },
    "Recurring service",
  );
  await expect(page.getByRole("combobox", { name: "Service day(s)", exact: true })).toHaveValue(
    "Service Day",
  );
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("All 2 rows are ready")).toBeVisible();
  await page.getByRole("button", { name: "Import 2 recurring services" }).click();
  await expect(page.getByText(/^2 recurring services, \d+ visits scheduled/).first()).toBeVisible();
});
