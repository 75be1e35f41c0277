import type { Page } from "@playwright/test";
import { expect, toast } from "./fixtures";

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
