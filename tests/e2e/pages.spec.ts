import type { Page } from "@playwright/test";
import {
  baseURL,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  seriousAxeViolations,
  signUpClient,
  signUpCompany,
  test,
  toast,
  uniqueSuffix,
} from "./fixtures";

// Every test makes its own data (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const photoInput = (page: Page) => page.locator('input[type="file"][name="photo"]');
const checklistItem = (page: Page, label: string) => page.getByRole("listitem").filter({ hasText: label });

test.describe("profile", () => {
  test("a new first name and a photo are saved and shown in the top bar", async ({ page }) => {
    const account = await signUpCompany(page);
    await expect(page.getByText("0 of 4 steps done.")).toBeVisible();
    await expect(checklistItem(page, "Add your profile photo")).not.toContainText("(done)");

    await page.getByRole("link", { name: `Profile of ${account.name}` }).click();
    await expect(page).toHaveURL(/\/company\/profile$/);
    await expect(page.getByLabel("Last name")).toHaveValue(account.lastName);
    const newFirst = `Renamed${uniqueSuffix()
      .replace(/[^a-z]/g, "")
      .slice(0, 5)}`;
    await page.getByLabel("First name").fill(newFirst);
    await photoInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Save profile" }).click();

    await expect(toast(page, "Profile saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/company\/profile$/);
    const profileLink = page.getByRole("link", { name: `Profile of ${newFirst} ${account.lastName}` });
    await expect(profileLink).toContainText(`${newFirst} ${account.lastName}`);
    await expect(page.getByLabel("First name")).toHaveValue(newFirst);

    // The photo is stored and served.
    const photo = page.getByRole("img", { name: "Your photo" });
    await expect(photo).toHaveAttribute("src", /^\/uploads\/[\w-]+\.png$/);
    const src = (await photo.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("image/png");
    // Decoded and encoded again (no metadata), still a PNG, never sniffed by the browser.
    expect((await served.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    await expect(page.getByLabel("Remove my photo")).toBeVisible();

    // The dashboard greets the new name and ticks the photo step.
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${newFirst}` })).toBeVisible();
    await expect(checklistItem(page, "Add your profile photo")).toContainText("(done)");
    await expect(page.getByText("1 of 4 steps done.")).toBeVisible();
  });

  test("a file that isn't an image is refused", async ({ page }) => {
    const account = await signUpClient(page);
    await page.goto("/profile");
    await page.getByLabel("First name").fill("Changed");
    await photoInput(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("This file isn't a PNG, JPEG, WebP or GIF image.")).toBeVisible();
    await expectFieldError(page, /^Photo$/, "This file isn't a PNG, JPEG, WebP or GIF image.");
    // Nothing was saved; what was typed is still there.
    await expect(page.getByLabel("First name")).toHaveValue("Changed");
    await expect(page.getByRole("link", { name: `Profile of ${account.name}` })).toBeVisible();
    await expect(toast(page, "Profile saved.")).toHaveCount(0);
  });
});

test.describe("company settings", () => {
  test("saving phone, e-mail and address; the dashboard checklist follows", async ({ page }) => {
    const account = await signUpCompany(page);
    await expect(checklistItem(page, "Add your company's phone, e-mail and address")).not.toContainText(
      "(done)",
    );
    await checklistItem(page, "Add your company's phone, e-mail and address").getByRole("link").click();
    await expect(page).toHaveURL(/\/company\/settings$/);
    await expect(page.getByLabel("Company name")).toHaveValue(account.companyName);

    const email = `office-${uniqueSuffix()}@e2e.test`;
    await page.getByLabel("Phone").fill("+1 (555) 010-2030");
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel("Street address").fill("12 Poolside Lane");
    await page.getByLabel("City").fill("Tampa");
    await page.getByLabel("State / region").fill("FL");
    await page.getByLabel("ZIP / postal code").fill("33602");
    await page.getByLabel("Website").fill("https://pools.example.com");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Company settings saved.")).toBeVisible();

    // Saved for real: a reload shows the stored values.
    await page.reload();
    await expect(page.getByLabel("Phone")).toHaveValue("+1 (555) 010-2030");
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
    await expect(page.getByLabel("Street address")).toHaveValue("12 Poolside Lane");
    await expect(page.getByLabel("City")).toHaveValue("Tampa");
    await expect(page.getByLabel("Website")).toHaveValue("https://pools.example.com");

    await page.goto("/company/dashboard");
    await expect(checklistItem(page, "Add your company's phone, e-mail and address")).toContainText("(done)");
    await expect(page.getByText("1 of 4 steps done.")).toBeVisible();
  });

  test("a bad e-mail and a bad website show messages and keep what was typed", async ({ page }) => {
    await signUpCompany(page, { openDashboard: false });
    await page.goto("/company/settings");
    await page.getByLabel("Phone").fill("555 010 9999");
    await page.getByLabel("City").fill("Orlando");
    await page.getByLabel(/^E-mail/).fill("office-at-nowhere");
    await page.getByLabel("Website").fill("pools dot com");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectFieldError(page, /^E-mail/, "Enter a valid e-mail address.");
    await expectFieldError(page, "Website", "Enter a full web address, e.g. https://example.com.");
    await expect(page.getByLabel("Phone")).toHaveValue("555 010 9999");
    await expect(page.getByLabel("City")).toHaveValue("Orlando");
    await expect(toast(page, "Company settings saved.")).toHaveCount(0);
  });

  test("without JavaScript the server checks the form and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    await signUpCompany(page);
    const noScript = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto("/company/settings");
    await plain.getByLabel("Phone").fill("555 010 7777");
    await plain.getByLabel("City").fill("Miami");
    await plain.getByLabel(/^E-mail/).fill("not-an-address");
    await plain.getByLabel("Website").fill("www");
    await plain.getByRole("button", { name: "Save settings" }).click();
    await expect(plain.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(plain.getByText("Enter a full web address, e.g. https://example.com.")).toBeVisible();
    await expect(plain.getByLabel("Phone")).toHaveValue("555 010 7777");
    await expect(plain.getByLabel("City")).toHaveValue("Miami");
    await expect(plain.getByLabel(/^E-mail/)).toHaveValue("not-an-address");
    await noScript.close();
    await context.close();
  });
});

test("client settings: a wrong current password is refused, the right one changes it", async ({ page }) => {
  const account = await signUpClient(page);
  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

  await page.getByLabel(/^Current password/).fill("not-my-password");
  await page.getByLabel(/^New password/).fill("brand-new-password");
  await page.getByLabel(/^Repeat the new password/).fill("brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page, /^Current password/, "Your current password is not right.");

  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill("brand-new-password");
  await page.getByLabel(/^Repeat the new password/).fill("brand-new-passwort");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page, /^Repeat the new password/, "The two passwords differ.");

  await page.getByLabel(/^Repeat the new password/).fill("brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password changed.")).toBeVisible();
});

test("contact form: messages for empty fields, then the message reaches the admin", async ({
  page,
  signedInAs,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectFieldError(page, "Name", "Enter your name.");
  await expectFieldError(page, "E-mail", "Enter a valid e-mail address.");
  await expectFieldError(page, "Topic", "Choose a topic.");
  await expectFieldError(page, "Message", "Write at least 10 characters.");

  const name = `Quinn Visitor ${uniqueSuffix()}`;
  const text = `Do you support salt-water pools? (${uniqueSuffix()})`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel(/^E-mail/).fill(`quinn-${uniqueSuffix()}@e2e.test`);
  await page.getByLabel("Topic").selectOption({ label: "I own a pool" });
  await page.getByLabel("Message").fill(text);
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(
    toast(page, "Thanks — your message was sent. We reply within one business day."),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  // The form starts empty again.
  await expect(page.getByLabel("Name")).toHaveValue("");

  const admin = await signedInAs("admin");
  await admin.goto("/admin/dashboard");
  await expect(admin.getByRole("heading", { name: "Contact messages" })).toBeVisible();
  const message = admin.getByRole("article", { name: `Message from ${name}` });
  await expect(message).toContainText(text);
  await expect(message).toContainText("homeowner");
});

test("company switcher: a second company is created and the owner switches between them", async ({
  page,
}) => {
  const account = await signUpCompany(page);
  const profile = page.getByRole("link", { name: /^Profile of / });
  // One company: no switcher.
  await expect(page.getByRole("combobox", { name: "Company" })).toHaveCount(0);

  await page.goto("/company/select");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a company" })).toBeVisible();
  await expect(page.getByText(account.companyName, { exact: true })).toBeVisible();
  const second = `Second Splash ${uniqueSuffix()}`;
  await page.getByLabel("Company name").fill(second);
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(page, `${second} created.`)).toBeVisible();
  await expect(profile).toContainText(`Company · ${second}`);
  await expect(page.getByRole("main")).toContainText(`${second} · Owner`);

  const switcher = page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("combobox", { name: "Company" });
  await expect(switcher).toBeVisible();
  await switcher.selectOption({ label: account.companyName });
  await expect(toast(page, "Company switched.")).toBeVisible();
  await expect(profile).toContainText(`Company · ${account.companyName}`);
  await expect(page.getByRole("main")).toContainText(`${account.companyName} · Owner`);

  // The choice sticks across page loads.
  await page.goto("/company/settings");
  await expect(page.getByLabel("Company name")).toHaveValue(account.companyName);
});

test.describe("accessibility (axe: no serious or critical violations)", () => {
  const publicPages = [
    "/",
    "/products",
    "/about",
    "/info",
    "/contact",
    "/homeowners",
    "/company",
    "/signUp",
    "/signIn",
    "/homeOwnerSignUp",
    "/homeOwnerSignIn",
    "/reedemInviteCode",
    "/forgotPassword",
  ];

  /**
   * Violations already reported as app bugs, by page and rule: they are printed but don't fail the run. Anything
   * else fails. Remove an entry once the app is fixed.
   */
  // Known, accepted axe findings (none at the moment): a path pattern, the rule and why it is accepted.
  const knownIssues: { path: RegExp; rule: string; bug: string }[] = [];

  /** The violations on the page as it is now that aren't known issues (printed in full). */
  async function unknownViolations(page: Page, label: string) {
    const problems: string[] = [];
    for (const violation of await seriousAxeViolations(page)) {
      const known = knownIssues.find((k) => k.path.test(label) && violation.rule === k.rule);
      if (known) {
        console.log(`known axe issue on ${label}: ${violation.summary} — ${known.bug}`);
      } else {
        console.log(`Axe violation on ${label}:\n${violation.details}`);
        problems.push(`${label}: ${violation.summary}`);
      }
    }
    return problems;
  }

  async function audit(page: Page, paths: string[]) {
    const problems: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      problems.push(...(await unknownViolations(page, path)));
    }
    expect(problems).toEqual([]);
  }

  test("public pages", async ({ page }) => {
    await audit(page, [
      ...publicPages,
      // Read-only: looking a code up doesn't use it.
      "/reedemInviteCode?code=DEMO-TECH",
      "/reedemInviteCode?code=NOPE1234",
      "/resetPassword?token=e2e",
    ]);
    // There is no public dev mailbox (issue 18): captured mail is on the Admin console's Mailbox page only
    // (tests/e2e/mailbox.spec.ts runs a server without SMTP to prove it).
    const mailbox = await page.goto("/dev/mailbox");
    expect(mailbox?.status()).toBe(404);
  });

  test("public pages on a 390 px phone", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await audit(page, publicPages);
    // The phone menu drawer, open.
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await unknownViolations(page, "/ (menu open)")).toEqual([]);
    await context.close();
  });

  test("company pages", async ({ signedInAs }) => {
    const page = await signedInAs("owner");
    await audit(page, [
      "/company/dashboard",
      "/company/profile",
      "/company/settings",
      "/company/jobs",
      "/company/search?q=Owens",
    ]);
  });

  test("company pages on a 390 px phone, menu open", async ({ signedInAs }) => {
    const page = await signedInAs("owner", { width: 390 });
    await audit(page, ["/company/dashboard"]);
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await expect(page.getByRole("navigation", { name: "Sidebar" })).toBeInViewport();
    await expectNoSeriousAxeViolations(page);
  });

  test("client pages", async ({ signedInAs }) => {
    const page = await signedInAs("client");
    await audit(page, ["/dashboard", "/profile", "/settings", "/mypool"]);
  });

  test("every pool owner page on a 390 px phone", async ({ signedInAs }) => {
    test.slow();
    const page = await signedInAs("client", { width: 390 });
    const lists = [
      "/dashboard",
      "/mypool",
      "/equipment",
      "/invoices?show=all",
      "/contracts",
      "/messages",
      "/companies?zip=85281",
    ];
    const details: string[] = [];
    const problems: string[] = [];
    for (const path of lists) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The demo owner has a record of each kind: open the first one too.
      const detail = page.locator(
        "main a[href^='/equipment/'], main a[href^='/invoices/'], main a[href^='/contracts/contract/'], main a[href^='/messages/']:not([href='/messages/new']), main a[href^='/companies/profile/']",
      );
      if (path !== "/dashboard" && path !== "/mypool") {
        const href = await detail.first().getAttribute("href", { timeout: 10_000 });
        expect(href, `a record on ${path}`).toBeTruthy();
        details.push(href!);
      }
    }
    for (const path of [...lists, ...details, "/mypool/report", "/messages/new", "/settings", "/profile"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await expectNoSidewaysScroll(page);
      problems.push(...(await unknownViolations(page, `${path} at 390 px`)));
    }
    expect(problems).toEqual([]);
  });

  test("admin pages", async ({ signedInAs }) => {
    const page = await signedInAs("admin");
    await audit(page, ["/admin/dashboard", "/category", "/admin/mailbox"]);
  });
});
