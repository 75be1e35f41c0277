import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, test } from "./fixtures";

test("the demo owner reads the reports, changes the range, opens profit per account and downloads it as CSV", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");
  await page
    .getByRole("navigation", { name: "Sidebar" })
    .getByRole("link", { name: "Reports", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Profit per account" }).first()).toBeVisible();

  // The range: the last 12 months (the select submits itself).
  await page.getByLabel("Date range").selectOption("last-12-months");
  await expect(page).toHaveURL(/range=last-12-months/);

  await page
    .getByRole("navigation", { name: "Reports" })
    .getByRole("link", { name: "Profit per account" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Profit per account" })).toBeVisible();
  await expect(page).toHaveURL(/\/company\/reports\/profit\?range=last-12-months$/);
  const table = page.getByRole("region", { name: "Profit per account" });
  const firstCustomer = (await table.getByRole("link").first().textContent())?.trim() ?? "";
  expect(firstCustomer).not.toBe("");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^profit-per-account-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await readFile((await download.path()) as string, "utf8");
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual([
    "Customer",
    "Visits",
    "Revenue",
    "Collected",
    "Chemicals",
    "Labor",
    "Drive miles",
    "Drive cost",
    "Profit",
    "Margin %",
    "Currency",
  ]);
  expect(rows.map((r) => r[0])).toContain(firstCustomer);

  // A date typed wrong in the URL is explained, not an error page.
  await page.goto("/company/reports/profit?from=2026-02-30&to=2026-03-01");
  await expect(page.getByRole("alert").filter({ hasText: "“2026-02-30” is not a date" })).toBeVisible();

  // On a phone: the charts shrink, the table scrolls in its own box, and axe finds nothing serious.
  const phone = await signedInAs("owner", { width: 390 });
  await phone.goto("/company/reports/profit?range=last-12-months");
  await expect(phone.getByRole("region", { name: "Profit per account" })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectNoSeriousAxeViolations(phone);
});
