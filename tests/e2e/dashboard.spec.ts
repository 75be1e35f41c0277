import { expect, test } from "./fixtures";

test("a technician's dashboard shows their day, not the company set-up", async ({ signedInAs }) => {
  const page = await signedInAs("tech");
  await page.goto("/company/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Your stops today" })).toBeVisible();
  await expect(main.getByText(/^\d of 8 stops done\.$/)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Set up your company" })).toHaveCount(0);
  await main.getByRole("link", { name: "Open my day" }).click();
  await expect(page).toHaveURL(/\/company\/serviceStops\?view=day$/);
  await expect(main.getByRole("listitem")).toHaveCount(8);
});
