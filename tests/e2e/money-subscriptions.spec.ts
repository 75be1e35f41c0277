import type { Page } from "@playwright/test";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer, field } from "./locations-helpers";

/**
 * Subscriptions on the company's own Stripe account, against the Stripe stand-in that playwright.config.ts starts
 * (STRIPE_* point at it). Manual-payments mode (no STRIPE_SECRET_KEY) is covered by the domain tests; here a company
 * that has not connected its account stands in for "Stripe is not ready".
 */

const pages = [
  { path: "/company/stripe-subscriptions/products", heading: "Subscription products" },
  { path: "/company/products/addNew", heading: "Add product" },
  { path: "/company/subscription-management", heading: "Subscription management" },
];

async function connectStripe(page: Page) {
  await page.goto("/company/stripe-profile");
  await page.getByRole("button", { name: "Connect your Stripe account" }).click();
  await page.getByRole("button", { name: "Finish onboarding" }).click();
  await expect(page).toHaveURL(/\/return\/acct_[A-Za-z0-9]+$/);
  await expect(page.getByText("Charges enabled")).toBeVisible();
}

test("before Stripe is connected each page says what is missing and links to the Stripe profile", async ({
  page,
}) => {
  await signUpCompany(page);
  for (const { path, heading } of pages) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const notice = page.getByRole("alert").filter({ hasText: "Stripe is not ready for subscriptions" });
    await expect(notice).toContainText("has not connected its Stripe account");
    await expect(notice.getByRole("link", { name: "Open the Stripe profile" })).toHaveAttribute(
      "href",
      "/company/stripe-profile",
    );
    await expectNoSeriousAxeViolations(page);
  }
  // Nothing to start or add yet.
  await expect(page.getByRole("button", { name: "Start a subscription" })).toHaveCount(0);
  // A posted form is refused with the same words, not an error page.
  const posted = await page.request.post("/company/products/addNew", {
    form: { intent: "create", name: "Weekly", description: "", price: "160", interval: "month" },
  });
  expect(posted.status()).toBe(400);
  // An edited URL is a 404 page, never a 500.
  const unknown = await page.goto("/company/products/edit/not-a-product");
  expect(unknown?.status()).toBe(404);
});

test("an owner adds a subscription product, edits its name and price, archives and restores it", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await connectStripe(page);

  // Products: empty, then add one (a bad price is refused at the field).
  await page.goto("/company/stripe-subscriptions/products");
  await expect(page.getByText("No products yet")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Stripe is not ready" })).toHaveCount(0);
  await page.getByRole("link", { name: "Add product" }).first().click();
  await expect(page).toHaveURL(/\/company\/products\/addNew$/);
  await field(page, "Name").fill("Weekly full service");
  await field(page, "Description").fill("Chemicals included");
  await field(page, "Price").fill("0");
  await page.getByRole("button", { name: "Add product" }).click();
  await expectFieldError(page, /^Price/, "The price must be more than $0.");
  await expectNoSeriousAxeViolations(page);
  await field(page, "Price").fill("160");
  await page.getByLabel(/^Billed/).selectOption("month");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page).toHaveURL(/\/company\/stripe-subscriptions\/products$/);
  await expect(toast(page, 'Product "Weekly full service" added.')).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Weekly full service" });
  await expect(row).toContainText("$160.00/month");
  await expectNoSeriousAxeViolations(page);

  // Edit: rename, then a new price (the old one is archived).
  await row.getByRole("link", { name: "Weekly full service" }).click();
  await expect(page).toHaveURL(/\/company\/products\/edit\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Weekly full service" })).toBeVisible();
  await field(page, "Name").fill("Weekly service");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(toast(page, 'Product "Weekly service" saved.')).toBeVisible();
  await field(page, "Price").fill("175");
  await page.getByRole("button", { name: "Change price" }).click();
  await expect(toast(page, "Weekly service now sells at $175.00/month.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "$160.00/month" })).toContainText("archived");
  await expectNoSeriousAxeViolations(page);

  // Archive asks first; restore brings it back.
  await page.getByRole("button", { name: "Archive product" }).click();
  const archive = page.getByRole("dialog", { name: "Archive Weekly service?" });
  await archive.getByRole("button", { name: "Cancel" }).click();
  await expect(archive).toBeHidden();
  await page.getByRole("button", { name: "Archive product" }).click();
  await archive.getByRole("button", { name: "Archive product" }).click();
  await expect(toast(page, 'Product "Weekly service" archived.')).toBeVisible();
  await page.getByRole("button", { name: "Restore product" }).click();
  await expect(toast(page, 'Product "Weekly service" restored.')).toBeVisible();
});

/** A product at $175.00 a month, through the form (the test above covers the form itself). */
async function addMonthlyProduct(page: Page, name: string) {
  await page.goto("/company/products/addNew");
  await field(page, "Name").fill(name);
  await field(page, "Price").fill("175");
  await page.getByLabel(/^Billed/).selectOption("month");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(toast(page, `Product "${name}" added.`)).toBeVisible();
}

test("an owner runs a customer's subscription through the off-season", async ({ page }, testInfo) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  await connectStripe(page);
  await addMonthlyProduct(page, "Weekly service");

  // Start a subscription.
  await page.goto("/company/subscription-management");
  await expect(page.getByText("No subscriptions yet")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Start a subscription" }).click();
  const start = page.getByRole("dialog", { name: "Start a subscription" });
  await start.getByRole("combobox", { name: /^Customer/ }).fill(customer.lastName);
  await page.getByRole("option", { name: customer.displayName, exact: true }).click();
  await start.getByLabel(/^Product and price/).selectOption({ label: "Weekly service — $175.00/month" });
  await start.getByRole("button", { name: "Start subscription" }).click();
  await expect(toast(page, `${customer.displayName} subscribed to Weekly service.`)).toBeVisible();
  const sub = page.getByRole("row").filter({ hasText: customer.displayName });
  await expect(sub).toContainText("active");
  await expect(sub).toContainText("$175.00/month");
  await expectNoSeriousAxeViolations(page);

  // Pause for the off-season until a date, then resume.
  const manage = sub.getByRole("button", { name: `Manage the subscription of ${customer.displayName}` });
  await manage.click();
  await page.getByRole("menuitem", { name: "Pause" }).click();
  const pause = page.getByRole("dialog", { name: `Pause ${customer.displayName}'s subscription` });
  const resumeDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  await pause.getByLabel(/^Resume billing on/).fill(resumeDate);
  await expectNoSeriousAxeViolations(page);
  await pause.getByRole("button", { name: "Pause billing" }).click();
  await expect(toast(page, new RegExp(`${customer.displayName}'s billing is paused until`))).toBeVisible();
  await expect(sub).toContainText("paused");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("subscription-management-390.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await manage.click();
  await page.getByRole("menuitem", { name: "Resume now" }).click();
  await page
    .getByRole("dialog", { name: `Resume ${customer.displayName}'s subscription?` })
    .getByRole("button", { name: "Resume now" })
    .click();
  await expect(toast(page, `${customer.displayName}'s billing resumed.`)).toBeVisible();
  await expect(sub).toContainText("active");

  // The status filter and the customer search.
  await page.getByLabel("Status").selectOption("paused");
  await expect(page.getByText("No subscriptions match")).toBeVisible();
  await page.getByLabel("Status").selectOption("");
  await expect(sub).toBeVisible();

  // Cancel asks first; "Keep subscription" keeps it.
  await manage.click();
  await page.getByRole("menuitem", { name: "Cancel subscription" }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel ${customer.displayName}'s subscription?` });
  await cancel.getByRole("button", { name: "Keep subscription" }).click();
  await expect(cancel).toBeHidden();
  await manage.click();
  await page.getByRole("menuitem", { name: "Cancel subscription" }).click();
  await cancel.getByRole("radio", { name: /^Now/ }).check();
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, `${customer.displayName}'s subscription is canceled.`)).toBeVisible();
  await expect(sub).toContainText("canceled");
});
