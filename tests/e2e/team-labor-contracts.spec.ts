import type { Browser, Page } from "@playwright/test";
import {
  baseURL,
  chooseOption,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  type NewCompanyAccount,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { blockMapTiles, createCustomer } from "./locations-helpers";
import { addDays, createRecurringStop, importCustomers, weekdayOf } from "./routing-helpers";

// Each test signs up two companies of its own, in two browser contexts.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

async function companyPage(browser: Browser): Promise<{ page: Page; account: NewCompanyAccount }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await blockMapTiles(page);
  const account = await signUpCompany(page);
  return { page, account };
}

/** Axe with the pointer off the buttons, after a fresh load (a toast's close button has no name yet). */
async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

/** Finds the other company by its owner's e-mail in the offer form and chooses it. */
async function chooseCompany(page: Page, other: NewCompanyAccount) {
  const picker = page
    .getByRole("textbox", { name: "Company" })
    .or(page.getByRole("combobox", { name: "Company" }));
  await picker.first().click();
  await picker.first().fill(other.email);
  await page.getByRole("option", { name: other.companyName }).click();
}

test("recurring labor contract: A offers a stop to B, B accepts with its technician, the stop is on B's day", async ({
  browser,
}) => {
  const b = await companyPage(browser);
  const a = await companyPage(browser);

  // A: a customer with weekly service on today's weekday, done by A's owner.
  const [customer] = await importCustomers(a.page, [{ name: "Contracted", lat: 27.95, lng: -82.46 }]);
  await a.page.goto(`/company/recurringServiceStop/createNew/${customer.id}`);
  const today = await a.page.getByLabel(/^First day of service/).inputValue();
  await createRecurringStop(a.page, customer.id, { days: [weekdayOf(today)], technician: a.account.name });

  await a.page.goto("/company/recurringLaborContracts");
  await expect(a.page.getByRole("heading", { level: 1, name: "Recurring Labor Contracts" })).toBeVisible();
  await expect(a.page.getByText("No contracts offered yet")).toBeVisible();
  await axe(a.page);
  await a.page.getByRole("link", { name: "Offer recurring stops" }).click();
  await expect(a.page.getByRole("heading", { level: 1, name: "Offer recurring stops" })).toBeVisible();
  await a.page.getByRole("checkbox", { name: new RegExp(customer.displayName) }).check();
  await chooseCompany(a.page, b.account);
  // Bad input: a zero rate, then a last day before the first; nothing is saved.
  await a.page.getByRole("textbox", { name: /^Rate(?! is)/ }).fill("0");
  await a.page.getByRole("button", { name: "Offer contract" }).click();
  await expectFieldError(a.page, /^Rate(?! is)/, "The rate must be more than $0.");
  await a.page.getByRole("textbox", { name: /^Rate(?! is)/ }).fill("30");
  await a.page.getByLabel(/^Last day/).fill(addDays(today, -1));
  await a.page.getByRole("button", { name: "Offer contract" }).click();
  await expectFieldError(a.page, /^Last day/, "The last day can't be before the first day.");
  await expect(a.page).toHaveURL(/createNew$/);
  await axe(a.page);

  await a.page.getByRole("checkbox", { name: new RegExp(customer.displayName) }).check();
  await chooseCompany(a.page, b.account);
  await a.page.getByRole("textbox", { name: /^Rate(?! is)/ }).fill("30");
  await a.page.getByLabel(/^Last day/).fill("");
  await a.page.getByLabel(/^Terms/).fill("Weekly full service; chemicals from your truck.");
  await a.page.getByRole("button", { name: "Offer contract" }).click();
  await expect(toast(a.page, /^Labor contract LC-1 offered\.$/)).toBeVisible();
  await expect(a.page.getByRole("heading", { level: 1, name: "LC-1 · 1 recurring stop" })).toBeVisible();
  await expect(a.page.getByRole("main")).toContainText("$30.00 per stop");
  await expect(a.page.getByRole("button", { name: "Withdraw offer" })).toBeVisible();

  // B: offered to us → accept with its technician (its owner works stops).
  await b.page.goto("/company/recurringLaborContracts?side=theirs");
  const row = b.page.getByRole("main").getByRole("row").filter({ hasText: "LC-1" });
  await expect(row).toContainText(a.account.companyName);
  await expect(row).toContainText("offered");
  await axe(b.page);
  await row.getByRole("link", { name: "LC-1" }).click();
  await expect(b.page.getByRole("main")).toContainText(customer.displayName);
  await b.page.getByRole("button", { name: "Accept" }).click();
  const dialog = b.page.getByRole("dialog", { name: "Accept LC-1?" });
  await chooseOption(b.page, /^Technician who does the work/, b.account.name);
  await dialog.getByRole("button", { name: "Accept offer" }).click();
  await expect(toast(b.page, "Labor contract LC-1 accepted.")).toBeVisible();
  await expect(b.page.getByText("accepted", { exact: true }).first()).toBeVisible();
  await expect(b.page.getByRole("button", { name: "End contract" })).toBeVisible();
  await axe(b.page);

  // The stop shows on B's technician's day, with what the contract shares.
  await b.page.goto("/company/serviceStops?view=day");
  await expect(b.page.getByRole("heading", { name: "Contract stops" })).toBeVisible();
  const card = b.page.getByRole("listitem", { name: `Contract stop ${customer.displayName}` });
  await expect(card).toContainText(`For ${a.account.companyName}`);
  await expect(card).toContainText("Contracted");
  await axe(b.page);

  // B's route dashboard has it in the technician's lane, marked with the contract.
  await b.page.goto("/company/routeDashboard");
  await expect(b.page.getByRole("main").getByText(`LC-1 · ${a.account.companyName}`)).toBeVisible();

  // B's technician works it: arrive, note, finish — the stop page shows only what the contract shares.
  await b.page.goto("/company/serviceStops?view=day");
  await card.getByRole("link", { name: customer.displayName }).click();
  await expect(
    b.page.getByRole("heading", { level: 1, name: new RegExp(customer.displayName) }),
  ).toBeVisible();
  await expect(b.page.getByRole("main")).toContainText(`for ${a.account.companyName} under LC-1`);
  await expect(b.page.getByRole("heading", { name: "Earlier visits here" })).toHaveCount(0);
  await expect(b.page.getByRole("link", { name: "Customer page" })).toHaveCount(0);
  await b.page.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(b.page, "Arrived: the stop is in progress.")).toBeVisible();
  await b.page.getByLabel("Notes for the customer").fill("Brushed, skimmed, emptied the baskets.");
  await b.page.getByRole("button", { name: "Finish stop" }).click();
  await expect(toast(b.page, /^Stop finished\./)).toBeVisible();
  await expect(b.page.getByRole("main")).toContainText("Brushed, skimmed, emptied the baskets.");
  await axe(b.page);

  // A sees it accepted, and its own day no longer has the stop.
  await a.page.goto("/company/recurringLaborContracts");
  await expect(a.page.getByRole("main").getByRole("row").filter({ hasText: "LC-1" })).toContainText(
    "accepted",
  );
  await a.page.goto("/company/serviceStops?view=day");
  await expect(a.page.getByText("No stops today")).toBeVisible();
  // …but it is A's record, finished by B's technician, with what they wrote.
  await a.page.goto(`/company/serviceStops?q=${encodeURIComponent(customer.displayName)}`);
  await a.page
    .getByRole("main")
    .getByRole("row")
    .filter({ hasText: "finished" })
    .getByRole("link")
    .first()
    .click();
  await expect(a.page.getByRole("main")).toContainText("Brushed, skimmed, emptied the baskets.");
  // The contract stop page is the contractor's only: A's owner gets a 404 there.
  const denied = await a.page.goto(b.page.url());
  expect(denied?.status()).toBe(404);
});

test("one-time labor contract: offered from a job, a past accept-by refused, B rejects with a note", async ({
  browser,
}) => {
  const b = await companyPage(browser);
  const a = await companyPage(browser);
  const customer = await createCustomer(a.page);
  await a.page.goto(`/company/customers/details/${customer.id}`);
  await a.page.getByRole("link", { name: "New job" }).click();
  await a.page.getByLabel("Title").fill("Replace pump motor");
  const line = a.page.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Quantity").fill("2");
  await line.getByLabel("Unit price").fill("85");
  await a.page.getByRole("button", { name: "Add task" }).click();
  await a.page.getByLabel("Task 1", { exact: true }).fill("Install new motor");
  await a.page.getByRole("button", { name: "Create job" }).click();
  await expect(toast(a.page, /^Job J-\d+ created\.$/)).toBeVisible();

  await a.page.getByRole("link", { name: "Offer as labor contract" }).click();
  await expect(a.page.getByRole("heading", { level: 1, name: "Offer a labor contract" })).toBeVisible();
  await expect(a.page.getByRole("checkbox", { name: "Install new motor" })).toBeChecked();
  await chooseCompany(a.page, b.account);
  await a.page.getByLabel(/^Offered rate/).fill("250");
  await a.page.getByLabel(/^Accept by/).fill("2020-01-01");
  await a.page.getByRole("button", { name: "Offer contract" }).click();
  await expectFieldError(a.page, /^Accept by/, "The accept-by date can't be in the past.");
  await axe(a.page);
  await a.page.getByRole("checkbox", { name: "Install new motor" }).check();
  await chooseCompany(a.page, b.account);
  await a.page.getByLabel(/^Offered rate/).fill("250");
  await a.page.getByLabel(/^Accept by/).fill("2099-12-31");
  await a.page.getByRole("button", { name: "Offer contract" }).click();
  await expect(toast(a.page, "Labor contract LC-1 offered.")).toBeVisible();
  await expect(a.page.getByRole("main")).toContainText("$250.00 per job");

  await b.page.goto("/company/laborContracts");
  await b.page.getByRole("tab", { name: "Offered to us" }).click();
  await expect(b.page).toHaveURL(/side=theirs/);
  await b.page.getByRole("link", { name: "LC-1" }).click();
  await expect(b.page.getByRole("main")).toContainText("Install new motor");
  await b.page.getByRole("button", { name: "Reject" }).click();
  const dialog = b.page.getByRole("dialog", { name: "Reject LC-1?" });
  await dialog.getByLabel(/^Note/).fill("Booked solid this month");
  await dialog.getByRole("button", { name: "Reject offer" }).click();
  await expect(toast(b.page, "Labor contract LC-1 rejected.")).toBeVisible();
  await axe(b.page);

  await a.page.reload();
  await expect(a.page.getByRole("main")).toContainText("Booked solid this month");
  await expect(a.page.getByText("rejected", { exact: true }).first()).toBeVisible();
  // A third company asking for the contract gets "not found".
  const c = await companyPage(browser);
  const response = await c.page.goto(a.page.url());
  expect(response?.status()).toBe(404);
});
