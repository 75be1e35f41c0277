/** Issue 18 §5: weak new passwords are refused with a message next to the password field. */
import { expect, expectFieldError, signUpClient, test, uniqueEmail } from "./fixtures";

const COMMON = /one of the most common ones/;
const PERSONAL = /Don't use your name or e-mail address/;

test("sign-up refuses a common password (the server's check) and one with the person's name (the browser's)", async ({
  page,
}) => {
  const email = uniqueEmail("weak");
  await page.goto("/homeOwnerSignUp");
  await page.getByLabel("First name").fill("Marisol");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill("password123");
  await page.getByRole("button", { name: "Create pool owner account" }).click();
  await expectFieldError(page, /^Password/, COMMON);
  await expect(page).toHaveURL(/\/homeOwnerSignUp$/);
  // What was typed is kept (but the password).
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  await page.getByLabel(/^Password/).fill("Marisol-2024");
  await page.getByRole("button", { name: "Create pool owner account" }).click();
  await expectFieldError(page, /^Password/, PERSONAL);

  await page.goto("/signUp");
  await page.getByLabel("First name").fill("Marisol");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Company name").fill("Okafor Pools");
  await page.getByLabel(/^Password/).fill("qwertyuiop1");
  await page.getByRole("button", { name: "Create company account" }).click();
  await expectFieldError(page, /^Password/, COMMON);
  await expect(page).toHaveURL(/\/signUp$/);
});

test("changing the password in settings refuses a common one", async ({ page }) => {
  const account = await signUpClient(page);
  await page.goto("/settings");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("sunshine1");
  await page.getByLabel("Repeat the new password").fill("sunshine1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page, /^New password$/, COMMON);
});
