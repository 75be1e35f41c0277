import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { importCustomers } from "./routing-helpers";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function photo() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
}

test("a repair reported from a stop with a photo reaches the office, which resolves it", async ({ page }) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  const [customer] = await importCustomers(page, [{ name: "Pump", lat: 27.95, lng: -82.45 }]);

  // The list starts empty and says where requests come from.
  await page.goto("/company/repairRequests");
  await expect(page.getByText("No repair requests yet")).toBeVisible();
  await axe(page);

  // A stop for the owner (who also works stops), arrived at.
  await page.goto(`/company/serviceStops/createNew/adHoc?customer=${customer.id}`);
  await page.getByLabel("Technician").selectOption({ label: owner.name });
  await page.getByRole("button", { name: "Schedule stop" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\/detail\//);
  await page.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(page, "Arrived: the stop is in progress.")).toBeVisible();

  await page.getByRole("button", { name: "Report a repair" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a repair" });
  await dialog.getByLabel(/^What is wrong/).fill("Bad");
  await dialog.getByRole("button", { name: "Send to the office" }).click();
  await expect(dialog.getByText("Say what is wrong (a few words at least).")).toBeVisible();
  await dialog.getByLabel(/^What is wrong/).fill("Pump is screaming: bearings are going");
  await dialog
    .getByLabel("Photos")
    .setInputFiles({ name: "pump.png", mimeType: "image/png", buffer: await photo() });
  await dialog.getByRole("button", { name: "Send to the office" }).click();
  await expect(toast(page, "Repair request sent to the office.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/company/repairRequests");
  const row = page.getByRole("row").filter({ hasText: "Pump is screaming" });
  await expect(row).toContainText("1 photo");
  await expect(row).toContainText("Open");
  await axe(page);
  await row.getByRole("link").first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Repair request — ${customer.displayName}` }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo 1 of the problem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the stop" })).toBeVisible();
  await axe(page);

  // Dismissing needs a note; resolving closes it.
  await page.getByRole("button", { name: "Resolve or dismiss…" }).click();
  const close = page.getByRole("dialog", { name: "Close this repair request" });
  await close.getByLabel("Dismissed: nothing to do").check();
  await close.getByRole("button", { name: "Close request" }).click();
  await expectFieldError(
    close,
    "Note for the person who raised it",
    "Say why it is dismissed: the requester is told.",
  );
  await close.getByLabel("Resolved: the problem is fixed").check();
  await close.getByLabel("Note for the person who raised it").fill("Replaced the motor bearings");
  await close.getByRole("button", { name: "Close request" }).click();
  await expect(toast(page, "Repair request resolved.")).toBeVisible();
  await expect(page.getByText("Replaced the motor bearings")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resolve or dismiss…" })).toHaveCount(0);

  await page.goto("/company/repairRequests?status=resolved");
  await expect(page.getByRole("row").filter({ hasText: "Pump is screaming" })).toBeVisible();
  await page.goto("/company/repairRequests?status=open");
  await expect(page.getByText("No repair requests match")).toBeVisible();
});

test("the office takes a repair request from a call; another company's request is not found", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const [customer] = await importCustomers(page, [{ name: "Leak", lat: 27.95, lng: -82.45 }]);
  await page.goto(`/company/repairRequests/createNew?customer=${customer.id}`);
  await page.getByRole("button", { name: "Record repair request" }).click();
  await expectFieldError(page, /^What is wrong/, "Say what is wrong (a few words at least).");
  await page.getByLabel(/^What is wrong/).fill("Customer says the spa heater trips the breaker");
  await page.getByRole("button", { name: "Record repair request" }).click();
  await expect(toast(page, "Repair request recorded.")).toBeVisible();
  const url = page.url();
  await axe(page);

  // One step to a job that keeps the link.
  await page.getByRole("button", { name: "Turn into a job" }).click();
  await expect(toast(page, /^Job J-\d+ made from the repair request/)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs\/detail\//);
  await page.goto(url);
  await expect(page.getByText("In progress")).toBeVisible();
  await expect(page.getByRole("link", { name: "The job made from it" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn into a job" })).toHaveCount(0);

  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(url).origin });
  const otherPage = await other.newPage();
  await signUpCompany(otherPage, { openDashboard: false });
  const response = await otherPage.goto(new URL(url).pathname);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByText("spa heater")).toHaveCount(0);
  await other.close();
});
