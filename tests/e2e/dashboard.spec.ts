import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

// Read-only use of the demo company: Blue Wave's day (Tomas Reyes's eight stops), its jobs, invoices, alerts and
// equipment. Other specs may work Tomas's stops meanwhile, so progress is matched by pattern, never by value.
test.describe.configure({ mode: "parallel" });

const card = (page: Page, title: string) =>
  page.getByRole("main").getByRole("region", { name: title, exact: true });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the owner's dashboard: today's routes, the week, money, jobs, alerts and equipment from the demo", async ({
  signedInAs,
}) => {
  const page = await signedInAs("owner");
  await page.goto("/company/dashboard");

  const routes = card(page, "Routes today");
  // An empty bar has no width, so it is counted rather than seen.
  await expect(
    routes.getByRole("progressbar", { name: /^Tomas Reyes: \d of 8 stops finished$/ }),
  ).toHaveCount(1);
  await expect(routes.getByText(/ · (now at|next:) /).first()).toBeVisible();
  await expect(routes.getByRole("link", { name: "Open the route dashboard" })).toHaveAttribute(
    "href",
    "/company/routeDashboard",
  );
  await expect(card(page, "This week").getByText(/: \d+ finished, \d+ skipped, \d+ to do\.$/)).toBeVisible();

  const revenue = card(page, "Revenue");
  await expect(revenue.getByText(/^Invoiced in [A-Z][a-z]+$/)).toBeVisible();
  await expect(revenue.getByText(/^Collected in [A-Z][a-z]+$/)).toBeVisible();
  // Last month's run was paid in full by check: a real figure, not zero.
  await expect(revenue.getByText(/^[A-Z][a-z]+: \$[1-9][\d,]*\.\d\d$/)).toHaveCount(2);
  await expect(
    card(page, "Overdue invoices").getByRole("link", { name: "See overdue invoices" }),
  ).toHaveAttribute("href", "/company/invoices?status=overdue");
  await expect(
    card(page, "Open alerts")
      .getByText(/^\d+ (critical|warning|info)$/)
      .first(),
  ).toBeVisible();
  const equipment = card(page, "Equipment service due");
  await expect(equipment.getByText(/^[1-9]\d*$/).first()).toBeVisible();
  await expect(equipment.getByRole("listitem").first()).toContainText(/overdue since|due today|due [A-Z]/);
  const estimates = card(page, "Estimates waiting");
  await expect(estimates.getByText(/^\d+ estimates? sent, not answered yet\.$/)).toBeVisible();
  await expect(estimates.getByRole("link", { name: /^J-\d+ · / }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A count opens its list, filtered.
  await card(page, "Open jobs").getByRole("link", { name: "Estimate pending" }).click();
  await expect(page).toHaveURL(/\/company\/jobs\?operation=estimate\+pending$/);
});

test("a technician's dashboard on a phone is their day: the clock and their stops, no office or money cards", async ({
  signedInAs,
}) => {
  const page = await signedInAs("tech", { width: 390 });
  await page.goto("/company/dashboard");
  const main = page.getByRole("main");
  const day = card(page, "Your stops today");
  await expect(day.getByText(/^\d of 8 stops done\.$/)).toBeVisible();
  const stops = day.getByRole("list", { name: "Your stops" }).getByRole("listitem");
  await expect(stops).toHaveCount(8);
  await expect(stops.first().getByRole("link", { name: /^1\. / })).toHaveAttribute(
    "href",
    /\/company\/serviceStops\/detail\//,
  );
  await expect(main.getByRole("heading", { name: "Time clock" })).toBeVisible();
  for (const office of ["Routes today", "Revenue", "Overdue invoices", "Open jobs", "Set up your company"])
    await expect(main.getByRole("heading", { name: office })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoSeriousAxeViolations(page);

  await day.getByRole("link", { name: "Open my day" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\?view=day$/);
  await expect(main.getByRole("listitem")).toHaveCount(8);
});
