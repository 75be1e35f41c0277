import {
  createOwnerInviteCode,
  expect,
  expectNoSeriousAxeViolations,
  signUpClient,
  signUpCompany,
  test,
  uniqueSuffix,
} from "./fixtures";
import { addCustomer } from "./locations-helpers";

/** The demo's second company: active, serving Tempe's ZIP codes (app/demo/seed-demo.server.ts). */
const DEMO_COMPANY = "Sunrise Pool Care";

test("a signed-in pool owner's request is prefilled, shows on their dashboard as sent, and their search finds the conversation", async ({
  page,
}) => {
  const account = await signUpClient(page);
  await page.goto("/companies?zip=85281");
  await page.getByRole("link", { name: DEMO_COMPANY }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_COMPANY })).toBeVisible();

  // Their own details are already there, and the page doesn't tell them they need no account.
  await expect(page.getByLabel("Your name")).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
  await expect(page.getByText("No account needed")).toHaveCount(0);
  await expect(page.getByText(/they will answer in your Messages/)).toBeVisible();

  const word = `Heater${uniqueSuffix().replace(/[^a-z]/g, "")}`;
  await page.getByLabel("ZIP code").fill("85281");
  await page.getByLabel("Pool address").fill("44 Mill Ave, Tempe, AZ");
  await page.getByLabel("What do you need?").fill(`Weekly service; the ${word} clicks.`);
  await page.getByRole("button", { name: "Request service" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request sent" })).toBeVisible();

  // The dashboard says where the request went and where the answer comes.
  await page.goto("/dashboard");
  const requests = page.getByRole("region", { name: "Service requests" });
  await expect(requests.getByText(`Request sent to ${DEMO_COMPANY}`)).toBeVisible();
  await expect(requests.getByText("They'll reply in Messages.")).toBeVisible();
  await expect(page.getByText("Your account isn't linked to a pool company yet.")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await requests.getByRole("link", { name: "Open the conversation" }).click();
  await expect(page).toHaveURL(/\/messages\/[\w-]+$/);
  await expect(page.getByText(word).first()).toBeVisible();

  // Their search finds the conversation by what they wrote.
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole("link", { name: "Service request" })).toBeVisible();
  await expect(page.getByText("Message", { exact: true })).toBeVisible();
});

test("the redeem page starts with the e-mail the invite was sent to", async ({ page, browser }) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  await page.goto(`/company/customers/details/${customer.id}`);
  const code = await createOwnerInviteCode(page);

  const context = await browser.newContext();
  const invited = await context.newPage();
  // The link in the invite e-mail.
  await invited.goto(`/reedemInviteCode?code=${code}`);
  await expect(invited.getByRole("tabpanel", { name: "I'm new here" }).getByLabel("E-mail")).toHaveValue(
    customer.email,
  );
  await invited.getByRole("tab", { name: "I have an account" }).click();
  await expect(invited.getByRole("tabpanel", { name: "I have an account" }).getByLabel("E-mail")).toHaveValue(
    customer.email,
  );
  await context.close();
});
