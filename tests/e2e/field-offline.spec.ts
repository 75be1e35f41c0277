import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expectStopsKept,
  fieldStatus,
  goOffline,
  MY_DAY,
  openStopFromMyDay,
  pool,
  statusBadge,
  stopName,
  workerInCharge,
} from "./field-helpers";
import { expect, hydrated, test, toast } from "./fixtures";
import { blockMapTiles, type NewCustomer } from "./locations-helpers";
import { receivedMail, waitForMail } from "./mail";
import { companyWithPool, createTaskGroup, scheduleStop } from "./stop-helpers";
import { addTechnician } from "./team-helpers";

/**
 * The offline field app (issue 19, "Tests and figures"): with the service worker on, a technician's day survives no
 * signal — My day and its stops open from the device, the work done there waits in the outbox and reaches the server
 * exactly once when the phone is back online; a lost answer is sent again safely; a change the server refuses stays
 * on the phone with the reason, and the office is alerted.
 */

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });
// Each test signs up a company and a technician and installs the service worker: on the loaded CI machine that alone
// can take two minutes.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

const REPORT_SUBJECT = /service report/;
const DOSE = "Added: Liquid chlorine 64 fl oz";

async function jpeg() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3080c0" } })
    .jpeg()
    .toBuffer();
}

/**
 * Arrives, (reports a repair with a photo,) types a pH, adds a dose and a photo, and finishes: online it is sent,
 * offline it waits on the phone.
 */
async function workTheStop(page: Page, offline: boolean, repair?: string) {
  // Arrive works through the page's code (the outbox): a tap on the server's HTML before it hydrates does nothing.
  await hydrated(page);
  await page.getByRole("button", { name: "Arrive" }).click();
  await expect(
    toast(
      page,
      offline
        ? "Arrival kept on this phone. It will be sent when you are back online."
        : "Arrived: the stop is in progress.",
    ),
  ).toBeVisible();
  if (repair) {
    await page.getByRole("button", { name: "Report a repair" }).click();
    const dialog = page.getByRole("dialog", { name: "Report a repair" });
    await dialog.getByLabel(/^What is wrong/).fill(repair);
    await dialog
      .getByLabel("Photos")
      .setInputFiles({ name: "leak.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
    await dialog.getByRole("button", { name: "Send to the office" }).click();
    await expect(
      toast(page, "No signal: the repair report is kept on this phone and goes to the office by itself."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const body = pool(page);
  await body.getByLabel("pH", { exact: true }).fill("7.5");
  await body.getByRole("button", { name: "Add a chemical to Pool" }).click();
  await body.getByLabel("Chemical name").last().fill("Liquid chlorine");
  await body.getByLabel("Amount added").last().fill("64");
  await page
    .locator("label", { hasText: /^Add photo$/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: "pool.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
  await expect(page.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Finish stop" }).click();
}

/** The office sees the stop finished with its reading, the dose once and the photo. */
async function expectFinishedOnOffice(office: Page, stopPath: string) {
  await office.goto(stopPath);
  await expect(statusBadge(office)).toHaveText("finished");
  const main = office.getByRole("main");
  await expect(main.getByRole("table").first()).toContainText("7.5");
  await expect(main.getByText(/^Added: /)).toHaveText([DOSE]);
  await expect(main.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
  await expect(main.getByRole("img", { name: "Stop photo 2" })).toHaveCount(0);
}

/** …and one report went to the customer, with the dose once. */
async function expectOneReport(customer: NewCustomer) {
  const report = await waitForMail({ to: customer.email, subject: REPORT_SUBJECT });
  expect(report.text.match(/Liquid chlorine/g)).toHaveLength(1);
  expect(await receivedMail({ to: customer.email, subject: REPORT_SUBJECT })).toHaveLength(1);
}

const REPAIR = "Skimmer lid cracked, leaking at the weir";

test("offline after My day loaded: three stops finished with a reading, a dose and a photo each, sent once when back online", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  // Three visits to the customer's pool today (one customer keeps the test short; each report names its stop).
  const stops: { path: string; label: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const path = await scheduleStop(office, customer, name);
    const scheduled = toast(office, /^Stop S-\d+ scheduled\.$/);
    const label = /S-\d+/.exec((await scheduled.textContent()) ?? "")?.[0] ?? "";
    stops.push({ path, label });
  }
  const links = (page: Page) => page.getByRole("main").getByRole("link", { name: stopName(customer) });
  const context = tech.context();

  await tech.goto(MY_DAY);
  await expect(links(tech)).toHaveCount(3);
  await workerInCharge(tech);
  await expectStopsKept(
    tech,
    stops.map((s) => s.path),
  );

  await goOffline(context, tech);
  await tech.reload();
  await expect(links(tech)).toHaveCount(3);

  for (let i = 0; i < 3; i++) {
    if (i > 0) await tech.goto(MY_DAY);
    await links(tech).nth(i).click();
    await expect(tech).toHaveURL(new RegExp(`${stops[i].path}$`));
    await workTheStop(tech, true, i === 0 ? REPAIR : undefined);
    await expect(
      toast(tech, "Finished on this phone. It will be sent when you are back online."),
    ).toBeVisible();
    await expect(tech.getByText("Done on this phone, waiting to be sent")).toBeVisible();
  }

  // The app closed and opened again, still with no signal: My day from the device, the work waiting.
  await tech.close();
  const phone = await context.newPage();
  await phone.goto(MY_DAY);
  await expect(links(phone)).toHaveCount(3);
  await expect(phone.getByRole("main").getByText("Waiting", { exact: true })).toHaveCount(3);
  await expect(fieldStatus(phone)).toHaveAttribute("data-field-status", "waiting");
  await expect(fieldStatus(phone)).toHaveText(/^Offline · \d+ changes waiting$/);

  await context.setOffline(false);
  await expect(fieldStatus(phone)).toHaveAttribute("data-field-status", "saved", { timeout: 30_000 });
  await expect(fieldStatus(phone)).toHaveText("All saved");

  for (const stop of stops) await expectFinishedOnOffice(office, stop.path);
  // The repair reported offline reached the office once, with its photo.
  await office.goto("/company/repairRequests");
  const repairs = office.getByRole("row").filter({ hasText: REPAIR });
  await expect(repairs).toHaveCount(1);
  await expect(repairs).toContainText("1 photo");
  // One report per stop, each naming its stop once, with the dose once.
  await expect
    .poll(async () => (await receivedMail({ to: customer.email, subject: REPORT_SUBJECT })).length)
    .toBe(3);
  const reports = await receivedMail({ to: customer.email, subject: REPORT_SUBJECT });
  for (const stop of stops) {
    const mine = reports.filter((m) => new RegExp(`service report ${stop.label}(?!\\d)`).test(m.text));
    expect(mine, `the report of ${stop.label}`).toHaveLength(1);
    expect(mine[0].text.match(/Liquid chlorine/g)).toHaveLength(1);
  }
  await context.close();
});

/**
 * Background Sync: the technician finishes a stop offline and closes the app before the signal returns. No page of the
 * app is open to send the outbox, so only the service worker's `sync` event can (nothing else in the worker sends it).
 * Chromium fires the event by itself once the context is online again; the DevTools protocol dispatches it as well so
 * the test does not wait on the browser's timing (the outbox's idempotency keys make a second sync harmless).
 */
test("a stop finished offline with the app closed is sent by the service worker's background sync", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name);
  const context = tech.context();

  await openStopFromMyDay(tech, customer, stop);
  await goOffline(context, tech);
  await workTheStop(tech, true);
  await expect(
    toast(tech, "Finished on this phone. It will be sent when you are back online."),
  ).toBeVisible();
  const origin = new URL(tech.url()).origin;
  await tech.close();

  // A blank tab, not the app: it carries the DevTools session and sends nothing itself.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await context.setOffline(false);
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: await registrationId,
    tag: "field-outbox",
    lastChance: false,
  });

  await expect
    .poll(
      async () => {
        await office.goto(stop);
        return statusBadge(office).textContent();
      },
      { timeout: 30_000, message: "the stop finished on the server by the worker alone" },
    )
    .toBe("finished");
  await expectFinishedOnOffice(office, stop);
  await expectOneReport(customer);
  await context.close();
});

// Online all along: the page's own outbox sender does the work (no service worker needed, nor its precache's load).
test.describe("online", () => {
  test.use({ serviceWorkers: "block" });
  test("a finish whose answer is lost stays waiting and is sent again: one finished stop, one report, the dose once", async ({
    page: office,
    browser,
  }) => {
    await blockMapTiles(office);
    const customer = await companyWithPool(office);
    const { tech, name } = await addTechnician(office, browser, blockMapTiles);
    const stop = await scheduleStop(office, customer, name);
    await tech.goto(stop);

    // The server applies the first finish, the phone never hears of it.
    let cut = false;
    const applied = new Promise<void>((resolve) => {
      void tech.route("**/visit", async (route) => {
        const request = route.request();
        if (cut || request.method() !== "POST" || !(request.postData() ?? "").includes('"finish"'))
          return route.continue();
        cut = true;
        await route.fetch();
        await route.abort();
        resolve();
      });
    });
    await workTheStop(tech, false);
    await applied;
    await tech.unroute("**/visit");
    await waitForMail({ to: customer.email, subject: REPORT_SUBJECT });
    await expect(fieldStatus(tech)).toHaveAttribute("data-field-status", "waiting");

    await fieldStatus(tech).click();
    const dialog = tech.getByRole("dialog", { name: "Changes on this phone" });
    await expect(dialog.getByText(/^Finished · /)).toBeVisible();
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expect(dialog.getByText("Nothing waiting: the office has all your work.")).toBeVisible();
    await expect(fieldStatus(tech)).toHaveText("All saved");
    await tech.keyboard.press("Escape");

    await expectFinishedOnOffice(office, stop);
    await expectOneReport(customer);
    await tech.context().close();
  });
});

test("a stop reassigned while the technician is offline: the finish is not accepted, kept on the phone with the reason, and the office is alerted", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name);
  const context = tech.context();

  await openStopFromMyDay(tech, customer, stop);

  await goOffline(context, tech);
  await workTheStop(tech, true);
  await expect(
    toast(tech, "Finished on this phone. It will be sent when you are back online."),
  ).toBeVisible();

  // Meanwhile the office gives the technician's stops from today to someone else (the owner).
  await office.goto("/company/companyUsers");
  await office.getByRole("link", { name }).first().click();
  const reassign = office.getByRole("region", { name: "Reassign stops" });
  await reassign.getByLabel("New technician").selectOption({ index: 1 });
  await reassign.getByRole("button", { name: "Reassign stops" }).click();
  await office
    .getByRole("dialog", { name: "Reassign stops?" })
    .getByRole("button", { name: "Move stops" })
    .click();
  await expect(toast(office, /./).first()).toBeVisible();

  await context.setOffline(false);
  await expect(fieldStatus(tech)).toHaveAttribute("data-field-status", "refused", { timeout: 30_000 });
  await expect(fieldStatus(tech)).toHaveText(/^\d+ changes? not accepted$/);
  await fieldStatus(tech).click();
  const dialog = tech.getByRole("dialog", { name: "Changes on this phone" });
  await expect(
    dialog.getByText(/^Not accepted: (You can't work this stop\.|Not found\.)$/).first(),
  ).toBeVisible();
  await expect(dialog.getByText(/^Finished · /)).toBeVisible();
  await tech.keyboard.press("Escape");
  // Still on the phone after a reload.
  await tech.reload();
  await expect(fieldStatus(tech)).toHaveAttribute("data-field-status", "refused");

  await office.goto("/company/alerts");
  // One alert for the stop's refused work (the first change sent, the arrival, raises it).
  const main = office.getByRole("main");
  await expect(main).toContainText(new RegExp(`${name}'s offline (arrival|finish) at S-\\d+ was not saved`));
  await expect(main).toContainText("The stop was given to someone else meanwhile.");
  await context.close();
});

test("typing at once after Arrive: the server taking the arrive does not draw the stop screen again, so the field keeps its focus, the keys typed after and a refused Finish's Say why", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  await createTaskGroup(office, "Weekly service", [{ name: "Skim surface" }]);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name, "Weekly service");
  await tech.goto(stop);
  await hydrated(tech);
  // The page's reload of the stop once the server has the arrive is held until the technician is typing (a slow
  // connection at the pool).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tech.context().route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await tech.getByRole("button", { name: "Arrive" }).click();
  const ph = pool(tech).getByLabel("pH", { exact: true });
  await ph.click();
  await tech.keyboard.type("7.");
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();
  // Finish at once, before the page has the server's stop again: refused for the unticked task. A refused Finish once
  // let the screen fall back to the stop as scheduled, and its "Say why" field went with it.
  await tech.getByRole("button", { name: "Finish" }).click();
  const sayWhy = tech.getByLabel("Couldn't do “Skim surface”? Say why");
  await expect(sayWhy).toBeVisible();
  await ph.click();
  await tech.keyboard.press("End");
  const reloaded = tech.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data"));
  release();
  await reloaded;
  await tech.waitForLoadState("networkidle");
  await tech.keyboard.type("5");
  await expect(ph).toBeFocused();
  await expect(ph).toHaveValue("7.5");
  await expect(sayWhy).toBeVisible();
  await tech.context().close();
});
