import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

test("a new company completes its listing, asks to be verified, withdraws and asks again", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/settings");
  await page.getByRole("link", { name: "Listing and verification" }).click();
  await expect(page).toHaveURL(/\/company\/seller$/);
  await expect(page.getByRole("heading", { level: 1, name: "Seller" })).toBeVisible();
  await expect(page.getByText("Waiting for approval")).toBeVisible();
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByText("Complete your listing first")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send for verification" })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  // Bad ZIP codes are refused next to the field; good ones are saved and shown on the listing.
  await page.getByRole("link", { name: "Edit in Settings" }).click();
  await page.getByLabel("E-mail", { exact: true }).fill("office@e2e-pools.example");
  await page.getByLabel("Phone", { exact: true }).fill("(619) 555-0142");
  await page.getByLabel("City", { exact: true }).fill("San Diego");
  await page.getByLabel("Service ZIP codes").fill("92101, not a zip!");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectFieldError(page, "Service ZIP codes", "Use ZIP or postal codes separated by commas");
  await page.getByLabel("Service ZIP codes").fill("92101, 92103,92104");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Company settings saved.")).toBeVisible();

  await page.goto("/company/seller");
  await expect(page.getByText("Serves: 92101, 92103, 92104")).toBeVisible();
  await expect(page.getByText("Complete your listing first")).toHaveCount(0);

  // An expired insurance and a missing license number: messages next to the fields, nothing sent.
  await page.getByLabel("Insurance valid until").fill("2020-01-31");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expectFieldError(page, "License number", "Enter your contractor or pool-service license number.");
  await page.getByLabel("License number").fill("CPC-448812");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expectFieldError(page, "Insurance valid until", "This insurance has expired");
  await expect(page.getByLabel("License number")).toHaveValue("CPC-448812");

  await page.getByLabel("Insurance valid until").fill("2099-03-31");
  await page.getByLabel("Insurance carrier").fill("Pool Pro Mutual");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(toast(page, "Verification requested.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your request is being reviewed" })).toBeVisible();
  await expect(page.getByText("Under review")).toBeVisible();
  const history = page.getByRole("table");
  await expect(history.getByRole("row").filter({ hasText: "CPC-448812" })).toContainText(
    "Waiting for review",
  );
  await expect(history.getByRole("row").filter({ hasText: "CPC-448812" })).toContainText("Pool Pro Mutual");

  // Withdrawing asks first; cancelling the dialog keeps the request.
  await page.getByRole("button", { name: "Withdraw request" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your verification request?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Your request is being reviewed" })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw request" }).click();
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Verification request withdrawn.")).toBeVisible();
  await expect(history.getByRole("row").filter({ hasText: "CPC-448812" })).toContainText("Withdrawn");
  await expect(page.getByRole("button", { name: "Send for verification" })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
});

test("the demo company is verified; a technician may not open the seller page", async ({ signedInAs }) => {
  const owner = await signedInAs("owner");
  await owner.goto("/company/seller");
  await expect(owner.getByText("Active", { exact: true })).toBeVisible();
  await expect(owner.getByText("Verified", { exact: true }).first()).toBeVisible();
  await expect(owner.getByRole("button", { name: "Send for verification" })).toHaveCount(0);
  await owner.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(owner);

  const tech = await signedInAs("tech");
  const response = await tech.goto("/company/seller");
  expect(response?.status()).toBe(403);
});
