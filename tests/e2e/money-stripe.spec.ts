import { signWebhookPayload } from "../support/stripe-webhooks";
import { baseURL, expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";

/**
 * The company's own Stripe account, end to end: the app runs against the Stripe stand-in (started by
 * playwright.config.ts, which points STRIPE_* at it), whose hosted onboarding page stands in for Stripe's and sends
 * account.updated to the app's webhook.
 */
const standInUrl = () =>
  `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2000}`;

test("an owner connects Stripe, finishes onboarding, sees charges enabled, then disconnects", async ({
  page,
  browser,
}, testInfo) => {
  const owner = await signUpCompany(page);
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
  await signUpCompany(otherPage);
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
