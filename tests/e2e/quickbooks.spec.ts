import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";
import { importCustomerWithEmail } from "./locations-helpers";
import { quickbooksPort } from "./ports";

/**
 * QuickBooks Online, end to end (issue 23): the app runs against the QuickBooks stand-in (started by
 * playwright.config.ts, which points QBO_* at it), whose consent page stands in for Intuit's.
 */
const standInUrl = () => `http://127.0.0.1:${quickbooksPort()}`;
const PAGE = "/company/settings/accounting";

const dialog = (page: Page) => page.getByRole("dialog");
const logRow = (page: Page, text: string) =>
  page.getByRole("table", { name: "Sync log" }).getByRole("row").filter({ hasText: text });

/** Reloads the page until the row shows the status (the worker picks a job up within a second or two). */
async function expectLogStatus(page: Page, text: string, status: "Sent" | "Failed") {
  await expect(async () => {
    await page.goto(PAGE);
    await expect(logRow(page, text).getByText(status, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("an owner connects QuickBooks, maps accounts, an invoice is sent there; a refusal shows why and Retry fixes it", async ({
  page,
}, testInfo) => {
  await signUpCompany(page, { openDashboard: false });

  // Settings → Accounting; connect through the stand-in's consent page.
  await page.goto("/company/settings");
  await page.getByRole("link", { name: "Accounting (QuickBooks)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounting" })).toBeVisible();
  await expect(page.getByText("Nothing has been sent to QuickBooks.")).toBeVisible();
  await page.getByRole("button", { name: "Connect QuickBooks" }).click();
  await expect(page.getByRole("heading", { name: "Connect to QuickBooks (stand-in)" })).toBeVisible();
  await page.getByRole("link", { name: "Connect", exact: true }).click();
  await expect(toast(page, "QuickBooks Online is connected.")).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();

  // The mappings, from QuickBooks' own lists; the income account is needed.
  await page.getByRole("button", { name: "Save mappings" }).click();
  await expect(page.getByText("Choose the income account.")).toBeVisible();
  await page.getByLabel("Income account").selectOption({ label: "Services" });
  await page.getByLabel("Deposit account").selectOption({ label: "Undeposited Funds" });
  await page.getByLabel("Sales tax code").selectOption({ label: "Arizona" });
  await page.getByLabel("Net 15").selectOption({ label: "Net 15" });
  await page.getByRole("button", { name: "Save mappings" }).click();
  await expect(toast(page, "Mappings saved.")).toBeVisible();
  await expect(page.getByLabel("Income account")).toHaveValue(/\d+/);
  await expectNoSeriousAxeViolations(page);

  // An invoice is sent: it reaches QuickBooks with its customer.
  const customer = await importCustomerWithEmail(page, {
    firstName: "Quinn",
    lastNamePrefix: "Books",
    street: "4 Ledger Lane",
  });
  await page.goto(`/company/invoices?customer=${customer.id}`);
  await page.getByRole("button", { name: "New invoice" }).click();
  await dialog(page).getByRole("button", { name: "Create draft" }).click();
  await expect(toast(page, /^Draft INV-\d+ created/)).toBeVisible();
  const label = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Invoice ", "");
  const invoiceUrl = page.url();
  await page.getByRole("button", { name: "Add line" }).click();
  await page.getByRole("group", { name: "Line 1" }).getByLabel("Description").fill("Weekly pool service");
  await page.getByRole("group", { name: "Line 1" }).getByLabel("Unit price").fill("120");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Send invoice" }).click();
  await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, `Invoice sent to ${customer.email}.`)).toBeVisible();

  await expectLogStatus(page, label, "Sent");
  await expect(logRow(page, customer.displayName).getByText("Sent", { exact: true })).toBeVisible();
  const state = await (await fetch(`${standInUrl()}/_stand-in/state`)).json();
  const invoices = Object.values(state).flatMap(
    (realm) => (realm as { Invoice?: { DocNumber: string }[] }).Invoice ?? [],
  );
  expect(invoices.filter((i) => i.DocNumber === label)).toHaveLength(1);

  // QuickBooks refuses the payment: the log says why in plain words, and Retry sends it.
  await fetch(`${standInUrl()}/_stand-in/fail-next`, {
    method: "POST",
    body: JSON.stringify({
      status: 400,
      code: "6000",
      detail: "The transaction date is in a closed period.",
      entity: "payment",
    }),
  });
  await page.goto(invoiceUrl);
  await page.getByRole("button", { name: "Record payment" }).click();
  await dialog(page).getByLabel("Amount").fill("120");
  await dialog(page).getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $120.00 recorded.")).toBeVisible();

  await expectLogStatus(page, `Payment on ${label}`, "Failed");
  const failed = logRow(page, `Payment on ${label}`);
  await expect(failed).toContainText(
    "QuickBooks refused the record: The transaction date is in a closed period.",
  );
  await expect(page.getByRole("button", { name: "Retry all failed (1)" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("accounting-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("accounting-390.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await failed.getByRole("button", { name: `Retry ${label}` }).click();
  await expect(toast(page, `${label} is queued to be sent again.`)).toBeVisible();
  await expectLogStatus(page, `Payment on ${label}`, "Sent");
  await expect(page.getByRole("button", { name: /Retry all failed/ })).toHaveCount(0);

  // Disconnect asks first.
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog(page)).toContainText("What was sent stays in QuickBooks");
  await dialog(page).getByRole("button", { name: "Disconnect" }).click();
  await expect(toast(page, "QuickBooks Online is disconnected.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect QuickBooks" })).toBeVisible();
});
