import {
  DEMO_PASSWORD,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signIn,
  signUpCompany,
  test,
  toast,
  uniqueSuffix,
} from "./fixtures";

/**
 * The demo's second company is active and serves Tempe's ZIP codes (app/demo/seed-demo.server.ts); its leads don't
 * change Blue Wave's customers, which other tests count.
 */
const DEMO_COMPANY = "Sunrise Pool Care";

test("a pool owner finds a company by ZIP; a visitor requests service without signing in; the company sees the lead", async ({
  browser,
  signedInAs,
}) => {
  // Three people (a pool owner, a visitor, the company's owner), two axe checks and a sign-in: on a loaded 2-core
  // machine this runs past the default 60 s, every step of it passing.
  test.setTimeout(120_000);
  // A signed-in pool owner finds the company by ZIP code.
  const client = await signedInAs("client");
  await client.goto("/companies");
  await expect(client.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await client.getByLabel("ZIP code").fill("85281");
  await client.getByRole("button", { name: "Search" }).click();
  await expect(client).toHaveURL(/zip=85281/);
  const link = client.getByRole("link", { name: DEMO_COMPANY });
  await expect(link).toBeVisible();
  await expectNoSeriousAxeViolations(client);
  // By category: Blue Wave lists repairs, the other demo company no category.
  await client.getByLabel("Category").selectOption({ label: "Equipment repair" });
  await client.getByRole("button", { name: "Search" }).click();
  await expect(client).toHaveURL(/category=repairs/);
  await expect(client.getByRole("link", { name: "Blue Wave Pool Service" })).toBeVisible();
  await expect(client.getByRole("link", { name: DEMO_COMPANY })).toHaveCount(0);
  await client.goto("/companies?zip=85281");
  await client.getByLabel("ZIP code").fill("00001");
  await client.getByRole("button", { name: "Search" }).click();
  await expect(client.getByText("No companies found")).toBeVisible();
  await client.goBack();
  await client.getByRole("link", { name: DEMO_COMPANY }).click();
  await expect(client.getByRole("heading", { level: 1, name: DEMO_COMPANY })).toBeVisible();
  await expectNoSeriousAxeViolations(client);
  const companyId = client.url().split("/").pop()?.split("?")[0];

  // A visitor, not signed in, opens the public page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/pool-companies/${companyId}`);
  await expect(visitor).toHaveTitle(new RegExp(DEMO_COMPANY));
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", /85281/);
  await expect(visitor.getByRole("heading", { level: 1, name: DEMO_COMPANY })).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);

  const tag =
    uniqueSuffix()
      .replace(/[^a-z]/g, "")
      .slice(0, 6) || "x";
  const lastName = `Visitor${tag}`;
  await visitor.getByLabel("Your name").fill(`Robin ${lastName}`);
  await visitor.getByLabel("E-mail").fill("robin-at-example");
  await visitor.getByLabel("ZIP code").fill("85281");
  await visitor.getByLabel("Pool address").fill("44 Mill Ave");
  await visitor.getByLabel("What do you need?").fill("Weekly service for a 15,000 gal pool.");
  await visitor.getByRole("button", { name: "Request service" }).click();
  await expectFieldError(visitor, "E-mail", "Enter a valid e-mail address.");
  await visitor.getByLabel("E-mail").fill(`robin-${tag}@example.com`);
  await visitor.getByRole("button", { name: "Request service" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Request sent" })).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);

  // A company that is not active has no public page.
  await visitor.goto("/pool-companies/no-such-company");
  await expect(visitor.getByText(/not found/i).first()).toBeVisible();
  await visitorContext.close();

  // The company sees the lead in Customers.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, "owner@sunrisepools.demo", DEMO_PASSWORD);
  await owner.goto(`/company/customers?q=${lastName}`);
  const row = owner.getByRole("row").filter({ hasText: lastName });
  await expect(row).toBeVisible();
  await expect(row).toContainText("lead");
  // …and the request in Messages, signed with the lead's name, with the contact details to answer by.
  await owner.goto(`/company/messages?q=${lastName}`);
  const conversations = owner.getByRole("list", { name: "Conversations" });
  await expect(conversations.getByText(`${lastName}, Robin · Unassigned`)).toBeVisible();
  await conversations.getByRole("link", { name: "Service request" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Service request" })).toBeVisible();
  await expect(owner.getByText("Weekly service for a 15,000 gal pool.")).toBeVisible();
  await expect(owner.getByText(`robin-${tag}@example.com`)).toBeVisible();
});

test("a company edits its Public Page and previews it as visitors see it", async ({ page }) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/public-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Public Page" })).toBeVisible();
  await expect(page.getByText("Your page is not public yet")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const name = `Sparkle ${uniqueSuffix()}`;
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Website").fill("sparkle");
  await page.getByLabel("Service ZIP codes").fill("85281, 85282");
  await page.getByRole("button", { name: "Save public page" }).click();
  await expectFieldError(page, "Website", "Enter a full web address");
  await page.getByLabel("Website").fill("https://sparkle.example");
  await page.getByLabel("City").fill("Tempe");
  await page.getByRole("button", { name: "Save public page" }).click();
  await expect(toast(page, "Public page saved.")).toBeVisible();

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name })).toBeVisible();
  await expect(preview).toContainText("Serves ZIP codes: 85281, 85282");
  await expect(preview.getByRole("link", { name: "https://sparkle.example" })).toBeVisible();
  await expect(preview.getByRole("button", { name: "Request service" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Settings" }).last()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
