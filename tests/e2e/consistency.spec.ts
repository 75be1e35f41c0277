import { expect, test, toast, uniqueSuffix } from "./fixtures";

test("a customer's Service tab lists their stops newest first, as it says", async ({ signedInAs }) => {
  const page = await signedInAs("owner");
  await page.goto("/company/customers?q=Morgan");
  await page.getByRole("link", { name: "Morgan, Pat" }).first().click();
  await page.getByRole("tab", { name: /^Service/ }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText(/service stops, newest first\./)).toBeVisible();
  // Dates read in words ("Nov 24, 2026"): compare the days they name.
  const dates = await panel.getByRole("row").locator("td:nth-child(2)").allTextContents();
  expect(dates.length).toBeGreaterThan(3);
  const days = dates.map((text) => Date.parse(`${text} UTC`));
  expect(days.every((day) => Number.isFinite(day))).toBe(true);
  expect(days).toEqual([...days].sort((a, b) => b - a));
});

test("the admin's action log reads as plain words, not keys", async ({ signedInAs }) => {
  const admin = await signedInAs("admin");
  await admin.goto("/category");
  const name = `Deck washing ${uniqueSuffix()}`;
  await admin.getByLabel("Name").fill(name);
  await admin.getByLabel("Slug").fill(`deck-washing-${uniqueSuffix()}`);
  await admin.getByRole("button", { name: "Add category" }).click();
  await expect(toast(admin, "Category added.")).toBeVisible();
  await admin.goto("/admin/dashboard");
  const log = admin.getByRole("list").filter({ hasText: "Added service category" });
  await expect(log.getByRole("listitem").first()).toContainText("Added service category");
  await expect(log).not.toContainText("category.create");
});
