import type { Page } from "@playwright/test";
import {
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

// Every test signs up its own company, so the tests may share the workers.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** Axe with the pointer off the page's buttons (a hovered button's shade is the theme's, not this page's). */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

/** Runs axe after a fresh load, without the save's toast (its close button has no accessible name yet: root.tsx). */
async function axeAfterReload(page: Page) {
  await page.reload();
  await axe(page);
}

const task = (page: Page, n: number) => page.getByRole("group", { name: `Task ${n}`, exact: true });

/** The task names of the form, top to bottom. */
async function formOrder(page: Page) {
  const names = page.getByLabel("Task name");
  return names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** The task names of the detail page, top to bottom. */
function detailOrder(page: Page) {
  return page.getByRole("list", { name: "Tasks in order" }).getByRole("listitem");
}

test("task groups: empty state, create with 3 tasks, bad input, reorder, edit, archive and restore", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/taskGroups");
  await expect(page.getByRole("heading", { level: 1, name: "Task groups" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("No task groups yet")).toBeVisible();
  await expect(main).toContainText("Create a task group first");
  await axe(page);

  await main.getByRole("link", { name: "Create a task group" }).click();
  await expect(page).toHaveURL(/\/company\/taskGroups\/createNew$/);
  await expect(page.getByRole("heading", { level: 1, name: "New task group" })).toBeVisible();
  const create = page.getByRole("button", { name: "Create task group" });

  // Nothing typed: messages next to the fields, and the page stays.
  await create.click();
  await expectFieldError(page, /^Name/, "Enter the task group's name, e.g. Weekly full service.");
  await expectFieldError(task(page, 1), "Task name", "Enter the task, e.g. Skim surface.");
  await expect(page).toHaveURL(/\/createNew$/);

  await page.getByLabel(/^Name/).fill("Weekly full service");
  await page.getByLabel("Description").fill("The standard weekly visit.");
  await task(page, 1).getByLabel("Task name").fill("Skim surface");
  await task(page, 1).getByLabel("Minutes").fill("5");
  await task(page, 1).getByLabel("Required").check();

  await page.getByRole("button", { name: "Add task" }).click();
  await expect(task(page, 2).getByLabel("Task name")).toBeFocused();
  await task(page, 2).getByLabel("Task name").fill("Brush walls");
  await task(page, 2).getByLabel("Minutes").fill("700");
  await task(page, 2)
    .getByLabel(/^Billable rate/)
    .fill("12.505");

  await page.getByRole("button", { name: "Add task" }).click();
  await task(page, 3).getByLabel("Task name").fill("Photo after service");
  await task(page, 3).getByLabel("Kind").selectOption("Photo");
  await task(page, 3).getByLabel("Required").check();
  await task(page, 3).getByLabel("Minutes").fill("1");

  // Bad minutes and rate: messages on the second task's fields.
  await create.click();
  await expectFieldError(task(page, 2), "Minutes", "Enter whole minutes from 0 to 600.");
  await expectFieldError(task(page, 2), /^Billable rate/, /at most 2 decimals/);
  await expect(page).toHaveURL(/\/createNew$/);
  await task(page, 2).getByLabel("Minutes").fill("8");
  await task(page, 2)
    .getByLabel(/^Billable rate/)
    .fill("12.5");
  await expect(main).toContainText("3 tasks · 14 min · $12.50 billable");

  // Reorder: the photo up one, the skim down one.
  await page.getByRole("button", { name: "Move Photo after service up" }).click();
  expect(await formOrder(page)).toEqual(["Skim surface", "Photo after service", "Brush walls"]);
  await page.getByRole("button", { name: "Move Skim surface down" }).click();
  expect(await formOrder(page)).toEqual(["Photo after service", "Skim surface", "Brush walls"]);
  await expect(page.getByRole("button", { name: "Move Photo after service up" })).toBeDisabled();
  await expect(task(page, 1).getByLabel("Kind")).toHaveValue("photo");
  await expect(task(page, 3).getByLabel(/^Billable rate/)).toHaveValue("12.5");
  await axe(page);

  await create.click();
  await expect(page).toHaveURL(/\/company\/taskGroups\/details\/[\w-]+$/);
  await expect(toast(page, 'Task group "Weekly full service" created.')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Weekly full service" })).toBeVisible();
  await expect(main).toContainText("The standard weekly visit.");
  // Made the company's default checklist from its page: new stops start with it.
  await page.getByRole("button", { name: "Make default checklist" }).click();
  await expect(
    toast(
      page,
      "Weekly full service is now the default checklist for new recurring stops and service stops.",
    ),
  ).toBeVisible();
  await expect(main.getByText("default checklist", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Make default checklist" })).toHaveCount(0);
  const items = detailOrder(page);
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Photo after service");
  await expect(items.nth(0)).toContainText("Photo");
  await expect(items.nth(0)).toContainText("Required");
  await expect(items.nth(1)).toContainText("Skim surface");
  await expect(items.nth(2)).toContainText("Brush walls");
  await expect(items.nth(2)).toContainText("Optional");
  await expect(items.nth(2)).toContainText("$12.50");
  await expect(main).toContainText("14 min");
  await axeAfterReload(page);
  const detailUrl = page.url();

  // Edit: rename, remove a task, add one and move it to the top.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Weekly full service" })).toBeVisible();
  expect(await formOrder(page)).toEqual(["Photo after service", "Skim surface", "Brush walls"]);
  await page.getByLabel(/^Name/).fill("Weekly full service (summer)");
  await page.getByRole("button", { name: "Remove Brush walls" }).click();
  await page.getByRole("button", { name: "Add task" }).click();
  await task(page, 3).getByLabel("Task name").fill("Check filter pressure");
  await task(page, 3).getByLabel("Kind").selectOption("Number");
  await page.getByRole("button", { name: "Move Check filter pressure up" }).click();
  await page.getByRole("button", { name: "Move Check filter pressure up" }).click();
  expect(await formOrder(page)).toEqual(["Check filter pressure", "Photo after service", "Skim surface"]);
  // A mistake in the moved row shows on its new place.
  await task(page, 1).getByLabel("Task name").fill("");
  await page.getByRole("button", { name: "Save task group" }).click();
  await expectFieldError(task(page, 1), "Task name", "Enter the task, e.g. Skim surface.");
  await task(page, 1).getByLabel("Task name").fill("Check filter pressure");
  await page.getByRole("button", { name: "Save task group" }).click();
  await expect(toast(page, 'Task group "Weekly full service (summer)" saved.')).toBeVisible();
  expect(page.url()).toBe(detailUrl);
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Check filter pressure");
  await expect(items.nth(0)).toContainText("Number");
  await expect(items.nth(1)).toContainText("Photo after service");
  await expect(items.nth(2)).toContainText("Skim surface");
  await expect(main).not.toContainText("Brush walls");

  // Archive, with a confirmation.
  await page.reload();
  await page.getByRole("button", { name: "Archive task group" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Weekly full service (summer)?" });
  await expect(dialog).toBeVisible();
  await axe(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Archive task group" }).click();
  await dialog.getByRole("button", { name: "Archive task group" }).click();
  await expect(toast(page, 'Task group "Weekly full service (summer)" archived.')).toBeVisible();
  await expect(main.getByText("This task group is archived")).toBeVisible();

  await page.goto("/company/taskGroups");
  await expect(main.getByText("No task groups yet")).toBeVisible();
  await page.getByLabel("Archived").selectOption("Archived only");
  await expect(page).toHaveURL(/archived=only/);
  await main.getByRole("link", { name: "Weekly full service (summer)" }).click();

  await page.getByRole("button", { name: "Restore task group" }).click();
  await expect(toast(page, 'Task group "Weekly full service (summer)" restored.')).toBeVisible();
  await expect(main.getByText("This task group is archived")).toBeHidden();
  await page.goto("/company/taskGroups?q=summer");
  const row = main.getByRole("row").filter({ hasText: "Weekly full service (summer)" });
  await expect(row).toContainText("3");
  await expect(row).toContainText("min");
  await axe(page);
});

test("task group form and detail at 390 px wide", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/taskGroups/createNew");
  await page.getByLabel(/^Name/).fill("Green pool clean-up");
  await task(page, 1).getByLabel("Task name").fill("Remove debris and leaves");
  await task(page, 1)
    .getByLabel(/^Billable rate/)
    .fill("45");
  await page.getByRole("button", { name: "Add task" }).click();
  await task(page, 2).getByLabel("Task name").fill("Shock treatment");
  for (const name of ["Move Shock treatment up", "Remove Shock treatment", "Add task"]) {
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The name keeps the width of the row; its buttons stay on screen.
  const nameBox = (await task(page, 2).getByLabel("Task name").boundingBox())!;
  const removeBox = (await page.getByRole("button", { name: "Remove Shock treatment" }).boundingBox())!;
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(390);
  expect(nameBox.width).toBeGreaterThan(250);
  await axe(page);

  await page.getByRole("button", { name: "Create task group" }).click();
  await expect(toast(page, 'Task group "Green pool clean-up" created.')).toBeVisible();
  await expect(detailOrder(page)).toHaveCount(2);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await axeAfterReload(page);
  await context.close();
});

test("the demo's new stops start with its weekly service checklist, not the green-pool clean-up", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  await page.goto("/company/customers");
  await page.getByRole("main").locator("tbody").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/customers\/details\/[\w-]+$/);
  const customerId = page.url().split("/").pop();
  const checklist = () => page.getByLabel("Checklist (task group)").locator("option:checked");
  await page.goto(`/company/recurringServiceStop/createNew/${customerId}`);
  await expect(checklist()).toHaveText("Weekly full service");
  await page.goto(`/company/serviceStops/createNew/adHoc?customer=${customerId}`);
  await expect(checklist()).toHaveText("Weekly full service");
});
