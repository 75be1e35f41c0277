import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";
import {
  addDays,
  companyToday,
  createRecurringStop,
  dragCard,
  importCustomers,
  seedRoutingCompany,
  weekdayOf,
} from "./routing-helpers";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });

const PAGE = "/company/routeManagement";

/** A technician's column ("Not assigned" for the stops nobody has). */
const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cards = (lane: Locator) => lane.getByRole("list").getByRole("listitem");
/** The column's stops in order, by their numbered names. */
async function expectOrder(lane: Locator, names: string[]) {
  await expect(cards(lane)).toHaveText(names.map((n, i) => new RegExp(`^${i + 1}\\. ${escapeRegExp(n)}`)));
}
const figures = (lane: Locator) => lane.getByText(/ driving · /);
const dayTab = (page: Page, weekday: string) => page.getByRole("tab", { name: new RegExp(`^${weekday}`) });

/** Axe with the pointer off the buttons, after a fresh load (a toast's close button has no name yet: root.tsx). */
async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

test("standing routes: reorder by dragging, the totals follow, save; the order stays and the visits follow it", async ({
  page,
}) => {
  const tomorrow = (today: string) => [weekdayOf(addDays(today, 1))];
  const { owner, stops, today } = await seedRoutingCompany(page, {
    customers: [
      { name: "Alder", lat: 27.95, lng: -82.5, days: tomorrow },
      { name: "Birch", lat: 27.95, lng: -82.4, days: tomorrow },
      { name: "Cedar", lat: 27.95, lng: -82.3, days: tomorrow },
    ],
  });
  const [alder, birch, cedar] = stops.map((s) => s.displayName);
  const day = addDays(today, 1);

  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Route Management" })).toBeVisible();
  await dayTab(page, weekdayOf(day)).click();
  const lane = column(page, owner.name);
  await expectOrder(lane, [alder, birch, cedar]);
  await expect(lane).toContainText("3 stops");
  const before = (await figures(lane).textContent()) ?? "";

  // Cedar dragged above Alder: a longer drive, shown at once.
  await dragCard(
    page,
    lane.getByRole("button", { name: `Drag ${cedar}` }),
    cards(lane).nth(2),
    cards(lane).nth(0),
  );
  await expectOrder(lane, [cedar, alder, birch]);
  await expect(figures(lane)).not.toHaveText(before);
  await expect(page.getByText("Unsaved changes: 1 route re-ordered.")).toBeVisible();

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, /^Standing routes saved/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeHidden();
  await page.reload();
  await expectOrder(column(page, owner.name), [cedar, alder, birch]);

  // The visits of that day are in the new order on the technician's day.
  await page.goto(`/company/serviceStops?view=day&date=${day}`);
  const visits = page.getByRole("main").getByRole("listitem");
  await expect(visits).toHaveCount(3);
  await expect(visits.nth(0)).toContainText(`1. ${cedar}`);
  await expect(visits.nth(1)).toContainText(`2. ${alder}`);
  await expect(visits.nth(2)).toContainText(`3. ${birch}`);
});

test("standing routes: move by keyboard, give a two-day stop to nobody (both days follow), save", async ({
  page,
}) => {
  // Tall enough for the lane and "Not assigned" together: on a technician's day off (tomorrow is a Saturday when the
  // suite runs on a Friday) the lane carries a warning and the last card sits below a 720 px screen.
  await page.setViewportSize({ width: 1280, height: 1000 });
  const { owner, stops, today } = await seedRoutingCompany(page, {
    customers: [
      { name: "Alder", lat: 27.95, lng: -82.5, days: (t) => [weekdayOf(addDays(t, 1))] },
      { name: "Birch", lat: 27.96, lng: -82.45, days: (t) => [weekdayOf(addDays(t, 1))] },
      {
        name: "Dogwood",
        lat: 28.1,
        lng: -82.3,
        days: (t) => [weekdayOf(addDays(t, 1)), weekdayOf(addDays(t, 2))],
      },
    ],
  });
  const [alder, birch, dogwood] = stops.map((s) => s.displayName);
  const first = weekdayOf(addDays(today, 1));
  const second = weekdayOf(addDays(today, 2));

  await page.goto(PAGE);
  await dayTab(page, first).click();
  const lane = column(page, owner.name);
  await expectOrder(lane, [alder, birch, dogwood]);

  // Keyboard: focus the handle, Space picks up, ArrowDown moves one place, Space drops.
  await lane.getByRole("button", { name: `Drag ${alder}` }).focus();
  // Each step is announced to screen readers (dnd-kit's live region).
  const said = (text: string) => page.getByText(new RegExp(`^${escapeRegExp(alder)} ${escapeRegExp(text)}`));
  await page.keyboard.press("Space");
  await expect(said("is now at position 1 of 3")).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(said("is now at position 2 of 3")).toBeAttached();
  await page.keyboard.press("Space");
  await expectOrder(lane, [birch, alder, dogwood]);
  await expect(
    page.getByText(new RegExp(`${escapeRegExp(alder)} dropped at position 2 of 3`)),
  ).toBeAttached();

  // Dogwood (two weekdays) dragged to "Not assigned": its other day follows, and the page says so.
  const nobody = column(page, "Not assigned");
  const before = (await figures(lane).textContent()) ?? "";
  await dragCard(
    page,
    lane.getByRole("button", { name: `Drag ${dogwood}` }),
    cards(lane).nth(2),
    nobody.getByRole("list"),
  );
  await expectOrder(nobody, [dogwood]);
  await expectOrder(lane, [birch, alder]);
  await expect(figures(lane)).not.toHaveText(before);
  await expect(lane).toContainText("2 stops");
  await expect(toast(page, `its ${second} visit moved to Not assigned too`)).toBeVisible();
  await dayTab(page, second).click();
  await expectOrder(column(page, "Not assigned"), [dogwood]);
  await expect(cards(column(page, owner.name))).toHaveText([`No stops on ${second}.`]);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, /^Standing routes saved: 1 stop changed technician or day/)).toBeVisible();
  await page.reload();
  await expect(dayTab(page, second)).toHaveAttribute("aria-selected", "true");
  await expectOrder(column(page, "Not assigned"), [dogwood]);
  await dayTab(page, first).click();
  await expectOrder(column(page, owner.name), [birch, alder]);
  await expectOrder(column(page, "Not assigned"), [dogwood]);
});

test("standing routes: Move to… another day, then drop on a weekday's tab; the recurring service follows", async ({
  page,
}) => {
  const { owner, stops, today } = await seedRoutingCompany(page, {
    customers: [
      { name: "Alder", lat: 27.95, lng: -82.5, days: (t) => [weekdayOf(addDays(t, 1))] },
      { name: "Birch", lat: 27.96, lng: -82.45, days: (t) => [weekdayOf(addDays(t, 1))] },
    ],
  });
  const [alder, birch] = stops.map((s) => s.displayName);
  const first = weekdayOf(addDays(today, 1));
  const third = weekdayOf(addDays(today, 3));
  const fourth = weekdayOf(addDays(today, 4));

  await page.goto(PAGE);
  await dayTab(page, first).click();
  const lane = column(page, owner.name);
  await expectOrder(lane, [alder, birch]);

  await lane.getByRole("button", { name: `Move ${alder} to…` }).click();
  const dialog = page.getByRole("dialog", { name: `Move ${alder}` });
  await dialog.getByLabel("Day").selectOption(third);
  await expect(dialog.getByLabel("Technician")).toHaveValue(/.+/);
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `${alder} moved to ${third}, ${owner.name}.`)).toBeVisible();
  await expectOrder(lane, [birch]);
  await expect(dayTab(page, third)).toHaveAccessibleName(`${third}, 1 stop`);

  // From that day, dragged onto another weekday's tab.
  await dayTab(page, third).click();
  const thirdLane = column(page, owner.name);
  await expectOrder(thirdLane, [alder]);
  const handle = thirdLane.getByRole("button", { name: `Drag ${alder}` });
  const box = (await handle.boundingBox())!;
  const tab = (await dayTab(page, fourth).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, box.y + 10, { steps: 3 });
  await page.mouse.move(tab.x + tab.width / 2, tab.y + tab.height / 2, { steps: 20 });
  await page.mouse.move(tab.x + tab.width / 2 + 1, tab.y + tab.height / 2, { steps: 2 });
  await page.mouse.up();
  await expect(toast(page, `${alder} moved to ${fourth}, ${owner.name}.`)).toBeVisible();
  await expect(dayTab(page, fourth)).toHaveAccessibleName(`${fourth}, 1 stop`);
  await expect(dayTab(page, third)).toHaveAccessibleName(`${third}, 0 stops`);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, /^Standing routes saved: 1 stop changed technician or day/)).toBeVisible();
  await page.goto(stops[0].recurringUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Weekly on ${fourth}` })).toBeVisible();
});

test("optimizing: one date's route (saved at once, with a toast), then a standing route (saved by the user)", async ({
  page,
}) => {
  const tomorrow = (today: string) => [weekdayOf(addDays(today, 1))];
  // On one street from west to east, created out of order: Alder, Cedar, Birch, Dogwood.
  const { owner, stops, today } = await seedRoutingCompany(page, {
    customers: [
      { name: "Alder", lat: 27.95, lng: -82.5, days: tomorrow },
      { name: "Cedar", lat: 27.95, lng: -82.3, days: tomorrow },
      { name: "Birch", lat: 27.95, lng: -82.4, days: tomorrow },
      { name: "Dogwood", lat: 27.95, lng: -82.2, days: tomorrow },
    ],
  });
  const [alder, cedar, birch, dogwood] = stops.map((s) => s.displayName);
  const day = addDays(today, 1);

  // One date: optimize the owner's day; it is saved at once.
  await page.goto(PAGE);
  await page.getByText("One date", { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${today}$`));
  await page.getByLabel(/^Date/).fill(day);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${day}$`));
  let lane = column(page, owner.name);
  await expectOrder(lane, [alder, cedar, birch, dogwood]);
  await lane.getByRole("button", { name: `Optimize day for ${owner.name}` }).click();
  await expect(
    // What it saves, in the Route Builder's words: minutes of driving and miles.
    toast(
      page,
      new RegExp(
        `${owner.name}'s route on ${day} optimized: 2 stops changed place, which saves (\\d+ h )?\\d+ min of driving and \\d+\\.\\d mi\\.`,
      ),
    ),
  ).toBeVisible();
  await expectOrder(column(page, owner.name), [alder, birch, cedar, dogwood]);
  await page.goto(`/company/serviceStops?view=day&date=${day}`);
  await expect(page.getByRole("main").getByRole("listitem").nth(1)).toContainText(`2. ${birch}`);

  // Standing route: the optimized order is shown, not saved until "Save changes".
  await page.goto(PAGE);
  await dayTab(page, weekdayOf(day)).click();
  lane = column(page, owner.name);
  await expectOrder(lane, [alder, cedar, birch, dogwood]);
  const before = (await figures(lane).textContent()) ?? "";
  await lane.getByRole("button", { name: `Optimize order for ${owner.name}` }).click();
  await expect(
    toast(
      page,
      /optimized: 2 stops change place, which saves (\d+ h )?\d+ min of driving and \d+\.\d mi\. Save changes to keep the new order\./,
    ),
  ).toBeVisible();
  await expectOrder(lane, [alder, birch, cedar, dogwood]);
  await expect(figures(lane)).not.toHaveText(before);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, /^Standing routes saved/)).toBeVisible();
  await page.reload();
  await expectOrder(column(page, owner.name), [alder, birch, cedar, dogwood]);
});

test("empty state, then cards with their flags, axe on both modes, discard, and the board at 390 px", async ({
  page,
}) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  await page.goto(PAGE);
  await expect(page.getByText("No recurring stops yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Recurring service stops" }).first()).toBeVisible();

  const [alder, birch] = await importCustomers(page, [
    { name: "Alder", lat: 27.95, lng: -82.5 },
    { name: "Birch" },
  ]);
  const today = await companyToday(page, alder.id);
  const weekday = weekdayOf(addDays(today, 1));
  await createRecurringStop(page, alder.id, { days: [weekday], technician: owner.name, minutes: 40 });
  await createRecurringStop(page, birch.id, { days: [weekday], technician: null });

  await page.goto(PAGE);
  await dayTab(page, weekday).click();
  const lane = column(page, owner.name);
  await expect(cards(lane).first()).toContainText("40 min");
  const nobody = column(page, "Not assigned");
  await expect(cards(nobody).first()).toContainText("No coordinates");
  await expect(lane).toContainText(/Total \d+ min/);
  await axe(page);
  await page.goto(`${PAGE}?date=${addDays(today, 1)}`);
  await expect(column(page, owner.name)).toContainText(alder.displayName);
  await axe(page);

  // A phone: the columns stack, nothing scrolls sideways, Move to… and Discard work.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  await dayTab(page, weekday).click();
  const ownerBox = (await column(page, owner.name).boundingBox())!;
  const nobodyBox = (await column(page, "Not assigned").boundingBox())!;
  expect(nobodyBox.y).toBeGreaterThan(ownerBox.y + ownerBox.height - 1);
  expect(ownerBox.x + ownerBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await column(page, owner.name)
    .getByRole("button", { name: `Move ${alder.displayName} to…` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Move ${alder.displayName}` });
  await dialog.getByLabel("Technician").selectOption({ label: "Not assigned" });
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(cards(column(page, "Not assigned"))).toHaveCount(2);
  await page.getByRole("button", { name: "Discard" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(cards(column(page, "Not assigned"))).toHaveCount(1);
  await expect(column(page, owner.name)).toContainText(alder.displayName);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeHidden();
});
