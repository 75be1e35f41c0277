import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectNoSidewaysScroll,
  expectNoTruncatedBadges,
  expectTouchTargets,
  hydrated,
  test,
  toast,
} from "./fixtures";
import { blockMapTiles } from "./locations-helpers";
import { companyWithPool, createTaskGroup, scheduleStop } from "./stop-helpers";
import { addTechnician } from "./team-helpers";

/**
 * The technician's phone (issue 19): on My day and the stop page every control is at least 44 × 44 px (wet
 * fingers), no badge is cut off, the readings' inputs line up, and a reading typed before the page's JavaScript ran
 * is kept and saved.
 */

test.describe.configure({ mode: "parallel", timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

const WET = 44;

/** Everything a wet finger must hit on the screen (the header's menu, search and profile too) is 44 × 44 px, and no
 * badge hides its words. */
async function expectWetFingerFriendly(page: Page) {
  await expectTouchTargets(page, WET, "main, header");
  await expectNoTruncatedBadges(page);
  await expectNoSidewaysScroll(page);
}

/** Inputs whose labels start on the same line start on the same line too (a wrapped label or a hint moves none). */
async function expectReadingsLinedUp(scope: Locator) {
  const rows = await scope.locator("input[inputmode=decimal]").evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).map((input) => ({
      label: input.labels?.[0]?.getBoundingClientRect().top ?? -1,
      input: input.getBoundingClientRect().top,
      name: input.labels?.[0]?.textContent ?? "",
    })),
  );
  expect(rows.length).toBeGreaterThan(2);
  const byRow = new Map<number, typeof rows>();
  for (const r of rows) {
    const key = [...byRow.keys()].find((k) => Math.abs(k - r.label) < 30) ?? r.label;
    byRow.set(key, [...(byRow.get(key) ?? []), r]);
  }
  expect(byRow.size, "the readings sit in rows of more than one").toBeLessThan(rows.length);
  for (const row of byRow.values()) {
    const tops = row.map((r) => r.input);
    expect(
      Math.max(...tops) - Math.min(...tops),
      `inputs of ${row.map((r) => r.name).join(", ")} line up`,
    ).toBeLessThanOrEqual(1);
  }
}

test("My day and the stop page: 44 px targets, whole badges and lined-up readings, from arriving to finished", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  await createTaskGroup(office, "Weekly service", [
    { name: "Skim surface" },
    { name: "Photo of the water", photo: true },
  ]);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name, "Weekly service");

  await tech.goto("/company/serviceStops?view=day");
  await expect(tech.getByRole("link", { name: `1. ${customer.displayName}` })).toBeVisible();
  await expectWetFingerFriendly(tech);

  await tech.getByRole("link", { name: `1. ${customer.displayName}` }).click();
  await expect(tech).toHaveURL(new RegExp(`${stop}$`));
  await expect(tech.getByRole("button", { name: "Arrive" })).toBeVisible();
  await expectWetFingerFriendly(tech);
  // The skip form opens over the page: its reason, note and buttons too.
  await tech.getByRole("button", { name: "Skip", exact: true }).click();
  const skip = tech.getByRole("dialog");
  await expect(skip.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expectTouchTargets(tech, WET, "[role=dialog]");
  await skip.getByRole("button", { name: "Cancel" }).click();
  await expect(skip).toBeHidden();

  await tech.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();
  const pool = tech.getByRole("region", { name: "Pool", exact: true });
  // A pH out of range (a retest badge on the field) and a low chlorine: the analysis offers a dose to record.
  await pool.getByLabel("pH", { exact: true }).fill("0");
  await expect(pool.getByText("Retest: reads 6–9")).toBeVisible();
  await pool.getByLabel("Free chlorine (ppm)", { exact: true }).fill("1");
  await pool.getByLabel("Cyanuric acid (ppm)", { exact: true }).fill("40");
  const analysis = tech.getByRole("region", { name: "Water analysis for Pool" });
  await expect(analysis.getByRole("button", { name: /^Record: / }).first()).toBeVisible();
  await expect(tech.getByRole("button", { name: "Couldn't do “Skim surface”?" })).toBeVisible();
  await expectWetFingerFriendly(tech);
  await expectReadingsLinedUp(pool);

  // A recorded dose (its chemical, amount, unit and remove button) and a photo (its remove button).
  await analysis
    .getByRole("button", { name: /^Record: / })
    .first()
    .click();
  await expect(pool.getByLabel("Amount added")).toHaveCount(1);
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3080c0" } })
    .jpeg()
    .toBuffer();
  await tech
    .locator("label", { hasText: /^Add photo$/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: "pool.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(tech.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
  await tech.getByRole("button", { name: "Couldn't do “Photo of the water”?" }).click();
  await expect(tech.getByLabel("Couldn't do “Photo of the water”? Say why")).toBeVisible();
  await expectWetFingerFriendly(tech);

  await tech.getByLabel("Couldn't do “Photo of the water”? Say why").fill("Camera fogged up");
  await tech.getByRole("checkbox", { name: "Skim surface" }).check();
  await pool.getByLabel("pH", { exact: true }).fill("7.5");
  await tech.getByRole("button", { name: "Finish stop" }).click();
  await expect(toast(tech, /^Stop finished/)).toBeVisible();
  await expect(tech.getByRole("main").getByRole("table").first()).toContainText("7.5");
  await expectWetFingerFriendly(tech);
});

test("a pH typed before the stop page's JavaScript ran is kept when it starts, and saved", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name);
  await tech.goto(stop);
  await tech.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();

  // Opened cold on a slow connection: the page's HTML is there, its JavaScript modules are held back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tech.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await tech.goto(stop, { waitUntil: "commit" });
  const pool = tech.getByRole("region", { name: "Pool", exact: true });
  const pH = pool.getByLabel("pH", { exact: true });
  await expect(pH).toBeEditable();
  await pH.fill("8.2");
  expect(await tech.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);

  release();
  await hydrated(tech);
  await tech.waitForLoadState("networkidle");
  // React took over with the typed value: the field keeps it and the analysis judges it.
  const analysis = tech.getByRole("region", { name: "Water analysis for Pool" });
  await expect(analysis.getByText("high", { exact: true })).toBeVisible();
  await expect(pH).toHaveValue("8.2");

  await tech.getByRole("button", { name: "Save progress" }).click();
  await expect(toast(tech, "Progress saved.")).toBeVisible();
  await tech.unrouteAll({ behavior: "ignoreErrors" });
  await tech.evaluate(() => window.localStorage.clear());
  await tech.reload();
  await expect(pH).toHaveValue("8.2");
});

/** The bytes of the file a multipart body carries in `field`, its file name and type. */
function multipartFile(body: Buffer, field: string) {
  const head = body.indexOf(`name="${field}"`);
  const start = body.indexOf("\r\n\r\n", head) + 4;
  const boundary = body.subarray(0, body.indexOf("\r\n")).toString();
  const end = body.indexOf(`\r\n${boundary}`, start);
  const headers = body.subarray(head, start).toString();
  return {
    bytes: body.subarray(start, end),
    name: /filename="([^"]*)"/.exec(headers)?.[1],
    type: /content-type:\s*(\S+)/i.exec(headers)?.[1],
  };
}

test("a 12-megapixel photo is made small on the phone before it is sent", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const customer = await companyWithPool(office);
  const { tech, name } = await addTechnician(office, browser, blockMapTiles);
  const stop = await scheduleStop(office, customer, name);
  await tech.goto(stop);
  await tech.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();

  // A camera's photo: 4000 × 3000, fine detail everywhere (blurred noise), well over 1.5 MB.
  const [width, height] = [4000, 3000];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
  const original = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(original.length).toBeGreaterThan(1.5 * 1024 * 1024);

  const sent = tech.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`${stop}/photos`));
  await tech
    .locator("label", { hasText: /^Add photo$/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_2041.jpeg", mimeType: "image/jpeg", buffer: original });
  const body = (await sent).postDataBuffer();
  expect(body, "the upload's body").not.toBeNull();
  const photo = multipartFile(body!, "photo");
  expect(photo).toMatchObject({ name: "IMG_2041.jpg", type: "image/jpeg" });
  // What left the phone: at most 2048 px on its longest side, and a fraction of the camera's file.
  const meta = await sharp(photo.bytes).metadata();
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2048);
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThan(1000);
  expect(photo.bytes.length).toBeLessThan(original.length / 3);
  expect(body!.length).toBeLessThan(0.6 * 1024 * 1024);
  test.info().annotations.push({
    type: "photo sent",
    description: `${width}×${height} ${original.length} B → ${meta.width}×${meta.height} ${photo.bytes.length} B`,
  });
  await expect(tech.getByRole("img", { name: "Stop photo 1" })).toBeVisible();
});
