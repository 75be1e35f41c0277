import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  createOwnerInviteCode,
  expect,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  expectNoTruncatedBadges,
  expectTouchTargets,
  phonePage,
  redeemInviteCode,
  signUpClient,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer, addPool, createLocation } from "./locations-helpers";

/**
 * Axe with the pointer away from any tooltip, nothing but tables' own regions scrolling sideways, whole badges and
 * targets big enough for a finger.
 */
async function check(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await expectNoTruncatedBadges(page);
  await expectTouchTargets(page);
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#2980b9" } })
    .png()
    .toBuffer();

test("a pool owner opens a receipt of a payment the office recorded, reports a problem with a photo the office sees, and turns invoice e-mails off", async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.96", longitude: "-82.45" });
  await addPool(page, customer.id, location.id, { name: "Backyard pool" });

  // The owner's invite code, redeemed on their phone.
  await page.goto(`/company/customers/details/${customer.id}`);
  const code = await createOwnerInviteCode(page);
  const owner = await phonePage(browser);
  const account = await signUpClient(owner);
  await redeemInviteCode(owner, code, account);

  // The office invoices the customer and records a check for part of it.
  await page.goto(`/company/invoices?customer=${customer.id}`);
  await page.getByRole("button", { name: "New invoice" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create draft" }).click();
  const drafted = toast(page, /^Draft INV-\d+ created/);
  await expect(drafted).toBeVisible();
  await expect(page).toHaveURL(/\/company\/invoices\/[\w-]{20,}$/);
  const label = (await drafted.textContent())!.match(/INV-\d+/)![0];
  await page.getByRole("button", { name: "Add line" }).click();
  const line = page.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Filter clean");
  await line.getByLabel("Unit price").fill("150");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Send invoice" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, `Invoice sent to ${customer.email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Record payment" }).click();
  await page.getByRole("dialog").getByLabel("Amount").fill("100");
  await page.getByRole("dialog").getByLabel("Method").selectOption("check");
  await page.getByRole("dialog").getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment of $100.00 recorded.")).toBeVisible();

  // The owner: dashboard → invoices → the invoice → its receipt (page and PDF).
  await owner.goto("/dashboard");
  await owner.getByRole("link", { name: "All invoices and receipts" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const row = owner.getByRole("row").filter({ hasText: label });
  await expect(row).toContainText("Partly paid");
  await expect(row).toContainText("$50.00");
  await check(owner);
  await row.getByRole("link", { name: label }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Invoice ${label}` })).toBeVisible();
  await expect(owner.getByRole("link", { name: "Pay $50.00" })).toHaveAttribute(
    "href",
    /^\/invoice\/[\w-]+$/,
  );
  await check(owner);
  await owner.getByRole("link", { name: /^Receipt for \$100\.00/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Payment receipt" })).toBeVisible();
  const receipt = owner.getByRole("table", { name: "Receipt" });
  await expect(receipt.getByRole("row", { name: /Method/ })).toContainText("Check");
  await expect(receipt.getByRole("row", { name: /^Amount/ })).toContainText("$100.00");
  await check(owner);
  const pdf = await owner.request.get(
    (await owner.getByRole("link", { name: "Download receipt PDF" }).getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // A problem with a photo, from My Pool; bad input first.
  await owner.goto("/mypool");
  await owner.getByRole("link", { name: "Report a problem" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Report a problem" })).toBeVisible();
  await owner.getByRole("button", { name: "Send to my pool company" }).click();
  await expect(owner.getByText("Say what is wrong (a few words at least).")).toBeVisible();
  await owner.getByLabel(/^What is wrong/).fill("The skimmer lid is cracked");
  await owner
    .getByLabel("Photos")
    .setInputFiles({ name: "lid.png", mimeType: "image/png", buffer: await photo() });
  await check(owner);
  await owner.getByRole("button", { name: "Send to my pool company" }).click();
  await expect(toast(owner, "Problem reported: your pool company has it.")).toBeVisible();
  const reported = owner.getByRole("article", { name: /The skimmer lid is cracked/ });
  await expect(reported).toContainText("Open");
  await expect(reported.getByRole("img", { name: "Photo 1 you sent" })).toBeVisible();
  await check(owner);

  // The office sees it, with the photo, from the client.
  await page.goto("/company/repairRequests");
  const request = page.getByRole("row").filter({ hasText: "The skimmer lid is cracked" });
  await expect(request).toContainText("1 photo");
  await expect(request).toContainText("by client");
  await expect(request).toContainText("Open");

  // Settings: invoice e-mails off, kept.
  await owner.goto("/settings");
  await owner.getByRole("checkbox", { name: "Invoices" }).uncheck();
  await owner.getByRole("button", { name: "Save e-mail choices" }).click();
  await expect(toast(owner, "E-mail choices saved.")).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole("checkbox", { name: "Invoices" })).not.toBeChecked();
  await expect(owner.getByRole("checkbox", { name: "Service reports after each visit" })).toBeChecked();
  await check(owner);
});
