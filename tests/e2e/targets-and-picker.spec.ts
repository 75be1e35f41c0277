import { expect, expectFieldError, signUpCompany, test, toast } from "./fixtures";
import {
  addCustomer,
  addPool,
  blockMapTiles,
  bodyRows,
  createLocation,
  createPool,
} from "./locations-helpers";

test.describe.configure({ mode: "parallel", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

test("company water targets: bad range refused, saved per sanitizer, and used by a body of water", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/settings");
  const panel = page.locator("#targets");
  await expect(panel.getByRole("heading", { name: "Water targets" })).toBeVisible();

  // A minimum above the built-in maximum is not a range: nothing is saved.
  await panel.getByLabel("pH minimum", { exact: true }).fill("8.2");
  await panel.getByRole("button", { name: "Save chlorine targets" }).click();
  await expectFieldError(panel, "pH minimum", "The pH minimum must be below its maximum.");

  await panel.getByLabel("pH minimum", { exact: true }).fill("7.4");
  await panel.getByLabel("pH maximum", { exact: true }).fill("7.7");
  await panel.getByRole("button", { name: "Save chlorine targets" }).click();
  await expect(toast(page, "Water targets saved.")).toBeVisible();
  await expect(panel.getByLabel("pH minimum", { exact: true })).toHaveValue("7.4");

  // Other sanitizers keep the built-in defaults.
  await panel.getByText("Salt", { exact: true }).click();
  await expect(panel.getByRole("button", { name: "Save salt targets" })).toBeVisible();
  await expect(panel.getByLabel("pH minimum", { exact: true })).toHaveValue("");

  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.95", longitude: "-82.46" });
  await createPool(page, customer.id, location.id);
  const ph = page.getByRole("row", { name: /^pH/ });
  await expect(ph.getByRole("cell").nth(1)).toHaveText("7.4");
  await expect(ph.getByRole("cell").nth(2)).toHaveText("7.7");
  await expect(ph.getByRole("cell").nth(3)).toHaveText("7.5");
});

test("the customer picker filters the locations, bodies of water and equipment lists", async ({ page }) => {
  await signUpCompany(page, { openDashboard: false });
  const first = await addCustomer(page);
  const firstPlace = await createLocation(page, first.id, { latitude: "27.95", longitude: "-82.46" });
  await addPool(page, first.id, firstPlace.id, { name: "First pool" });
  const second = await addCustomer(page);
  const secondPlace = await createLocation(page, second.id, { latitude: "27.96", longitude: "-82.47" });
  await createPool(page, second.id, secondPlace.id, { name: "Second pool" });

  for (const [path, shown, hidden] of [
    ["/company/serviceLocations", firstPlace.addressLine, secondPlace.addressLine],
    ["/company/bodiesOfWater", "First pool", "Second pool"],
  ] as const) {
    await page.goto(path);
    await expect(bodyRows(page)).toHaveCount(2);
    const picker = page.getByRole("search").getByRole("combobox", { name: "Customer" });
    await picker.fill(first.lastName);
    await page.getByRole("option", { name: first.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`customer=${first.id}`));
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(shown);
    await expect(page.getByRole("main")).not.toContainText(hidden);
    // The choice survives the reload, by name.
    await page.reload();
    await expect(page.getByRole("search").getByRole("combobox", { name: "Customer" })).toHaveValue(
      first.displayName,
    );
  }

  // Typing a search does not submit the list by itself.
  await page.goto("/company/equipmentList");
  await page.getByRole("search").getByRole("combobox", { name: "Customer" }).fill("zzzz-nobody");
  await expect(
    page.getByRole("option", { name: /No customer matches/ }).or(page.getByText("No customer matches")),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/company\/equipmentList$/);
});
