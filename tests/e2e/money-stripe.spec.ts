import type { Page } from "@playwright/test";
import { signWebhookPayload } from "../support/stripe-webhooks";
import { baseURL, expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";
import { importCustomerWithEmail } from "./locations-helpers";
import { waitForMail } from "./mail";
import { stripePort } from "./ports";

/**
 * The company's own Stripe account, end to end: the app runs against the Stripe stand-in (started by
 * playwright.config.ts, which points STRIPE_* at it), whose hosted onboarding page stands in for Stripe's and sends
 * account.updated to the app's webhook.
 */
const standInUrl = () => `http://127.0.0.1:${stripePort()}`;

test("an owner connects Stripe, finishes onboarding, sees charges enabled, then disconnects", async ({
  page,
  browser,
}, testInfo) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/stripe-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Stripe Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connect your Stripe account" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Stripe's hosted onboarding (the stand-in's page), then back to the app's return page.
  await page.getByRole("button", { name: "Connect your Stripe account" }).click();
  await expect(page.getByRole("heading", { name: `Set up payments for ${owner.companyName}` })).toBeVisible();
  await page.getByRole("button", { name: "Finish onboarding" }).click();
  await expect(page).toHaveURL(/\/return\/acct_[A-Za-z0-9]+$/);
  const accountId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByRole("heading", { level: 1, name: "Stripe is set up" })).toBeVisible();
  await expect(page.getByText("Charges enabled")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Stripe's account.updated reached the webhook and was accepted.
  const state = await (await fetch(`${standInUrl()}/_stand-in/state`)).json();
  const updates = state.deliveries.filter(
    (d: { type: string; url: string }) => d.type === "account.updated" && d.url.endsWith("/stripe/webhook"),
  );
  expect(updates.length).toBeGreaterThan(0);
  expect(updates.every((d: { status: number }) => d.status === 200)).toBe(true);

  await page.getByRole("link", { name: "Back to Stripe Profile" }).click();
  await expect(page).toHaveURL(/\/company\/stripe-profile$/);
  await expect(page.getByText("Ready for payments")).toBeVisible();
  await expect(page.getByText("Details submitted")).toBeVisible();
  await expect(page.getByText(accountId)).toBeVisible();
  await expect(page.getByRole("button", { name: "Update details on Stripe" })).toBeVisible();

  // The same page on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("stripe-profile-390.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another company may not use this account's refresh link.
  const other = await browser.newContext({ baseURL: baseURL() });
  const otherPage = await other.newPage();
  await signUpCompany(otherPage, { openDashboard: false });
  const response = await otherPage.goto(`/refresh/${accountId}`);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByText("not connected to a company you manage")).toBeVisible();
  await other.close();

  // Disconnect asks first; cancelling keeps the account.
  await page.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect your Stripe account?" });
  await expect(dialog).toContainText("The Stripe account itself");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Ready for payments")).toBeVisible();
  await page.getByRole("button", { name: "Disconnect" }).click();
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(toast(page, "Stripe account disconnected.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect your Stripe account" })).toBeVisible();
});

test("the webhook answers 405 to a GET and 400 to a bad signature; payment pages answer without a 500", async ({
  request,
}) => {
  expect((await request.get("/stripe/webhook")).status()).toBe(405);
  const forged = signWebhookPayload(
    { id: "evt_forged", object: "event", type: "account.updated", created: 1, data: { object: {} } },
    "whsec_not_the_secret",
  );
  const bad = await request.post("/stripe/webhook", {
    data: forged.body,
    headers: { "content-type": "application/json", "stripe-signature": forged.header },
  });
  expect(bad.status()).toBe(400);
  const unsigned = await request.post("/stripe/webhook", { data: "{}" });
  expect(unsigned.status()).toBe(400);

  expect((await request.get("/success/sessionId/cs_nope?invoice=nope")).status()).toBe(404);
  expect((await request.get("/success/sessionId/%7BCHECKOUT_SESSION_ID%7D")).status()).toBe(404);
  const canceled = await request.get("/canceled?invoice=nope");
  expect(canceled.status()).toBe(200);
  expect(await canceled.text()).toContain("Nothing was charged");
  expect((await request.get("/invoice/nope/checkout")).status()).toBe(405);
  const post = await request.post("/invoice/nope/checkout", { form: {}, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toMatch(/\/invoice\/nope$/);
  // Not signed in: the refresh page asks to sign in.
  const refresh = await request.get("/refresh/acct_123");
  expect(refresh.status()).toBe(200);
  expect(await refresh.text()).toContain("Sign in with your company account");
});

/** Stripe Profile → the stand-in's onboarding → back with charges enabled. */
async function connectStripe(page: Page) {
  await page.goto("/company/stripe-profile");
  await page.getByRole("button", { name: "Connect your Stripe account" }).click();
  await page.getByRole("button", { name: "Finish onboarding" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stripe is set up" })).toBeVisible();
}

/** A customer with an e-mail (CSV import), then a one-line invoice sent to them; returns the pay link's path. */
async function sendInvoice(page: Page) {
  const customer = await importCustomerWithEmail(page, {
    firstName: "Pat",
    lastNamePrefix: "Payer",
    street: "5 Palm Way",
  });
  await page.getByRole("link", { name: customer.displayName, exact: true }).click();
  await page.getByRole("link", { name: "Invoices", exact: true }).click();
  await page.getByRole("button", { name: "New invoice" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create draft" }).click();
  await expect(toast(page, /^Draft INV-\d+ created/)).toBeVisible();
  const invoiceUrl = page.url();
  const label = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Invoice ", "");
  await page.getByRole("button", { name: "Add line" }).click();
  const line = page.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Monthly pool service");
  await line.getByLabel("Unit price").fill("150");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Send invoice" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, `Invoice sent to ${customer.email}.`)).toBeVisible();
  const mail = await waitForMail({ to: customer.email, subject: new RegExp(`Invoice ${label} from`) });
  const payLink = /https?:\/\/\S+\/invoice\/[\w-]+/.exec(mail.text)?.[0];
  expect(payLink).toBeTruthy();
  return { payPath: new URL(payLink!).pathname, label, invoiceUrl };
}

test("a pool owner pays an invoice online: cancel first, then pay and save the card; paid once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpCompany(page, { openDashboard: false });
  await connectStripe(page);
  const { payPath, label, invoiceUrl } = await sendInvoice(page);

  const owner = await browser.newContext({ baseURL: baseURL() });
  const customer = await owner.newPage();
  await customer.goto(payPath);
  const payButton = customer.getByRole("button", { name: "Pay $150.00 online" });
  await expect(payButton).toBeVisible();
  await expect(customer.getByLabel("Save this card for automatic payments")).not.toBeChecked();
  await expectNoSeriousAxeViolations(customer);
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.screenshot({ path: test.info().outputPath("pay-online-390.png"), fullPage: true });
  await customer.setViewportSize({ width: 1280, height: 800 });

  // Leaving Stripe's page: nothing charged, back to the invoice.
  await payButton.click();
  await expect(customer.getByRole("heading", { name: /^Pay / })).toBeVisible();
  await customer.getByRole("link", { name: "Back" }).click();
  await expect(customer).toHaveURL(/\/canceled\?invoice=/);
  await expect(customer.getByText("Nothing was charged")).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  await customer.getByRole("link", { name: `Back to invoice ${label}` }).click();
  await expect(customer).toHaveURL(new RegExp(`${payPath}$`));

  // Paying, with the card kept for autopay.
  await customer.getByLabel("Save this card for automatic payments").check();
  await customer.getByRole("button", { name: "Pay $150.00 online" }).click();
  await customer.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(customer).toHaveURL(/\/success\/sessionId\/cs_[^?]+\?invoice=/);
  await expect(customer.getByRole("heading", { level: 1, name: "Paid — thank you" })).toBeVisible();
  await expect(customer.getByText(`$150.00 paid to`)).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  // Reloading the success page records nothing more.
  await customer.reload();
  await expect(customer.getByRole("heading", { level: 1, name: "Paid — thank you" })).toBeVisible();
  await customer.getByRole("link", { name: `View invoice ${label}` }).click();
  await expect(customer.getByRole("button", { name: /online$/ })).toHaveCount(0);
  // A POST to the pay route now is refused with the reason, back on the invoice.
  const again = await customer.request.post(`${payPath}/checkout`, { form: {}, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  await owner.close();

  // The office sees one card payment and the invoice paid.
  await page.goto(invoiceUrl);
  await expect(
    page
      .locator("main")
      .getByText(/^Paid$/)
      .first(),
  ).toBeVisible();
  const payments = page.getByRole("table", { name: "Payments" }).locator("tbody tr");
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText("$150.00");
  const state = await (await fetch(`${standInUrl()}/_stand-in/state`)).json();
  const paid = state.deliveries.filter((d: { type: string }) =>
    ["checkout.session.completed", "payment_intent.succeeded"].includes(d.type),
  );
  expect(paid.length).toBeGreaterThanOrEqual(2);
  expect(paid.every((d: { status: number }) => d.status === 200)).toBe(true);

  // Stripe replays: the same events again, correctly signed, are taken in (200) and pay nothing more.
  const replayed = state.events.filter((e: { type: string }) =>
    ["checkout.session.completed", "payment_intent.succeeded"].includes(e.type),
  );
  expect(replayed.length).toBeGreaterThanOrEqual(2);
  for (const event of replayed) {
    const signed = signWebhookPayload(event);
    const response = await page.request.post("/stripe/webhook", {
      data: signed.body,
      headers: { "content-type": "application/json", "stripe-signature": signed.header },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText("$150.00");
});
