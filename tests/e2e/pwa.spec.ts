import { DEMO_PASSWORD, demo, expect, signIn, test } from "./fixtures";

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
