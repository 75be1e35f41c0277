import fs from "node:fs/promises";
import Papa from "papaparse";
import {
  chooseOption,
  expect,
  expectFieldError,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";

/**
 * Work logs: the demo technician clocks in from the dashboard on a phone, takes lunch and clocks out; a second tab
 * can't clock in twice. The owner corrects the times with a reason (bad input refused first), approves (the log
 * locks) and downloads the payroll CSV of the week.
 */
test("a technician's shift on a phone, corrected, approved and paid", async ({ signedInAs }) => {
  test.setTimeout(120_000);
  const tech = await signedInAs("tech", { width: 390 });
  const otherTab = await tech.context().newPage();
  await otherTab.goto("/company/workLogs");

  await tech.goto("/company/dashboard");
  await tech.getByRole("button", { name: "Clock in" }).click();
  await expect(toast(tech, /^Clocked in at/)).toBeVisible();
  await expect(tech.getByText(/On the clock since/)).toBeVisible();

  // The other tab still shows "Clock in": it is refused, nothing saved.
  await otherTab.getByRole("button", { name: "Clock in" }).click();
  await expect(otherTab.getByText(/You are already on the clock since/)).toBeVisible();
  await otherTab.close();

  await tech.getByRole("button", { name: "Lunch (unpaid)" }).click();
  await expect(toast(tech, "Lunch started (unpaid).")).toBeVisible();
  await expect(tech.getByText(/On lunch \(unpaid\) since/)).toBeVisible();
  await tech.getByRole("button", { name: "End lunch" }).click();
  await expect(toast(tech, "Lunch ended. Back on the clock.")).toBeVisible();

  await tech.goto("/company/workLogs");
  await tech.getByRole("button", { name: "Clock out" }).click();
  const confirm = tech.getByRole("dialog", { name: "Clock out now?" });
  await confirm.getByRole("button", { name: "Clock out" }).click();
  await expect(toast(tech, /^Clocked out at/)).toBeVisible();
  await expect(tech.getByText("You are off the clock.")).toBeVisible();
  const shiftRow = tech.getByRole("row").filter({ hasText: /Open/ }).first();
  await expect(shiftRow).toBeVisible();
  // The technician sees only their own shifts and no payroll.
  await expect(tech.getByRole("link", { name: "Payroll" })).toHaveCount(0);
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(tech);
  expect((await tech.goto("/company/workLogs/payroll"))?.status()).toBe(403);

  // The owner corrects the shift.
  const owner = await signedInAs("owner");
  await owner.goto("/company/workLogs");
  const row = owner.getByRole("row").filter({ hasText: "Tomas Reyes" }).filter({ hasText: "Open" }).first();
  await row.getByRole("link").first().click();
  await expect(owner.getByRole("heading", { level: 1, name: "Work log — Tomas Reyes" })).toBeVisible();
  await expect(owner.getByText(/Lunch \(unpaid\) started/)).toBeVisible();
  await expectNoSeriousAxeViolations(owner);

  const edit = owner.getByRole("region", { name: "Correct the times" });
  const clockIn = edit.getByLabel(/^Clock in/);
  const clockOut = edit.getByLabel(/^Clock out/);
  const inValue = await clockIn.inputValue();
  const outValue = await clockOut.inputValue();
  // Two hours earlier, but not before midnight (the work date stays in this week).
  const wall = (v: string) => Date.parse(`${v}:00Z`);
  const earlier = Math.max(wall(inValue) - 2 * 3_600_000, wall(`${inValue.slice(0, 10)}T00:00`));
  const newIn = new Date(earlier).toISOString().slice(0, 16);

  await owner.getByRole("button", { name: "Save times" }).click();
  await expectFieldError(edit, /^Reason for the change/, "Say why you change it");
  await clockIn.fill(outValue);
  await clockOut.fill(inValue);
  await edit.getByLabel(/^Reason for the change/).fill("Forgot to clock in at the shop");
  await owner.getByRole("button", { name: "Save times" }).click();
  await expectFieldError(edit, /^Clock out/, "Clock-out must be after clock-in.");
  await clockIn.fill(newIn);
  await clockOut.fill(outValue);
  await owner.getByRole("button", { name: "Save times" }).click();
  await expect(toast(owner, "Times corrected. The change is in the log's history.")).toBeVisible();
  const history = owner.getByRole("region", { name: "Changes by the office" });
  await expect(history.getByText("Reason: Forgot to clock in at the shop")).toBeVisible();
  await expect(history.getByText(/^clock in: .* → /)).toBeVisible();

  // Approve: the log locks.
  await owner.getByRole("button", { name: "Approve" }).click();
  await owner
    .getByRole("dialog", { name: "Approve this work log?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(owner, "Work log approved. It is locked until un-approved.")).toBeVisible();
  await expect(owner.getByRole("button", { name: "Save times" })).toHaveCount(0);
  await expect(owner.getByText(/Approved by Olivia Owens/)).toBeVisible();
  await expect(owner.getByRole("button", { name: "Un-approve…" })).toBeVisible();

  // Payroll for the week, and its CSV.
  await owner.goto("/company/workLogs");
  await owner.getByRole("link", { name: "Payroll" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Payroll" })).toBeVisible();
  await expect(owner.getByRole("row").filter({ hasText: "Tomas Reyes" })).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  const [download] = await Promise.all([
    owner.waitForEvent("download"),
    owner.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await fs.readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields).toEqual([
    "Member",
    "Worker type",
    "Period start",
    "Period end",
    "Shifts",
    "Not approved",
    "Hours worked",
    "Hourly pay",
    "Finished stops",
    "Stop pay",
    "Finished jobs",
    "Job pay",
    "Contract labor",
    "Total",
    "Currency",
    "Missing rates",
  ]);
  const tomas = parsed.data.find((r) => r.Member === "Tomas Reyes")!;
  expect(tomas).toMatchObject({ Shifts: "1", "Not approved": "0", Currency: "USD" });
  const expectedHours = (wall(outValue) - earlier) / 3_600_000;
  expect(Math.abs(Number(tomas["Hours worked"]) - expectedHours)).toBeLessThanOrEqual(0.04);
  const [start, end] = download.suggestedFilename().match(/\d{4}-\d{2}-\d{2}/g)!;
  expect([tomas["Period start"], tomas["Period end"]]).toEqual([start, end]);
  const parts = ["Hourly pay", "Stop pay", "Job pay", "Contract labor"].map((k) =>
    Math.round(Number(tomas[k]) * 100),
  );
  expect(Math.round(Number(tomas.Total) * 100)).toBe(parts.reduce((a, b) => a + b, 0));
});

/**
 * The pay period is a company setting: a new company switches to "Twice a month" in Settings, and work logs and
 * payroll open on the 1st–15th or 16th–end period; a link that names another kind still shows that kind.
 */
test("the company's pay period is what work logs and payroll show by default", async ({ page }) => {
  await signUpCompany(page);
  const picker = page.getByRole("combobox", { name: "Pay period" });
  await page.goto("/company/workLogs");
  await expect(picker).toHaveValue("weekly");

  await page.goto("/company/settings");
  await chooseOption(page, "Pay period", "Twice a month (1st–15th, 16th–end)");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Company settings saved.")).toBeVisible();
  await page.reload();
  await expect(picker).toHaveValue("Twice a month (1st–15th, 16th–end)");

  const halfMonth = /^[A-Z][a-z]{2} (1|16) – (15|28|29|30|31), \d{4}$/;
  await page.goto("/company/workLogs");
  await expect(picker).toHaveValue("semimonthly");
  await expect(picker).toHaveAccessibleDescription("Company setting: Twice a month (1st–15th, 16th–end)");
  await expect(page.getByText(halfMonth)).toBeVisible();
  await page.getByRole("link", { name: "Next pay period" }).click();
  await expect(page).toHaveURL(/period=semimonthly/);
  await expect(page.getByText(halfMonth)).toBeVisible();

  await page.goto("/company/workLogs/payroll");
  await expect(picker).toHaveValue("semimonthly");
  await expect(page.getByText(halfMonth)).toBeVisible();

  // The URL still overrides the setting, so old links keep working.
  await page.goto("/company/workLogs?period=weekly&date=2026-03-04");
  await expect(picker).toHaveValue("weekly");
  await expect(page.getByText("Mar 2 – 8, 2026")).toBeVisible();
});
