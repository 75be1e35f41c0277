import type { Browser, BrowserContext, Page } from "@playwright/test";
import { baseURL, type DemoAccount, demoStorageState, expect, test } from "./fixtures";

/**
 * Issue 20: the server runs in UTC, the browser here in Tokyo, the demo company (Blue Wave) in America/Phoenix (MST,
 * UTC−7 all year). Every time a page shows must be Phoenix's — on the server's render and after hydration — and the
 * pages must raise no page error (React's #418 is a hydration mismatch) and log no console error. Read-only: demo
 * accounts, nothing written.
 */
const BROWSER_ZONE = "Asia/Tokyo";

/** "Nov 24, 2026, 2:10 PM" with an optional zone name after it. */
const DATE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M( [A-Z]{3,4}| GMT[+-]\d+)?/;

interface Watched {
  page: Page;
  problems: string[];
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A page signed in as a demo account, in Tokyo, that records page errors and console errors. */
async function inTokyo(browser: Browser, account: DemoAccount): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, account),
    timezoneId: BROWSER_ZONE,
  });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`${page.url()}: page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${page.url()}: console error: ${m.text()}`);
  });
  return { page, problems };
}

/** Opens a path and waits until the app has hydrated and settled, so a hydration error would have been raised. */
async function open(w: Watched, path: string) {
  await w.page.goto(path);
  await w.page.waitForLoadState("networkidle");
}

test("the browser really is in another zone than the company", async ({ browser }) => {
  const w = await inTokyo(browser, "owner");
  await open(w, "/company/dashboard");
  expect(await w.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
});

test("a job's estimate and its history show the company's time", async ({ browser }) => {
  const w = await inTokyo(browser, "owner");
  await open(w, "/company/jobs");
  // Seeded: the estimate of "Drain, acid wash and refill" went out two days ago at 14:10 in Phoenix
  // (21:10 UTC, 06:10 the next morning in Tokyo).
  await w.page
    .getByRole("row")
    .filter({ hasText: "Drain, acid wash and refill" })
    .getByRole("link")
    .first()
    .click();
  await w.page.waitForLoadState("networkidle");
  const sent = w.page.getByText(/^Sent to .+ on /);
  await expect(sent).toContainText(/ on [A-Z][a-z]{2} \d{1,2}, \d{4}, 2:10 PM\./);
  await expect(sent).not.toContainText(/9:10|6:10/);

  await w.page
    .getByRole("link", { name: /History/ })
    .first()
    .click();
  await w.page.waitForLoadState("networkidle");
  await expect(w.page.getByText(/2:10 PM/).first()).toBeVisible();
  await expect(w.page.getByText(/9:10 PM|6:10 AM/)).toHaveCount(0);
  expect(w.problems).toEqual([]);
});

test("a conversation shows the same minute to the office and to the pool owner, the owner's with the zone named", async ({
  browser,
}) => {
  const subject = "Green tint after the storm";
  const office = await inTokyo(browser, "owner");
  await open(office, "/company/messages");
  const officeItem = office.page.getByRole("listitem").filter({ hasText: subject });
  const officeWhen = (await officeItem.allInnerTexts()).join("\n").match(DATE_TIME)?.[0];
  expect(officeWhen, "the office's list shows when the conversation last moved").toBeTruthy();
  // Company pages don't name the zone: the office works in it.
  expect(officeWhen).not.toMatch(/ [A-Z]{3,4}$|GMT/);

  const owner = await inTokyo(browser, "client");
  await open(owner, "/messages");
  const ownerItem = owner.page.getByRole("listitem").filter({ hasText: subject });
  const ownerWhen = (await ownerItem.allInnerTexts()).join("\n").match(DATE_TIME)?.[0];
  // The owner may be anywhere: their service company's zone, named.
  expect(ownerWhen).toBe(`${officeWhen} MST`);

  // The conversation itself: every message time in Phoenix, named for the owner.
  await ownerItem.getByRole("link", { name: subject }).click();
  await owner.page.waitForLoadState("networkidle");
  const times =
    (await owner.page.getByRole("main").allInnerTexts()).join("\n").match(new RegExp(DATE_TIME, "g")) ?? [];
  expect(times.length).toBeGreaterThan(0);
  for (const t of times) expect(t).toMatch(/ MST$/);

  expect(office.problems).toEqual([]);
  expect(owner.problems).toEqual([]);
});

test("the owner's portal pages render in the company's zone without errors", async ({ browser }) => {
  const w = await inTokyo(browser, "client");
  for (const path of ["/dashboard", "/mypool", "/equipment", "/invoices", "/contracts"]) {
    await open(w, path);
    const text = (await w.page.getByRole("main").allInnerTexts()).join("\n");
    // No ISO date is shown to a person, and a time names Phoenix's zone, never Tokyo's or UTC.
    expect(text, path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(text, path).not.toMatch(/GMT\+9|JST| UTC\b/);
  }
  expect(w.problems).toEqual([]);
});

test("company pages that once failed to hydrate in another zone render cleanly", async ({ browser }) => {
  const w = await inTokyo(browser, "owner");
  await open(w, "/company/equipmentList");
  // The first row's first link is the equipment's own page.
  await w.page.getByRole("cell").getByRole("link").first().click();
  await w.page.waitForLoadState("networkidle");
  await expect(w.page).toHaveURL(/\/company\/equipment\/details\//);
  for (const path of ["/company/dashboard", "/company/jobs", "/company/alerts", "/company/messages"])
    await open(w, path);
  // Lists of dated work show days as people write them, never "2026-11-19".
  for (const path of ["/company/jobs", "/company/serviceStops?view=all"]) {
    await open(w, path);
    const text = (await w.page.getByRole("main").allInnerTexts()).join("\n");
    expect(text, path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  }
  expect(w.problems).toEqual([]);
});

test("the admin console renders in UTC, named, without hydration errors", async ({ browser }) => {
  const w = await inTokyo(browser, "admin");
  await open(w, "/admin/dashboard");
  // Searched: in a full run other tests add companies, which push the demo's off the first page.
  await open(w, "/seller?q=Blue%20Wave");
  await w.page
    .getByRole("link", { name: /Blue Wave/ })
    .first()
    .click();
  await w.page.waitForLoadState("networkidle");
  await expect(w.page).toHaveURL(/\/seller\/[^/]+$/);
  const text = (await w.page.getByRole("main").allInnerTexts()).join("\n");
  expect(text).not.toMatch(/GMT\+9|JST/);
  expect(w.problems).toEqual([]);
});
