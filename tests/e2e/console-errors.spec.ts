/**
 * The automatic `consoleErrors` fixture (tests/e2e/fixtures.ts) must keep seeing the browser's errors, or every
 * other spec would pass over hydration errors in silence. Each test causes one, checks the fixture saw it, and
 * clears it so the test itself passes.
 */
import { expect, test } from "./fixtures";

test("a console.error on the default page is collected", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await page.evaluate(() => console.error("console-errors spec: on purpose"));
  await expect
    .poll(() => consoleErrors.list.map((p) => `${p.kind} ${p.text} ${new URL(p.pageUrl).pathname}`))
    .toEqual(["console.error console-errors spec: on purpose /"]);
  consoleErrors.clear();
  expect(consoleErrors.list).toEqual([]);
});

test("an uncaught error in a context the test makes itself is collected", async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError("console-errors spec: thrown on purpose");
    });
  });
  await expect
    .poll(() => consoleErrors.list.map((p) => `${p.kind} ${p.text}`))
    .toEqual(["pageerror TypeError: console-errors spec: thrown on purpose"]);
  consoleErrors.clear();
  await context.close();
});
