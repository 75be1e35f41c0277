import type { Page } from "@playwright/test";
import {
  createOwnerInviteCode,
  expect,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  phonePage,
  redeemInviteCode,
  signUpClient,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer, createLocation, createPool, field, idFromUrl } from "./locations-helpers";

/** Adds a filter to a pool from its detail page; returns the equipment's id. */
async function addFilter(page: Page, poolId: string, model: string) {
  await page.goto(`/company/equipment/createNew/${poolId}`);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Filter" });
  await field(page, "Make").fill("Pentair");
  await field(page, "Model").fill(model);
  await field(page, "Installed on").fill("2021-06-01");
  await page.getByRole("button", { name: "Create equipment" }).click();
  await expect(page).toHaveURL(/\/company\/equipment\/details\/[\w-]+$/);
  await expect(toast(page, "Equipment added.")).toBeVisible();
  return idFromUrl(page.url());
}

test("a pool owner linked by an invite code sees their pool, equipment and dashboard — and nobody else's", async ({
  page,
  browser,
}) => {
  test.slow();
  const company = await signUpCompany(page, { openDashboard: false });

  // Two customers of the same company, each with a location, a pool and a filter.
  const other = await addCustomer(page);
  const otherLocation = await createLocation(page, other.id, { latitude: "27.95", longitude: "-82.46" });
  const otherPool = await createPool(page, other.id, otherLocation.id, { name: "Neighbour pool" });
  const otherFilter = await addFilter(page, otherPool.id, "Neighbour 320");

  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.96", longitude: "-82.45" });
  const pool = await createPool(page, customer.id, location.id, { name: "Backyard pool", volume: "18000" });
  const filter = await addFilter(page, pool.id, "Clean & Clear 420");

  // The office makes the owner's invite code on the customer's page.
  await page.goto(`/company/customers/details/${customer.id}`);
  const code = await createOwnerInviteCode(page);

  // The pool owner signs up on their phone and redeems it.
  const owner = await phonePage(browser);
  const account = await signUpClient(owner);
  await expect(owner.getByRole("link", { name: "Redeem an invite code" })).toBeVisible();
  await redeemInviteCode(owner, code, account);

  // The dashboard: the company's overview for this customer.
  await expect(owner).toHaveURL(/\/dashboard$/);
  const overview = owner.getByRole("region", { name: `${company.companyName} — ${customer.displayName}` });
  await expect(overview.getByRole("heading", { name: "Next visit" })).toBeVisible();
  await expect(overview.getByText("No visit scheduled yet.")).toBeVisible();
  await expect(overview.getByText("Nothing to pay. Thank you!")).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  await expectNoSidewaysScroll(owner);

  // My Pool: the location, the pool and its filter; not the neighbour's.
  await owner.goto("/mypool");
  await expect(owner.getByRole("heading", { level: 1, name: "My Pool" })).toBeVisible();
  await expect(owner.getByRole("heading", { name: location.addressLine })).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Backyard pool" })).toBeVisible();
  await expect(owner.getByText("18,000 gal")).toBeVisible();
  await expect(owner.getByText("No finished visit yet.")).toBeVisible();
  await expect(owner.getByText("Neighbour pool")).toHaveCount(0);
  await expectNoSeriousAxeViolations(owner);
  await expectNoSidewaysScroll(owner);

  // Equipment: the list and the filter's page.
  await owner.goto("/equipment");
  await expect(owner.getByText("Neighbour 320")).toHaveCount(0);
  await expectNoSeriousAxeViolations(owner);
  await expectNoSidewaysScroll(owner);
  await owner.getByRole("link", { name: /Clean & Clear 420/ }).click();
  await expect(owner).toHaveURL(new RegExp(`/equipment/${filter}$`));
  await expect(owner.getByRole("heading", { level: 1, name: "Pentair Clean & Clear 420" })).toBeVisible();
  await expect(owner.getByText("No part replaced yet.")).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  await expectNoSidewaysScroll(owner);

  // Another owner's equipment (same company) and an unknown id are not found.
  for (const id of [otherFilter, "no-such-equipment"]) {
    const response = await owner.goto(`/equipment/${id}`);
    expect(response?.status()).toBe(404);
  }
  await owner.context().close();
});
