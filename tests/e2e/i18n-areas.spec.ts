import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { spanishContext } from "./i18n-helpers";

/**
 * The browser holds the catalog by area (components/i18n/catalogs.ts): a page hydrates with the areas the server
 * rendered it with, and a navigation waits for the rest of the language. Any hydration mismatch is a console error,
 * which fails the test (fixtures' consoleErrors).
 */

/** A raw key on screen ("reports.overview.heading"): an area that was not there when the page rendered. */
const RAW_KEY = /\b(common|reports|money|office|team|field)\.[a-z][a-zA-Z]*\.[a-zA-Z.]+/;

/** Holds back every catalog file of an area (its messages are `"area.…":` properties) until `release` is called. */
async function holdArea(page: Page, area: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const definesArea = new RegExp(`"${area}\\.[\\w.]+":`);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (definesArea.test(body)) await released;
    await route.fulfill({ response, body });
  });
  return () => release();
}

test("a page lists the areas it was rendered with, and a navigation to another area shows its words, never a key", async ({
  browser,
}) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const releaseReports = await holdArea(page, "reports");

  await page.goto("/company/dashboard");
  const areas = await page.evaluate(() => (window as { __i18nAreas?: string[] }).__i18nAreas);
  expect(areas).toContain("common");
  expect(areas).not.toContain("reports");
  expect(areas).not.toContain("admin");
  // Hydrated (the menu button answers) in Spanish while the reports area is still held back.
  await page.getByRole("link", { name: "Reportes", exact: true }).first().waitFor();
  await expect(page.getByRole("main")).not.toContainText(RAW_KEY);

  // The navigation waits for the whole language: while the reports area is held, the dashboard stays (no page of
  // keys); the short wait gives a navigation that did not wait the time to render.
  await page.getByRole("link", { name: "Reportes", exact: true }).first().click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/company\/dashboard/);
  await expect(page.getByRole("main")).not.toContainText(RAW_KEY);
  releaseReports();
  await expect(page).toHaveURL(/\/company\/reports/);
  await expect(page.getByRole("heading", { name: "Informes", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Informes — Drip Drop");
  await expect(page.getByRole("main")).not.toContainText(RAW_KEY);
  await context.close();
});
