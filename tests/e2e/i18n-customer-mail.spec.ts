import { chooseOption, expect, signUpCompany, test, toast } from "./fixtures";
import { blockMapTiles, createCustomer } from "./locations-helpers";

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

test("the office sets a customer's preferred language to Español on the edit form, and sees it saved", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await createCustomer(page);
  // None chosen: the company writes to them in English.
  await expect(page.getByText("Preferred language: English")).toBeVisible();

  await page.getByRole("tab", { name: "Details & billing" }).click();
  const language = page
    .getByRole("textbox", { name: "Preferred language" })
    .or(page.getByRole("combobox", { name: "Preferred language" }))
    .first();
  await expect(language).toHaveValue("");
  await chooseOption(page, "Preferred language", "Español");
  await page.getByRole("button", { name: "Save customer" }).click();

  await expect(toast(page, "Customer saved.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/company/customers/details/${customer.id}\\?tab=details$`));
  await expect(page.getByText("Preferred language: Español")).toBeVisible();
  await expect(language).toHaveValue("Español");

  // Still so after a fresh load.
  await page.reload();
  await expect(page.getByText("Preferred language: Español")).toBeVisible();
  await expect(language).toHaveValue("Español");
});
