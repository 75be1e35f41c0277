import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  baseURL,
  escapeRegExp,
  expect,
  expectNoSeriousAxeViolations,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { addCustomer, addLocation, blockMapTiles, createPool, field } from "./locations-helpers";
import { waitForMail } from "./mail";
import { addTechnician } from "./team-helpers";

/**
 * The whole operations chain as the people who do it: a technician reports a repair from a stop → the office turns
 * the request into a job, prices it and e-mails the estimate → the pool owner accepts by the link → the office
 * schedules the visit → the technician works and finishes it → the job is finished, its task done, every step in
 * its history; the repair request stays "in progress" (linked to the job) until the office closes it.
 *
 * A company of its own (sign-up), with its own customer, pool, equipment and invited technician: the demo company's
 * counts (Tomas's stops today and the like) stay as other specs expect them.
 */
test.describe.configure({ timeout: 300_000 });

const FINISHED_AND_SENT = "Stop finished. The service report was e-mailed to the customer.";
const PROBLEM = "Pump motor screams on start-up. The bearings are going; the shaft seal drips too.";
const JOB_TITLE = "Pump motor screams on start-up";
const EQUIPMENT = "pump Pentair IntelliFlo VSF";

async function axe(page: Page) {
  await page.reload();
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
}

async function photo() {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7f8c8d" } })
    .jpeg()
    .toBuffer();
  return { name: "pump.jpg", mimeType: "image/jpeg", buffer };
}

/** Pump equipment on the pool, through its form; ends on the equipment's page. */
async function addPump(page: Page, poolId: string) {
  await page.goto(`/company/equipment/createNew/${poolId}`);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Pump" });
  await field(page, "Make").fill("Pentair");
  await field(page, "Model").fill("IntelliFlo VSF");
  await page.getByRole("button", { name: "Create equipment" }).click();
  await expect(toast(page, "Equipment added.")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Pump — Pentair IntelliFlo VSF" }),
  ).toBeVisible();
}

/** The stop's status badge, next to the page title. */
const statusBadge = (page: Page) => page.getByRole("main").locator(".mantine-Badge-root").first();

test("a repair reported at a stop becomes a job: priced, estimate accepted by link, visited, finished, in its history", async ({
  page: office,
  browser,
}) => {
  await blockMapTiles(office);
  const owner = await signUpCompany(office, { openDashboard: false });
  const customer = await addCustomer(office);
  const location = await addLocation(office, customer.id);
  const pool = await createPool(office, customer.id, location.id, { name: "Pool" });
  await addPump(office, pool.id);
  const { tech, name: technician } = await addTechnician(office, browser, blockMapTiles);

  // The office sends the technician to the pool for a one-off visit today.
  await office.goto(`/company/serviceStops/createNew/adHoc?customer=${customer.id}`);
  await office.getByLabel("Technician").selectOption({ label: technician });
  await office.getByLabel("Checklist (task group)").selectOption({ label: "No checklist" });
  await office.getByRole("button", { name: "Schedule stop" }).click();
  const firstScheduled = toast(office, /^Stop S-\d+ scheduled\.$/);
  await expect(firstScheduled).toBeVisible();
  const firstStop = (await firstScheduled.textContent())?.match(/S-\d+/)?.[0];
  expect(firstStop).toBeTruthy();

  // 1. The technician, at the pool, reports the noisy pump with a photo and the equipment picked.
  await tech.goto("/company/serviceStops?view=day");
  await expect(tech.getByText(/^Today: 1 stop, 0 done$/)).toBeVisible();
  await tech.getByRole("link", { name: `1. ${customer.displayName}` }).click();
  await expect(
    tech.getByRole("heading", { level: 1, name: `${firstStop} · ${customer.displayName}` }),
  ).toBeVisible();
  await tech.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();
  await tech.getByRole("button", { name: "Report a repair" }).click();
  const report = tech.getByRole("dialog", { name: "Report a repair" });
  await report.getByLabel(/^What is wrong/).fill(PROBLEM);
  await report.getByLabel("Pool or spa").selectOption({ label: "Pool" });
  await report.getByLabel("Equipment").selectOption({ label: EQUIPMENT });
  await report.getByLabel("Photos").setInputFiles(await photo());
  await report.getByRole("button", { name: "Send to the office" }).click();
  await expect(toast(tech, "Repair request sent to the office.")).toBeVisible();
  await expect(report).toBeHidden();
  // The report doesn't hold the stop up: the regular visit is finished as usual.
  await tech.getByRole("button", { name: "Finish stop" }).click();
  await expect(toast(tech, FINISHED_AND_SENT)).toBeVisible();

  // 2. The office finds it under Repair Requests and turns it into a job in one step.
  await office.goto("/company/dashboard");
  await office.getByRole("button", { name: "Operations" }).click();
  await office.getByRole("link", { name: "Repair Requests", exact: true }).click();
  await expect(office).toHaveURL(/\/company\/repairRequests$/);
  const requestRow = office.getByRole("row").filter({ hasText: "Pump motor screams" });
  await expect(requestRow).toContainText(customer.displayName);
  // The list names the equipment by make and model.
  await expect(requestRow).toContainText("Pentair IntelliFlo VSF · 1 photo");
  await expect(requestRow).toContainText("by technician");
  await expect(requestRow).toContainText("Open");
  await requestRow.getByRole("link").first().click();
  await expect(
    office.getByRole("heading", { level: 1, name: `Repair request — ${customer.displayName}` }),
  ).toBeVisible();
  const requestUrl = office.url();
  await expect(office.getByText(`by ${technician}`)).toBeVisible();
  await expect(office.getByRole("link", { name: "Pool", exact: true })).toBeVisible();
  await expect(office.getByRole("link", { name: EQUIPMENT, exact: true })).toBeVisible();
  await expect(office.getByRole("img", { name: "Photo 1 of the problem" })).toBeVisible();
  await expect(office.getByRole("link", { name: "Open the stop" })).toBeVisible();

  await office.getByRole("button", { name: "Turn into a job" }).click();
  const made = toast(
    office,
    /^Job J-\d+ made from the repair request: add its lines and send the estimate\.$/,
  );
  await expect(made).toBeVisible();
  const label = (await made.textContent())?.match(/J-\d+/)?.[0] ?? "";
  expect(label).toMatch(/^J-\d+$/);
  await expect(office).toHaveURL(/\/company\/jobs\/detail\/[\w-]+$/);
  const jobUrl = office.url();
  const jobId = new URL(jobUrl).pathname.split("/").pop()!;
  // The job carries the request over: its first sentence as the title, its words, the pool and the pump.
  await expect(office.getByRole("heading", { level: 1, name: `${label} · ${JOB_TITLE}` })).toBeVisible();
  const main = office.getByRole("main");
  await expect(main.getByText("estimate pending", { exact: true })).toBeVisible();
  await expect(main.getByText("billing: draft")).toBeVisible();
  await expect(main.getByText(location.addressLine, { exact: false })).toBeVisible();
  await expect(main.getByText("Body of water: Pool")).toBeVisible();
  await expect(main.getByText(`Equipment: ${EQUIPMENT}`)).toBeVisible();
  await expect(main.getByText(PROBLEM, { exact: true })).toBeVisible();
  await expect(main.getByText("No lines yet.")).toBeVisible();
  await expect(main.getByText("No tasks.")).toBeVisible();

  // The request now points at the job and is in progress; it can't be turned into a second job.
  await office.goto(requestUrl);
  await expect(office.getByText("In progress", { exact: true })).toBeVisible();
  await expect(office.getByRole("link", { name: "The job made from it" })).toHaveAttribute(
    "href",
    `/company/jobs/detail/${jobId}`,
  );
  await expect(office.getByRole("button", { name: "Turn into a job" })).toHaveCount(0);
  await expect(office.getByRole("button", { name: "Resolve or dismiss…" })).toBeVisible();
  const again = await office.request.post(new URL(requestUrl).pathname, { form: { intent: "job" } });
  expect(again.status()).toBe(400);
  await office.goto("/company/jobs");
  await expect(office.getByRole("link", { name: label, exact: true })).toHaveCount(1);
  await expect(office.getByRole("link", { name: /^J-\d+$/ })).toHaveCount(1);

  // 3. The office prices it (one line) and adds a task, then sends the estimate.
  await office.goto(jobUrl);
  await office.getByRole("tab", { name: "Edit" }).click();
  await office.getByRole("button", { name: "Add line" }).click();
  const line = office.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Bearing and seal kit, fitted");
  await line.getByLabel("Quantity").fill("1");
  await line.getByLabel("Unit price").fill("180");
  await line.getByLabel("Unit cost").fill("95");
  await office.getByRole("button", { name: "Add task" }).click();
  await office.getByLabel("Task 1", { exact: true }).fill("Replace pump bearings and seal");
  await office.getByRole("button", { name: "Save job" }).click();
  await expect(toast(office, "Job saved.")).toBeVisible();
  // After saving, the page shows the overview with what was saved.
  await expect(office.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const lines = office.getByRole("table", { name: "Priced lines" });
  await expect(lines.getByRole("row").filter({ hasText: "Bearing and seal kit, fitted" })).toContainText(
    "$180.00",
  );
  const totals = office.getByRole("table", { name: "Totals" });
  await expect(totals.getByRole("row", { name: /^Total/ })).toContainText("$180.00");
  await expect(totals.getByRole("row", { name: /Margin/ })).toContainText("$85.00 (47.2 %)");
  await expect(main.getByText("Replace pump bearings and seal — to do")).toBeVisible();

  await office.getByRole("button", { name: "Send estimate" }).click();
  await expect(toast(office, "Estimate sent to the customer.")).toBeVisible();
  await expect(main.getByText("billing: estimate")).toBeVisible();
  const mail = await waitForMail({
    to: customer.email,
    subject: new RegExp(`^Estimate ${label} from ${escapeRegExp(owner.companyName)}: ${JOB_TITLE}$`),
  });
  expect(mail.text).toContain(PROBLEM);
  expect(mail.text).toContain("Bearing and seal kit, fitted — 1 × $180.00");
  expect(mail.text).toContain("Total: $180.00");
  const link = /https?:\/\/\S+\/estimate\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // 4. The pool owner, not signed in, accepts through the e-mailed link.
  const ownerContext = await browser.newContext({ baseURL: baseURL() });
  const poolOwner = await ownerContext.newPage();
  await poolOwner.goto(new URL(link!).pathname);
  await expect(poolOwner.getByRole("heading", { level: 1 })).toContainText(`Estimate ${label}`);
  await expect(poolOwner.getByRole("table", { name: "Estimate lines" })).toContainText("$180.00");
  const signer = `${customer.firstName} ${customer.lastName}`;
  await poolOwner.getByLabel("Your name").fill(signer);
  await poolOwner.getByRole("button", { name: "Accept estimate" }).click();
  await expect(poolOwner.getByText(new RegExp(`Accepted by ${signer} on`))).toBeVisible();
  await ownerContext.close();

  // 5. The office schedules the visit for the job, with the technician.
  await office.goto(jobUrl);
  await expect(main.getByText("unscheduled", { exact: true })).toBeVisible();
  await expect(main.getByText("billing: accepted")).toBeVisible();
  await office.getByRole("link", { name: "Schedule a visit" }).first().click();
  await expect(office).toHaveURL(new RegExp(`/company/serviceStops/createNew/${jobId}$`));
  await expect(
    office.getByRole("heading", { level: 1, name: `Schedule a visit for ${label}` }),
  ).toBeVisible();
  await expect(office.getByLabel("What to do")).toHaveValue(PROBLEM);
  await office.getByLabel("Technician").selectOption({ label: technician });
  await office.getByRole("button", { name: "Schedule stop" }).click();
  const visitScheduled = toast(office, /^Stop S-\d+ scheduled\.$/);
  await expect(visitScheduled).toBeVisible();
  const visit = (await visitScheduled.textContent())?.match(/S-\d+/)?.[0] ?? "";
  expect(visit).not.toBe(firstStop);
  await office.goto(jobUrl);
  await expect(main.getByText("scheduled", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(`^${visit} · .* · ${technician}$`) })).toBeVisible();

  // 6. The technician opens the visit from their day, works it and finishes it.
  await tech.goto("/company/serviceStops?view=day");
  await expect(tech.getByText(/^Today: 2 stops, 1 done$/)).toBeVisible();
  await tech.getByRole("listitem").filter({ hasText: PROBLEM }).getByRole("link").click();
  await expect(
    tech.getByRole("heading", { level: 1, name: `${visit} · ${customer.displayName}` }),
  ).toBeVisible();
  await tech.getByRole("button", { name: "Arrive" }).click();
  await expect(toast(tech, "Arrived: the stop is in progress.")).toBeVisible();
  await office.reload();
  await expect(main.getByText("in progress", { exact: true }).first()).toBeVisible();
  await tech.getByRole("region", { name: "Pool", exact: true }).getByLabel("pH", { exact: true }).fill("7.5");
  await tech
    .getByLabel("Notes for the customer")
    .fill("New bearings and shaft seal fitted; the pump runs quietly.");
  await tech.getByRole("button", { name: "Finish stop" }).click();
  await expect(toast(tech, FINISHED_AND_SENT)).toBeVisible();
  await expect(statusBadge(tech)).toHaveText("finished");
  await tech.context().close();

  // 7. The job is finished, its task done at that visit; no more edits or visits.
  await office.goto(jobUrl);
  await expect(main.getByText("finished", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("billing: accepted")).toBeVisible();
  await expect(main.getByText("Replace pump bearings and seal — done")).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(`^${visit} · `) })).toBeVisible();
  await expect(office.getByRole("tab", { name: "Edit" })).toHaveCount(0);
  await expect(office.getByRole("link", { name: "Schedule a visit" })).toHaveCount(0);
  await expect(office.getByRole("button", { name: "Cancel job" })).toHaveCount(0);

  // The history lists every step, who took it and what changed.
  await office.getByRole("link", { name: "History" }).click();
  await expect(office).toHaveURL(new RegExp(`/company/jobs/history/${jobId}$`));
  await expect(office.getByRole("heading", { level: 1, name: `History of ${label}` })).toBeVisible();
  const history = office.getByRole("table", { name: "Job history" });
  const step = (action: string) =>
    history.getByRole("row").filter({ has: office.getByRole("cell", { name: action, exact: true }) });
  await expect(step("Created")).toContainText(owner.name);
  await expect(step("Created")).toContainText("operation status: estimate pending");
  await expect(step("Edited")).toContainText("lines: 0 lines, $0.00 → 1 line, $180.00");
  await expect(step("Edited")).toContainText("Replace pump bearings and seal");
  await expect(step("Estimate sent")).toContainText("billing status: draft → estimate");
  await expect(step("Estimate sent")).toContainText(customer.email);
  await expect(step("Estimate accepted")).toContainText(`${signer} (customer)`);
  await expect(step("Estimate accepted")).toContainText("billing status: estimate → accepted");
  await expect(step("Scheduled")).toContainText("operation status: unscheduled → scheduled");
  await expect(step("Scheduled")).toContainText(new RegExp(`visit: ${visit} on \\d{4}-\\d{2}-\\d{2}`));
  await expect(step("Started")).toContainText(technician);
  await expect(step("Started")).toContainText("operation status: scheduled → in progress");
  await expect(step("Finished")).toContainText(technician);
  await expect(step("Finished")).toContainText("operation status: in progress → finished");
  await expect(step("Finished")).toContainText("task Replace pump bearings and seal: to do → done");
  // Newest first: finished on top, created at the bottom.
  await expect(history.locator("tbody").getByRole("row")).toHaveCount(7);
  await expect(history.locator("tbody").getByRole("row").first()).toContainText("Finished");
  await expect(history.locator("tbody").getByRole("row").last()).toContainText("Created");

  // 8. The finished job resolved its repair request, saying which job fixed it; the job links back to it.
  await office.goto("/company/repairRequests?status=resolved");
  const resolved = office.getByRole("row").filter({ hasText: "Pump motor screams" });
  await expect(resolved).toContainText("Resolved");
  await office.goto(requestUrl);
  await expect(office.getByText("Resolved", { exact: true })).toBeVisible();
  await expect(office.getByText(`Fixed by job ${label}.`)).toBeVisible();
  await expect(office.getByRole("button", { name: "Resolve or dismiss…" })).toHaveCount(0);
  await expect(office.getByRole("link", { name: "The job made from it" })).toBeVisible();

  // The finished job's page links back to the request and passes axe.
  await office.goto(jobUrl);
  await expect(office.getByRole("heading", { level: 1, name: `${label} · ${JOB_TITLE}` })).toBeVisible();
  await expect(office.getByRole("link", { name: "The repair request it came from" })).toHaveAttribute(
    "href",
    new URL(requestUrl, "http://x").pathname,
  );
  await axe(office);
});
