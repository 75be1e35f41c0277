import type { Page } from "@playwright/test";
import { baseURL, expect, signUpCompany, test, toast } from "./fixtures";
import { addCustomer, addLocation, blockMapTiles } from "./locations-helpers";

/**
 * Issue 18 §2: one cross-site check for every write, resource routes included. Request-level: the signed-in
 * owner's cookies ride along (page.request shares the browser context), as they would on a forged post.
 */

/** A new company with a one-off stop for today; returns the stop's id. */
async function companyWithStop(page: Page) {
  const owner = await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  await addLocation(page, customer.id);
  await page.goto("/company/serviceStops/createNew/adHoc");
  const picker = page
    .getByRole("textbox", { name: "Customer" })
    .or(page.getByRole("combobox", { name: "Customer" }));
  await picker.first().click();
  await picker.first().fill(customer.lastName);
  await page.getByRole("option", { name: customer.displayName, exact: true }).click();
  await expect(page).toHaveURL(/[?&]customer=/);
  await page.getByLabel("Technician").selectOption({ label: owner.name });
  await page.getByRole("button", { name: "Schedule stop" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\/[\w-]+$/);
  await expect(toast(page, /^Stop S-\d+ scheduled\.$/)).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** The stop screen's "save progress" body, with office notes to look for afterwards. */
const saveWithNotes = (internalNotes: string) =>
  JSON.stringify({
    intent: "save",
    key: `key-${crypto.randomUUID()}`,
    visit: { bodies: [], tasks: [], internalNotes, customerNotes: "", photos: [] },
  });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

test("a foreign site's post to a stop's /visit is refused with 403 and changes nothing; the app's own post works", async ({
  page,
}) => {
  const stopId = await companyWithStop(page);
  const visit = `/company/serviceStops/detail/${stopId}/visit`;
  const stopPage = `/company/serviceStops/detail/${stopId}`;

  // What a form on http://evil.example can send without a CORS preflight: text/plain, with the victim's cookies.
  const forged = `Forged ${crypto.randomUUID()}`;
  const refused = await page.request.post(visit, {
    headers: { origin: "http://evil.example", "content-type": "text/plain" },
    data: saveWithNotes(forged),
  });
  expect(refused.status()).toBe(403);
  // Without Origin, a browser's Sec-Fetch-Site says where the post came from.
  const refusedToo = await page.request.post(visit, {
    headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain" },
    data: saveWithNotes(forged),
  });
  expect(refusedToo.status()).toBe(403);
  expect(await (await page.request.get(stopPage)).text()).not.toContain(forged);

  // The same post from the app's own page is accepted and saved.
  const mine = `Office note ${crypto.randomUUID()}`;
  const accepted = await page.request.post(visit, {
    headers: { origin: baseURL(), "sec-fetch-site": "same-origin", "content-type": "application/json" },
    data: saveWithNotes(mine),
  });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ ok: true });
  expect(await (await page.request.get(stopPage)).text()).toContain(mine);
});

test("sign-out from another site is refused: the session stays", async ({ page }) => {
  await signUpCompany(page);
  const refused = await page.request.post("/signOut", { headers: { origin: "http://evil.example" } });
  expect(refused.status()).toBe(403);
  await page.goto("/company/dashboard");
  await expect(page).toHaveURL(/\/company\/dashboard$/);
});

test("the Stripe webhook is not refused by the origin check (its signature authenticates it)", async ({
  request,
}) => {
  const answer = await request.post("/stripe/webhook", {
    headers: {
      origin: "http://evil.example",
      "content-type": "application/json",
      "stripe-signature": "t=1,v1=x",
    },
    data: JSON.stringify({ id: "evt_x", type: "ping" }),
  });
  expect(answer.status()).not.toBe(403);
  expect(await answer.text()).not.toContain("another site");
});
