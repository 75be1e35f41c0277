import type { Page } from "@playwright/test";
import { chooseOption, expect, expectFieldError, signUpCompany, test, toast } from "./fixtures";
import {
  addCustomer,
  archiveThroughDialog,
  blockMapTiles,
  bodyRows,
  createCustomer,
  field,
  filterList,
  letters,
  listSummary,
} from "./locations-helpers";
import { waitForMail } from "./mail";

// Every test makes its own company (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

const customerLink = (page: Page, name: string) =>
  page.getByRole("main").getByRole("link", { name, exact: true });

test.describe("customers of a new company", () => {
  test("bad input shows messages next to the fields and keeps what was typed; then the customer is created", async ({
    page,
  }) => {
    await signUpCompany(page);
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Customers" }).click();
    await expect(page).toHaveURL(/\/company\/customers$/);
    await expect(page.getByText("No customers yet")).toBeVisible();
    await expect(listSummary(page, "customers")).toHaveText("No customers");
    await page.getByRole("link", { name: "New customer" }).click();
    await expect(page).toHaveURL(/\/company\/customers\/createNew$/);
    await expect(page.getByRole("heading", { level: 1, name: "New customer" })).toBeVisible();

    // No name, a bad e-mail and phones with letters.
    await field(page, "E-mail").fill("ann-at-example");
    await field(page, "Phone").fill("call me maybe");
    await field(page, "Mobile phone").fill("12");
    await field(page, "Billing address").fill("12 Palm Street");
    await page.getByRole("button", { name: "Create customer" }).click();

    await expectFieldError(page, /^E-mail$/, "Enter a valid e-mail address.");
    await expectFieldError(page, /^Phone$/, "Enter the phone as digits (spaces, + ( ) - . allowed).");
    await expectFieldError(
      page,
      /^Mobile phone$/,
      "Enter the mobile phone as digits (spaces, + ( ) - . allowed).",
    );
    await expectFieldError(page, /^Last name$/, "Enter a name or a business name.");
    await expect(page).toHaveURL(/\/company\/customers\/createNew$/);
    // What was typed is all still there.
    await expect(field(page, "E-mail")).toHaveValue("ann-at-example");
    await expect(field(page, "Phone")).toHaveValue("call me maybe");
    await expect(field(page, "Mobile phone")).toHaveValue("12");
    await expect(field(page, "Billing address")).toHaveValue("12 Palm Street");

    // The server checks again (a browser without JavaScript, or another client): refused, nothing created.
    const posted = await page.request.post("/company/customers/createNew", {
      form: {
        intent: "save",
        email: "ann-at-example",
        phone: "call me",
        status: "active",
        billingTerms: "net 15",
        rateType: "per stop",
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(400);
    expect(await posted.text()).toContain("Enter a valid e-mail address.");

    // "Display as company" needs the business name.
    await page.getByLabel("Display as company").check();
    await page.getByRole("button", { name: "Create customer" }).click();
    await expectFieldError(page, /^Business name$/, "Enter the business name to display it.");
    await page.getByLabel("Display as company").uncheck();

    // Fixed: the customer is created, and the next step the form promised opens: their service location.
    const lastName = `Zephyr${letters()}`;
    await field(page, "First name").fill("Ann");
    await field(page, "Last name").fill(lastName);
    await field(page, "E-mail").fill(`Ann.${lastName}@E2E.test`);
    await field(page, "Phone").fill("+1 (813) 555-0142");
    await field(page, "Mobile phone").fill("");
    await page.getByRole("button", { name: "Create customer" }).click();

    await expect(page).toHaveURL(/\/company\/serviceLocations\/createNew\/[\w-]+$/);
    await expect(toast(page, `${lastName}, Ann added. Next: their service location.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "New service location" })).toBeVisible();
    await expect(page.getByText(`For ${lastName}, Ann`)).toBeVisible();
    await page.goto(`/company/customers/details/${page.url().split("/").pop()}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: `${lastName}, Ann` })).toBeVisible();
    await expect(main.getByText("Phone: +1 (813) 555-0142")).toBeVisible();
    // E-mail addresses are stored in lower case.
    await expect(main.getByText(`E-mail: ann.${lastName.toLowerCase()}@e2e.test`)).toBeVisible();
    await expect(main.getByText("active", { exact: true })).toBeVisible();
    await expect(main.getByRole("tab", { name: "Locations (0)" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByText("No service location yet.", { exact: false })).toBeVisible();

    // And it is in the list.
    await main.getByRole("link", { name: "Back to customers" }).click();
    await expect(customerLink(page, `${lastName}, Ann`)).toBeVisible();
    await expect(listSummary(page, "customers")).toHaveText("1–1 of 1 customers");
  });

  test("editing on Details & billing: status lead and tags; the list's tag and status filters", async ({
    page,
  }) => {
    await signUpCompany(page, { openDashboard: false });
    const other = await addCustomer(page);
    const ann = await createCustomer(page);

    await page.getByRole("tab", { name: "Details & billing" }).click();
    await expect(field(page, "Last name")).toHaveValue(ann.lastName);
    await chooseOption(page, "Status", "lead");
    await field(page, "Tags").fill("Salt, gate code, salt");
    await field(page, "Billing notes").fill("Pays by cheque.");
    await page.getByRole("button", { name: "Save customer" }).click();

    await expect(toast(page, "Customer saved.")).toBeVisible();
    await expect(page).toHaveURL(/\?tab=details$/);
    const header = page.getByRole("main");
    // Tags are lower-cased and de-duplicated.
    await expect(header.getByText("lead", { exact: true })).toBeVisible();
    await expect(header.getByText("salt", { exact: true })).toHaveCount(1);
    await expect(header.getByText("gate code", { exact: true })).toBeVisible();
    await expect(field(page, "Tags")).toHaveValue("salt, gate code");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("lead");
    await expect(field(page, "Billing notes")).toHaveValue("Pays by cheque.");

    // The list: both customers, then only the tagged one, then only the lead.
    await page.goto("/company/customers");
    await expect(bodyRows(page)).toHaveCount(2);
    const tagFilter = page.getByRole("search").getByRole("combobox", { name: "Tag" });
    await expect(tagFilter.getByRole("option")).toHaveText(["All", "gate code", "salt"]);
    await filterList(page, "Tag", "salt", /[?&]tag=salt/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(customerLink(page, ann.displayName)).toBeVisible();
    await expect(bodyRows(page).first()).toContainText("lead");
    await expect(customerLink(page, other.displayName)).toHaveCount(0);

    await filterList(page, "Tag", "All", /\/company\/customers\?(?!.*tag=salt)/);
    await expect(bodyRows(page)).toHaveCount(2);
    await filterList(page, "Status", "lead", /[?&]status=lead/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(customerLink(page, ann.displayName)).toBeVisible();
    await filterList(page, "Status", "active", /[?&]status=active/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(customerLink(page, other.displayName)).toBeVisible();

    // Search by e-mail, within the active filter: nothing, then the other customer.
    const search = page.getByRole("textbox", { name: "Search customers" });
    await search.fill(ann.email);
    await search.press("Enter");
    await expect(page.getByText("No customers match")).toBeVisible();
    await filterList(page, "Status", "All", /[?&]q=/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(customerLink(page, ann.displayName)).toBeVisible();
  });

  test("contacts: a contact without phone or e-mail is refused, a good one is added and removed", async ({
    page,
  }) => {
    await signUpCompany(page, { openDashboard: false });
    await createCustomer(page);
    await page.getByRole("tab", { name: "Contacts (0)" }).click();
    await expect(page.getByText("No contacts yet.", { exact: false })).toBeVisible();

    await field(page, "Contact name").fill("Gardener Gus");
    await field(page, "Notes").fill("Comes on Tuesdays");
    await page.getByRole("button", { name: "Add contact" }).click();
    await expectFieldError(page, /^Contact phone$/, "Enter a phone number or an e-mail address.");
    await expect(field(page, "Contact name")).toHaveValue("Gardener Gus");

    await field(page, "Contact name").fill("");
    await field(page, "Contact e-mail").fill("gus@");
    await page.getByRole("button", { name: "Add contact" }).click();
    await expectFieldError(page, /^Contact name$/, "Enter the contact's name.");
    await expectFieldError(page, /^Contact e-mail$/, "Enter a valid e-mail address.");

    await field(page, "Contact name").fill("Gardener Gus");
    await field(page, "Contact e-mail").fill("");
    await field(page, "Contact phone").fill("813-555-0177");
    await page.getByRole("button", { name: "Add contact" }).click();

    await expect(toast(page, "Contact added.")).toBeVisible();
    await expect(page).toHaveURL(/\?tab=contacts$/);
    await expect(page.getByRole("tab", { name: "Contacts (1)" })).toHaveAttribute("aria-selected", "true");
    const card = page.getByRole("article", { name: "Gardener Gus" });
    await expect(card).toContainText("813-555-0177");
    await expect(card).toContainText("Comes on Tuesdays");
    // The form is empty again for the next contact.
    await expect(field(page, "Contact name")).toHaveValue("");

    await card.getByRole("button", { name: "Remove Gardener Gus" }).click();
    await expect(toast(page, "Contact removed.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Contacts (0)" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Gardener Gus" })).toHaveCount(0);
  });

  test("archive after confirming: gone from the list, under “Archived only”; restore brings it back", async ({
    page,
  }) => {
    await signUpCompany(page, { openDashboard: false });
    const customer = await createCustomer(page);

    // Cancel first: nothing happens.
    await page.getByRole("button", { name: "Archive customer" }).click();
    const dialog = page.getByRole("dialog", { name: `Archive ${customer.displayName}?` });
    await expect(dialog).toContainText("Nothing is deleted");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await archiveThroughDialog(page, "Archive customer", `Archive ${customer.displayName}?`);
    await expect(toast(page, "Customer archived.")).toBeVisible();
    await expect(
      page.getByRole("main").getByText("This customer is archived", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore customer" })).toBeVisible();

    await page.goto("/company/customers");
    await expect(page.getByText("No customers yet")).toBeVisible();
    await filterList(page, "Archived", "Archived only", /[?&]archived=only/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText("archived");
    await customerLink(page, customer.displayName).click();

    await page.getByRole("button", { name: "Restore customer" }).click();
    await expect(toast(page, "Customer restored.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Archive customer" })).toBeVisible();
    await expect(page.getByRole("main").getByText("This customer is archived", { exact: false })).toHaveCount(
      0,
    );
    await page.goto("/company/customers");
    await expect(customerLink(page, customer.displayName)).toBeVisible();
  });

  test("a pool-owner invite code is created on the Pool owner access tab", async ({ page }) => {
    await signUpCompany(page, { openDashboard: false });
    const customer = await createCustomer(page);
    await page.getByRole("tab", { name: "Pool owner access" }).click();
    await expect(page.getByText("Give the pool owner a code.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Create pool owner invite code" }).click();

    const created = toast(page, /^Invite code [A-Z2-9]{8} created\.$/);
    await expect(created).toBeVisible();
    const code = (await created.textContent())!.match(/Invite code ([A-Z2-9]{8}) created/)![1];
    await expect(page).toHaveURL(new RegExp(`\\?tab=access&code=${code}$`));
    const shown = page.getByRole("status").filter({ hasText: "New invite code" });
    await expect(shown).toContainText(`Give this code to the pool owner: ${code}`);
    await expect(shown).toContainText(customer.email);
    // It is listed with the company's invite codes.
    await page.goto("/company/settings");
    await expect(page.getByRole("main")).toContainText(code);
    // And e-mailed to the customer (over SMTP, to the run's server) with a link that redeems it.
    const mail = await waitForMail({ to: customer.email });
    expect(mail.text).toContain(code);
    expect(mail.text).toContain(`/reedemInviteCode?code=${code}`);
  });
});

test.describe("the demo's customer list", () => {
  test("pagination, sorting, search and the status filter", async ({ signedInAs }) => {
    const page = await signedInAs("owner");
    await page.goto("/company/customers");
    await expect(listSummary(page, "customers")).toHaveText("1–25 of 40 customers");
    await expect(bodyRows(page)).toHaveCount(25);
    await page.getByLabel("Pages of customers").getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(listSummary(page, "customers")).toHaveText("26–40 of 40 customers");
    await expect(bodyRows(page)).toHaveCount(15);

    // Sort by name, descending (first click ascending, second descending); back to page 1.
    const nameHeader = page.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("link").click();
    await expect(page).toHaveURL(/sort=name&dir=asc$/);
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await nameHeader.getByRole("link").click();
    await expect(page).toHaveURL(/sort=name&dir=desc$/);
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(listSummary(page, "customers")).toHaveText("1–25 of 40 customers");
    // The table re-renders just after the URL changes (a React transition): read it until it has settled.
    const column = (n: number) => bodyRows(page).locator(`td:nth-child(${n})`).allTextContents();
    const descending = (list: string[]) =>
      JSON.stringify(list) === JSON.stringify([...list].sort().reverse());
    await expect.poll(async () => descending(await column(1))).toBe(true);
    const names = await column(1);
    expect(names).toHaveLength(25);
    expect(names[0] > names[24]).toBe(true);

    // Search by last name; the sort is kept.
    const search = page.getByRole("textbox", { name: "Search customers" });
    await search.fill("garcia");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=garcia/);
    await expect(page).toHaveURL(/dir=desc/);
    await expect
      .poll(async () => (await column(1)).every((name) => name.toLowerCase().includes("garcia")))
      .toBe(true);
    const found = await column(1);
    expect(found).toContain("Garcia, Maria");
    expect(descending(found)).toBe(true);
    await expect(listSummary(page, "customers")).toHaveText(`1–${found.length} of ${found.length} customers`);

    // Status filter on its own: only leads.
    await page.goto("/company/customers");
    await filterList(page, "Status", "lead", /[?&]status=lead/);
    await expect.poll(async () => [...new Set(await column(3))]).toEqual(["lead"]);
    const statuses = await column(3);
    expect(statuses.length).toBeLessThan(40);
    await expect(listSummary(page, "customers")).toHaveText(
      `1–${statuses.length} of ${statuses.length} customers`,
    );

    const search2 = page.getByRole("textbox", { name: "Search customers" });
    await search2.fill("no such customer zzz");
    await search2.press("Enter");
    await expect(page.getByText("No customers match")).toBeVisible();
    await expect(listSummary(page, "customers")).toHaveText("No customers");
  });

  test("another company opening a demo customer's URL gets Not found and none of its data", async ({
    page,
    signedInAs,
  }) => {
    const owner = await signedInAs("owner");
    await owner.goto("/company/customers?q=garcia");
    const link = customerLink(owner, "Garcia, Maria");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/company\/customers\/details\/[\w-]+$/);
    await link.click();
    // Its location, pool and pool equipment, each by its link.
    const hrefOf = async (prefix: string) => {
      const found = owner.getByRole("main").locator(`a[href^="${prefix}"]`).first();
      const value = (await found.getAttribute("href"))!;
      expect(value).toMatch(new RegExp(`^${prefix}[\\w-]+$`));
      await found.click();
      return value;
    };
    const locationHref = await hrefOf("/company/serviceLocations/details/");
    const bodyHref = await hrefOf("/company/bodiesOfWater/details/");
    await owner.getByRole("tab", { name: /^Equipment/ }).click();
    const equipmentHref = await hrefOf("/company/equipment/details/");
    const customerId = href.split("/").pop();

    await signUpCompany(page, { openDashboard: false });
    // The customer's page in the browser: the Not found page, none of its data.
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).not.toContainText("Garcia");
    await expect(main).not.toContainText("555-0100");
    await expect(main).not.toContainText("example.com");
    // Every other URL of it, as the server answers it (the same page, so the HTML is what a browser would show).
    for (const url of [
      `${href}?tab=details`,
      locationHref,
      bodyHref,
      equipmentHref,
      `/company/serviceLocations/createNew/${customerId}`,
    ]) {
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(404);
      const html = await answer.text();
      expect(html, url).toContain("Not found");
      for (const secret of ["Garcia", "555-0100", "example.com"]) expect(html, url).not.toContain(secret);
    }
    // Writing to it is refused the same way (restore is harmless if it ever went through).
    const posted = await page.request.post(href, { form: { intent: "restore" }, maxRedirects: 0 });
    expect(posted.status()).toBe(404);
    // The export of the new company doesn't hold it either.
    const csv = await (await page.request.get("/company/customers/export.csv")).text();
    expect(csv).not.toContain("Garcia");
  });

  test("a technician sees customers but can't create them", async ({ signedInAs }) => {
    const page = await signedInAs("tech");
    await blockMapTiles(page);
    await page.goto("/company/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await expect(listSummary(page, "customers")).toHaveText("1–25 of 40 customers");
    await expect(page.getByRole("link", { name: "New customer" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Import CSV" })).toHaveCount(0);

    // A customer's page has no archive button and no edit form.
    await bodyRows(page).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/customers\/details\//);
    await expect(page.getByRole("tab", { name: /^Locations/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Archive customer" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add service location" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Details & billing" }).click();
    await expect(page.getByRole("button", { name: "Save customer" })).toHaveCount(0);

    const response = await page.goto("/company/customers/createNew");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create customer" })).toHaveCount(0);
    const importPage = await page.goto("/company/customers/import");
    expect(importPage?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
  });
});
