import type { Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demo,
  expect,
  expectFieldError,
  SIGN_IN_MISMATCH,
  signIn,
  signUpClient,
  signUpCompany,
  signUpCompanyThroughForm,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import { waitForMail } from "./mail";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

const DUPLICATE = "An account with this e-mail already exists. Sign in instead.";

async function expectNoFieldError(page: Page, label: string | RegExp) {
  // These fields have no help text, so any description would be an error message.
  await expect(page.getByLabel(label)).toHaveAccessibleDescription("");
}

test.describe("sign-up", () => {
  test("a company sign-up lands on the company dashboard inside the shell", async ({ page }) => {
    const account = await signUpCompanyThroughForm(page);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("textbox", { name: "Search" })).toBeVisible();
    const profile = page.getByRole("link", { name: `Profile of ${account.firstName} ${account.lastName}` });
    await expect(profile).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(profile).toContainText(`Company · ${account.companyName}`);
    // The new account is the Owner of the new company.
    await expect(page.getByRole("main")).toContainText(`${account.companyName} · Owner`);

    // The session survives a reload (it's a cookie, not page state).
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` }),
    ).toBeVisible();
  });

  test("a pool owner sign-up lands on the client dashboard", async ({ page }) => {
    const account = await signUpClient(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeVisible();
    const profile = page.getByRole("link", { name: `Profile of ${account.name}` });
    await expect(profile).toContainText("Client");
    await expect(page.getByRole("heading", { name: "Your pool companies" })).toBeVisible();
    await expect(page.getByText("Your account isn't linked to a pool company yet.")).toBeVisible();
  });

  test("company sign-up: empty fields, bad e-mail, short password and a taken e-mail", async ({ page }) => {
    await page.goto("/signUp");
    await page.getByRole("button", { name: "Create company account" }).click();
    await expectFieldError(page, "First name", "Enter your first name.");
    await expectFieldError(page, "Last name", "Enter your last name.");
    await expectFieldError(page, "E-mail", "Enter your e-mail address.");
    await expectFieldError(page, /^Password/, "Use at least 8 characters.");
    await expectFieldError(page, "Company name", "Enter your company's name.");
    await expect(page).toHaveURL(/\/signUp$/);

    await page.getByLabel("First name").fill("Erin");
    await page.getByLabel("Last name").fill("Example");
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByLabel(/^Password/).fill("abc");
    await page.getByLabel("Company name").fill("Erin's Pools");
    await page.getByRole("button", { name: "Create company account" }).click();
    await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
    await expectFieldError(page, /^Password/, "Use at least 8 characters.");
    await expectNoFieldError(page, "First name");
    await expectNoFieldError(page, "Company name");
    await expect(page).toHaveURL(/\/signUp$/);

    // Someone else's e-mail: the server says so next to the e-mail field and keeps what was typed.
    await page.getByLabel("E-mail").fill(demo.owner.email);
    await page.getByLabel(/^Password/).fill("long-enough-password");
    await page.getByRole("button", { name: "Create company account" }).click();
    await expectFieldError(page, "E-mail", DUPLICATE);
    await expect(page.getByLabel("First name")).toHaveValue("Erin");
    await expect(page.getByLabel("Company name")).toHaveValue("Erin's Pools");
    await expect(page.getByLabel("E-mail")).toHaveValue(demo.owner.email);
    await expect(page).toHaveURL(/\/signUp$/);
  });

  test("pool owner sign-up: empty fields, bad e-mail, short password and a taken e-mail", async ({
    page,
  }) => {
    await page.goto("/homeOwnerSignUp");
    const submit = page.getByRole("button", { name: "Create pool owner account" });
    await submit.click();
    await expectFieldError(page, "First name", "Enter your first name.");
    await expectFieldError(page, "Last name", "Enter your last name.");
    await expectFieldError(page, "E-mail", "Enter your e-mail address.");
    await expectFieldError(page, /^Password/, "Use at least 8 characters.");

    await page.getByLabel("First name").fill("Pia");
    await page.getByLabel("Last name").fill("Pool");
    await page.getByLabel("E-mail").fill("pia@");
    await page.getByLabel(/^Password/).fill("abc");
    await submit.click();
    await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
    await expectFieldError(page, /^Password/, "Use at least 8 characters.");
    await expectNoFieldError(page, "First name");

    await page.getByLabel("E-mail").fill(demo.client.email);
    await page.getByLabel(/^Password/).fill("long-enough-password");
    await submit.click();
    await expectFieldError(page, "E-mail", DUPLICATE);
    await expect(page.getByLabel("Last name")).toHaveValue("Pool");
    await expect(page).toHaveURL(/\/homeOwnerSignUp$/);
  });
});

test.describe("sign-in", () => {
  test("the demo admin lands on the admin dashboard", async ({ page }) => {
    await signIn(page, demo.admin.email, DEMO_PASSWORD, "/signIn");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Platform dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Profile of ${demo.admin.name}` })).toContainText("Admin");
  });

  test("the demo company owner lands on the company dashboard", async ({ page }) => {
    await signIn(page, demo.owner.email, DEMO_PASSWORD, "/signIn");
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Olivia" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Profile of ${demo.owner.name}` })).toContainText(
      "Company · Blue Wave Pool Service",
    );
  });

  test("the demo pool owner signs in at /homeOwnerSignIn and sees their company", async ({ page }) => {
    await signIn(page, demo.client.email, DEMO_PASSWORD, "/homeOwnerSignIn");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Pat" })).toBeVisible();
    await expect(page.getByText("Blue Wave Pool Service", { exact: true })).toBeVisible();
  });

  test("a wrong password and an unknown e-mail give the same message", async ({ page }) => {
    const messages: string[] = [];
    for (const [email, password] of [
      [demo.owner.email, "wrong-password"],
      [uniqueEmail("nobody"), DEMO_PASSWORD],
    ]) {
      await page.goto("/signIn");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      const alert = page.getByRole("alert").filter({ hasText: SIGN_IN_MISMATCH });
      await expect(alert).toBeVisible();
      messages.push(((await alert.textContent()) ?? "").trim());
      await expect(page).toHaveURL(/\/signIn$/);
      await expect(page.getByLabel("E-mail")).toHaveValue(email);
    }
    expect(messages[0]).toBe(messages[1]);

    // The pool owner sign-in page answers the same way.
    await page.goto("/homeOwnerSignIn");
    await page.getByLabel("E-mail").fill(demo.client.email);
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_MISMATCH })).toBeVisible();
  });

  test("sign-in with empty fields and a bad e-mail shows messages next to the fields", async ({ page }) => {
    await page.goto("/signIn");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectFieldError(page, "E-mail", "Enter your e-mail address.");
    await expectFieldError(page, /^Password/, "Enter your password.");

    await page.getByLabel("E-mail").fill("owner@");
    await page.getByLabel(/^Password/).fill("something");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
    await expect(page.getByLabel(/^Password/)).not.toHaveAccessibleDescription(/Enter/);
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test("forgot password with a bad e-mail shows a message", async ({ page }) => {
    await page.goto("/forgotPassword");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expectFieldError(page, "E-mail", "Enter your e-mail address.");
    await page.getByLabel("E-mail").fill("no-at-sign");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test("sign-out returns to the home page and the company pages are closed again", async ({ page }) => {
  await signUpCompany(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Company sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Profile of / })).toHaveCount(0);

  await page.goto("/company/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Company sign in" })).toBeVisible();
});

test("password reset from the e-mail link, end to end", async ({ page }) => {
  const account = await signUpCompany(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/signIn");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();

  // The mail arrives at the run's SMTP server (tests/e2e/global-setup.ts) with the link.
  const mail = await waitForMail({ to: account.email, subject: /^Reset your Drip Drop password$/ });
  const link = mail.text.match(/https?:\/\/\S+\/resetPassword\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/resetPassword\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  const newPassword = `new-${account.password}`;
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Repeat the new password/).fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page, /^Repeat the new password/, "The two passwords differ.");
  await expect(page).toHaveURL(/\/resetPassword\?token=/);

  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Repeat the new password/).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(toast(page, "Password changed. Sign in with your new password.")).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_MISMATCH })).toBeVisible();

  await signIn(page, account.email, newPassword, "/signIn");
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();

  // The link works once.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link as string);
  await page.getByLabel(/^New password/).fill("yet-another-password");
  await page.getByLabel(/^Repeat the new password/).fill("yet-another-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/resetPassword\?token=/);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This reset link is invalid or has expired. Ask for a new one." }),
  ).toBeVisible();
});
