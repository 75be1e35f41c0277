import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { NewCustomer } from "./locations-helpers";

/** The technician's phone offline (app/field): My day, the stop page, the outbox's status, the device store. */

export const MY_DAY = "/company/serviceStops?view=day";

export const fieldStatus = (page: Page) => page.locator("[data-field-status]");
export const pool = (page: Page) => page.getByRole("region", { name: "Pool", exact: true });
export const statusBadge = (page: Page) => page.getByRole("main").locator(".mantine-Badge-root").first();
/** A stop's link on My day: "1. Pooler, Ann". */
export const stopName = (customer: NewCustomer) => new RegExp(`^\\d+\\. ${customer.displayName}$`);
export const stopLink = (page: Page, customer: NewCustomer) =>
  page.getByRole("link", { name: stopName(customer) });

/** The service worker has taken the page (it claims open tabs on its first install). */
export async function workerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The keys of the device store's saved pages and the URLs in the service worker's "field-pages" cache. */
export async function keptOnPhone(page: Page) {
  return page.evaluate(async () => {
    const pages = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open("drip-drop-field");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("pages")) {
          db.close();
          resolve([]);
          return;
        }
        const keys = db.transaction("pages").objectStore("pages").getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.map(String));
        };
        keys.onerror = () => reject(keys.error);
      };
    });
    const cache = await caches.open("field-pages");
    const html = (await cache.keys()).map((r) => {
      const url = new URL(r.url);
      return `${url.pathname}${url.search}`;
    });
    return { pages, html };
  });
}

/** My day opened online has kept every stop's data (IndexedDB) and page (the worker's cache) on the phone. */
export async function expectStopsKept(page: Page, stopPaths: string[]) {
  const ids = stopPaths.map((p) => p.split("/").pop());
  await expect
    .poll(() => keptOnPhone(page), { timeout: 30_000, message: "the day's stops kept on the phone" })
    .toMatchObject({
      pages: expect.arrayContaining(ids.map((id) => `stop:${id}`)),
      html: expect.arrayContaining(stopPaths),
    });
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(fieldStatus(page)).toHaveAttribute("data-field-status", "offline");
}

/** The technician opens My day online (the worker then keeps the stop on the phone) and taps into the stop. */
export async function openStopFromMyDay(tech: Page, customer: NewCustomer, stop: string) {
  await tech.goto(MY_DAY);
  await expect(stopLink(tech, customer)).toBeVisible();
  await workerInCharge(tech);
  await expectStopsKept(tech, [stop]);
  await stopLink(tech, customer).click();
  await expect(tech).toHaveURL(new RegExp(`${stop}$`));
}
