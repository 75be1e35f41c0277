import type { Page } from "@playwright/test";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  test,
  toast,
} from "./fixtures";
import { addDays, seedRoutingCompany, weekdayOf } from "./routing-helpers";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

const PAGE = "/company/routeBuilder";

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

/** The owner's routing: the company's shop is where the day starts. */
async function setShop(page: Page) {
  await page.goto(`${PAGE}?tab=settings`);
  await page.getByLabel("Shop latitude").fill("27.95");
  await page.getByLabel("Shop longitude").fill("-82.46");
  await page.getByRole("button", { name: "Save routing settings" }).click();
  await expect(toast(page, /^Routing settings saved/)).toBeVisible();
}

test("the route builder proposes a balanced week and accepting it moves the recurring stops", async ({
  page,
}) => {
  // Six pools all on one weekday of the owner (who works Monday to Friday): the builder spreads them.
  const oneDay = (today: string) => {
    const tomorrow = addDays(today, 1);
    const weekday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay();
    // A working day: tomorrow unless it is a weekend day, then the next Monday.
    return [
      weekdayOf(weekday === 0 ? addDays(tomorrow, 1) : weekday === 6 ? addDays(tomorrow, 2) : tomorrow),
    ];
  };
  const { stops } = await seedRoutingCompany(page, {
    customers: [
      { name: "Ash", lat: 27.96, lng: -82.45, days: oneDay, minutes: 60 },
      { name: "Beech", lat: 27.97, lng: -82.44, days: oneDay, minutes: 60 },
      { name: "Cherry", lat: 27.98, lng: -82.43, days: oneDay, minutes: 60 },
      { name: "Dogwood", lat: 27.94, lng: -82.47, days: oneDay, minutes: 60 },
      { name: "Elm", lat: 27.93, lng: -82.48, days: oneDay, minutes: 60 },
      { name: "Fir", lat: 27.92, lng: -82.49, days: oneDay, minutes: 60 },
    ],
  });

  // Without a start point the builder says what is missing.
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Route Builder" })).toBeVisible();
  await expect(page.getByText("Technicians without a start point")).toBeVisible();

  await setShop(page);
  await page.goto(PAGE);
  await expect(page.getByText("Technicians without a start point")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Current days" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Map of the current routes on / })).toBeVisible();
  await axe(page);

  await page.getByLabel("What matters most").selectOption({ label: "Even days" });
  await page.getByRole("button", { name: "Build a proposal" }).click();
  const changes = page.getByRole("table", { name: "Customers who change day or technician" });
  await expect(changes).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("table", { name: "Current and proposed days" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Map of the proposed routes on / })).toBeVisible();
  // Six hours of service on one eight-hour day, spread over the week: some customers change day.
  const moved = await changes.getByRole("row").count();
  expect(moved - 1).toBeGreaterThan(0);
  await axe(page);

  await page.getByRole("button", { name: "Accept all" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply the proposal?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, /^Proposal accepted: \d+ recurring stops? changed/)).toBeVisible();

  // The week is now spread: the standing days differ from the one day they all shared.
  const schedules = new Set<string>();
  for (const stop of stops) {
    await page.goto(stop.recurringUrl);
    const text = await page
      .getByText(/^Weekly on /)
      .first()
      .textContent();
    schedules.add(text ?? "");
  }
  expect(schedules.size).toBeGreaterThan(1);

  // A second proposal from the accepted plan has nothing left to move between days.
  await page.goto(PAGE);
  await page.getByRole("button", { name: "Build a proposal" }).click();
  await expect(page.getByRole("table", { name: "Current and proposed days" })).toBeVisible({
    timeout: 60_000,
  });
});

test("routing settings and a technician's routing: wrong input is explained and nothing is saved", async ({
  page,
}) => {
  const { owner } = await seedRoutingCompany(page, {
    customers: [{ name: "Gum", lat: 27.95, lng: -82.45, days: (t) => [weekdayOf(addDays(t, 1))] }],
  });
  await page.goto(`${PAGE}?tab=settings`);
  await page.getByLabel("Shop latitude").fill("95");
  await page.getByLabel("Holidays").fill("Christmas 2026-12-25");
  await page.getByRole("button", { name: "Save routing settings" }).click();
  await expectFieldError(page, "Shop latitude", "Latitude is a number from -90 to 90.");
  await expectFieldError(page, "Holidays", /start each line with a date/);
  await page.reload();
  await expect(page.getByLabel("Shop latitude")).toHaveValue("");

  await page.getByLabel("Shop latitude").fill("27.95");
  await page.getByLabel("Shop longitude").fill("-82.46");
  await page.getByLabel("Holidays").fill("2026-12-25 Christmas");
  await page.getByLabel("On a holiday").selectOption({ label: "Move it to the next day" });
  await page.getByRole("button", { name: "Save routing settings" }).click();
  await expect(toast(page, /^Routing settings saved/)).toBeVisible();
  await expect(page.getByLabel("Holidays")).toHaveValue("2026-12-25 Christmas");

  const mine = page.getByRole("form", { name: `Routing of ${owner.name}` });
  await mine.getByLabel("Day starts from").selectOption({ label: "Home" });
  await mine.getByRole("button", { name: /routing$/ }).click();
  await expectFieldError(mine, "Home latitude", "A day that starts at home needs the home's coordinates.");
  await mine.getByLabel("Home latitude").fill("27.9");
  await mine.getByLabel("Home longitude").fill("-82.5");
  await mine.getByLabel("Sat").check();
  await mine.getByLabel("Hours a working day").fill("6");
  await mine.getByRole("button", { name: /routing$/ }).click();
  await expect(toast(page, "Technician's routing saved.")).toBeVisible();
  const saved = page.getByRole("form", { name: `Routing of ${owner.name}` });
  await expect(saved.getByLabel("Sat")).toBeChecked();
  await expect(saved.getByLabel("Hours a working day")).toHaveValue("6");
  await axe(page);
});

test("the route builder at 390 px, and read-only for a technician", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/signIn");
  await page.getByLabel("E-mail").fill("tech@bluewave.demo");
  await page.getByLabel(/^Password/).fill("drip-drop-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: /^Profile of / })).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Route Builder" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Build a proposal" })).toHaveCount(0);
  await expect(page.getByText(/needs the Routing: manage level/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(page);
  // The server refuses the proposal too, whatever the page shows.
  const response = await page.request.post(PAGE, { form: { intent: "propose" } });
  expect(response.status()).toBe(403);
  await context.close();
});
