/**
 * Issue 22: the Admin console's Jobs page lists background jobs that failed every attempt. On the test server every
 * job succeeds (the SMTP test server takes all mail), so the page shows its empty state; the failing, retrying and
 * paging are proven on the queue itself (app/domain/jobs/queue.test.ts). Only the Admin reaches it.
 */
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

test("the Admin opens Jobs from the menu: no failed jobs yet; a company owner is sent away", async ({
  signedInAs,
}) => {
  const admin = await signedInAs("admin");
  await admin.goto("/admin/dashboard");
  await admin.getByRole("navigation").getByRole("link", { name: "Jobs" }).click();
  await expect(admin).toHaveURL(/\/admin\/jobs$/);
  await expect(admin.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
  await expect(admin.getByText("No failed jobs")).toBeVisible();
  await admin.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(admin);
  // A page address from an old link (a job retried meanwhile) starts again from the first page.
  await admin.goto("/admin/jobs?after=00000000-0000-4000-8000-000000000000");
  await expect(admin.getByText("No failed jobs")).toBeVisible();

  const owner = await signedInAs("owner");
  await owner.goto("/admin/jobs");
  await expect(owner).toHaveURL(/\/company\/dashboard$/);
});
