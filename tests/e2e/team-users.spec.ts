import type { Browser, Page } from "@playwright/test";
import {
  baseURL,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import { receivedMail, waitForMail } from "./mail";
import { addDays, companyToday, createRecurringStop, importCustomers, weekdayOf } from "./routing-helpers";
import { addTechnician } from "./team-helpers";

const ALREADY_MEMBER = "This person is already an active member of your company.";
const ALREADY_INVITED = "An invitation to this e-mail is already pending. Resend it from the list instead.";

async function invite(page: Page, email: string, options: { role?: string; contractor?: boolean } = {}) {
  await page.goto("/company/companyUsers/createNew");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Role").selectOption({ label: options.role ?? "Technician" });
  if (options.contractor) await page.getByLabel("Independent contractor").check();
  await page.getByRole("button", { name: "Send invitation" }).click();
}

async function freshPage(browser: Browser, width?: number) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...(width ? { viewport: { width, height: 844 } } : {}),
  });
  return context.newPage();
}

test("the owner invites a technician by e-mail; they join with the role and worker type, get a technician's menu; the owner sets a rate and deactivates them", async ({
  page,
  browser,
}) => {
  // Two browsers, an e-mail and a sign-up in one flow: twice the usual time on a loaded machine.
  test.setTimeout(120_000);
  const owner = await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/companyUsers");
  await expect(page.getByRole("heading", { level: 1, name: "Company Users" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: owner.name })).toContainText("Owner");
  await expectNoSeriousAxeViolations(page);

  // The owner's own e-mail is refused next to the field, and nothing is saved.
  await page.getByRole("link", { name: "Invite people" }).click();
  await expect(page).toHaveURL(/\/company\/companyUsers\/createNew$/);
  await expectNoSeriousAxeViolations(page);
  await invite(page, owner.email, { role: "Office" });
  await expectFieldError(page, "E-mail", ALREADY_MEMBER);
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectFieldError(page, "E-mail", "Enter a valid e-mail address");

  const techEmail = uniqueEmail("tech");
  await invite(page, techEmail, { contractor: true });
  await expect(toast(page, `Invitation sent to ${techEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/companyUsers$/);
  const pending = page.getByRole("row").filter({ hasText: techEmail });
  await expect(pending).toContainText("Pending invitation");
  await expect(pending).toContainText("Expires");
  await expect(pending).toContainText("Contractor");

  // A second invitation to the same address is refused.
  await invite(page, techEmail);
  await expectFieldError(page, "E-mail", ALREADY_INVITED);

  // The invitee follows the link in the e-mail, signs up and redeems.
  const mail = await waitForMail({ to: techEmail, subject: /invites you to join their team/ });
  const link = mail.text.match(/\/reedemInviteCode\?code=([A-Z0-9]+)/);
  expect(link, "the e-mail has the link with the code").not.toBeNull();
  expect(mail.text).toContain(link![1]);
  const tech = await freshPage(browser);
  await tech.goto(link![0]);
  await expect(tech.getByRole("status").filter({ hasText: owner.companyName })).toContainText("Technician");
  const newHere = tech.getByRole("tabpanel", { name: "I'm new here" });
  await newHere.getByLabel("First name").fill("Casey");
  await newHere.getByLabel("Last name").fill("Contractor");
  await newHere.getByLabel("E-mail").fill(techEmail);
  await newHere.getByLabel(/^Password/).fill("cobalt-reef-lantern");
  await newHere.getByRole("button", { name: "Create account and redeem" }).click();
  await expect(tech).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(tech, "Welcome to the team!")).toBeVisible();
  await expect(tech.getByRole("main")).toContainText(`${owner.companyName} · Technician`);

  // A technician's menu: no Company Users, no contracts or money pages, no Settings; the page by URL says No access.
  const sidebar = tech.getByRole("navigation", { name: "Sidebar" });
  await expect(sidebar).toBeVisible();
  for (const name of ["Company Users", "Roles", "Contracts", "Stripe Profile", "Settings"])
    await expect(sidebar.getByRole("link", { name, exact: true })).toHaveCount(0);
  const denied = await tech.goto("/company/companyUsers");
  expect(denied?.status()).toBe(403);
  await expect(tech.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();

  // The owner sees the new member, active, with the invitation's worker type.
  await page.goto("/company/companyUsers");
  const row = page.getByRole("row").filter({ hasText: "Casey Contractor" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Technician");
  await expect(row).toContainText("Contractor");
  await expect(page.getByRole("row").filter({ hasText: "Pending invitation" })).toHaveCount(0);
  await row.getByRole("link", { name: "Casey Contractor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Casey Contractor" })).toBeVisible();

  // A rate of 0 is refused; a real one shows as current and in the history.
  await page.getByLabel("Paid").selectOption({ label: "Per stop" });
  await page.getByLabel(/^Amount/).fill("0");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expectFieldError(page, /^Amount/, "Enter an amount above 0");
  await page.getByLabel(/^Amount/).fill("18.50");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect(toast(page, "Rate added.")).toBeVisible();
  await expect(page.getByText("$18.50 / stop")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Per stop" })).toContainText("current");
  await expectNoSeriousAxeViolations(page);

  // Deactivate asks first; Cancel changes nothing.
  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("dialog", { name: "Deactivate Casey Contractor?" });
  await expect(dialog).toContainText("will no longer be able to open");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Casey Contractor deactivated.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Past member" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  // The rate stays as history.
  await expect(page.getByText("$18.50 / stop")).toBeVisible();

  // The past member can no longer open the company.
  await tech.goto("/company/dashboard");
  await expect(tech).toHaveURL(/\/company\/select$/);
  await tech.context().close();

  // At 390 px the page fits the screen and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Casey Contractor" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  await page.goto("/company/companyUsers?status=past");
  await expect(page.getByRole("row").filter({ hasText: "Casey Contractor" })).toContainText("Past");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a pending invitation can be resent and revoked after confirming; the revoked code no longer works", async ({
  page,
}) => {
  await signUpCompany(page);
  const email = uniqueEmail("office");
  await invite(page, email, { role: "Office" });
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  const first = await waitForMail({ to: email, subject: /invites you to join their team/ });
  const code = first.text.match(/code=([A-Z0-9]+)/)![1];

  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(toast(page, `Invitation sent again to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await receivedMail({ to: email })).length).toBe(2);

  await row.getByRole("button", { name: "Revoke" }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke the invitation to ${email}?` });
  await expect(dialog).toContainText("will stop working");
  await dialog.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(toast(page, `Invitation to ${email} revoked.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  await page.goto(`/reedemInviteCode?code=${code}`);
  await expect(page.getByLabel("Invite code")).toHaveAccessibleDescription(/We don't know that code/);
});

test("a deactivated technician's stops are reassigned to another technician in one go", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpCompany(page, { openDashboard: false });
  const leaving = await addTechnician(page, browser);
  const taking = await addTechnician(page, browser);
  await Promise.all([leaving.tech.context().close(), taking.tech.context().close()]);
  const [customer] = await importCustomers(page, [{ name: "Handover", lat: 27.95, lng: -82.46 }]);
  const today = await companyToday(page, customer.id);
  await createRecurringStop(page, customer.id, { days: [weekdayOf(today)], technician: leaving.name });

  // Deactivate the technician: their stops need a new one.
  await page.goto("/company/companyUsers");
  await page
    .getByRole("row")
    .filter({ hasText: leaving.name })
    .getByRole("link", { name: leaving.name })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: leaving.name })).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page
    .getByRole("dialog", { name: `Deactivate ${leaving.name}?` })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(toast(page, `${leaving.name} deactivated. Their stops need a new technician.`)).toBeVisible();
  const needs = page.getByRole("alert").filter({ hasText: "Needs a new technician" });
  await expect(needs).toContainText(customer.displayName);

  // Bad input: no technician chosen, a day in the past.
  const form = page.getByRole("region", { name: "Reassign stops" });
  await expect(form.getByLabel(/^From/)).toHaveValue(today);
  await form.getByRole("button", { name: "Reassign stops" }).click();
  await expectFieldError(form, /^New technician/, "Choose who takes the stops.");
  await form.getByLabel(/^New technician/).selectOption({ label: taking.name });
  await form.getByLabel(/^From/).fill(addDays(today, -1));
  await form.getByRole("button", { name: "Reassign stops" }).click();
  await expectFieldError(form, /^From/, "Choose today or a later date.");
  await form.getByLabel(/^From/).fill(today);
  await expectNoSeriousAxeViolations(page);

  // Reassign to the other technician: the dialog names the counts, Cancel changes nothing.
  await form.getByRole("button", { name: "Reassign stops" }).click();
  const dialog = page.getByRole("dialog", { name: "Reassign stops?" });
  const question = new RegExp(`Move (\\d+) stops? and 1 recurring stop from .+ on to ${taking.name}\\?`);
  await expect(dialog).toContainText(question);
  const stops = Number((await dialog.textContent())!.match(question)![1]);
  expect(stops).toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await form.getByRole("button", { name: "Reassign stops" }).click();
  await dialog.getByRole("button", { name: "Move stops" }).click();
  await expect(
    toast(page, `${stops} ${stops === 1 ? "stop" : "stops"} and 1 recurring stop moved to ${taking.name}.`),
  ).toBeVisible();
  await expect(needs).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Reassign stops" })).toHaveCount(0);

  // The new technician has them.
  await page.goto("/company/companyUsers");
  await page
    .getByRole("row")
    .filter({ hasText: taking.name })
    .getByRole("link", { name: taking.name })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: taking.name })).toBeVisible();
  const upcoming = page.getByRole("row").filter({ hasText: customer.displayName });
  await expect(upcoming).toHaveCount(stops);
  await expect(page.getByRole("link", { name: new RegExp(customer.displayName) })).toHaveCount(1);
});
