import type { Page } from "@playwright/test";
import { expect, signUpCompany, toast } from "./fixtures";
import { addCustomer, addLocation, addPool } from "./locations-helpers";

/** The office creates a task group (a stop's checklist) with these tasks, each required; a photo task asks for one. */
export async function createTaskGroup(page: Page, name: string, tasks: { name: string; photo?: boolean }[]) {
  await page.goto("/company/taskGroups/createNew");
  await page.getByLabel(/^Name/).fill(name);
  for (const [i, task] of tasks.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Add task" }).click();
    const row = page.getByRole("group", { name: `Task ${i + 1}`, exact: true });
    await row.getByLabel("Task name").fill(task.name);
    if (task.photo) await row.getByLabel("Kind").selectOption("Photo");
    await row.getByLabel("Required").check();
  }
  await page.getByRole("button", { name: "Create task group" }).click();
  await expect(toast(page, `Task group "${name}" created.`)).toBeVisible();
}

/** A customer (with an e-mail address) whose location has a pool named "Pool"; returns the customer. */
export async function customerWithPool(office: Page) {
  const customer = await addCustomer(office);
  const location = await addLocation(office, customer.id);
  await addPool(office, customer.id, location.id, { name: "Pool", volume: "15000" });
  return customer;
}

/** A new company (the office's page is its owner's) with a customer whose location has a pool; returns the customer. */
export async function companyWithPool(office: Page) {
  await signUpCompany(office, { openDashboard: false });
  return customerWithPool(office);
}

/**
 * Schedules a stop today for the customer (for the technician, when named; with the office's instructions and
 * estimated minutes, when given); returns the stop page's path.
 */
export async function scheduleStop(
  office: Page,
  customer: { lastName: string; displayName: string },
  technician: string | null,
  checklist?: string,
  extra: { instructions?: string; minutes?: string } = {},
) {
  await office.goto("/company/serviceStops/createNew/adHoc");
  const picker = office
    .getByRole("textbox", { name: "Customer" })
    .or(office.getByRole("combobox", { name: "Customer" }));
  await picker.first().click();
  await picker.first().fill(customer.lastName);
  await office.getByRole("option", { name: customer.displayName, exact: true }).click();
  await expect(office.getByText(`Visit for ${customer.displayName}`)).toBeVisible();
  if (technician) await office.getByLabel("Technician").selectOption({ label: technician });
  if (checklist) await office.getByLabel("Checklist (task group)").selectOption({ label: checklist });
  if (extra.minutes) await office.getByLabel("Estimated minutes").fill(extra.minutes);
  if (extra.instructions) await office.getByLabel("What to do").fill(extra.instructions);
  await office.getByRole("button", { name: "Schedule stop" }).click();
  await expect(office).toHaveURL(/\/company\/serviceStops\/detail\/[\w-]+$/);
  return new URL(office.url()).pathname;
}
