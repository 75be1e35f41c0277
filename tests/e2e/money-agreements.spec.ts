import type { Browser, Page } from "@playwright/test";
import {
  baseURL,
  createOwnerInviteCode,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  redeemInviteCode,
  signUpClient,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer, createCustomer, createLocation, type NewCustomer } from "./locations-helpers";
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

/** A calendar date some days from today in the company's time zone (the default, Los Angeles). */
function dayFromToday(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const rate = (page: Page) => page.getByRole("textbox", { name: "Rate", exact: true });

async function openAsOwner(browser: Browser, width?: number) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...(width ? { viewport: { width, height: 844 } } : {}),
  });
  return { context, page: await context.newPage() };
}

/** From the customer's page: New agreement, a valid form, saved as a draft; ends on its detail page. */
async function draftAgreement(page: Page, customer: NewCustomer, title = "Weekly full service") {
  await page.goto(`/company/customers/details/${customer.id}`);
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/contracts/createNew/${customer.id}$`));
  await page.getByLabel("Title").fill(title);
  await rate(page).fill("160");
  await page.getByLabel("Service starts").fill(dayFromToday(14));
  await page.getByLabel("Accept by").fill(dayFromToday(7));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, /^Agreement AG-\d+ saved as a draft\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/contracts\/contract\/[\w-]+$/);
  const label = /AG-\d+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")?.[0];
  return { url: page.url(), label: label! };
}

/** Sends the agreement from its page and returns the link from the real e-mail. */
async function sendAndReadLink(page: Page, customer: NewCustomer, label: string) {
  await page.getByRole("button", { name: "Send to customer" }).click();
  const dialog = page.getByRole("dialog", { name: `Send ${label}?` });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole("button", { name: "Send agreement" }).click();
  await expect(toast(page, `Agreement ${label} sent to ${customer.email}.`)).toBeVisible();
  const mail = await waitForMail({
    to: customer.email,
    subject: new RegExp(`Service agreement ${label} from`),
  });
  expect(mail.text).toContain("$160.00 / month");
  expect(mail.text).toMatch(/portal/);
  const link = /https?:\/\/\S+\/agreement\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

test("an agreement from draft to signed: templates, bad input, sent by e-mail, accepted by link with a kept PDF", async ({
  page,
  browser,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id);

  // The empty list says what to do; the menu has Contracts.
  await page.getByRole("button", { name: "Monies" }).click();
  await page.getByRole("link", { name: "Contracts", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/contracts$/);
  await expect(page.getByText("No service agreements yet")).toBeVisible();
  await axe(page);

  // A terms template, written once.
  await page.getByRole("tab", { name: /Terms templates/ }).click();
  await expect(page).toHaveURL(/tab=templates/);
  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New terms template" });
  await dialog.getByRole("button", { name: "Save template" }).click();
  await expectFieldError(dialog, "Template name", "Name the template");
  await dialog.getByLabel("Template name").fill("Standard weekly");
  await dialog
    .getByLabel("Terms")
    .fill("Service every week.\nEither side may end this agreement with 30 days' notice.");
  await dialog.getByRole("button", { name: "Save template" }).click();
  await expect(toast(page, "Template Standard weekly saved.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Standard weekly" })).toContainText("30 days' notice");
  await axe(page);

  // The form: bad input gets messages next to the fields, nothing is saved.
  await page.goto(`/company/customers/details/${customer.id}`);
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New service agreement" })).toBeVisible();
  await axe(page);
  await page.getByLabel("Service starts").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectFieldError(page, "Title", "Enter a title, e.g. Weekly full service.");
  await expectFieldError(page, /^Rate\s*\*?$/, "Enter the rate, e.g. 160.00.");
  await expectFieldError(page, "Accept by", "Enter the date the customer must accept by.");
  await expectFieldError(page, "Service starts", "Enter the first day of service.");
  await page.getByLabel("Title").fill("Weekly full service");
  await rate(page).fill("0");
  await page.getByLabel("Service starts").fill(dayFromToday(14));
  await page.getByLabel("Accept by").fill("2020-01-01");
  await page.getByLabel("Ends").fill(dayFromToday(10));
  await page.getByLabel("Repairs included up to").fill("lots");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectFieldError(page, /^Rate\s*\*?$/, "The rate must be more than $0.");
  await expectFieldError(page, "Accept by", "The accept-by date can't be in the past.");
  await expectFieldError(page, "Repairs included up to", /0 or more/);
  await expect(page.getByLabel("Title")).toHaveValue("Weekly full service");
  await rate(page).fill("160");
  await page.getByLabel("Accept by").fill(dayFromToday(7));
  await page.getByLabel("Repairs included up to").fill("250");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectFieldError(page, "Ends", "The last day can't be before the first day.");
  await expect(page).toHaveURL(/\/createNew\//);

  // Corrected: a template fills the terms (still editable), one location, chemicals billed, filter service.
  await page.getByLabel("Ends").fill("");
  await page.getByLabel(location.addressLine, { exact: false }).check();
  await page.getByLabel("Billed as used").check();
  await page.getByLabel("Filter service included").check();
  await page.getByLabel("Start from a terms template").selectOption({ label: "Standard weekly" });
  const terms = page.getByLabel("Terms and conditions");
  await expect(terms).toHaveValue(/30 days' notice/);
  await terms.fill(`${await terms.inputValue()}\nGate code kept on file.`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, /^Agreement AG-\d+ saved as a draft\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/contracts\/contract\/[\w-]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Weekly full service");
  const label = /AG-\d+/.exec((await heading.textContent()) ?? "")![0];
  const detailUrl = page.url();
  await expect(page.getByText("$160.00 / month")).toBeVisible();
  await expect(page.getByText("Included up to $250.00 a year")).toBeVisible();
  await expect(page.getByText("Billed as used")).toBeVisible();
  await expect(page.getByText(location.addressLine)).toBeVisible();
  await expect(page.getByText("Gate code kept on file.")).toBeVisible();
  await axe(page);

  // Sent: the real e-mail carries the link.
  const agreementPath = await sendAndReadLink(page, customer, label);
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);

  // The pool owner, not signed in, reads it and accepts with their typed name.
  const owner = await openAsOwner(browser, 390);
  await owner.page.goto(agreementPath);
  await expect(owner.page).toHaveTitle(new RegExp(`Service agreement ${label}`));
  await expect(owner.page.getByRole("heading", { level: 1 })).toContainText(`Service agreement ${label}`);
  await expect(owner.page.getByText("$160.00 / month")).toBeVisible();
  await expect(owner.page.getByText(location.addressLine)).toBeVisible();
  await axe(owner.page);
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(owner.page, "agreement-public-390");
  await owner.page.getByRole("button", { name: "Accept agreement" }).click();
  await expectFieldError(owner.page, "Your full name", "Type your full name to accept.");
  await owner.page.getByLabel("Your full name").fill(`${customer.firstName} ${customer.lastName}`);
  await owner.page.getByRole("button", { name: "Accept agreement" }).click();
  await expect(
    owner.page.getByText(`Accepted by ${customer.firstName} ${customer.lastName} on`),
  ).toBeVisible();
  await expect(owner.page.getByRole("button", { name: "Accept agreement" })).toHaveCount(0);
  const ownerPdf = await owner.page.request.get(
    (await owner.page.getByRole("link", { name: /signed agreement \(PDF\)/ }).getAttribute("href"))!,
  );
  expect(ownerPdf.headers()["content-type"]).toBe("application/pdf");
  await owner.page.goto("/agreement/not-a-real-agreement-token-0000");
  await expect(owner.page.getByRole("heading", { level: 1, name: "Agreement not found" })).toBeVisible();
  await owner.context.close();

  // The company sees who accepted, when, from where, and the kept PDF.
  await page.goto(detailUrl);
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  const acceptance = page.getByRole("region", { name: "Acceptance" });
  await expect(acceptance).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(acceptance).toContainText("From IP address");
  const pdfLink = page.getByRole("link", { name: "Signed agreement (PDF)" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("button", { name: "End agreement" })).toBeVisible();
  // On a phone: nothing wider than the screen.
  const phone = await browser.newContext({
    baseURL: baseURL(),
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(detailUrl);
  await expect(phonePage.getByRole("region", { name: "Acceptance" })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phonePage, "agreement-detail-390");
  await phone.close();

  // The list: status, customer, rate; search by number.
  await page.goto(`/company/contracts?q=${label}`);
  const row = page.getByRole("row", { name: new RegExp(label) });
  await expect(row).toContainText("Accepted");
  await expect(row).toContainText(customer.displayName);
  await expect(row).toContainText("$160.00 / month");
  await axe(page);
});

test("the pool owner declines in their portal: the reason reaches the office; withdrawn to a draft, then deleted after confirming", async ({
  page,
  browser,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await createCustomer(page);

  // The pool owner's account is linked to the customer with an invite code.
  const code = await createOwnerInviteCode(page);
  const owner = await openAsOwner(browser);
  const account = await signUpClient(owner.page);
  await redeemInviteCode(owner.page, code, account);
  await owner.page.getByRole("link", { name: "Contracts", exact: true }).click();
  await expect(owner.page).toHaveURL(/\/contracts$/);
  await expect(owner.page.getByText("No agreements yet")).toBeVisible();

  // A draft is not shown to the owner; once sent, it waits for their answer.
  const { url, label } = await draftAgreement(page, customer);
  await owner.page.reload();
  await expect(owner.page.getByText("No agreements yet")).toBeVisible();
  const agreementPath = await sendAndReadLink(page, customer, label);
  await owner.page.reload();
  await expect(owner.page.getByText("1 service agreement waiting for your answer.")).toBeVisible();
  await axe(owner.page);
  await owner.page.getByRole("link", { name: `${label} · Weekly full service` }).click();
  await expect(owner.page.getByRole("heading", { level: 1 })).toContainText(label);
  await axe(owner.page);
  await owner.page.getByRole("button", { name: "Decline agreement" }).click();
  await expectFieldError(owner.page, "Why you decline", "Tell the company why you decline.");
  await owner.page.getByLabel("Why you decline").fill("We are selling the house.");
  await owner.page.getByRole("button", { name: "Decline agreement" }).click();
  await expect(toast(owner.page, "The agreement is declined; the company has been told.")).toBeVisible();
  await expect(owner.page.getByText(/Declined on .*We are selling the house\./)).toBeVisible();
  await expect(owner.page.getByRole("button", { name: "Accept agreement" })).toHaveCount(0);
  // The e-mailed link says the same, and takes no second answer.
  await owner.page.goto(agreementPath);
  await expect(owner.page.getByText(/Declined on .*We are selling the house\./)).toBeVisible();
  await axe(owner.page);
  // Another id in the portal is not found.
  expect(
    (await owner.page.request.get("/contracts/contract/00000000-0000-0000-0000-000000000000")).status(),
  ).toBe(404);
  await owner.context.close();

  await page.goto(url);
  await expect(page.getByText("Declined", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("We are selling the house.");

  // Withdraw (asks first): a draft again, and the old link is dead.
  await page.getByRole("button", { name: "Withdraw to draft" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, `Agreement ${label} withdrawn; it is a draft again.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  const stale = await page.request.get(agreementPath);
  expect(stale.status()).toBe(404);

  // Edit the draft, then delete it (asks first).
  await page.getByRole("link", { name: "Edit" }).click();
  await rate(page).fill("175");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, `Agreement ${label} saved.`)).toBeVisible();
  await expect(page.getByText("$175.00 / month")).toBeVisible();
  await page.getByRole("button", { name: "Delete draft" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${label}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(url);
  await page.getByRole("button", { name: "Delete draft" }).click();
  await confirm.getByRole("button", { name: "Delete draft" }).click();
  await expect(toast(page, `Draft ${label} deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/contracts$/);
  await expect(page.getByText("No service agreements yet")).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
