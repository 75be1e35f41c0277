import { type Browser, expect, type Page } from "@playwright/test";
import { baseURL, toast, uniqueEmail, uniqueSuffix } from "./fixtures";
import { waitForMail } from "./mail";

/**
 * The office invites a new Technician by e-mail (Company Users → invite); the person follows the e-mailed link on a
 * 390 px phone of their own, signs up and joins. Returns their signed-in page, name and e-mail.
 */
export async function addTechnician(office: Page, browser: Browser, prepare?: (tech: Page) => Promise<void>) {
  const email = uniqueEmail("tech");
  await office.goto("/company/companyUsers/createNew");
  await office.getByLabel("E-mail").fill(email);
  await office.getByLabel("Role").selectOption({ label: "Technician" });
  await office.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(office, `Invitation sent to ${email}.`)).toBeVisible();
  const mail = await waitForMail({ to: email, subject: /invites you to join their team/ });
  const link = mail.text.match(/\/reedemInviteCode\?code=[A-Z0-9]+/)?.[0];
  expect(link, "the invitation e-mail has the link").toBeTruthy();

  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const tech = await context.newPage();
  if (prepare) await prepare(tech);
  // Letters only (names), from the random end of the suffix: two technicians added in one test differ.
  const lastName = `Tech${uniqueSuffix()
    .replace(/[^a-z]/g, "")
    .slice(-6)}`;
  await tech.goto(link!);
  const newHere = tech.getByRole("tabpanel", { name: "I'm new here" });
  await newHere.getByLabel("First name").fill("Terry");
  await newHere.getByLabel("Last name").fill(lastName);
  await newHere.getByLabel("E-mail").fill(email);
  await newHere.getByLabel(/^Password/).fill("quartz-lagoon-ferry");
  await newHere.getByRole("button", { name: "Create account and redeem" }).click();
  // The first page after joining loads its code while (in the offline tests) the service worker precaches the app:
  // on a loaded machine that takes longer than the default 10 s.
  await expect(toast(tech, "Welcome to the team!")).toBeVisible({ timeout: 30_000 });
  return { tech, name: `Terry ${lastName}`, email };
}
