import fs from "node:fs";
import path from "node:path";
import {
  baseURL,
  createOwnerInviteCode,
  expect,
  redeemInviteCode,
  signUpClient,
  signUpCompany,
  test,
  toast,
  uniqueSuffix,
} from "./fixtures";
import { createCustomer } from "./locations-helpers";

/** A 4×4 PNG: enough for the photo pipeline (sharp) to read, resize and thumbnail. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGOQm/AfjhiI4wAAq2Ia0R/PIxIAAAAASUVORK5CYII=",
  "base64",
);
const uploadsDir = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "uploads");

/** Whether any stored upload holds `marker` (a file stored as sent would; a refused or re-encoded one does not). */
function storedFileContains(marker: string) {
  if (!fs.existsSync(uploadsDir)) return false;
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).some((name) => {
    const file = path.join(uploadsDir, name);
    return fs.statSync(file).isFile() && fs.readFileSync(file).includes(marker);
  });
}

test("a message photo opens only for the thread's people: signed out and another company get 404", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  await signUpCompany(page, { openDashboard: false });
  await createCustomer(page);
  const code = await createOwnerInviteCode(page);
  const ownerContext = await browser.newContext({ baseURL: baseURL() });
  const owner = await ownerContext.newPage();
  const account = await signUpClient(owner);
  await redeemInviteCode(owner, code, account);

  await owner.goto("/messages/new");
  await owner.getByLabel("Subject").fill("Stain on the steps");
  await owner.getByRole("textbox", { name: "Message" }).fill("Photo of the stain attached.");
  await owner
    .getByLabel(/Attach photos or PDFs/)
    .setInputFiles({ name: "stain.png", mimeType: "image/png", buffer: PNG });
  await owner.getByRole("button", { name: "Send" }).click();
  await expect(toast(owner, "Message sent.")).toBeVisible();
  const photo = owner.getByRole("img", { name: "Photo: stain.png" });
  await expect(photo).toBeVisible();
  const src = (await photo.getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

  // Signed out: not found.
  const visitor = await playwright.request.newContext({ baseURL: baseURL() });
  expect((await visitor.get(src)).status()).toBe(404);
  await visitor.dispose();

  // A member of another company: not found.
  const otherContext = await browser.newContext({ baseURL: baseURL() });
  const other = await otherContext.newPage();
  await signUpCompany(other);
  expect((await other.request.get(src)).status()).toBe(404);
  await otherContext.close();

  // The pool owner who sent it, and the company's office, get the image: typed by its content, never sniffed,
  // kept out of shared caches.
  for (const reader of [owner, page]) {
    const response = await reader.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toMatch(/^private/);
  }
  await ownerContext.close();
});

test("an HTML page labelled image/png is refused next to the field and nothing is stored", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/profile");
  const marker = `html-${uniqueSuffix()}`;
  // Mantine's file input is a button that opens the file chooser.
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("Photo").click();
  await (await chooser).setFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from(`<!doctype html><html><script>alert("${marker}")</script></html>`),
  });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByLabel("Photo")).toHaveAccessibleDescription(
    /This file isn't a PNG, JPEG, WebP or GIF image/,
  );
  expect(storedFileContains(marker)).toBe(false);
});

test("a photo posted to another company's pool is refused and leaves no file", async ({
  page,
  signedInAs,
}) => {
  // A pool of the demo company, as its owner sees it.
  const demoOwner = await signedInAs("owner");
  await demoOwner.goto("/company/bodiesOfWater");
  const href = (await demoOwner
    .getByRole("main")
    .locator('a[href^="/company/bodiesOfWater/details/"]')
    .first()
    .getAttribute("href"))!;

  await signUpCompany(page);
  const marker = `tail-${uniqueSuffix()}`;
  for (let i = 0; i < 3; i++) {
    const response = await page.request.post(href, {
      headers: { Origin: baseURL() },
      multipart: {
        intent: "photo",
        photo: { name: "pool.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.from(marker)]) },
      },
    });
    expect(response.status()).toBe(404);
  }
  expect(storedFileContains(marker)).toBe(false);
});
