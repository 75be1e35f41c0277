import type { Page } from "@playwright/test";
import { baseURL, expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";
import { createCustomer } from "./locations-helpers";
import { waitForMail } from "./mail";

/**
 * The whole money chain, as one office and one pool owner live it: an agreement sent and accepted through the e-mailed
 * link, last month billed by the billing run (idempotent), the draft invoice e-mailed with its pay link (real SMTP on
 * loopback), then paid by two checks recorded by hand.
 */
test.describe.configure({ timeout: 180_000 });

/** Today in the company's time zone (a new company's default, Los Angeles), as YYYY-MM-DD. */
const companyToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());

/** A week from the company's today (the accept-by date: the link stays good through the test). */
function aWeekFromToday() {
  const d = new Date(`${companyToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

/** The first day of the month before the company's current one: last month's billing period is fully covered. */
function firstOfPreviousMonth() {
  const [year, month] = companyToday().split("-").map(Number);
  const d = new Date(Date.UTC(year, month - 2, 1));
  return d.toISOString().slice(0, 10);
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const statusOf = (page: Page) =>
  page
    .getByRole("main")
    .getByText(/^(Draft|Open|Partly paid|Overdue|Paid|Void)$/)
    .first();
const balanceDue = (page: Page) =>
  page.getByRole("table", { name: "Totals" }).getByRole("row", { name: /Balance due/ });

test("the money chain: agreement sent and accepted, billing run, invoice e-mailed, paid by hand", async ({
  page,
  browser,
}) => {
  const company = await signUpCompany(page, { openDashboard: false });
  const customer = await createCustomer(page);
  const fullName = `${customer.firstName} ${customer.lastName}`;

  // 1. The agreement: $160.00 a month, chemicals included, running since the 1st of last month.
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/contracts/createNew/${customer.id}$`));
  await page.getByLabel("Title").fill("Monthly full service");
  await page.getByRole("textbox", { name: "Rate", exact: true }).fill("160.00");
  await page.getByLabel("Rate is").selectOption({ label: "per month" });
  await page.getByRole("radio", { name: "Included in the rate", exact: true }).check();
  await page.getByLabel("Service starts").fill(firstOfPreviousMonth());
  await page.getByLabel("Accept by").fill(aWeekFromToday());
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, /^Agreement AG-\d+ saved as a draft\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/contracts\/contract\/[\w-]+$/);
  const agreementUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/AG-\d+/);
  const agreement = /AG-\d+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  await expect(page.getByText("$160.00 / month")).toBeVisible();

  // Sent by real e-mail; the link in it opens the agreement for the pool owner, who accepts with their name.
  await page.getByRole("button", { name: "Send to customer" }).click();
  const send = dialog(page, `Send ${agreement}?`);
  await expect(send).toContainText(customer.email);
  await send.getByRole("button", { name: "Send agreement" }).click();
  await expect(toast(page, `Agreement ${agreement} sent to ${customer.email}.`)).toBeVisible();
  const agreementMail = await waitForMail({
    to: customer.email,
    subject: new RegExp(`Service agreement ${agreement} from`),
  });
  expect(agreementMail.text).toContain("$160.00 / month");
  const agreementLink = /https?:\/\/\S+\/agreement\/[\w-]+/.exec(agreementMail.text)?.[0];
  expect(agreementLink).toBeTruthy();

  const owner = await browser.newContext({ baseURL: baseURL() });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(new URL(agreementLink!).pathname);
  await expect(ownerPage.getByRole("heading", { level: 1 })).toContainText(`Service agreement ${agreement}`);
  await expect(ownerPage.getByText("$160.00 / month")).toBeVisible();
  await ownerPage.getByLabel("Your full name").fill(fullName);
  await ownerPage.getByRole("button", { name: "Accept agreement" }).click();
  await expect(ownerPage.getByText(`Accepted by ${fullName} on`)).toBeVisible();

  await page.goto(agreementUrl);
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Acceptance" })).toContainText(fullName);

  // 2. The billing run: by default last month, with the agreement's full month for this customer.
  await page.goto("/company/invoices");
  await page.getByRole("link", { name: "Billing run" }).click();
  await expect(page).toHaveURL(/\/company\/invoices\/billingRun$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing run" })).toBeVisible();
  const periodStart = firstOfPreviousMonth();
  // The period reads as a range in words, e.g. "(Oct 1 – 31, 2026)".
  const [year, month] = periodStart.split("-").map(Number);
  const monthShort = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", {
    month: "short",
    timeZone: "UTC",
  });
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const periodText = `${monthShort} 1 – ${lastDay}, ${year}`;
  await expect(page.getByText(`(${periodText})`)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: customer.displayName, exact: true })).toBeVisible();
  const agreementLine = main.getByRole("listitem").filter({ hasText: agreement });
  await expect(agreementLine).toHaveCount(1);
  await expect(agreementLine).toContainText("agreement");
  await expect(agreementLine).toContainText("Monthly full service");
  await expect(agreementLine).toContainText("$160.00");
  await expect(main.getByText("Total before tax: $160.00")).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Create drafts for 1 customer" }).click();
  const run = dialog(page, "Run billing?");
  await expect(run).toContainText("This adds 1 line ($160.00) to draft invoices");
  await run.getByRole("button", { name: "Run billing" }).click();
  await expect(toast(page, "Billing run done: 1 new draft invoice, 1 line added ($160.00).")).toBeVisible();
  // Back on the same period, the preview has nothing left to bill, so there is nothing to run.
  await expect(page).toHaveURL(
    new RegExp(`/company/invoices/billingRun\\?period=monthly&date=${periodStart}$`),
  );
  await expect(main.getByText(/^Nothing to bill:/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Create drafts for/ })).toHaveCount(0);
  // Run again all the same (the button is gone, so straight to the action): nothing new, no second draft.
  const again = await page.request.post("/company/invoices/billingRun", {
    form: { intent: "run", period: "monthly", date: periodStart },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  await page.goto(again.headers().location);
  await expect(toast(page, "Nothing new to bill for this period.")).toBeVisible();
  await expect(main.getByText(/^Nothing to bill:/)).toBeVisible();
  const runs = main.getByRole("table").getByRole("row");
  await expect(runs).toHaveCount(3);
  // Newest first: the second run drafted nothing and added no line; the first drafted one invoice with one line.
  for (const [i, count] of [
    [1, "0"],
    [2, "1"],
  ] as const) {
    const cells = runs.nth(i).getByRole("cell");
    await expect(cells.nth(1)).toContainText(periodText);
    await expect(cells.nth(2)).toHaveText(count);
    await expect(cells.nth(3)).toHaveText(count);
  }

  // 3. The draft, from the invoice list: one row for the customer, for last month.
  await main.getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/invoices$/);
  const row = page.getByRole("row").filter({ hasText: customer.displayName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(periodText);
  await expect(row).toContainText("$160.00");
  const invoiceLink = row.getByRole("link", { name: /^INV-\d+$/ });
  const invoice = (await invoiceLink.textContent())!;
  await invoiceLink.click();
  await expect(page).toHaveURL(/\/company\/invoices\/[\w-]{20,}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice}` })).toBeVisible();
  await expect(statusOf(page)).toHaveText("Draft");
  await expect(
    page.getByRole("table", { name: "Totals" }).getByRole("row", { name: /^Total/ }),
  ).toContainText("$160.00");

  // Sent: e-mailed with the PDF and the pay link.
  await page.getByRole("button", { name: "Send invoice" }).click();
  const sendInvoice = dialog(page, `Send ${invoice}?`);
  await expect(sendInvoice).toContainText(customer.email);
  await sendInvoice.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, `Invoice sent to ${customer.email}.`)).toBeVisible();
  await expect(statusOf(page)).toHaveText("Open");
  const invoiceMail = await waitForMail({
    to: customer.email,
    subject: new RegExp(`^Invoice ${invoice} from ${company.companyName} — \\$160\\.00 due `),
  });
  expect(invoiceMail.text).toContain(`Monthly full service (${agreement})`);
  expect(invoiceMail.text).toContain("Tax: $0.00");
  expect(invoiceMail.text).toContain("Balance due: $160.00");
  expect(invoiceMail.attachments.map((a) => a.filename)).toContain(`invoice-${invoice}.pdf`);
  const payLink = /https?:\/\/\S+\/invoice\/[\w-]+/.exec(invoiceMail.text)?.[0];
  expect(payLink).toBeTruthy();
  const payPath = new URL(payLink!).pathname;

  // The pool owner opens the pay link: no sign-in, $160.00 to pay (a new company charges no tax).
  await ownerPage.goto(payPath);
  await expect(ownerPage.getByRole("heading", { level: 1, name: `Invoice ${invoice}` })).toBeVisible();
  await expect(balanceDue(ownerPage)).toContainText("$160.00");
  await expect(ownerPage.getByRole("region", { name: "How to pay" })).toContainText(
    `Pay by check or cash to ${company.companyName}`,
  );

  // 4. The office records two checks: part, then the rest (offered as the amount left).
  await page.getByRole("button", { name: "Record payment" }).click();
  let pay = dialog(page, `Record a payment on ${invoice}`);
  await expect(pay).toContainText("$160.00 is left to pay.");
  await pay.getByLabel("Amount").fill("60.00");
  await pay.getByLabel("Method").selectOption({ label: "Check" });
  await pay.getByLabel(/^Reference/).fill("2041");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $60.00 recorded.")).toBeVisible();
  await expect(statusOf(page)).toHaveText("Partly paid");

  await ownerPage.reload();
  await expect(balanceDue(ownerPage)).toContainText("$100.00");

  await page.getByRole("button", { name: "Record payment" }).click();
  pay = dialog(page, `Record a payment on ${invoice}`);
  await expect(pay.getByLabel("Amount")).toHaveValue("100.00");
  await pay.getByLabel("Method").selectOption({ label: "Check" });
  await pay.getByLabel(/^Reference/).fill("2042");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $100.00 recorded. The invoice is paid.")).toBeVisible();
  await expect(statusOf(page)).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  const payments = page.getByRole("table", { name: "Payments" });
  await expect(payments.getByRole("row", { name: /2041/ })).toContainText("$60.00");
  await expect(payments.getByRole("row", { name: /2042/ })).toContainText("$100.00");

  // The pay link now says paid, nothing due.
  await ownerPage.reload();
  await expect(ownerPage.getByText("Thank you — this invoice is paid in full.")).toBeVisible();
  await expect(balanceDue(ownerPage)).toContainText("$0.00");
  await expect(ownerPage.getByRole("region", { name: "How to pay" })).toHaveCount(0);
  await owner.close();

  // The list agrees.
  await page.goto("/company/invoices");
  const paidRow = page.getByRole("row").filter({ hasText: invoice });
  await expect(paidRow).toContainText("Paid");
});
