import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  type NewCompanyAccount,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import {
  addCustomer,
  addLocation,
  addPool,
  blockMapTiles,
  bodyRows,
  field,
  filterList,
  type NewCustomer,
  type NewLocation,
} from "./locations-helpers";
import { receivedMail, waitForMail } from "./mail";
import { createTaskGroup } from "./stop-helpers";
import { addTechnician } from "./team-helpers";

// Every test signs up its own company, customer and stop, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

const FINISHED_AND_SENT = "Stop finished. The service report was e-mailed to the customer.";
const REPORT_SUBJECT = /service report/;

/** A small real photo (a JPEG with some content), as a phone camera would hand over. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

interface Place {
  owner: NewCompanyAccount;
  customer: NewCustomer;
  location: NewLocation;
}

/** A new company whose customer (with an e-mail address) has a location with a pool and a spa. */
async function companyWithPoolAndSpa(page: Page): Promise<Place> {
  const owner = await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await addLocation(page, customer.id);
  await addPool(page, customer.id, location.id, { name: "Pool", volume: "15000" });
  await page.goto(`/company/bodiesOfWater/createNew/${customer.id}/${location.id}`);
  await field(page, "Name").fill("Spa");
  await page.getByLabel("Kind").selectOption("Spa");
  await field(page, "Volume (gal)").fill("500");
  await page.getByRole("button", { name: "Create body of water" }).click();
  await expect(toast(page, "Spa added.")).toBeVisible();
  return { owner, customer, location };
}

/** A task group with one required checkbox task and, optionally, a required photo task. */
/**
 * The owner schedules a one-off stop for today at the place, with themself as the technician unless told; ends on
 * the stop's page. Returns the stop's label ("S-1").
 */
async function scheduleStop(
  page: Page,
  place: Place,
  options: { checklist?: string; technician?: string } = {},
) {
  await page.goto("/company/serviceStops/createNew/adHoc");
  await expect(page.getByRole("heading", { level: 1, name: "New service stop" })).toBeVisible();
  // A searchable select whose options come from the server; choosing reloads the page with their locations.
  const picker = page
    .getByRole("textbox", { name: "Customer" })
    .or(page.getByRole("combobox", { name: "Customer" }));
  await picker.first().click();
  await picker.first().fill(place.customer.lastName);
  await page.getByRole("option", { name: place.customer.displayName, exact: true }).click();
  await expect(page).toHaveURL(/[?&]customer=/);
  await expect(page.getByText(`Visit for ${place.customer.displayName}`)).toBeVisible();
  await expect(page.getByLabel(/^Service location/)).toContainText(place.location.addressLine);
  await page.getByLabel("Technician").selectOption({ label: options.technician ?? place.owner.name });
  await page
    .getByLabel("Checklist (task group)")
    .selectOption({ label: options.checklist ?? "No checklist" });
  await page.getByRole("button", { name: "Schedule stop" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\/[\w-]+$/);
  const scheduled = toast(page, /^Stop S-\d+ scheduled\.$/);
  await expect(scheduled).toBeVisible();
  const label = (await scheduled.textContent())?.match(/S-\d+/)?.[0];
  if (!label) throw new Error("no stop number in the toast");
  await expect(
    page.getByRole("heading", { level: 1, name: `${label} · ${place.customer.displayName}` }),
  ).toBeVisible();
  return label;
}

/** Opens the stop from "My day" and arrives; the stop screen is then in progress. */
async function arriveFromMyDay(page: Page, place: Place) {
  await page.goto("/company/serviceStops?view=day");
  await expect(page.getByText(/^Today: 1 stop, 0 done$/)).toBeVisible();
  await page.getByRole("link", { name: `1. ${place.customer.displayName}` }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\/[\w-]+$/);
  await page.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(page, "Arrived: the stop is in progress.")).toBeVisible();
  await expect(statusBadge(page)).toHaveText("in progress");
}

/** The stop's status badge, next to the page title. */
const statusBadge = (page: Page) => page.getByRole("main").locator(".mantine-Badge-root").first();
const body = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const reading = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/**
 * The hidden file input of a photo button, found by the button's name (its visible text, or its aria-label when the
 * visible text is short).
 */
const photoInput = (page: Page, name: string) =>
  page
    .locator(`label[aria-label="${name}"]`)
    .or(page.locator("label", { hasText: new RegExp(`^${name}$`) }))
    .locator('input[type="file"]');

/** Adds a chemical by name (the company has no items, so the name is typed) to the body's "Chemicals added". */
async function addChemical(scope: Locator, name: string, amount: string) {
  const bodyName = await scope.getByRole("heading", { level: 2 }).first().textContent();
  await scope.getByRole("button", { name: `Add a chemical to ${bodyName}` }).click();
  await scope.getByLabel("Chemical name").last().fill(name);
  await scope.getByLabel("Amount added").last().fill(amount);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a technician finishes a stop with a pool and a spa, chemicals, checklist and photos; the report is e-mailed", async ({
    page: office,
    browser,
    playwright,
  }) => {
    const place = await companyWithPoolAndSpa(office);
    await createTaskGroup(office, "Weekly service", [
      { name: "Skim surface" },
      { name: "Photo of the water", photo: true },
    ]);
    const { tech: page, name: technician } = await addTechnician(office, browser, blockMapTiles);
    const label = await scheduleStop(office, place, { checklist: "Weekly service", technician });
    const stopUrl = office.url();
    await arriveFromMyDay(page, place);

    // Readings for both bodies of water; the pool's pH is high and the analysis says so as it is typed.
    const pool = body(page, "Pool");
    const spa = body(page, "Spa");
    await reading(pool, "pH").fill("8.2");
    await reading(pool, "Free chlorine (ppm)").fill("3");
    const poolAnalysis = page.getByRole("region", { name: "Water analysis for Pool" });
    await expect(poolAnalysis.getByText("high", { exact: true })).toBeVisible();
    await reading(spa, "pH").fill("7.5");
    await expect(page.getByRole("region", { name: "Water analysis for Spa" })).toBeVisible();

    await addChemical(pool, "Muriatic acid", "16");

    // The checklist: the checkbox task, then the photo task's photo (that ticks it).
    await page.getByRole("checkbox", { name: "Skim surface" }).check();
    await photoInput(page, "Take photo for Photo of the water").setInputFiles(
      await photo("water.jpg", { r: 30, g: 120, b: 200 }),
    );
    await expect(page.getByRole("img", { name: "Photo for Photo of the water" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Photo of the water" })).toBeChecked();

    // A general photo and notes for both audiences.
    await photoInput(page, "Add photo").setInputFiles(
      await photo("equipment.jpg", { r: 200, g: 200, b: 190 }),
    );
    await expect(page.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
    const customerNote = "Your pool looks great; we lowered the pH.";
    const officeNote = "Pump is noisy, quote a replacement.";
    await page.getByLabel("Notes for the customer").fill(customerNote);
    await page.getByLabel("Notes for the office").fill(officeNote);

    await page.getByRole("button", { name: "Finish stop" }).click();
    await expect(toast(page, FINISHED_AND_SENT)).toBeVisible();
    await expect(statusBadge(page)).toHaveText("finished");
    const main = page.getByRole("main");
    const poolTable = main.getByRole("table").first();
    await expect(poolTable.getByRole("row", { name: /pH/ })).toContainText("8.2");
    await expect(poolTable.getByRole("row", { name: /pH/ })).toContainText("high");
    await expect(main.getByRole("table").nth(1).getByRole("row", { name: /pH/ })).toContainText("7.5");
    await expect(main).toContainText("Added: Muriatic acid 16 fl oz");
    await expect(main).toContainText("✔ Skim surface");
    // Both photos stay with the finished stop: the general one and the checklist task's (issue 19).
    await expect(main.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
    await expect(main.getByRole("img", { name: "Photo for Photo of the water" })).toBeVisible();
    // The report goes out through the job queue within seconds of the finish: the page shows it once sent.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("main")).toContainText(/Service report e-mailed/, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    const mail = await waitForMail({ to: place.customer.email, subject: REPORT_SUBJECT });
    expect(mail.subject).toMatch(/^Your pool service report — /);
    expect(mail.text).toContain(`service report ${label}`);
    expect(mail.text).toContain("pH: 8.2 (HIGH, target 7.2–7.8)");
    expect(mail.text).toMatch(/SPA\n(.*\n)*?\s+pH: 7\.5 \(in range/);
    expect(mail.text).toMatch(/Muriatic acid:? 16 fl oz/);
    expect(mail.text).toContain("[x] Skim surface");
    expect(mail.text.match(/\/uploads\/[0-9a-f-]{36}\.jpg\?exp=/g)).toHaveLength(2);
    expect(mail.text).toContain(customerNote);
    expect(mail.text).not.toContain(officeNote);
    expect(mail.html).toContain(customerNote);
    expect(mail.html).not.toContain(officeNote);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `service-report-${label}.pdf`, contentType: "application/pdf" }),
    ]);
    expect(mail.attachments[0].size).toBeGreaterThan(1_000);
    // The report's photos open from the e-mail without signing in, by a signed link; the bare URL stays private.
    const photoLink = /(http\S+\/uploads\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=[\w-]+)/.exec(mail.text)?.[1];
    expect(photoLink).toBeTruthy();
    expect(mail.html).toMatch(/<img src="http\S+\/uploads\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=[\w-]+"/);
    const reader = await playwright.request.newContext();
    const opened = await reader.get(photoLink!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("image/jpeg");
    expect((await reader.get(photoLink!.split("?")[0])).status()).toBe(404);
    await reader.dispose();
    await page.context().close();

    // The office sees both on the finished stop, and on the pool's Photos with the stop they were taken at.
    await office.goto(stopUrl);
    await expect(
      office.getByRole("main").getByRole("img", { name: "Photo for Photo of the water" }),
    ).toBeVisible();
    await office.getByRole("main").getByRole("link", { name: "Pool", exact: true }).click();
    await office.getByRole("tab", { name: "Photos (2)" }).click();
    await expect(
      office.getByRole("img", { name: `Photo of the water, photo from ${label}`, exact: true }),
    ).toBeVisible();
    await expect(office.getByRole("img", { name: `Photo from ${label}`, exact: true })).toBeVisible();
  });
});

test.describe("chemistry on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a reading pool water cannot have says retest and doses nothing; free chlorine is judged one way throughout", async ({
    page,
  }) => {
    const place = await companyWithPoolAndSpa(page);
    await scheduleStop(page, place);
    await arriveFromMyDay(page, place);
    const pool = body(page, "Pool");
    const analysis = page.getByRole("region", { name: "Water analysis for Pool" });

    // pH 0 used to get 216.79 lb of soda ash: now a retest badge on the field and in the analysis, and no dose.
    await reading(pool, "pH").fill("0");
    await expect(pool.getByText("Retest: reads 6–9")).toBeVisible();
    await expect(analysis.getByText("retest", { exact: true })).toBeVisible();
    await expect(analysis).toContainText(
      "pH 0 is outside what pool water can read (6–9): retest before dosing.",
    );
    await expect(analysis).not.toContainText("Soda ash");
    await analysis.scrollIntoViewIfNeeded();

    // Free chlorine 1 at CYA 40 is below the TFP minimum of 3 on the stop screen, the finished stop and the report.
    await reading(pool, "Free chlorine (ppm)").fill("1");
    await reading(pool, "Cyanuric acid (ppm)").fill("40");
    await expect(analysis).toContainText("Free chlorine 1 ppm is 2 ppm below 3 ppm");
    // Record copies the recommended dose once: the button then says Recorded, and a second tap adds nothing (issue 19).
    const record = analysis.getByRole("button", { name: /^Record: .*chlorine/i }).first();
    const message = (await record.getAttribute("aria-label"))!.replace(/^Record: /, "");
    await record.click();
    const recorded = analysis.getByRole("button", { name: `Recorded: ${message}`, exact: true });
    await expect(recorded).toBeDisabled();
    await expect(analysis.getByRole("button", { name: `Record: ${message}`, exact: true })).toHaveCount(0);
    await recorded.click({ force: true });
    await expect(pool.getByLabel("Amount added")).toHaveCount(1);
    const chemical = await pool.getByLabel("Chemical name").inputValue();
    expect(chemical).toMatch(/chlorine/i);
    await reading(pool, "pH").fill("7.5");
    await expect(analysis.getByText("retest", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Finish stop" }).click();
    await expect(toast(page, FINISHED_AND_SENT)).toBeVisible();
    const fcRow = page
      .getByRole("main")
      .getByRole("table")
      .first()
      .getByRole("row", { name: /Free chlorine/ });
    await expect(fcRow).toContainText("low");
    await expect(fcRow).toContainText("3–7");
    const added = page.getByRole("main").getByText(/^Added: /);
    await expect(added).toHaveCount(1);
    expect((await added.textContent())!.split(chemical)).toHaveLength(2);
    const mail = await waitForMail({ to: place.customer.email, subject: REPORT_SUBJECT });
    expect(mail.text).toContain("Free chlorine: 1 ppm (LOW, target 3–7 ppm)");
    expect(mail.text.split(chemical)).toHaveLength(2);
  });
});

test("wrong input: messages next to the fields, nothing saved, what was typed is kept on the device", async ({
  page,
}) => {
  const place = await companyWithPoolAndSpa(page);
  await createTaskGroup(page, "Quick check", [{ name: "Brush walls" }]);
  await scheduleStop(page, place, { checklist: "Quick check" });
  await arriveFromMyDay(page, place);
  const pool = body(page, "Pool");
  const finish = page.getByRole("button", { name: "Finish stop" });

  // A pH no test kit reports.
  await reading(pool, "pH").fill("15");
  await finish.click();
  await expectFieldError(pool, /^pH$/, "pH must be between 0 and 14.");

  // Nothing reached the server, but the phone kept what was typed.
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Restored from this device" })).toBeVisible();
  await expect(statusBadge(page)).toHaveText("in progress");
  await expect(reading(body(page, "Pool"), "pH")).toHaveValue("15");

  // A negative amount of chemical.
  await reading(pool, "pH").fill("7.4");
  await addChemical(pool, "Soda ash", "-2");
  await finish.click();
  await expectFieldError(pool, "Amount added", "The amount added must be more than 0.");
  await expect(statusBadge(page)).toHaveText("in progress");
  await pool.getByLabel("Amount added").fill("2");

  // The required task, neither done nor explained: "Couldn't do …?" opens the reason field, left empty here.
  await expect(page.getByLabel("Couldn't do “Brush walls”? Say why")).toHaveCount(0);
  await page.getByRole("button", { name: "Couldn't do “Brush walls”?" }).click();
  const reason = page.getByLabel("Couldn't do “Brush walls”? Say why");
  await expect(reason).toBeVisible();
  await finish.click();
  const required = "“Brush walls” is required: do it, or say why it was missed.";
  await expect(page.getByRole("main").getByText(required)).toBeVisible();
  await page.reload();
  await expect(statusBadge(page)).toHaveText("in progress");

  // Saying why lets the stop finish.
  await page.getByRole("button", { name: "Couldn't do “Brush walls”?" }).click();
  await page.getByLabel("Couldn't do “Brush walls”? Say why").fill("Brush pole broke");
  await page.getByRole("button", { name: "Finish stop" }).click();
  await expect(toast(page, FINISHED_AND_SENT)).toBeVisible();
  await expect(statusBadge(page)).toHaveText("finished");
  const mail = await waitForMail({ to: place.customer.email, subject: REPORT_SUBJECT });
  expect(mail.text).toContain("[ ] Brush walls — Brush pole broke");
  expect(mail.text).toMatch(/Soda ash:? 2 fl oz/);
  expect(mail.text).toContain("pH: 7.4 (in range");
});

test.describe("finishing without a connection", () => {
  async function readyToFinish(page: Page) {
    const place = await companyWithPoolAndSpa(page);
    const label = await scheduleStop(page, place);
    await arriveFromMyDay(page, place);
    const pool = body(page, "Pool");
    await reading(pool, "pH").fill("7.5");
    await addChemical(pool, "Liquid chlorine", "64");
    return { place, label };
  }

  async function expectOneReportAndOneDose(page: Page, place: Place) {
    await expect(statusBadge(page)).toHaveText("finished");
    // The finished stop's summary lists the dose once, also after a reload.
    const added = page.getByRole("main").getByText(/^Added: /);
    await expect(added).toHaveText(["Added: Liquid chlorine 64 fl oz"]);
    await page.reload();
    await expect(added).toHaveText(["Added: Liquid chlorine 64 fl oz"]);
    // The report is sent before the finish answers, so any second copy would be there by now.
    const reports = await receivedMail({ to: place.customer.email, subject: REPORT_SUBJECT });
    expect(reports).toHaveLength(1);
    expect(reports[0].text.match(/Liquid chlorine/g)).toHaveLength(1);
  }

  // The answer lost after the server finished the stop: field-offline.spec.ts.
  test("the request never reaches the server: kept on the phone, sent from the outbox, one report", async ({
    page,
  }) => {
    const { place } = await readyToFinish(page);
    await page.route("**/visit", (route) => route.abort());
    await page.getByRole("button", { name: "Finish stop" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Kept on this phone" })).toBeVisible();
    const status = page.locator("[data-field-status]");
    await expect(status).toHaveAttribute("data-field-status", "waiting");
    expect(await receivedMail({ to: place.customer.email })).toHaveLength(0);

    await page.unroute("**/visit");
    await status.click();
    await page
      .getByRole("dialog", { name: "Changes on this phone" })
      .getByRole("button", { name: "Send now" })
      .click();
    await expect(status).toHaveText("All saved");
    await page.keyboard.press("Escape");
    await waitForMail({ to: place.customer.email, subject: REPORT_SUBJECT });
    await expectOneReportAndOneDose(page, place);
  });
});

test("skip: the reason and note are kept, the status says why and the customer is e-mailed", async ({
  page,
}) => {
  const place = await companyWithPoolAndSpa(page);
  await scheduleStop(page, place);
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Skip this stop" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Why/).selectOption({ label: "Gate locked" });
  const note = "Padlock on the side gate, nobody home.";
  await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Skip stop" }).click();
  await expect(toast(page, "Stop skipped. The customer was told.")).toBeVisible();
  await expect(statusBadge(page)).toHaveText("skipped: gate locked");
  await expect(page.getByRole("main")).toContainText(note);

  const mail = await waitForMail({ to: place.customer.email, subject: /We missed your pool service/ });
  expect(mail.text).toContain("because the gate was locked");
  expect(mail.text).toContain(`Note from your technician: ${note}`);
});

test("the office list finds a stop by number and filters by status; axe on the day view, stop and list", async ({
  page,
}) => {
  const place = await companyWithPoolAndSpa(page);
  const skipped = await scheduleStop(page, place);
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Skip this stop" })
    .getByRole("button", { name: "Skip stop" })
    .click();
  await expect(toast(page, /^Stop skipped/)).toBeVisible();
  const scheduled = await scheduleStop(page, place);
  await page.reload();
  await expectNoSeriousAxeViolations(page);

  await page.goto("/company/serviceStops?view=day");
  await expect(page.getByText(/^Today: 2 stops, 1 done$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The stop screen while it is worked, with readings and the analysis showing.
  await page
    .getByRole("main")
    .getByRole("link", { name: `2. ${place.customer.displayName}` })
    .click();
  await page.getByRole("button", { name: "Arrive" }).click();
  await expect(statusBadge(page)).toHaveText("in progress");
  await reading(body(page, "Pool"), "pH").fill("8.2");
  await expect(page.getByRole("region", { name: "Water analysis for Pool" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto("/company/serviceStops?view=all");
  await expect(bodyRows(page)).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  const search = page.getByRole("search").getByRole("textbox", { name: "Search stops" });
  await search.fill(skipped);
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=S-\d+/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(skipped);
  await expect(bodyRows(page).first()).toContainText("skipped: gate locked");

  await search.fill("");
  await search.press("Enter");
  await expect(bodyRows(page)).toHaveCount(2);
  await filterList(page, "Status", "in progress", /[?&]status=in(\+|%20)progress/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(scheduled);
  await filterList(page, "Status", "finished", /[?&]status=finished/);
  await expect(page.getByRole("main").getByText("No stops match")).toBeVisible();
});
