import type { Browser, Page } from "@playwright/test";
import {
  baseURL,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { importCustomerWithEmail } from "./locations-helpers";
import { waitForMail } from "./mail";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** One customer with an e-mail, through the CSV import (quicker than the forms). */
async function importCustomer(page: Page) {
  return importCustomerWithEmail(page, {
    firstName: "Dana",
    lastNamePrefix: "Reed",
    street: "12 Oak Street",
  });
}

const line = (page: Page, n: number) => page.getByRole("group", { name: `Line ${n}` });
const dialog = (page: Page) => page.getByRole("dialog");
const statusOf = (page: Page) =>
  page
    .locator("main")
    .getByText(/^(Draft|Open|Partly paid|Overdue|Paid|Void)$/)
    .first();

/** From the customer's page: Invoices, then New invoice with that customer already chosen; ends on the draft. */
async function newDraft(page: Page, customerId: string) {
  await page.goto(`/company/customers/details/${customerId}`);
  await page.getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/invoices\\?customer=${customerId}`));
  await page.getByRole("button", { name: "New invoice" }).click();
  await dialog(page).getByRole("button", { name: "Create draft" }).click();
  await expect(toast(page, /^Draft INV-\d+ created/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/invoices\/[\w-]{20,}$/);
  const label = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Invoice ", "");
  return { url: page.url(), label };
}

async function openAsCustomer(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() });
  return { context, page: await context.newPage() };
}

test("an invoice from draft to paid: lines and totals, bad input, the e-mail and pay link, partial payments", async ({
  page,
  browser,
}) => {
  const company = await signUpCompany(page, { openDashboard: false });
  const customer = await importCustomer(page);
  await page.getByRole("button", { name: "Monies" }).click();
  await page.getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/invoices$/);
  await expect(page.getByText("No invoices yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Billing run" })).toHaveAttribute(
    "href",
    "/company/invoices/billingRun",
  );
  await axe(page);

  const { label } = await newDraft(page, customer.id);
  await expect(statusOf(page)).toHaveText("Draft");

  // Two lines; bad input first: the quantity gets its message at the field and nothing is saved.
  await page.getByRole("button", { name: "Add line" }).click();
  await line(page, 1).getByLabel("Description").fill("Weekly pool service, 4 visits");
  await line(page, 1).getByLabel("Quantity").fill("abc");
  await line(page, 1).getByLabel("Unit price").fill("45");
  await line(page, 1).getByLabel("Taxable").uncheck();
  await page.getByRole("button", { name: "Add line" }).click();
  await line(page, 2).getByLabel("Description").fill("Filter cartridge");
  await line(page, 2).getByLabel("Unit price").fill("89.99");
  await page.getByLabel("Tax rate %").fill("8.25");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectFieldError(line(page, 1), "Quantity", "Enter a quantity above 0");
  // The server refuses it too (the browser's check bypassed).
  const refused = await page.request.post(page.url(), {
    form: {
      intent: "save",
      terms: "net 15",
      "lines[0].description": "X",
      "lines[0].quantity": "abc",
      "lines[0].unitPrice": "1",
    },
  });
  expect(refused.status()).toBe(400);
  await line(page, 1).getByLabel("Quantity").fill("4");
  const totals = page.getByRole("table", { name: "Totals" });
  await expect(totals.getByRole("row", { name: /^Total/ })).toContainText("$277.41");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await expect(totals.getByRole("row", { name: /Subtotal/ })).toContainText("$269.99");
  await expect(totals.getByRole("row", { name: /Tax/ })).toContainText("$7.42");
  await expect(totals.getByRole("row", { name: /^Total/ })).toContainText("$277.41");
  await axe(page);

  // Send: confirmed, e-mailed with the PDF and the pay link.
  await page.getByRole("button", { name: "Send invoice" }).click();
  await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, `Invoice sent to ${customer.email}.`)).toBeVisible();
  await expect(statusOf(page)).toHaveText("Open");
  const mail = await waitForMail({ to: customer.email, subject: new RegExp(`Invoice ${label} from`) });
  expect(mail.attachments.map((a) => a.filename)).toContain(`invoice-${label}.pdf`);
  const payLink = /https?:\/\/\S+\/invoice\/[\w-]+/.exec(mail.text)?.[0];
  expect(payLink).toBeTruthy();
  const payPath = new URL(payLink!).pathname;

  // The customer's page: no sign-in, the balance and how to pay.
  const customerSide = await openAsCustomer(browser);
  await customerSide.page.goto(payPath);
  await expect(customerSide.page).toHaveTitle(new RegExp(`Invoice ${label}`));
  await expect(customerSide.page.getByRole("heading", { level: 1, name: `Invoice ${label}` })).toBeVisible();
  await expect(customerSide.page.getByText("Balance due").first()).toBeVisible();
  await expect(customerSide.page.getByText(`Pay by check or cash to ${company.companyName}`)).toBeVisible();
  await expect(
    customerSide.page.getByRole("table", { name: "Totals" }).getByRole("row", { name: /Balance due/ }),
  ).toContainText("$277.41");
  const pdf = await customerSide.page.request.get(`${payPath}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await axe(customerSide.page);
  await customerSide.page.setViewportSize({ width: 390, height: 844 });
  await customerSide.page.reload();
  await shot(customerSide.page, "invoice-public-390");

  // A payment more than the balance is refused at the field; a check for part of it is taken.
  await page.getByRole("button", { name: "Record payment" }).click();
  // By keyboard first: Enter submits the dialog's form.
  await dialog(page).getByLabel("Amount").fill("abc");
  await dialog(page).getByLabel("Amount").press("Enter");
  await expectFieldError(dialog(page), "Amount", "Enter an amount like 120.00");
  await dialog(page).getByLabel("Amount").fill("500");
  await dialog(page).getByRole("button", { name: "Record payment" }).click();
  await expectFieldError(dialog(page), "Amount", "The payment is more than the $277.41 left to pay.");
  await dialog(page).getByLabel("Amount").fill("100");
  await dialog(page).getByLabel("Method").selectOption("check");
  await dialog(page)
    .getByLabel(/^Reference/)
    .fill("1042");
  await dialog(page).getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $100.00 recorded.")).toBeVisible();
  await expect(statusOf(page)).toHaveText("Partly paid");
  await expect(page.getByRole("table", { name: "Payments" })).toContainText("1042");

  // The rest, in cash: the amount offered is what is left.
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(dialog(page).getByLabel("Amount")).toHaveValue("177.41");
  await dialog(page).getByLabel("Method").selectOption("cash");
  await dialog(page).getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $177.41 recorded. The invoice is paid.")).toBeVisible();
  await expect(statusOf(page)).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await shot(page, "invoice-detail-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await customerSide.page.reload();
  await expect(customerSide.page.getByText("Thank you — this invoice is paid in full.")).toBeVisible();
  await customerSide.context.close();

  // The list shows it paid; the payments page lists both payments.
  await page.goto("/company/invoices");
  await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Paid");
  await page.goto("/company/payments");
  await expect(page.getByRole("row", { name: /1042/ })).toContainText("$100.00");
  await axe(page);

  // The customer's statement: nothing owed now, both payments in the period; PDF and CSV downloads.
  await page.goto(`/company/customers/details/${customer.id}`);
  await page.getByRole("link", { name: "Statement", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Statement for ${customer.displayName}` }),
  ).toBeVisible();
  await expect(page.getByText("Nothing is owed.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Payments received" }).getByRole("row")).toHaveCount(3);
  const csv = await page.request.get(`/company/invoices/statement/${customer.id}/csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("payment");
  const statementPdf = await page.request.get(`/company/invoices/statement/${customer.id}/pdf`);
  expect(statementPdf.headers()["content-type"]).toBe("application/pdf");
  await axe(page);
});

test("void and delete: a reason is asked, voiding is refused while money is paid, a draft is deleted", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await importCustomer(page);
  const { label } = await newDraft(page, customer.id);
  await page.getByRole("button", { name: "Add line" }).click();
  await line(page, 1).getByLabel("Description").fill("Green-to-clean");
  await line(page, 1).getByLabel("Unit price").fill("350");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Send invoice" }).click();
  await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
  await expect(statusOf(page)).toHaveText("Open");

  // Money paid blocks voiding, with the reason said at the field.
  await page.getByRole("button", { name: "Record payment" }).click();
  await dialog(page).getByLabel("Amount").fill("50");
  await dialog(page).getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $50.00 recorded.")).toBeVisible();
  await page.getByRole("button", { name: "Void", exact: true }).click();
  await dialog(page).getByRole("button", { name: "Void invoice" }).click();
  await expectFieldError(dialog(page), "Reason", "Say why the invoice is voided.");
  await dialog(page).getByLabel("Reason").fill("Customer moved away");
  await dialog(page).getByRole("button", { name: "Void invoice" }).click();
  await expectFieldError(dialog(page), "Reason", "refund it before voiding");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();

  // Remove the payment (asked first), then void.
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await dialog(page).getByRole("button", { name: "Remove payment" }).click();
  await expect(toast(page, "Payment removed.")).toBeVisible();
  await page.getByRole("button", { name: "Void", exact: true }).click();
  await dialog(page).getByLabel("Reason").fill("Customer moved away");
  await dialog(page).getByRole("button", { name: "Void invoice" }).click();
  await expect(toast(page, /^Invoice voided/)).toBeVisible();
  await expect(statusOf(page)).toHaveText("Void");
  await expect(page.getByText("Customer moved away")).toBeVisible();
  await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  // A fresh draft is deleted after a confirmation.
  const second = await newDraft(page, customer.id);
  expect(second.label).not.toBe(label);
  await page.getByRole("button", { name: "Delete draft" }).click();
  await dialog(page).getByRole("button", { name: "Delete draft" }).click();
  await expect(toast(page, `Draft ${second.label} deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/invoices$/);
  await expect(page.getByRole("link", { name: second.label, exact: true })).toHaveCount(0);

  // An edited URL is a 404 page, not an error.
  const missing = await page.goto("/company/invoices/not-an-invoice");
  expect(missing?.status()).toBe(404);
  const publicMissing = await page.goto("/invoice/not-a-real-token-aaaaaaaaaaaa");
  expect(publicMissing?.status()).toBe(404);
});
