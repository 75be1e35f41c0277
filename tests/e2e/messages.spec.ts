import {
  createOwnerInviteCode,
  expect,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  phonePage,
  redeemInviteCode,
  signUpClient,
  signUpCompany,
  test,
  toast,
} from "./fixtures";
import { createCustomer } from "./locations-helpers";
import { waitForMail } from "./mail";

/** A 4×4 PNG: enough for the photo pipeline (sharp) to read, resize and thumbnail. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGOQm/AfjhiI4wAAq2Ia0R/PIxIAAAAASUVORK5CYII=",
  "base64",
);

test("a pool owner writes with a photo; the office sees it unread, answers, and the answer appears without a reload", async ({
  page,
  browser,
}) => {
  test.slow();
  const company = await signUpCompany(page, { openDashboard: false });
  const customer = await createCustomer(page);
  const code = await createOwnerInviteCode(page);

  // The owner, on a phone, links their account and writes to the company with a photo.
  const owner = await phonePage(browser);
  const account = await signUpClient(owner);
  await redeemInviteCode(owner, code, account);

  await owner.goto("/messages");
  await expect(owner.getByText("No message yet")).toBeVisible();
  await owner.getByRole("link", { name: "New message" }).first().click();
  await expect(owner.getByRole("heading", { level: 1, name: "New message" })).toBeVisible();
  await owner.getByRole("button", { name: "Send" }).click();
  await expect(owner.getByLabel("Subject")).toHaveAccessibleDescription(/Give the conversation a subject/);
  await owner.getByLabel("Subject").fill("Cloudy water");
  await owner
    .getByRole("textbox", { name: "Message" })
    .fill("The water went cloudy after the party. Photo attached.");
  await owner
    .getByLabel(/Attach photos or PDFs/)
    .setInputFiles({ name: "pool.png", mimeType: "image/png", buffer: PNG });
  await owner.getByRole("button", { name: "Send" }).click();
  await expect(toast(owner, "Message sent.")).toBeVisible();
  await expect(owner).toHaveURL(/\/messages\/[\w-]+$/);
  const threadId = owner.url().split("/").pop()!;
  await expect(owner.getByRole("heading", { level: 1, name: "Cloudy water" })).toBeVisible();
  await expect(owner.getByRole("img", { name: "Photo: pool.png" })).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  await expectNoSidewaysScroll(owner);

  // The office is e-mailed, sees the unread count and the thread in the inbox.
  const mail = await waitForMail({ to: company.email, subject: /Cloudy water/ });
  expect(mail.text).toContain(`/company/messages/${threadId}`);
  await page.goto("/company/messages");
  await expect(
    page.getByRole("navigation", { name: "Sidebar" }).getByLabel("1 unread conversation"),
  ).toBeVisible();
  const conversations = page.getByRole("list", { name: "Conversations" });
  await expect(conversations.getByText("New", { exact: true })).toBeVisible();
  await expect(conversations.getByText(`${customer.displayName} · Unassigned`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await conversations.getByRole("link", { name: "Cloudy water" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cloudy water" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo: pool.png" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Sidebar" }).getByLabel("1 unread conversation"),
  ).toHaveCount(0);

  // The office answers; the owner's open page shows it by itself.
  await page.getByRole("textbox", { name: "Message" }).fill("We'll balance it tomorrow morning.");
  await page.getByRole("button", { name: "Send" }).click();
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText("We'll balance it tomorrow morning.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(toast(page, "Marked done.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await expect(
    owner.getByRole("list", { name: "Messages" }).getByText("We'll balance it tomorrow morning."),
  ).toBeVisible({
    timeout: 20_000,
  });
  // The owner's dashboard lists the conversation under Recent messages.
  await owner.goto("/dashboard");
  const recent = owner.getByRole("region", { name: "Recent messages" });
  await expect(recent.getByRole("link", { name: "Cloudy water" })).toBeVisible();
  await expect(recent).toContainText("We'll balance it tomorrow morning.");
  await owner.context().close();
});
