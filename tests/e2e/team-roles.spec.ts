import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

test("the owner makes a Bookkeeper role, edits it, and deletes it; the Owner role can't be narrowed", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/dashboard");
  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("button", { name: "Users" }).click();
  await page.getByRole("link", { name: "Roles" }).click();
  await expect(page).toHaveURL(/\/company\/roles$/);
  const table = page.getByRole("table", { name: "Roles" });
  for (const name of ["Owner", "Office", "Technician"])
    await expect(table.getByRole("link", { name })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Technician" })).toContainText("Operations: work");
  await page.reload(); // no hover left on the menu entry just clicked
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "New role" }).click();
  await page.getByRole("button", { name: "Create role" }).click();
  await expectFieldError(page, "Name", "Give the role a name.");
  await page.getByLabel("Name").fill("Office");
  await page.getByRole("button", { name: "Create role" }).click();
  await expectFieldError(page, "Name", "Another role has this name.");
  await page.getByLabel("Name").fill("Bookkeeper");
  await page.getByLabel("Description").fill("Invoices and payments");
  await page
    .getByRole("radiogroup", { name: "Money (contracts, invoices, payments)" })
    .getByLabel("Write")
    .check();
  await page.getByRole("radiogroup", { name: "Customers and locations" }).getByLabel("Read").check();
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(toast(page, 'Role "Bookkeeper" created.')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Bookkeeper" })).toBeVisible();
  await expect(
    page.getByRole("radiogroup", { name: "Money (contracts, invoices, payments)" }).getByLabel("Write"),
  ).toBeChecked();

  // Editing: reports read as well; the list shows it.
  await page.getByRole("radiogroup", { name: "Reports" }).getByLabel("Read").check();
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(toast(page, /Role saved/)).toBeVisible();
  await page.goto("/company/roles");
  const row = table.getByRole("row").filter({ hasText: "Bookkeeper" });
  await expect(row).toContainText("Money: write");
  await expect(row).toContainText("Reports: read");
  await expect(row).toContainText("Customers: read");

  // The Owner role shows every permission and cannot be narrowed.
  await table.getByRole("link", { name: "Owner" }).click();
  await expect(page.getByText("The Owner role always has every permission")).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Company settings" }).getByLabel("Manage")).toBeChecked();
  await expect(
    page.getByRole("radiogroup", { name: "Company settings" }).getByLabel("No access"),
  ).toBeDisabled();
  await expect(page.getByRole("button", { name: "Delete role" })).toHaveCount(0);

  // Deleting asks first.
  await page.goto("/company/roles");
  await table.getByRole("link", { name: "Bookkeeper" }).click();
  await page.getByRole("button", { name: "Delete role" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete the Bookkeeper role?" });
  await expect(dialog).toContainText("Nobody has this role");
  await dialog.getByRole("button", { name: "Delete role" }).click();
  await expect(toast(page, "Role deleted.")).toBeVisible();
  await expect(table.getByRole("link", { name: "Bookkeeper" })).toHaveCount(0);
});

test("the role editor fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/roles?new");
  await expect(page.getByRole("heading", { name: "New role" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});
