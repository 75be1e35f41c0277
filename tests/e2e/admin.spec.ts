import {
  baseURL,
  expect,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  signUpCompany,
  test,
  toast,
  uniqueSuffix,
} from "./fixtures";

test("an admin approves a seller request and deactivates the company; its member is signed out and kept out", async ({
  browser,
  signedInAs,
}) => {
  // A new company, its owner signed in in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: baseURL() });
  const member = await memberContext.newPage();
  const account = await signUpCompany(member);

  const admin = await signedInAs("admin");
  await admin.goto("/sellers-request");
  await expect(admin.getByRole("heading", { level: 1, name: "Seller Request" })).toBeVisible();
  const request = admin.getByRole("article", { name: account.companyName, exact: true });
  await expect(request).toContainText(account.email);
  await expectNoSeriousAxeViolations(admin);
  await request.getByRole("button", { name: "Approve" }).click();
  await admin
    .getByRole("dialog", { name: `List ${account.companyName} in the directory?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(admin, "Company approved")).toBeVisible();
  await expect(admin.getByRole("article", { name: account.companyName, exact: true })).toHaveCount(0);

  // Sellers: find it, open it, deactivate it (a reason is required).
  await admin.goto("/seller");
  const search = admin.getByRole("search", { name: "Search companies" });
  await search.getByRole("textbox", { name: "Search companies" }).fill(account.companyName);
  await search.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("link", { name: account.companyName }).click();
  await expect(admin.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
  await expect(admin.getByText(`${account.name} (${account.email})`)).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin.getByRole("button", { name: "Deactivate" }).click();
  const dialog = admin.getByRole("dialog", { name: `Deactivate ${account.companyName}?` });
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription(/Say why/);
  await dialog.getByLabel("Reason").fill("Chargebacks on every invoice");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(admin, /Company deactivated; 1 session signed out/)).toBeVisible();
  await expect(admin.getByText("Reason: Chargebacks on every invoice")).toBeVisible();

  // The member's next click lands on the landing page, signed out.
  await member.goto("/company/customers");
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole("link", { name: "Company sign in" })).toBeVisible();
  // Signing in again does not open the company.
  await member.goto("/signIn");
  await member.getByLabel("E-mail").fill(account.email);
  await member.getByLabel(/^Password/).fill(account.password);
  await member.getByRole("button", { name: "Sign in" }).click();
  await expect(member).toHaveURL(/\/company\/select$/);
  await expect(toast(member, `${account.companyName} has been deactivated on Drip Drop.`)).toBeVisible();
  await expect(member.getByText("Deactivated by Drip Drop")).toBeVisible();
  await expect(member.getByRole("button", { name: `Open ${account.companyName}` })).toHaveCount(0);

  // Deactive Sellers lists it, at phone width; reactivating lets the member back in.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/deactive-sellers?q=${encodeURIComponent(account.companyName)}`);
  const row = admin.getByRole("row").filter({ hasText: account.companyName });
  await expect(row).toContainText("Chargebacks on every invoice");
  await expectNoSidewaysScroll(admin);
  await expectNoSeriousAxeViolations(admin);
  await row.getByRole("button", { name: "Reactivate" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reactivate" }).click();
  await expect(toast(admin, "Company reactivated.")).toBeVisible();
  await member.goto("/company/dashboard");
  await expect(
    member.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` }),
  ).toBeVisible();
  await memberContext.close();
});

test("the admin's pages with the demo data: dashboard, orders, payment request, category", async ({
  signedInAs,
}) => {
  const admin = await signedInAs("admin");
  await admin.goto("/admin/dashboard");
  await expect(admin.getByRole("figure", { name: "Service stops per day (30 days)" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Latest admin actions" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  await admin.goto("/admin/dashboard/orders?q=Blue%20Wave");
  await expect(admin.getByRole("row").filter({ hasText: "Blue Wave Pool Service" }).first()).toContainText(
    "Pro",
  );
  await expectNoSeriousAxeViolations(admin);

  await admin.goto("/payment-request");
  const refund = admin.getByRole("row").filter({ hasText: "Blue Wave Pool Service" }).first();
  await expect(refund).toContainText("Refund of $79.00");
  await expectNoSeriousAxeViolations(admin);

  await admin.goto("/category");
  const name = `Tile cleaning ${uniqueSuffix()}`;
  await admin.getByLabel("Name").fill(name);
  await admin.getByLabel("Slug").fill("Not a slug!");
  await admin.getByRole("button", { name: "Add category" }).click();
  await expect(admin.getByLabel("Slug")).toHaveAccessibleDescription(/Use lowercase letters/);
  await admin.getByLabel("Slug").fill(`tile-cleaning-${uniqueSuffix()}`);
  await admin.getByRole("button", { name: "Add category" }).click();
  await expect(toast(admin, "Category added.")).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: name })).toContainText("active");
  await expectNoSeriousAxeViolations(admin);
});
