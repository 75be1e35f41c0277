import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  hydrated,
  signUpCompany,
  test,
} from "./fixtures";
import { addCustomer, idFromUrl, postForm } from "./locations-helpers";

/** An invoice of one taxed line for the customer, posted as the draft editor and its Send button would, then sent. */
async function sentInvoice(page: Page, customerId: string) {
  const draft = await postForm(page, "/company/invoices", { customer: customerId });
  const id = idFromUrl(draft);
  await postForm(page, `/company/invoices/${id}`, {
    intent: "save",
    terms: "net 15",
    taxRate: "8.25",
    notes: "",
    "lines[0].description": "Weekly pool service",
    "lines[0].quantity": "1",
    "lines[0].unitPrice": "160.00",
    "lines[0].taxable": "on",
  });
  await postForm(page, `/company/invoices/${id}`, { intent: "send" });
  await page.goto(`/company/invoices/${id}`);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  return heading!.replace("Invoice ", "").trim();
}

/** Clicks a download link and returns the file's name and text. */
async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf-8") };
}

test("the owner downloads a period's invoices and the QuickBooks file from Monies → Accountant exports", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const label = await sentInvoice(page, customer.id);

  await page.goto("/company/dashboard");
  await hydrated(page);
  await page.getByRole("button", { name: "Monies" }).click();
  await page.getByRole("link", { name: "Accountant Exports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accountant exports" })).toBeVisible();
  await hydrated(page);

  // The period: a preset submits at once; the invoice sent today is in the last 12 months.
  await page.getByLabel("Date range").selectOption("last-12-months");
  await expect(page).toHaveURL(/range=last-12-months/);
  await expect(page.getByText(/^1 invoice, 0 payments, 0 credit notes/)).toBeVisible();

  const invoices = await download(page, /^Download invoices-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(invoices.name).toMatch(/^invoices-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, row] = invoices.text.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe(
    "Number,Customer,Issue date,Due date,Status,Subtotal,Tax,Total,Paid,Credited,Balance,Currency",
  );
  expect(row).toMatch(new RegExp(`^${label},"${customer.displayName}",\\d{4}-\\d{2}-\\d{2},`));
  expect(row).toContain(",open,160.00,13.20,173.20,0.00,0.00,173.20,USD");

  const iif = await download(page, /^Download quickbooks-.*\.iif$/);
  const lines = iif.text.split("\r\n");
  expect(lines.slice(0, 3).map((l) => l.split("\t")[0])).toEqual(["!TRNS", "!SPL", "!ENDTRNS"]);
  expect(lines[3].split("\t").slice(0, 8)).toEqual([
    "TRNS",
    "",
    "INVOICE",
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    "Accounts Receivable",
    customer.displayName,
    "173.20",
    label,
  ]);

  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("accountant-exports-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("accountant-exports-390.png"), fullPage: true });

  // A period with nothing in it says so; a bad date in a file's URL is a 400, not a file.
  await page.goto("/company/accountantExports?range=custom&from=2001-01-01&to=2001-01-31");
  await expect(page.getByText("Nothing to export in this period")).toBeVisible();
  const bad = await page.request.get(
    "/company/accountantExports/invoices.csv?range=custom&from=2026-13-01&to=2026-12-31",
  );
  expect(bad.status()).toBe(400);
});
