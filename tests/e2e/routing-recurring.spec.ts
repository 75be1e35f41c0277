import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  type NewCompanyAccount,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import {
  addCustomer,
  blockMapTiles,
  createLocation,
  idFromUrl,
  type NewCustomer,
  type NewLocation,
} from "./locations-helpers";

// Every test signs up its own company and customer, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Calendar arithmetic on "YYYY-MM-DD" (service dates are dates, not instants). */
function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Axe with the pointer off the buttons, after a fresh load (a toast's close button has no name yet: root.tsx). */
async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

interface Place {
  owner: NewCompanyAccount;
  customer: NewCustomer;
  location: NewLocation;
}

/** A new company with a customer and one routable location. */
async function companyWithCustomer(page: Page): Promise<Place> {
  const owner = await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.95", longitude: "-82.46" });
  return { owner, customer, location };
}

/** From the customer's page to the recurring service form; returns the company's today (the form's start date). */
async function openForm(page: Page, place: Place) {
  await page.goto(`/company/customers/details/${place.customer.id}`);
  await page.getByRole("link", { name: "Recurring service" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/recurringServiceStop/createNew/${place.customer.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "New recurring service" })).toBeVisible();
  return page.getByLabel(/^First day of service/).inputValue();
}

const days = (page: Page) => page.getByRole("group", { name: "Days of the week" });
const upcomingRows = (page: Page) =>
  page
    .getByRole("tabpanel", { name: /^Upcoming/ })
    .locator("tbody")
    .getByRole("row");

async function openUpcoming(page: Page, count: number) {
  await page.getByRole("tab", { name: `Upcoming (${count})` }).click();
  await expect(upcomingRows(page)).toHaveCount(count);
}

/** Every row of the visits table is on this weekday. */
async function expectAllOn(rows: Locator, weekday: string) {
  for (const row of await rows.all()) await expect(row.getByRole("cell").nth(2)).toHaveText(weekday);
}

test("recurring service: create weekly, visits in the stops list, edit the weekday, move one visit, end the service", async ({
  page,
}) => {
  const place = await companyWithCustomer(page);
  const today = await openForm(page, place);
  // Tomorrow's weekday, then the day after: every visit in the four-week horizon is after today.
  const first = weekdayOf(addDays(today, 1));
  const second = weekdayOf(addDays(today, 2));

  await page.getByLabel("Technician", { exact: true }).selectOption({ label: place.owner.name });
  await expect(page.getByLabel(/^How often/)).toHaveValue("weekly");
  await days(page).getByLabel(first).check();
  await page.getByLabel(/^Price per stop/).fill("45");
  await page.getByLabel(/^Arrive after/).fill("09:00");
  await page.getByLabel(/^Arrive before/).fill("12:00");
  await page.getByRole("button", { name: "Create recurring service" }).click();

  await expect(page).toHaveURL(/\/company\/recurringServiceStop\/details\/[\w-]+$/);
  await expect(toast(page, "Recurring service created: 4 visits scheduled.")).toBeVisible();
  const detail = page.url();
  await expect(page.getByRole("heading", { level: 1, name: `Weekly on ${first}` })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: place.customer.displayName })).toBeVisible();
  await expect(main).toContainText(place.location.addressLine);
  await expect(main).toContainText("$45.00 per stop");
  await expect(main).toContainText("09:00–12:00");
  await openUpcoming(page, 4);
  await expectAllOn(upcomingRows(page), first);
  await expect(upcomingRows(page).first()).toContainText(place.owner.name);

  // The visits are ordinary service stops.
  await page.goto(`/company/serviceStops?view=all&customer=${place.customer.id}`);
  await expect(page.getByRole("main").locator("tbody").getByRole("row")).toHaveCount(4);

  // The list shows it.
  await page.goto("/company/recurringServiceStop");
  const row = page.getByRole("main").getByRole("row").filter({ hasText: place.customer.displayName });
  await expect(row).toContainText(`Weekly on ${first}`);
  await expect(row).toContainText(place.owner.name);
  await expect(row).toContainText("active");
  await axe(page);

  // Edit: another weekday; the upcoming visits move to it.
  await page.goto(detail);
  await page.getByRole("tab", { name: "Edit" }).click();
  await days(page).getByLabel(first).uncheck();
  await days(page).getByLabel(second).check();
  await page.getByRole("button", { name: "Save recurring service" }).click();
  await expect(toast(page, /^Recurring service saved\./)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Weekly on ${second}` })).toBeVisible();
  await openUpcoming(page, 4);
  await expectAllOn(upcomingRows(page), second);

  // Move the first visit one day later, this visit only.
  const target = addDays(today, 3);
  await upcomingRows(page).first().getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: /^Move S-\d+/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^New date/).fill(target);
  await expect(dialog.getByLabel("This visit only")).toBeChecked();
  await dialog.getByRole("button", { name: "Move visit" }).click();
  await expect(toast(page, /^S-\d+ moved to /)).toBeVisible();
  await expect(dialog).toBeHidden();
  const moved = upcomingRows(page).filter({ hasText: "moved" });
  await expect(moved).toHaveCount(1);
  await expect(moved.getByRole("cell").nth(2)).toHaveText(weekdayOf(target));
  await expect(upcomingRows(page)).toHaveCount(4);
  await page.goto(`${detail}?tab=upcoming`);
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);

  // End the service today, after confirming: every later visit of the schedule is gone, the one moved by hand too.
  await page.getByRole("tab", { name: "End service" }).click();
  await expect(page.getByLabel(/^Last day of service/)).toHaveValue(today);
  await page.getByRole("button", { name: "End service…" }).click();
  const confirm = page.getByRole("dialog", { name: "End this service?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("those moved by hand too");
  await confirm.getByRole("button", { name: "End service" }).click();
  await expect(toast(page, /^Service ends on .+ 4 later visits were removed\.$/)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming (0)" })).toBeVisible();
});

test("bad input shows messages next to the fields and saves nothing", async ({ page }) => {
  const place = await companyWithCustomer(page);
  const today = await openForm(page, place);
  await page.getByLabel(/^Last day of service/).fill(addDays(today, -1));
  await page.getByLabel(/^Arrive after/).fill("10:00");
  await page.getByLabel(/^Arrive before/).fill("09:00");
  await page.getByRole("button", { name: "Create recurring service" }).click();

  await expect(days(page)).toHaveAccessibleDescription("Choose at least one day of the week.");
  await expectFieldError(page, /^Last day of service/, "The end date is before the start date.");
  await expectFieldError(page, /^Arrive before/, "The window ends before it starts.");
  await expect(page).toHaveURL(/\/createNew\/[\w-]+$/);

  // Every N weeks asks for the number of weeks.
  await page.getByLabel(/^How often/).selectOption({ label: "Every N weeks" });
  await page.getByLabel(/^Every how many weeks/).fill("20");
  await page.getByRole("button", { name: "Create recurring service" }).click();
  await expectFieldError(page, /^Every how many weeks/, "Every 2 to 12 weeks.");

  await page.goto("/company/recurringServiceStop");
  await expect(page.getByRole("main").getByText("No recurring service yet")).toBeVisible();
  await page.goto(`/company/serviceStops?view=all&customer=${place.customer.id}`);
  await expect(page.getByRole("main").getByText("No stops match")).toBeVisible();

  // An unknown id is the "Not found" page inside the shell.
  for (const path of [
    "/company/recurringServiceStop/details/nope",
    "/company/recurringServiceStop/createNew/nope",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  }
});

test("move from now on splits the schedule; the list starts a new one from a customer picker", async ({
  page,
}) => {
  const place = await companyWithCustomer(page);

  // Empty list: it says where to start; the button picks the customer first.
  await page.goto("/company/recurringServiceStop");
  await expect(page.getByRole("main").getByText("No recurring service yet")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go to Customers" })).toBeVisible();
  await axe(page);
  await page.getByRole("link", { name: "New recurring stop" }).click();
  const step = page.getByRole("region", { name: "New recurring stop: choose the customer" });
  await step.getByRole("combobox", { name: "Customer" }).fill(place.customer.lastName);
  await page.getByRole("option", { name: place.customer.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/createNew/${place.customer.id}$`));
  const today = await page.getByLabel(/^First day of service/).inputValue();
  await axe(page);

  const first = weekdayOf(addDays(today, 1));
  await days(page).getByLabel(first).check();
  await page.getByLabel("Included in contract").check();
  await expect(page.getByLabel(/^Price per stop/)).toBeHidden();
  await page.getByRole("button", { name: "Create recurring service" }).click();
  await expect(toast(page, "Recurring service created: 4 visits scheduled.")).toBeVisible();
  const oldDetail = page.url();
  await expect(page.getByRole("main")).toContainText("Included in contract");
  await axe(page);

  // The second visit and the ones after it move two days later.
  await openUpcoming(page, 4);
  const target = addDays(today, 8 + 2);
  await upcomingRows(page).nth(1).getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: /^Move S-\d+/ });
  await dialog.getByLabel(/^New date/).fill(target);
  await dialog.getByLabel("This and following visits").check();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Move visit" }).click();

  await expect(toast(page, /^Schedule split: from .+ the visits are on /)).toBeVisible();
  await expect(page).not.toHaveURL(oldDetail);
  const splitWeekday = weekdayOf(target);
  await expect(page.getByRole("heading", { level: 1, name: `Weekly on ${splitWeekday}` })).toBeVisible();
  await expectAllOn(upcomingRows(page), splitWeekday);

  // The old arrangement keeps only its first visit.
  await page.goto(oldDetail);
  await expect(page.getByRole("tab", { name: "Upcoming (1)" })).toBeVisible();
  await page.goto("/company/recurringServiceStop");
  await expect(page.getByRole("main").locator("tbody").getByRole("row")).toHaveCount(2);
});

test("the form and the detail at 390 px wide", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await blockMapTiles(page);
  const place = await companyWithCustomer(page);
  const today = await openForm(page, place);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const create = page.getByRole("button", { name: "Create recurring service" });
  const box = (await create.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await days(page)
    .getByLabel(weekdayOf(addDays(today, 1)))
    .check();
  await create.click();
  await expect(toast(page, "Recurring service created: 4 visits scheduled.")).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // On a phone the visits are cards, each with its Move button on screen.
  await page.getByRole("tab", { name: "Upcoming (4)" }).click();
  const cards = page.getByRole("list", { name: "Upcoming visits" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const move = (await cards.first().getByRole("button", { name: "Move" }).boundingBox())!;
  expect(move.x + move.width).toBeLessThanOrEqual(390);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await context.close();
});

test("a technician sees recurring service without edit controls", async ({ signedInAs }) => {
  const page = await signedInAs("tech");
  await page.goto("/company/recurringServiceStop");
  await expect(page.getByRole("heading", { level: 1, name: "Recurring Service Stops" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New recurring stop" })).toHaveCount(0);
  const rows = page.getByRole("main").locator("tbody").getByRole("row");
  // The demo's technician works a weekly recurring route (app/demo/seed-demo-routing.server.ts).
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/recurringServiceStop\/details\/[\w-]+$/);
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "End service" })).toHaveCount(0);
  await page.getByRole("tab", { name: /^Upcoming/ }).click();
  await expect(page.getByRole("button", { name: "Move" })).toHaveCount(0);

  // Nor can they open the form by its URL (the header's first link is the customer's page).
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/customers\/details\/[\w-]+$/);
  await expect(page.getByRole("link", { name: "Recurring service" })).toHaveCount(0);
  await page.goto(`/company/recurringServiceStop/createNew/${idFromUrl(page.url())}`);
  await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
});
