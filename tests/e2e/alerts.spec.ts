import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";
import { importCustomerWithEmail } from "./locations-helpers";

/** The sidebar's Alerts entry and its count badge (labelled "N open alerts"). */
const alertsBadge = (page: Page) => page.getByRole("navigation").getByLabel(/open alerts?$/);

/** Axe with the mouse away from the sidebar (a hovered entry is not the page's colours). */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

test("the office filters alerts, follows one to its record, acknowledges and resolves it; the sidebar counts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpCompany(page);
  const customer = await importCustomerWithEmail(page, {
    firstName: "Alex",
    lastNamePrefix: "Alert",
    street: "12 Alert Street",
  });

  // Nothing yet: the empty state says what will show up.
  await page.goto("/company/alerts");
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  await expect(page.getByText("Nothing needs you right now")).toBeVisible();

  // Two events raise two alerts: a stop skipped, and a repair reported at another stop.
  const scheduleStop = async () => {
    await page.goto(`/company/serviceStops/createNew/adHoc?customer=${customer.id}`);
    await page.getByLabel("Technician").selectOption({ label: owner.name });
    await page.getByRole("button", { name: "Schedule stop" }).click();
    await expect(page).toHaveURL(/\/company\/serviceStops\/detail\//);
    return new URL(page.url()).pathname;
  };
  const stopUrl = await scheduleStop();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  const skip = page.getByRole("dialog", { name: "Skip this stop" });
  await skip.getByLabel(/^Why/).selectOption({ label: "Gate locked" });
  await skip.getByRole("button", { name: "Skip stop" }).click();
  await expect(toast(page, /^Stop skipped/)).toBeVisible();
  await scheduleStop();
  await page.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(page, "Arrived: the stop is in progress.")).toBeVisible();
  await page.getByRole("button", { name: "Report a repair" }).click();
  const report = page.getByRole("dialog", { name: "Report a repair" });
  await report.getByLabel(/^What is wrong/).fill("Heater leaks at the union");
  await report.getByRole("button", { name: "Send to the office" }).click();
  await expect(toast(page, "Repair request sent to the office.")).toBeVisible();

  await page
    .getByRole("navigation")
    .getByRole("link", { name: /^Alerts/ })
    .click();
  await expect(page).toHaveURL(/\/company\/alerts$/);
  await expect(alertsBadge(page)).toHaveText("2");
  const rows = page.getByRole("main").locator("tbody").getByRole("row");
  await expect(rows).toHaveCount(2);
  await axe(page);

  // Filter by kind: only the skipped stop.
  await page.getByLabel("Kind").selectOption({ label: "Stop skipped" });
  await expect(page).toHaveURL(/kind=stop\+skipped/);
  await expect(rows).toHaveCount(1);
  const skipped = rows.first();
  await expect(skipped).toContainText("Stop skipped at");
  await expect(skipped).toContainText("Warning");
  await expect(skipped).toContainText("Open");

  // One click to the stop it is about, and back.
  await skipped.getByRole("link", { name: /^Stop S-/ }).click();
  await expect(page).toHaveURL(new RegExp(`${stopUrl}$`));
  await page.goBack();
  await expect(page).toHaveURL(/kind=stop\+skipped/);

  // Each row has one Actions button; the page's single dialog holds the forms and the member picker, so rows
  // carry no picker of their own.
  await expect(rows.first().getByRole("combobox")).toHaveCount(0);
  const actionsButton = rows.first().getByRole("button", { name: /^Actions for "Stop skipped at/ });
  const dialog = page.getByRole("dialog", { name: /^Stop skipped at/ });
  await actionsButton.click();
  await dialog.getByRole("button", { name: "Acknowledge" }).click();
  await expect(toast(page, "Alert acknowledged.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText("Acknowledged");

  // By keyboard alone: open the dialog, pick the member, assign.
  await actionsButton.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);
  await dialog.getByLabel("Assign to").selectOption({ label: owner.name });
  await dialog.getByRole("button", { name: "Assign" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Alert assigned.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText(owner.name);
  await expect(alertsBadge(page)).toHaveText("2");

  // Escape closes the dialog without doing anything.
  await actionsButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText("Acknowledged");

  await actionsButton.click();
  await dialog.getByRole("button", { name: "Resolve" }).click();
  await expect(toast(page, "Alert resolved.")).toBeVisible();
  await expect(page.getByText("No alerts match")).toBeVisible();
  await expect(alertsBadge(page)).toHaveText("1");

  // Resolved ones are a filter away, with who resolved them.
  await page.getByLabel("Status").selectOption({ label: "Resolved" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`by ${owner.name}`);
  await axe(page);

  // A resolved alert can be reopened from its dialog (and is not assigned there).
  await rows
    .first()
    .getByRole("button", { name: /^Actions for "Stop skipped at/ })
    .click();
  await expect(dialog.getByLabel("Assign to")).toHaveCount(0);
  await axe(page);
  await dialog.getByRole("button", { name: "Reopen" }).click();
  await expect(toast(page, "Alert reopened.")).toBeVisible();
  await expect(alertsBadge(page)).toHaveText("2");

  // The page's weight, for the report (printed, not asserted).
  await page.goto("/company/alerts");
  await expect(rows).toHaveCount(2);
  console.log(
    `alerts page HTML: ${(await page.content()).length} characters for ${await rows.count()} alerts`,
  );
});
