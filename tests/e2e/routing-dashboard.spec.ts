import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, expectNoSeriousAxeViolations, signUpCompany, test } from "./fixtures";

// Read-only use of the demo company (its technician Tomas Reyes has eight stops today and four finished weeks of the
// same route behind him), plus one test with a company of its own. The tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const DASHBOARD = "/company/routeDashboard";
const OVERVIEW = "/company/routing";
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Calendar arithmetic on "YYYY-MM-DD". */
function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Map tiles never load in these tests: every tile request fails, as on a truck with no signal. */
async function failMapTiles(page: Page) {
  await page.context().route(/tile\.openstreetmap\.org|\/tiles?\//, (route) => route.abort());
}

const routeOf = (page: Page, technician: string) =>
  page.getByRole("region", { name: technician, exact: true });
const stopsOf = (page: Page, technician: string) =>
  page.getByRole("list", { name: `Stops of ${technician}` }).getByRole("listitem");

/** Opens the dashboard and returns the date it shows (the company's today unless asked). */
async function openDashboard(page: Page, query = "") {
  await failMapTiles(page);
  await page.goto(`${DASHBOARD}${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Route Dashboard" })).toBeVisible();
  return page.getByLabel("Date").inputValue();
}

/** The drawn map: Leaflet has loaded (the container is named) and drawn this many numbered markers. */
async function expectMapWithMarkers(page: Page, name: RegExp, markers: number) {
  const map = page.getByRole("region", { name });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute("aria-roledescription", "map");
  await expect(map.getByRole("button", { name: / — Tomas Reyes$/ })).toHaveCount(markers);
  return map;
}

test("the dashboard shows today's route of Tomas Reyes with his stops, counts and the map without tiles", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  const today = await openDashboard(page);
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByText(new RegExp(`^Today, ${weekdays[new Date(`${today}T00:00:00Z`).getUTCDay()]}`)),
  ).toBeVisible();
  await expect(page.getByText(/^Updated \d{1,2}:\d{2} [AP]M; refreshes every minute\.$/)).toBeVisible();

  const tomas = routeOf(page, "Tomas Reyes");
  await expect(tomas).toBeVisible();
  await expect(stopsOf(page, "Tomas Reyes")).toHaveCount(8);
  await expect(tomas.getByText(/^\d of 8 finished$/)).toBeVisible();
  await expect(tomas.getByRole("progressbar", { name: /^Tomas Reyes: \d of 8 stops finished$/ })).toHaveCount(
    1,
  );
  await expect(tomas.getByText(/^\d+ remaining$/)).toBeVisible();
  await expect(tomas.getByText("Planned", { exact: true })).toBeVisible();
  await expect(tomas.getByText(/^[\d.]+ mi$/).first()).toBeVisible();
  // Every stop links to its stop screen and says where it stands in words.
  const first = stopsOf(page, "Tomas Reyes").first();
  await expect(first.getByRole("link", { name: /^1\. / })).toHaveAttribute(
    "href",
    /\/company\/serviceStops\/detail\//,
  );
  await expect(first.getByText(/^(remaining|in progress|finished|skipped)/)).toBeVisible();

  // The day's figures add up over every technician.
  const figures = page.getByRole("region", { name: "The day" });
  await expect(figures.getByText("Stops", { exact: true })).toBeVisible();

  // The map is drawn although no tile loads: numbered markers in route order and a legend beside it.
  await expectMapWithMarkers(page, /^Map of the routes on /, 8);
  await expect(page.getByRole("list", { name: "Map legend" })).toContainText("Tomas Reyes (8 stops)");
});

test("another date: the date field, next and previous day", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  const today = await openDashboard(page);
  const lastWeek = addDays(today, -7);

  await page.getByLabel("Date").fill(lastWeek);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${lastWeek}$`));
  await expect(page.getByLabel("Date")).toHaveValue(lastWeek);
  // Last week's same weekday is one of Tomas's finished weeks.
  const tomas = routeOf(page, "Tomas Reyes");
  await expect(tomas.getByText("8 of 8 finished")).toBeVisible();
  await expect(tomas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(stopsOf(page, "Tomas Reyes").filter({ hasText: "finished" })).toHaveCount(8);
  await expect(
    tomas.getByText(/arrived \d{1,2}:\d{2} [AP]M, finished \d{1,2}:\d{2} [AP]M/).first(),
  ).toBeVisible();
  await expect(page.getByText("Routes of that day as they stand.")).toBeVisible();

  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${addDays(lastWeek, 1)}$`));
  await expect(page.getByLabel("Date")).toHaveValue(addDays(lastWeek, 1));
  await page.getByRole("link", { name: "Previous day" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${lastWeek}$`));
  await page.getByRole("link", { name: "Previous day" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${addDays(lastWeek, -1)}$`));
  await expect(page.getByLabel("Date")).toHaveValue(addDays(lastWeek, -1));

  // Back to today.
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await expect(page.getByLabel("Date")).toHaveValue(today);
  await expect(stopsOf(page, "Tomas Reyes")).toHaveCount(8);

  // A date that cannot be is today again, not an error.
  await page.goto(`${DASHBOARD}?date=2025-02-30`);
  await expect(page.getByLabel("Date")).toHaveValue(today);
});

test("today's dashboard reloads its figures every minute; another day's does not", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.clock.install();
  const today = await openDashboard(page);
  await expect(page.getByText(/^Updated \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  const reload = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`${DASHBOARD}.data`));
  await page.clock.fastForward(61_000);
  await reload;
  await expect(stopsOf(page, "Tomas Reyes")).toHaveCount(8);

  await page.getByRole("link", { name: "Previous day" }).click();
  await expect(page.getByLabel("Date")).toHaveValue(addDays(today, -1));
  // Another day is not live: the page says nothing of refreshing, and its minute timer is gone with that line.
  await expect(page.getByText(/refreshes every minute/)).toHaveCount(0);
  let reloaded = false;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith(`${DASHBOARD}.data`)) reloaded = true;
  });
  await page.clock.fastForward(125_000);
  await expect(page.getByLabel("Date")).toHaveValue(addDays(today, -1));
  expect(reloaded).toBe(false);
});

test("a stop in the list opens its stop screen", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await openDashboard(page);
  const link = stopsOf(page, "Tomas Reyes").first().getByRole("link");
  const customer = ((await link.textContent()) ?? "").replace(/^1\. /, "");
  await link.click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\/[^/]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`^S-\\d+ · ${escapeRegExp(customer)}$`) }),
  ).toBeVisible();
});

/** A list of the overview's "Not on a route" cards: its count (in words) matches the links it shows. */
async function unroutedCard(page: Page, title: string) {
  const card = page.getByRole("region", { name: title });
  await expect(card).toBeVisible();
  const summary = await card.getByText(/^(None\.|\d+ — )/).textContent();
  const count = summary === "None." ? 0 : Number(summary?.split(" ")[0]);
  const links = card.getByRole("listitem").getByRole("link");
  const showAll = card.getByRole("link", { name: /^Show all/ });
  if (await showAll.count()) await showAll.click();
  await expect(links).toHaveCount(count);
  return { card, count, links };
}

const loadCell = (row: Locator, weekday: number) =>
  // Columns: technician, then Monday … Sunday, then the week.
  row.getByRole("cell").nth([1, 2, 3, 4, 5, 6, 0].indexOf(weekday));

test("the routing overview: map without tiles, load per technician and weekday, unrouted lists with real counts", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  const today = await openDashboard(page);
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  await page.goto(OVERVIEW);
  await expect(page.getByRole("heading", { level: 1, name: "Routing" })).toBeVisible();
  for (const link of ["Route Managment", "Route Dashboard", "Route Builder"])
    await expect(page.getByRole("main").getByRole("link", { name: link, exact: true })).toBeVisible();

  // The load: Tomas drives today's eight stops on this weekday every week; days off are marked.
  const table = page.getByRole("table", { name: "Stops per technician per day" });
  await expect(table.getByRole("columnheader", { name: "Mon" })).toBeVisible();
  const tomasRow = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Tomas Reyes/ }) });
  await expect(tomasRow.getByRole("rowheader")).toContainText("8 h a day");
  await expect(loadCell(tomasRow, todayWeekday)).toContainText("8 stops");
  const mayaRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Maya Chen/ }) });
  await expect(loadCell(mayaRow, 0)).toHaveText("off");
  await expect(loadCell(mayaRow, 6)).toHaveText("off");

  // Unrouted: the demo has recurring stops without a technician, locations without recurring service, and one
  // location without coordinates; each count matches its list and each entry links where it is fixed.
  const unassigned = await unroutedCard(page, "Recurring stops without a technician");
  expect(unassigned.count).toBeGreaterThan(0);
  await expect(unassigned.links.first()).toHaveAttribute(
    "href",
    /\/company\/recurringServiceStop\/details\//,
  );
  const noService = await unroutedCard(page, "Locations without recurring service");
  expect(noService.count).toBeGreaterThan(0);
  await expect(noService.links.first()).toHaveAttribute(
    "href",
    /\/company\/recurringServiceStop\/createNew\//,
  );
  const noCoordinates = await unroutedCard(page, "Locations without coordinates");
  expect(noCoordinates.count).toBeGreaterThan(0);
  await expect(noCoordinates.links.first()).toHaveAttribute("href", /\/company\/serviceLocations\/details\//);
  // The "Not assigned" figure is the first list's count.
  await expect(page.getByRole("region", { name: "Totals" })).toContainText(`Not assigned${unassigned.count}`);
  await noCoordinates.links.first().click();
  await expect(page).toHaveURL(/\/company\/serviceLocations\/details\//);

  // The map, drawn without tiles, with a legend by technician; the weekday filter keeps that day's places.
  await failMapTiles(page);
  await page.goto(OVERVIEW);
  const map = page.getByRole("region", { name: "Map of the service locations by technician and weekday" });
  await expect(map).toHaveAttribute("aria-roledescription", "map");
  const legend = page.getByRole("list", { name: "Map legend" });
  await expect(legend).toContainText(/Tomas Reyes \(\d+ places\)/);
  await expect(legend).toContainText(/Maya Chen \(\d+ places\)/);
  await page.getByLabel("Weekday", { exact: true }).selectOption(String(todayWeekday));
  await expect(page).toHaveURL(new RegExp(`day=${todayWeekday}`));
  await expect(legend).toContainText("Tomas Reyes (8 places)");
  await page.getByLabel("Technician", { exact: true }).selectOption({ label: "Tomas Reyes" });
  await expect(legend.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText(/^8 of \d+ located places shown\.$/)).toBeVisible();
});

test("a technician sees the route dashboard and the overview (operations:read)", async ({ signedInAs }) => {
  const page = await signedInAs("tech");
  await openDashboard(page);
  await expect(routeOf(page, "Tomas Reyes")).toBeVisible();
  await expect(stopsOf(page, "Tomas Reyes")).toHaveCount(8);
  await page.goto(OVERVIEW);
  await expect(page.getByRole("table", { name: "Stops per technician per day" })).toBeVisible();
});

test("no serious axe violations on the dashboard (today and a finished day) and the overview", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  const today = await openDashboard(page);
  await expectMapWithMarkers(page, /^Map of the routes on /, 8);
  await expectNoSeriousAxeViolations(page);
  await openDashboard(page, `?date=${addDays(today, -7)}`);
  await expectMapWithMarkers(page, /^Map of the routes on /, 8);
  await expectNoSeriousAxeViolations(page);
  await page.goto(OVERVIEW);
  await expect(page.getByRole("region", { name: /^Map of the service locations/ })).toHaveAttribute(
    "aria-roledescription",
    "map",
  );
  await expectNoSeriousAxeViolations(page);
});

test("on a phone (390 px) nothing spills sideways and the day can be changed", async ({ signedInAs }) => {
  const page = await signedInAs("tech", { width: 390 });
  const today = await openDashboard(page);
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);
  await expect(stopsOf(page, "Tomas Reyes").first()).toBeVisible();
  await expectMapWithMarkers(page, /^Map of the routes on /, 8);
  await page.getByRole("link", { name: "Previous day" }).click();
  await expect(page.getByLabel("Date")).toHaveValue(addDays(today, -1));
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await page.goto(OVERVIEW);
  await expect(page.getByRole("table", { name: "Stops per technician per day" })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test("a new company: the dashboard says there are no stops and where to start; the overview is empty", async ({
  page,
}) => {
  await signUpCompany(page);
  await failMapTiles(page);
  await page.goto(DASHBOARD);
  await expect(page.getByText("No stops today")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Recurring Service Stops" })).toHaveAttribute(
    "href",
    "/company/recurringServiceStop",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Route Managment" }).first()).toBeVisible();
  await page.goto(OVERVIEW);
  const unassigned = page.getByRole("region", { name: "Recurring stops without a technician" });
  await expect(unassigned.getByText("None.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Totals" })).toContainText("Located places0");
  await expectNoSeriousAxeViolations(page);
});
