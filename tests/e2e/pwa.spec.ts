import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { testBrowserPath } from "../support/browser-path";
import { expectStopsKept, keptOnPhone } from "./field-helpers";
import { DEMO_PASSWORD, demo, expect, signIn, test } from "./fixtures";

const MY_DAY = "/company/serviceStops?view=day";
/** The worker the e2e server serves (scripts/serve.ts reads it from disk on each request). */
const SW_FILE = path.join(process.cwd(), "build/client/sw.js");

/**
 * The installable app (issue 19): the manifest, and the service worker (app/field/service-worker.ts) opening the
 * technician's pages with no network. The rest of the suite blocks service workers (playwright.config.ts).
 * Read-only: it signs in as the demo technician and changes nothing.
 */
test.use({ serviceWorkers: "allow" });

test("the web app manifest is linked, valid, starts at My day and names its icons", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b7285");
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Drip Drop",
    start_url: "/company/serviceStops?view=day",
    scope: "/",
    display: "standalone",
  });
  for (const icon of manifest.icons as { src: string }[]) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
});

test("offline, My day and a kept stop open from the device; other pages say You are offline", async ({
  page,
  context,
}) => {
  await signIn(page, demo.tech.email, DEMO_PASSWORD);
  await page.goto("/company/serviceStops?view=day");
  const main = page.getByRole("main");
  const stops = main.getByRole("listitem");
  await expect(stops.first()).toBeVisible();
  const count = await stops.count();
  const firstStop = stops.first().getByRole("link").first();
  const stopUrl = (await firstStop.getAttribute("href")) ?? "";
  const customer = ((await firstStop.textContent()) ?? "").replace(/^\d+\.\s*/, "");
  expect(stopUrl).toMatch(/^\/company\/serviceStops\/detail\//);

  // The worker installs and takes the page (first install only); My day asks it to keep the day and the stop.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const kept = await page.evaluate(
    async (urls) => {
      const registration = await navigator.serviceWorker.ready;
      return new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active?.postMessage({ type: "cache-pages", urls }, [channel.port2]);
      });
    },
    ["/company/serviceStops?view=day", stopUrl],
  );
  expect(kept).toEqual({ cached: 2 });

  await context.setOffline(true);
  await page.reload();
  await expect(stops).toHaveCount(count);
  await expect(stops.first().getByRole("link").first()).toHaveText(new RegExp(`${customer}$`));

  await page.goto(stopUrl);
  await expect(page).toHaveURL(stopUrl);
  await expect(main.getByText(customer).first()).toBeVisible();

  // A client navigation to an office page: its data cannot load, the page says why.
  await page
    .getByRole("link", { name: /^Dashboard$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open My day" })).toBeVisible();

  // A whole office page: the offline page, with the way back to My day.
  await page.goto("/company/customers");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await page.getByRole("link", { name: "Open My day" }).click();
  await expect(stops).toHaveCount(count);

  await context.setOffline(false);
});

/** Waits until the service worker controls the page and has kept My day and `urls` for offline use. */
async function keptForOffline(page: Page, urls: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const kept = await page.evaluate(async (list) => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      registration.active?.postMessage({ type: "cache-pages", urls: list }, [channel.port2]);
    });
  }, urls);
  expect(kept).toEqual({ cached: urls.length });
}

test("a tap into the first stop as soon as My day answers still leaves the whole day on the phone", async ({
  page,
  context,
}) => {
  await signIn(page, demo.tech.email, DEMO_PASSWORD);
  await page.goto(MY_DAY);
  const cards = page.getByRole("main").locator('ol a[href^="/company/serviceStops/detail/"]');
  await expect(cards.first()).toBeVisible();
  const stopPaths = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  // Tapped once React answers taps and before My day's own start (1.5 s): the screen leaves before the phone
  // began keeping the day, with the worker still installing. The day and every stop are kept all the same.
  await page.waitForFunction(
    (link) =>
      Object.keys(document.querySelector(`a[href="${link}"]`) ?? {}).some((k) =>
        k.startsWith("__reactProps"),
      ),
    stopPaths[0],
  );
  await cards.first().click();
  await expect(page).toHaveURL(stopPaths[0]);
  await expectStopsKept(page, stopPaths);
  await expect
    .poll(async () => (await keptOnPhone(page)).html, { message: "My day kept as a page" })
    .toContain(MY_DAY);

  await context.setOffline(true);
  await page.goto(MY_DAY);
  await expect(cards).toHaveCount(stopPaths.length);
  const lastCustomer = ((await cards.last().textContent()) ?? "").replace(/^\d+\.\s*/, "");
  await page.goto(stopPaths[stopPaths.length - 1]);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`${lastCustomer}$`) })).toBeVisible();
  await context.setOffline(false);
});

test("a new version is announced and waits for Reload; it never swaps itself in", async ({ page }) => {
  await signIn(page, demo.tech.email, DEMO_PASSWORD);
  await page.goto(MY_DAY);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const banner = page.getByText("Update available");
  await expect(banner).toHaveCount(0);

  // A new build: the worker's script changes on the server (restored afterwards; only this file lets workers run).
  const original = await fs.readFile(SW_FILE, "utf-8");
  try {
    await fs.writeFile(SW_FILE, `${original}\n// the next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(banner).toBeVisible();
    // It waits: the page is still the old version's until the technician chooses.
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      )
      .toBe(false);
  } finally {
    await fs.writeFile(SW_FILE, original);
  }
});

test("after the browser is closed and opened again with no network, My day and a stop open from the device", async ({
  baseURL,
}, testInfo) => {
  const profile = testInfo.outputPath("browser-profile");
  const launch = (offline: boolean) =>
    chromium.launchPersistentContext(profile, {
      baseURL,
      offline,
      serviceWorkers: "allow",
      reducedMotion: "reduce",
      executablePath: testBrowserPath(),
      args: ["--no-sandbox", "--disable-gpu"],
    });
  const online = await launch(false);
  const page = online.pages()[0] ?? (await online.newPage());
  await signIn(page, demo.tech.email, DEMO_PASSWORD);
  await page.goto(MY_DAY);
  const stops = page.getByRole("main").getByRole("listitem");
  await expect(stops.first()).toBeVisible();
  const count = await stops.count();
  const firstStop = stops.first().getByRole("link").first();
  const stopUrl = (await firstStop.getAttribute("href")) ?? "";
  const customer = ((await firstStop.textContent()) ?? "").replace(/^\d+\.\s*/, "");
  await keptForOffline(page, [MY_DAY, stopUrl]);
  await online.close();

  const offline = await launch(true);
  const phone = offline.pages()[0] ?? (await offline.newPage());
  await phone.goto(MY_DAY);
  expect(await phone.evaluate(() => navigator.onLine)).toBe(false);
  await expect(phone.getByRole("main").getByRole("listitem")).toHaveCount(count);
  await phone.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  await expect(phone).toHaveURL(stopUrl);
  await expect(phone.getByRole("heading", { level: 1 })).toContainText(customer);
  await offline.close();
});
