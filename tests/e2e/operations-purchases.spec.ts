import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  chooseOption,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer } from "./locations-helpers";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 150_000 });

async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A small real PNG, as a phone would hand over a photo of a receipt. */
async function receiptPhoto() {
  const buffer = await sharp({
    create: { width: 80, height: 120, channels: 3, background: { r: 240, g: 240, b: 230 } },
  })
    .png()
    .toBuffer();
  return { name: "receipt.png", mimeType: "image/png", buffer };
}

async function createVendor(page: Page, name: string) {
  await page.goto("/company/venders/createNew");
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole("button", { name: "Create vendor" }).click();
  await expect(toast(page, `Vendor "${name}" created.`)).toBeVisible();
}

async function fillLine(page: Page, n: number, description: string, quantity: string, unitCost: string) {
  await page.getByLabel(`Description, line ${n}`).fill(description);
  await page.getByLabel(`Quantity, line ${n}`).fill(quantity);
  await page.getByLabel(`Unit cost, line ${n}`).fill(unitCost);
}

async function openNewReceipt(page: Page) {
  await page.goto("/company/purchasedItems");
  await page.getByRole("link", { name: "New receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New receipt" })).toBeVisible();
}

test("a receipt with two lines and a photo: the detail shows the lines, totals and the photo", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/purchasedItems");
  await expect(page.getByText("No receipts yet")).toBeVisible();
  await axe(page);
  await createVendor(page, "Pool Supply Co.");

  await page.goto("/company/dashboard");
  await page.getByRole("button", { name: "Monies" }).click();
  await page.getByRole("link", { name: "Purchased Items", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchased items" })).toBeVisible();
  await page.getByRole("link", { name: "New receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New receipt" })).toBeVisible();
  await chooseOption(page, "Vendor", "Pool Supply Co.");
  await page.getByLabel("Receipt number").fill("R-1001");
  await fillLine(page, 1, "Chlorine tabs 50 lb", "2", "12.50");
  await page.getByRole("button", { name: "Add line" }).click();
  await fillLine(page, 2, "Pump basket", "1", "4.99");
  await page.getByLabel("Tax", { exact: true }).fill("2.47");
  await page.getByLabel("Total on the receipt").fill("32.46");
  await expect(page.getByText("Lines $29.99 + tax $2.47 = $32.46 — matches the total.")).toBeVisible();
  await page.getByLabel("Receipt photo or PDF").setInputFiles(await receiptPhoto());
  await shot(page, "receipt-form-desktop");
  await page.getByRole("button", { name: "Save receipt" }).click();

  await expect(page).toHaveURL(/\/company\/receipts\/detail\/[\w-]+$/);
  await expect(toast(page, "Receipt recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt R-1001" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chlorine tabs 50 lb" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pump basket" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "$25.00" })).toBeVisible();
  await expect(page.getByText("$29.99")).toBeVisible();
  await expect(page.getByText("$32.46")).toBeVisible();
  const photo = page.getByRole("img", { name: "Receipt photo" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Receipt photo, full size" })).toHaveAttribute(
    "href",
    /^\/uploads\//,
  );
  await shot(page, "receipt-detail-desktop");
  await axe(page);

  await page.getByRole("link", { name: "Back to purchases" }).click();
  await expect(page.getByRole("link", { name: /Nov|Dec|Jan|\d{4}/ }).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Search receipts" }).fill("R-1001");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("cell", { name: "Pool Supply Co." })).toBeVisible();
  await shot(page, "receipts-list-desktop");
});

test("a receipt that does not add up, a text file, a 30 MB photo: clear messages, nothing saved", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await openNewReceipt(page);
  await fillLine(page, 1, "Filter cartridge", "1", "89.00");
  await page.getByLabel("Total on the receipt").fill("95.00");
  await expect(page.getByText("Lines $89.00 + tax $0.00 = $89.00, difference $6.00")).toBeVisible();
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expectFieldError(page, "Total on the receipt", "$6.00 less than the total");
  await expect(page.getByText("Nothing was saved")).toBeVisible();

  await page.getByLabel("Tax", { exact: true }).fill("6.00");
  await page
    .getByLabel("Receipt photo or PDF")
    .setInputFiles({ name: "receipt.txt", mimeType: "text/plain", buffer: Buffer.from("not a receipt") });
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(page.getByText("This file isn't a photo (PNG, JPEG, WebP, GIF) or a PDF.")).toBeVisible();
  await expect(page).toHaveURL(/createNew$/);

  await page.getByLabel("Receipt photo or PDF").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(30 * 1024 * 1024, 1),
  });
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(page.getByText("The file is larger than 10 MB.")).toBeVisible();

  await page.goto("/company/purchasedItems");
  await expect(page.getByText("No receipts yet")).toBeVisible();
});

test("the server refuses a text file posted as the receipt, keeping what was typed", async ({ page }) => {
  await signUpCompany(page, { openDashboard: false });
  await openNewReceipt(page);
  await fillLine(page, 1, "Teflon tape", "3", "1.50");
  await page.getByLabel("Total on the receipt").fill("4.50");
  // A text file that claims to be a PDF passes the browser's check; the server reads its content.
  await page
    .getByLabel("Receipt photo or PDF")
    .setInputFiles({ name: "receipt.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text") });
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(page.getByText("This file isn't a photo (PNG, JPEG, WebP, GIF) or a PDF.")).toBeVisible();
  await expect(page.getByLabel("Description, line 1")).toHaveValue("Teflon tape");
  await page.goto("/company/purchasedItems");
  await expect(page.getByText("No receipts yet")).toBeVisible();
});

test("a billable line waits under 'Billable, not yet invoiced'; mark returned; delete after confirming", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  await openNewReceipt(page);
  await fillLine(page, 1, "Pump motor 1.5 HP", "1", "310.00");
  await page.getByLabel("Billable, line 1").check();
  await chooseOption(page, "Bill to customer, line 1", customer.displayName);
  await page.getByRole("button", { name: "Add line" }).click();
  await fillLine(page, 2, "Shop rags", "1", "5.00");
  await page.getByLabel("Total on the receipt").fill("315.00");
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(toast(page, "Receipt recorded.")).toBeVisible();
  await expect(page.getByRole("link", { name: customer.displayName })).toBeVisible();

  await page.goto("/company/purchasedItems");
  await page.getByRole("tab", { name: "Purchased items" }).click();
  await expect(page).toHaveURL(/tab=items/);
  await page.getByRole("link", { name: "Billable, not yet invoiced" }).click();
  await expect(page).toHaveURL(/billing=uninvoiced/);
  await expect(page.getByRole("link", { name: "Pump motor 1.5 HP" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop rags" })).toHaveCount(0);
  await shot(page, "billable-desktop");
  await axe(page);

  await page.getByRole("link", { name: "Pump motor 1.5 HP" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pump motor 1.5 HP" })).toBeVisible();
  await expect(page.getByText("Yes, not yet invoiced")).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "Mark returned" }).click();
  await expect(toast(page, "Marked as returned.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo return" })).toBeVisible();
  await shot(page, "line-detail-desktop");

  await page.goto("/company/purchasedItems?tab=items&billing=uninvoiced");
  await expect(page.getByText("No purchased items match")).toBeVisible();

  await page.goto("/company/purchasedItems?tab=items");
  await page.getByRole("link", { name: "Shop rags" }).click();
  await page.getByRole("link", { name: "View receipt" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this receipt?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete receipt" }).click();
  await expect(toast(page, "Receipt deleted.")).toBeVisible();
  await expect(page.getByText("No receipts yet")).toBeVisible();
});

test("the receipt form at 390 px: fits the phone, passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/purchasedItems/createNew");
  await expect(page.getByRole("heading", { level: 1, name: "New receipt" })).toBeVisible();
  await expect(page.getByLabel("Receipt photo or PDF")).toHaveAttribute("accept", "image/*,application/pdf");
  await fillLine(page, 1, "Chlorine tabs", "2", "12.50");
  await page.getByLabel("Total on the receipt").fill("25.00");
  await expectNoSidewaysScroll(page);
  await shot(page, "receipt-form-390");
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await page.goto("/company/purchasedItems");
  await shot(page, "receipts-list-390");
});

test("edit a receipt: change a line and the total, attach a PDF that opens for the company", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await openNewReceipt(page);
  await page.getByLabel("Receipt number").fill("R-77");
  await fillLine(page, 1, "Skimmer lid", "1", "20.00");
  await page.getByLabel("Total on the receipt").fill("20.00");
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(toast(page, "Receipt recorded.")).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit receipt R-77" })).toBeVisible();
  await expect(page.getByLabel("Description, line 1")).toHaveValue("Skimmer lid");
  await page.getByLabel("Quantity, line 1").fill("2");
  await expect(page.getByText("difference $20.00")).toBeVisible();
  await page.getByLabel("Total on the receipt").fill("40.00");
  await page.getByLabel("Receipt photo or PDF").setInputFiles({
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: fs.readFileSync(path.resolve("tests/fixtures/minimal.pdf")),
  });
  await page.getByRole("button", { name: "Save receipt" }).click();
  await expect(toast(page, "Receipt saved.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "$40.00" })).toBeVisible();
  const pdf = page.getByRole("link", { name: "Receipt PDF" });
  const href = await pdf.getAttribute("href");
  expect(href).toMatch(/^\/company\/receipts\/file\/[\w-]+\.pdf$/);
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await shot(page, "receipt-detail-pdf-desktop");
});
