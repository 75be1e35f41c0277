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

/** One customer with an e-mail and a service location, through the CSV import (quicker than the forms). */
async function importCustomer(page: Page) {
  return importCustomerWithEmail(page, {
    firstName: "Dana",
    lastNamePrefix: "Reed",
    street: "12 Oak Street",
  });
}

const line = (page: Page, n: number) => page.getByRole("group", { name: `Line ${n}` });

/** From the customer's page: New job, a labor line (2 h × 85, cost 30) and a free item line (450, cost 300). */
async function createJob(page: Page, customerId: string, title = "Replace pump motor") {
  await page.goto(`/company/customers/details/${customerId}`);
  await page.getByRole("link", { name: "New job" }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/createNew\?customer=/);
  await page.getByLabel("Title").fill(title);
  await line(page, 1).getByLabel("Quantity").fill("2");
  await line(page, 1).getByLabel("Unit price").fill("85");
  await line(page, 1).getByLabel("Unit cost").fill("30");
  await page.getByRole("button", { name: "Add line" }).click();
  await line(page, 2).getByLabel("Description").fill("Pump motor 1.5 HP");
  await line(page, 2).getByLabel("Unit price").fill("450");
  await line(page, 2).getByLabel("Unit cost").fill("300");
  await page.getByLabel("Tax rate %").fill("8.25");
}

function totals(page: Page) {
  return page.getByRole("table", { name: "Totals" });
}

async function expectTotals(page: Page) {
  const t = totals(page);
  await expect(t.getByRole("row", { name: /Subtotal/ })).toContainText("$620.00");
  await expect(t.getByRole("row", { name: /Tax/ })).toContainText("$37.13");
  await expect(t.getByRole("row", { name: /^Total/ })).toContainText("$657.13");
  await expect(t.getByRole("row", { name: /Cost/ })).toContainText("$360.00");
  await expect(t.getByRole("row", { name: /Margin/ })).toContainText("$260.00 (41.9 %)");
}

async function openAsCustomer(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() });
  return { context, page: await context.newPage() };
}

test("a job from estimate to visit: lines and margin, bad input, the e-mailed estimate accepted by link, scheduled, history", async ({
  page,
  browser,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await importCustomer(page);
  await page.getByRole("button", { name: "Operations" }).click();
  await page.getByRole("link", { name: "Jobs", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText("No jobs yet")).toBeVisible();
  await axe(page);

  // Bad input: negative quantity and price get their messages next to the fields; nothing is saved.
  await page.goto(`/company/customers/details/${customer.id}`);
  await page.getByRole("link", { name: "New job" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
  await axe(page);
  await createJob(page, customer.id);
  await line(page, 1).getByLabel("Quantity").fill("-2");
  await line(page, 2).getByLabel("Unit price").fill("-450");
  await page.getByRole("button", { name: "Create job" }).click();
  await expectFieldError(line(page, 1), "Quantity", "Enter a quantity above 0");
  await expectFieldError(line(page, 2), "Unit price", "Enter a price like 12.50 (0 or more");
  await expect(page).toHaveURL(/createNew/);
  // The server refuses it too (the browser's check bypassed).
  const refused = await page.request.post(`/company/jobs/createNew?customer=${customer.id}`, {
    form: {
      customerId: customer.id,
      type: "repair",
      title: "Sneaky",
      "lines[0].kind": "labor",
      "lines[0].description": "Labor",
      "lines[0].quantity": "-1",
      "lines[0].unitPrice": "85",
    },
  });
  expect(refused.status()).toBe(400);
  await line(page, 1).getByLabel("Quantity").fill("2");
  await line(page, 2).getByLabel("Unit price").fill("450");
  await expectTotals(page);
  await page.getByRole("button", { name: "Add task" }).click();
  await page.getByLabel("Task 1", { exact: true }).fill("Install new motor");
  await shot(page, "job-form-desktop");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(toast(page, /^Job J-\d+ created\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs\/detail\//);
  const jobUrl = page.url();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Replace pump motor");
  const label = (await heading.textContent())!.split(" · ")[0];
  await expectTotals(page);
  await expect(page.getByText("estimate pending", { exact: true })).toBeVisible();
  await expect(page.getByText("billing: draft")).toBeVisible();
  await expect(page.getByText("Install new motor — to do")).toBeVisible();
  // Only what the state machine allows: no visit before the estimate is accepted.
  await expect(page.getByRole("button", { name: "Send estimate" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve without estimate" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule a visit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Record acceptance" })).toHaveCount(0);
  // Through the URL the refusal says why (not "Something went wrong") and links to the job as the way forward.
  const early = await page.goto(`/company/serviceStops/createNew/${jobUrl.split("/").pop()}`);
  expect(early?.status()).toBe(409);
  await expect(page.getByText(`Job ${label} waits for its estimate to be accepted`)).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await page.getByRole("link", { name: `Open job ${label} to send or approve its estimate` }).click();
  await expect(page).toHaveURL(jobUrl);
  await shot(page, "job-detail-desktop");
  await axe(page);

  // Send the estimate: the e-mail carries the link.
  await page.getByRole("button", { name: "Send estimate" }).click();
  await expect(toast(page, "Estimate sent to the customer.")).toBeVisible();
  await expect(page.getByText("billing: estimate")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve without estimate" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send estimate again" })).toBeVisible();
  const mail = await waitForMail({ to: customer.email, subject: new RegExp(`Estimate ${label}`) });
  expect(mail.text).toContain("Total: $657.13");
  const link = /https?:\/\/\S+\/estimate\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // The pool owner, not signed in, accepts with their name.
  const owner = await openAsCustomer(browser);
  const estimatePath = new URL(link!).pathname;
  await owner.page.goto(estimatePath);
  await expect(owner.page.getByRole("heading", { level: 1 })).toContainText(`Estimate ${label}`);
  await expect(owner.page.getByRole("table", { name: "Estimate lines" })).toContainText("$657.13");
  await owner.page.getByRole("button", { name: "Accept estimate" }).click();
  await expectFieldError(owner.page, "Your name", "Enter your name.");
  await owner.page.getByLabel("Your name").fill("Dana Reed");
  await owner.page.getByLabel("Note (optional)").fill("Go ahead, Tuesday is best");
  await owner.page.getByRole("button", { name: "Accept estimate" }).click();
  await expect(owner.page.getByText(/Accepted by Dana Reed on/)).toBeVisible();
  await expect(owner.page.getByRole("button", { name: "Accept estimate" })).toHaveCount(0);
  await shot(owner.page, "estimate-accepted");
  await axe(owner.page);
  await owner.page.goto("/estimate/not-a-real-estimate-token-000");
  await expect(owner.page.getByRole("heading", { level: 1, name: "Estimate not found" })).toBeVisible();
  await owner.context.close();

  // The office sees it accepted, and may now schedule a visit.
  await page.goto(jobUrl);
  await expect(page.getByText("unscheduled", { exact: true })).toBeVisible();
  await expect(page.getByText("billing: accepted")).toBeVisible();
  await expect(page.getByText(/Accepted by Dana Reed on .*Go ahead, Tuesday is best/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send estimate" })).toHaveCount(0);
  await page.getByRole("link", { name: "Schedule a visit" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Schedule a visit for ${label}` })).toBeVisible();
  await page.getByRole("button", { name: "Schedule stop" }).click();
  await expect(toast(page, /^Stop S-\d+ scheduled\.$/)).toBeVisible();
  await page.goto(jobUrl);
  await expect(page.getByText("scheduled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^S-\d+ · / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve without estimate" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel job" })).toBeVisible();

  // History: who, when, what from what to what.
  await page.getByRole("link", { name: "History" }).click();
  const history = page.getByRole("table", { name: "Job history" });
  await expect(history.getByRole("row").filter({ hasText: "Dana Reed (customer)" })).toContainText(
    "billing status: estimate → accepted",
  );
  await expect(history.getByRole("row").filter({ hasText: "Estimate sent" })).toContainText(customer.email);
  await expect(history.getByRole("row").filter({ hasText: /Scheduled/ })).toContainText(
    "operation status: unscheduled → scheduled",
  );
  await expect(history.getByRole("row").filter({ hasText: "Created" })).toBeVisible();
  await shot(page, "job-history");
  await axe(page);

  // The list and the board.
  await page.goto("/company/jobs?operation=scheduled");
  await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
  await page.goto("/company/jobs?operation=finished");
  await expect(page.getByText("No jobs match")).toBeVisible();
  await page.goto("/company/jobs");
  await page.getByText("Board", { exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  await expect(page.getByRole("region", { name: "scheduled: 1" })).toContainText("Replace pump motor");
  await shot(page, "jobs-board");
  await axe(page);
});

test("a job approved without estimate, then cancelled after confirming; the detail at 390 px", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpCompany(page, { openDashboard: false });
  const customer = await importCustomer(page);
  await createJob(page, customer.id, "Green to clean");
  await shot(page, "job-form-390");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/detail\//);
  await page.getByRole("button", { name: "Approve without estimate" }).click();
  await expect(toast(page, "Approved without estimate.")).toBeVisible();
  await expect(page.getByText("unscheduled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send estimate" })).toHaveCount(0);

  // Jobs → money: a deposit invoiced from the job (the whole job waits for the work to be finished).
  const jobPage = page.url();
  await page.getByRole("button", { name: "Invoice this job" }).click();
  const invoiceDialog = page.getByRole("dialog", { name: /^Invoice J-\d+$/ });
  await expect(invoiceDialog.getByRole("radio", { name: /The whole job/ })).toBeDisabled();
  await invoiceDialog.getByLabel("Deposit (% of the job's total)").fill("lots");
  await invoiceDialog.getByRole("button", { name: "Create invoice" }).click();
  await expectFieldError(page, "Deposit (% of the job's total)", /percentage/);
  await invoiceDialog.getByLabel("Deposit (% of the job's total)").fill("30");
  await invoiceDialog.getByRole("button", { name: "Create invoice" }).click();
  await expect(toast(page, /^INV-\d+ drafted from the job \(deposit\)/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/invoices\/[^/]+$/);
  await expect(page.getByRole("textbox", { name: "Description" }).first()).toHaveValue(/: deposit \(30 %\)$/);
  await page.goto(jobPage);
  await expect(page.getByRole("link", { name: /^INV-\d+$/ })).toBeVisible();
  await expect(page.getByText("$197.14 · draft")).toBeVisible();
  await shot(page, "job-detail-390");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(page);

  // Cancel asks first; keeping the job changes nothing.
  await page.getByRole("button", { name: "Cancel job" }).click();
  const dialog = page.getByRole("dialog", { name: /^Cancel J-\d+\?$/ });
  await dialog.getByRole("button", { name: "Keep the job" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("unscheduled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel job" }).click();
  await dialog.getByLabel("Why (optional)").fill("Customer sold the house");
  await dialog.getByRole("button", { name: "Cancel job" }).click();
  await expect(toast(page, "Cancelled.")).toBeVisible();
  await expect(page.getByText("cancelled", { exact: true })).toBeVisible();
  // Closed: no actions, no edits, no visits.
  await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Schedule a visit" })).toHaveCount(0);
  // A step the state machine refuses can't be forced by a hand-made post either: refused, nothing changes.
  const jobId = page.url().split("/").pop();
  const forced = await page.request.post(`/company/jobs/detail/${jobId}`, {
    form: { intent: "act", action: "skipEstimate" },
  });
  expect(forced.status()).toBe(400);
  await page.reload();
  await expect(page.getByText("cancelled", { exact: true })).toBeVisible();
  // Nor a visit through the URL.
  const response = await page.goto(`/company/serviceStops/createNew/${jobId}`);
  expect(response?.status()).toBe(409);
  await expect(page.getByText(/is cancelled; no visit can be scheduled/)).toBeVisible();
  await context.close();
});
