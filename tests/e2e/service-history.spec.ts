import { expect, expectNoSeriousAxeViolations, signUpCompany, test, toast } from "./fixtures";

test.describe.configure({ mode: "parallel" });

test("a body of water's readings: a chart per reading with its target, and the table by visit", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  await page.goto("/company/serviceStops?view=all&status=finished");
  await page
    .getByRole("link", { name: /^S-\d+$/ })
    .first()
    .click();
  await expect(page.getByText("FINISHED", { exact: false }).first()).toBeVisible();
  // From the finished stop to its pool's history.
  await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/bodiesOfWater\/details\/[\w-]+\?tab=readings$/);
  const main = page.getByRole("main");
  // The newest finished stop's pool: its visit count depends on what other tests finished before this one.
  const readingsTab = main.getByRole("tab", { name: /^Readings \(\d+\)$/ });
  await expect(readingsTab).toHaveAttribute("aria-selected", "true");
  const visits = Number((await readingsTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(visits).toBeGreaterThan(0);
  await expect(main.getByRole("figure").filter({ hasText: "pH — target 7.2–7.8" })).toBeVisible();
  await expect(main.locator(".recharts-reference-area").first()).toBeAttached();
  const table = main.getByRole("table", { name: "Readings by visit, newest first" });
  await expect(table.getByRole("row")).toHaveCount(visits + 1);
  await expectNoSeriousAxeViolations(page);

  // The customer's page lists the stops too.
  await page.goto("/company/serviceStops?view=all&status=finished");
  await page.getByRole("row").nth(1).getByRole("link").nth(1).click();
  await page.getByRole("tab", { name: /^Service \(\d+\)$/ }).click();
  await expect(
    page
      .getByRole("tabpanel")
      .getByRole("link", { name: /^S-\d+$/ })
      .first(),
  ).toBeVisible();
});

test("Settings: the readings asked at each stop are saved, and at least one is needed", async ({ page }) => {
  await signUpCompany(page, { openDashboard: false });
  await page.goto("/company/settings");
  const panel = page.locator("#readings");
  await expect(panel.getByRole("checkbox", { name: "Total chlorine" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Phosphates" })).not.toBeChecked();
  await panel.getByRole("checkbox", { name: "Total chlorine" }).uncheck();
  await panel.getByRole("checkbox", { name: "Phosphates" }).check();
  await panel.getByRole("button", { name: "Save readings" }).click();
  await expect(toast(page, "Readings saved.")).toBeVisible();
  await page.reload();
  await expect(panel.getByRole("checkbox", { name: "Total chlorine" })).not.toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Phosphates" })).toBeChecked();

  const checked = panel.getByRole("checkbox", { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await panel.getByRole("button", { name: "Save readings" }).click();
  await expect(panel.getByText("Choose at least one reading.")).toBeVisible();
  await page.reload();
  await expect(panel.getByRole("checkbox", { name: "Phosphates" })).toBeChecked();
});
