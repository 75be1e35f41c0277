import type { Browser, Page } from "@playwright/test";
import {
  baseURL,
  expect,
  expectFieldError,
  type NewCompanyAccount,
  signUpClient,
  signUpCompany,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import { waitForMail } from "./mail";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

const USED = "That code has already been used. Ask the company for a new one.";
const UNKNOWN = "We don't know that code. Check it with the company that gave it to you.";

/**
 * Creates an invite code and returns it: a team member is invited by e-mail from Company Users (the code read from the
 * e-mail, the invitation checked in the list); a pool-owner code is made in /company/settings (read from the toast,
 * checked in the table).
 */
async function createInviteCode(
  page: Page,
  options: { kind: "member"; role?: string; email?: string } | { kind: "client"; customerName: string },
) {
  if (options.kind === "member") {
    const email = options.email ?? uniqueEmail("invitee");
    await page.goto("/company/companyUsers/createNew");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Role").selectOption({ label: options.role ?? "Technician" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(options.role ?? "Technician");
    await expect(row).toContainText("Pending invitation");
    const mail = await waitForMail({ to: email, subject: /invites you to join their team/ });
    return mail.text.match(/reedemInviteCode\?code=([A-Z0-9]+)/)![1];
  }
  await page.goto("/company/settings");
  const panel = page.getByRole("main");
  await expect(panel.getByRole("heading", { name: "Invite codes" })).toBeVisible();
  await page.getByLabel("Pool owner's name").fill(options.customerName);
  await page.getByLabel("Valid for (days)").fill("7");
  await page.getByRole("button", { name: "Create invite code" }).click();
  const created = toast(page, /^Invite code \S+ created\.$/);
  await expect(created).toBeVisible();
  const code = ((await created.textContent()) ?? "").match(/Invite code (\S+) created\./)![1];
  expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Pool owner");
  await expect(row).toContainText(options.customerName);
  return code;
}

/** A new, signed-out browser window. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() });
  return context.newPage();
}

async function checkCode(page: Page, code: string) {
  await page.goto("/reedemInviteCode");
  await page.getByLabel("Invite code").fill(code);
  await page.getByRole("button", { name: "Check code" }).click();
}

function offer(page: Page, owner: NewCompanyAccount) {
  return page.getByRole("status").filter({ hasText: owner.companyName });
}

test("a team-member code: a new person signs up with it and joins as a Technician; the code works once", async ({
  page,
  browser,
}) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  const code = await createInviteCode(page, { kind: "member", role: "Technician" });

  const visitor = await freshPage(browser);
  await checkCode(visitor, code.toLowerCase());
  await expect(visitor).toHaveURL(new RegExp(`/reedemInviteCode\\?code=${code.toLowerCase()}$`));
  await expect(offer(visitor, owner)).toContainText("Joins the team as");
  await expect(offer(visitor, owner)).toContainText("Technician");
  await expect(visitor.getByRole("tab", { name: "I'm new here" })).toHaveAttribute("aria-selected", "true");

  const email = uniqueEmail("tech");
  const newHere = visitor.getByRole("tabpanel", { name: "I'm new here" });
  await newHere.getByLabel("First name").fill("Terry");
  await newHere.getByLabel("Last name").fill("Newhire");
  await newHere.getByLabel("E-mail").fill(email);
  await newHere.getByLabel(/^Password/).fill("quartz-lagoon-ferry");
  await newHere.getByRole("button", { name: "Create account and redeem" }).click();

  await expect(visitor).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(visitor, "Welcome to the team!")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1, name: "Welcome, Terry" })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(`${owner.companyName} · Technician`);
  await expect(visitor.getByRole("link", { name: "Profile of Terry Newhire" })).toContainText(
    `Company · ${owner.companyName}`,
  );
  // A technician's menu: no Settings.
  await expect(
    visitor.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Settings" }),
  ).toHaveCount(0);
  await visitor.context().close();

  // The code is spent: the invitation is gone from Company Users, and the code is refused the second time.
  await page.goto("/company/companyUsers");
  await expect(page.getByRole("row").filter({ hasText: "Terry Newhire" })).toContainText("Active");
  await expect(page.getByRole("row").filter({ hasText: "Pending invitation" })).toHaveCount(0);
  const second = await freshPage(browser);
  await checkCode(second, code);
  await expectFieldError(second, "Invite code", USED);
  await expect(second.getByRole("button", { name: "Create account and redeem" })).toHaveCount(0);
  await second.context().close();

  // The owner's set-up checklist counts the team as invited, and the top-bar search finds the new member.
  await page.goto("/company/dashboard");
  await expect(page.getByRole("listitem").filter({ hasText: "Invite your team" })).toContainText("(done)");
  await page.getByRole("textbox", { name: "Search" }).fill("Newhire");
  await page.getByRole("textbox", { name: "Search" }).press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: "Terry Newhire" })).toContainText(`Team member`);
  await expect(page.getByRole("listitem").filter({ hasText: "Terry Newhire" })).toContainText(
    `Technician · ${email}`,
  );
});

test("a pool-owner code: a signed-in pool owner redeems it and sees the company on their dashboard", async ({
  page,
  browser,
}) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  const code = await createInviteCode(page, { kind: "client", customerName: "Casey Customer" });

  const clientPage = await freshPage(browser);
  const client = await signUpClient(clientPage);
  await expect(clientPage.getByText("Your account isn't linked to a pool company yet.")).toBeVisible();
  await checkCode(clientPage, code);
  await expect(offer(clientPage, owner)).toContainText("Links your pool owner account");
  // Signed in: no sign-up tabs, one button.
  await expect(clientPage.getByRole("tab")).toHaveCount(0);
  await clientPage.getByRole("button", { name: `Redeem as ${client.name}` }).click();

  await expect(clientPage).toHaveURL(/\/dashboard$/);
  await expect(toast(clientPage, "Your pool company is linked to your account.")).toBeVisible();
  await expect(clientPage.getByRole("heading", { name: "Your pool companies" })).toBeVisible();
  await expect(clientPage.getByText(owner.companyName, { exact: true })).toBeVisible();
  await expect(clientPage.getByText("Your account isn't linked to a pool company yet.")).toHaveCount(0);
  await clientPage.context().close();
});

test("an unknown code is refused", async ({ page }) => {
  await checkCode(page, "NOPE1234");
  await expectFieldError(page, "Invite code", UNKNOWN);
  await expect(page.getByLabel("Invite code")).toHaveValue("NOPE1234");
  await expect(page.getByRole("tab")).toHaveCount(0);

  await checkCode(page, "");
  await expectFieldError(page, "Invite code", "Enter the invite code.");
});

test("revoking a code asks first, then the code is gone and no longer works", async ({ page }) => {
  await signUpCompany(page, { openDashboard: false });
  const code = await createInviteCode(page, { kind: "client", customerName: "Riley Revoked" });
  const row = page.getByRole("row").filter({ hasText: code });

  // "Keep it" leaves the code alone.
  await row.getByRole("button", { name: `Revoke ${code}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this invite code?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Code ${code} will stop working.`);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Revoke ${code}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke code" }).click();
  await expect(toast(page, "Invite code revoked.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No open invite codes.")).toBeVisible();

  await checkCode(page, code);
  await expectFieldError(page, "Invite code", UNKNOWN);
});

test('"I have an account": an existing pool owner signs in on the redeem page, then redeems', async ({
  page,
  browser,
}) => {
  const owner = await signUpCompany(page, { openDashboard: false });
  const code = await createInviteCode(page, { kind: "client", customerName: "Robin Returning" });

  // A pool owner who already has an account, signed out.
  const visitor = await freshPage(browser);
  const client = await signUpClient(visitor);
  await visitor.getByRole("button", { name: "Logout" }).click();
  await expect(visitor).toHaveURL(/\/$/);

  await checkCode(visitor, code);
  await expect(offer(visitor, owner)).toBeVisible();
  await visitor.getByRole("tab", { name: "I have an account" }).click();
  const panel = visitor.getByRole("tabpanel", { name: "I have an account" });

  // A wrong password keeps the visitor on this tab with the sign-in message.
  await panel.getByLabel("E-mail").fill(client.email);
  await panel.getByLabel(/^Password/).fill("not-the-password");
  await panel.getByRole("button", { name: "Sign in to redeem" }).click();
  await expect(panel.getByRole("alert")).toContainText("That e-mail and password don't match an account.");
  await expect(visitor.getByRole("tab", { name: "I have an account" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  await panel.getByLabel("E-mail").fill(client.email);
  await panel.getByLabel(/^Password/).fill(client.password);
  await panel.getByRole("button", { name: "Sign in to redeem" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/reedemInviteCode\\?code=${code}$`));
  await expect(offer(visitor, owner)).toBeVisible();
  await visitor.getByRole("button", { name: `Redeem as ${client.name}` }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await expect(visitor.getByText(owner.companyName, { exact: true })).toBeVisible();
  await visitor.context().close();
});

test("a pool owner can't use a team-member code", async ({ page, browser }) => {
  const owner = await signUpCompany(page);
  const email = uniqueEmail("staff");
  const code = await createInviteCode(page, { kind: "member", email });
  const clientPage = await freshPage(browser);
  const client = await signUpClient(clientPage);
  await checkCode(clientPage, code);
  await expect(offer(clientPage, owner)).toContainText("Technician");
  await clientPage.getByRole("button", { name: `Redeem as ${client.name}` }).click();
  await expect(clientPage.getByRole("alert")).toContainText(
    "This code is for company staff. Sign out and create a staff account with it.",
  );
  await expect(clientPage).toHaveURL(/\/reedemInviteCode/);
  await clientPage.context().close();

  // The invitation is still open for the right person.
  await page.goto("/company/companyUsers");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Pending invitation");
});
