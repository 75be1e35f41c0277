import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { expect, expectFieldError, signUpCompany, test, toast } from "./fixtures";
import { bodyRows, createCustomer, letters, listSummary } from "./locations-helpers";

// Every test makes its own company (or only reads the demo), so the tests of this file may share the workers.
test.describe.configure({ mode: "parallel" });

/** Headers as another tool exports them (none of them spelled like ours). */
const HEADERS =
  "Customer ID,First Name,Last Name,Email,Phone,Service Address,City,State,Zip,Pool Gallons,Sanitizer";

const csvFile = (name: string, text: string | Buffer) => ({
  name,
  mimeType: "text/csv",
  buffer: typeof text === "string" ? Buffer.from(text, "utf-8") : text,
});

/**
 * Picks the file while the page's code is held back, as a slow phone would, then lets the code load: the file must
 * survive hydration (Mantine empties its file input on mount; FileField puts the early file back).
 */
async function uploadCsv(page: Page, file: ReturnType<typeof csvFile>) {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/company/customers/import", { waitUntil: "commit" });
  await expect(page.getByText("Step 1 of 4: Upload the file")).toBeVisible();
  await page.locator('input[type="file"][name="file"]').setInputFiles(file);
  releaseScripts(); // (the route stays: it lets every later script through at once)
  await expect(page.getByRole("button", { name: /^CSV file/ })).toContainText(file.name);
  await page.getByRole("button", { name: "Upload and continue" }).click();
}

/** The rows of a CSV download, header first (without the byte-order mark). */
function csvRows(text: string) {
  expect(text.charCodeAt(0), "starts with a UTF-8 byte-order mark for Excel").toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test("importing another tool's CSV: columns guessed, preview, import; importing it again adds no duplicates", async ({
  page,
}) => {
  await signUpCompany(page);
  const tag = letters(6);
  const surname = (s: string) => `${s}${tag}`;
  const file = csvFile(
    "old-tool-export.csv",
    [
      HEADERS,
      `OT-1,Ann,${surname("Alder")},ann@e2e.test,(813) 555-0101,12 Palm St,Tampa,FL,33602,15000,chlorine`,
      `OT-2,Bob,${surname("Birch")},bob@e2e.test,813.555.0102,40 Bay Rd,Clearwater,FL,33755,"18,500",salt`,
      // Ann again: her second house, with its own pool.
      `OT-1,Ann,${surname("Alder")},ann@e2e.test,(813) 555-0101,7 Beach Blvd,St. Petersburg,FL,33701,9000,salt`,
      `OT-3,Cy,${surname("Cedar")},,813-555-0103,"1 Gulf Dr, Unit 4",Tampa,FL,33606,22000,Chlorine`,
      `OT-4,Di,${surname("Dogwood")},di@e2e.test,,88 Oak Ave,Brandon,FL,33510,16000,`,
    ].join("\r\n"),
  );
  await uploadCsv(page, file);

  // Step 2: the columns, guessed from the headers.
  await expect(page.getByText("Step 2 of 4: Match the columns")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("old-tool-export.csv has 5 rows and 11 columns.");
  const mapped = (label: string) => page.getByRole("combobox", { name: label, exact: true });
  await expect(mapped("Customer ID")).toHaveValue("Customer ID");
  await expect(mapped("First name")).toHaveValue("First Name");
  await expect(mapped("Last name")).toHaveValue("Last Name");
  await expect(mapped("E-mail")).toHaveValue("Email");
  await expect(mapped("Phone")).toHaveValue("Phone");
  await expect(mapped("Service address")).toHaveValue("Service Address");
  await expect(mapped("City")).toHaveValue("City");
  await expect(mapped("State")).toHaveValue("State");
  await expect(mapped("ZIP code")).toHaveValue("Zip");
  await expect(mapped("Volume")).toHaveValue("Pool Gallons");
  await expect(mapped("Sanitizer")).toHaveValue("Sanitizer");
  // Fields the file lacks stay unmapped.
  await expect(mapped("Business name")).toHaveValue("");
  await expect(mapped("Billing city")).toHaveValue("");
  await page.getByRole("button", { name: "Preview the import" }).click();

  // Step 3: the preview.
  await expect(page.getByText("Step 3 of 4: Check the preview")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "5 rows read from old-tool-export.csv: 4 customers, 5 service locations and 5 bodies of water.",
  );
  const preview = page.getByRole("table", { name: "Preview of the first rows" });
  await expect(preview.locator("tbody tr")).toHaveCount(5);
  await expect(preview.locator("tbody tr").nth(1)).toContainText("18,500");
  await expect(page.getByText("problem", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Import 4 customers" }).click();

  // Imported: back on the list, with a toast counting what was added.
  await expect(page).toHaveURL(/\/company\/customers$/);
  await expect(
    toast(page, "Imported 4 customers (4 new, 0 updated), 5 locations, 5 bodies of water."),
  ).toBeVisible();
  await expect(listSummary(page, "customers")).toHaveText("1–4 of 4 customers");
  for (const name of [
    `${surname("Alder")}, Ann`,
    `${surname("Birch")}, Bob`,
    `${surname("Cedar")}, Cy`,
    `${surname("Dogwood")}, Di`,
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(bodyRows(page).filter({ hasText: `${surname("Alder")}, Ann` })).toContainText("ann@e2e.test");

  // Ann has both houses, each with its pool.
  await page.getByRole("link", { name: `${surname("Alder")}, Ann` }).click();
  await expect(page.getByRole("tab", { name: "Locations (2)" })).toBeVisible();
  await expect(page.getByRole("article", { name: "12 Palm St, Tampa, FL 33602" })).toBeVisible();
  await expect(page.getByRole("article", { name: "7 Beach Blvd, St. Petersburg, FL 33701" })).toBeVisible();
  await page.goto("/company/bodiesOfWater");
  await expect(listSummary(page, "bodies of water")).toHaveText("1–5 of 5 bodies of water");
  await expect(bodyRows(page).filter({ hasText: "40 Bay Rd" })).toContainText("18,500 gal");
  await expect(bodyRows(page).filter({ hasText: "40 Bay Rd" })).toContainText("Salt (chlorine generator)");

  // The same file again: every customer updated, nothing added.
  await uploadCsv(page, file);
  await page.getByRole("button", { name: "Preview the import" }).click();
  await page.getByRole("button", { name: "Import 4 customers" }).click();
  await expect(
    toast(page, "Imported 4 customers (0 new, 4 updated), 0 locations, 0 bodies of water."),
  ).toBeVisible();
  await expect(listSummary(page, "customers")).toHaveText("1–4 of 4 customers");
  await page.goto("/company/serviceLocations");
  await expect(listSummary(page, "locations")).toHaveText("1–5 of 5 locations");
  await page.goto("/company/bodiesOfWater");
  await expect(listSummary(page, "bodies of water")).toHaveText("1–5 of 5 bodies of water");
});

test("a 1,000-customer import shows its real progress, streamed while it saves", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpCompany(page);
  const tag = letters(6);
  const rows = Array.from(
    { length: 1000 },
    (_, i) => `B-${i},First${i},Bulk${tag},b${i}@e2e.test,,${i} Main St,Tampa,FL,33602,15000,chlorine`,
  );
  await uploadCsv(page, csvFile("bulk.csv", [HEADERS, ...rows].join("\n")));
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByText("Step 3 of 4: Check the preview")).toBeVisible();

  // Record what the progress bar says while the import runs.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Importing customers"]');
      const text = bar ? `${bar.getAttribute("aria-valuenow")} ${bar.getAttribute("aria-valuetext")}` : null;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole("button", { name: "Import 1,000 customers" }).click();
  await expect(page.getByText("Step 4 of 4: Import")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Importing customers" })).toBeVisible();

  await expect(page).toHaveURL(/\/company\/customers$/);
  await expect(
    toast(page, "Imported 1,000 customers (1,000 new, 0 updated), 1,000 locations, 1,000 bodies of water."),
  ).toBeVisible();
  await expect(listSummary(page, "customers")).toHaveText("1–25 of 1,000 customers");

  // The bar moved through the import, counting customers, locations or pools, before it was done. (Which phase the
  // browser catches counting depends on the machine's speed: a fast insert of customers may show only its start.)
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const counted = seen.filter((t) => /^\d+ [^:]+: [\d,]+ of 1,000$/.test(t));
  expect(counted.length, seen.join("\n")).toBeGreaterThan(1);
  expect(
    seen.some((t) => Number(t.split(" ")[0]) > 0 && Number(t.split(" ")[0]) < 100),
    seen.join("\n"),
  ).toBe(true);

  // The answer itself, for the same file again (every customer updated): one line a batch, then the result.
  await uploadCsv(page, csvFile("bulk.csv", [HEADERS, ...rows].join("\n")));
  await page.getByRole("button", { name: "Preview the import" }).click();
  const answer = await page.evaluate(async () => {
    const form = document.querySelector("main form") as HTMLFormElement;
    const body = new FormData(form);
    body.set("intent", "commit");
    const response = await fetch(window.location.pathname, {
      method: "POST",
      body,
      headers: { accept: "application/x-ndjson" },
    });
    return { type: response.headers.get("content-type"), text: await response.text() };
  });
  expect(answer.type).toContain("application/x-ndjson");
  const events = answer.text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const customerDone = events
    .filter((e) => e.type === "progress" && e.phase === "customers")
    .map((e) => e.done);
  expect(customerDone[0]).toBe(0);
  expect(customerDone.length).toBeGreaterThan(5);
  expect(customerDone.at(-1)).toBe(1000);
  expect(events.at(-1)).toEqual({
    type: "done",
    message: "Imported 1,000 customers (0 new, 1,000 updated), 0 locations, 0 bodies of water.",
    to: "/company/customers",
  });
});

test("bad files: problems listed by line, nothing imported; non-UTF-8 and header-only files refused", async ({
  page,
}) => {
  await signUpCompany(page);
  await uploadCsv(
    page,
    csvFile(
      "broken.csv",
      [
        HEADERS,
        "X-1,Eve,Elm,eve-at-example.com,813-555-0111,5 Elm St,Tampa,FL,33602,15000,chlorine",
        "X-2,Fay,Fir,fay@e2e.test,813-555-0112,6 Fir St,,FL,33602,15000,chlorine",
        "X-3,Gil,Gum,gil@@e2e,813-555-0113,7 Gum St,Tampa,FL,33602,15000,chlorine",
        "X-4,Hal,Hazel,hal@e2e.test,813-555-0114,8 Hazel St,Tampa,FL,33602,15000,chlorine",
      ].join("\n"),
    ),
  );
  await page.getByRole("button", { name: "Preview the import" }).click();

  await expect(page.getByText("Step 3 of 4: Check the preview")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "4 rows read from broken.csv (3 rows with problems): 1 customer, 1 service location and 1 body of water in the rows without problems.",
  );
  await expect(page.getByRole("alert").filter({ hasText: "3 problems to fix" })).toContainText(
    "Nothing is imported until every row is right.",
  );
  const problems = page.getByRole("table", { name: "Problems in the file" }).locator("tbody tr");
  await expect(problems).toHaveText([
    /^Line 2\s*E-mail\s*Enter a valid e-mail address\.$/,
    /^Line 3\s*City\s*Enter the city of the service address\.$/,
    /^Line 4\s*E-mail\s*Enter a valid e-mail address\.$/,
  ]);
  const preview = page.getByRole("table", { name: "Preview of the first rows" });
  await expect(preview.getByText("problem", { exact: true })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Import 1 customer" })).toBeDisabled();

  // The downloadable report says the same.
  const report = await page.getByRole("link", { name: "Download the error report" }).getAttribute("href");
  const reportCsv = decodeURIComponent(report!.replace(/^data:text\/csv;charset=utf-8,/, ""));
  expect(csvRows(reportCsv)).toEqual([
    ["Line", "Column", "Problem"],
    ["2", "E-mail", "Enter a valid e-mail address."],
    ["3", "City", "Enter the city of the service address."],
    ["4", "E-mail", "Enter a valid e-mail address."],
  ]);

  // Back to the columns: unmapping every name column is refused with a message.
  await page.getByRole("button", { name: "Back to the columns" }).click();
  await expect(page.getByText("Step 2 of 4: Match the columns")).toBeVisible();
  for (const label of ["First name", "Last name"]) {
    await page
      .getByRole("combobox", { name: label, exact: true })
      .selectOption({ label: "— Not in the file —" });
  }
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please check" })).toContainText(
    "Choose the column with the customer's name: first name, last name or business name.",
  );

  // Bytes that aren't UTF-8 (Latin-1 "é"), anywhere in the file.
  await uploadCsv(
    page,
    csvFile(
      "latin1.csv",
      Buffer.concat([
        Buffer.from(`${HEADERS}\nL-1,Ren`),
        Buffer.from([0xe9]),
        Buffer.from(",Roux,r@e2e.test,,1 Rue St,Tampa,FL,33602,15000,chlorine\n"),
      ]),
    ),
  );
  await expect(page.getByText("Step 1 of 4: Upload the file")).toBeVisible();
  await expectFieldError(
    page,
    /^CSV file/,
    "This file is not UTF-8 text. Save it as CSV UTF-8 and try again.",
  );

  // Only the header row.
  await uploadCsv(page, csvFile("empty.csv", `${HEADERS}\r\n`));
  await expectFieldError(
    page,
    /^CSV file/,
    "This file has a header row but no data rows. Add one row per customer and try again.",
  );

  // No file at all.
  await page.goto("/company/customers/import");
  await page.getByRole("button", { name: "Upload and continue" }).click();
  await expectFieldError(page, /^CSV file/, "Choose a CSV file to upload.");

  // Nothing was imported.
  await page.goto("/company/customers");
  await expect(page.getByText("No customers yet")).toBeVisible();
  await page.goto("/company/serviceLocations");
  await expect(page.getByText("No service locations yet")).toBeVisible();
});

test("export: the demo's 40 customers as CSV; another company's export holds none of them", async ({
  page,
  signedInAs,
}) => {
  const owner = await signedInAs("owner");
  const response = await owner.request.get("/company/customers/export.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="customers.csv"');
  const rows = csvRows(await response.text());
  expect(rows).toHaveLength(41);
  const [header, ...customers] = rows;
  expect(header.slice(0, 5)).toEqual([
    "Customer ID",
    "Display name",
    "First name",
    "Last name",
    "Business name",
  ]);
  expect(header).toContain("Email");
  expect(header).toContain("Tags");
  const email = header.indexOf("Email");
  const display = header.indexOf("Display name");
  expect(customers.map((r) => r[display])).toContain("Garcia, Maria");
  expect(customers.every((r) => r.length === header.length)).toBe(true);
  // Generated customers have example.com addresses; Pat Morgan, the demo pool owner, has their own.
  expect(customers.every((r) => r[email].endsWith("@example.com") || r[email] === "pat@poolowner.demo")).toBe(
    true,
  );
  // Sorted like the list, by display name.
  const names = customers.map((r) => r[display]);
  expect(names).toEqual([...names].sort());

  // The Export CSV button on the list points at the same file.
  await owner.goto("/company/customers");
  await expect(owner.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/company/customers/export.csv",
  );

  // A new company with one customer exports only that one.
  await signUpCompany(page, { openDashboard: false });
  const own = await createCustomer(page);
  const mine = await page.request.get("/company/customers/export.csv");
  expect(mine.status()).toBe(200);
  const text = await mine.text();
  const myRows = csvRows(text);
  expect(myRows).toHaveLength(2);
  expect(myRows[1][display]).toBe(own.displayName);
  expect(myRows[1][email]).toBe(own.email);
  expect(text).not.toContain("@example.com");
  for (const name of names) expect(text).not.toContain(name);

  // The other lists' exports are the company's own too.
  for (const path of [
    "/company/serviceLocations/export.csv",
    "/company/bodiesOfWater/export.csv",
    "/company/equipmentList/export.csv",
  ]) {
    const other = await page.request.get(path);
    expect(other.status(), path).toBe(200);
    expect(other.headers()["content-type"], path).toContain("text/csv");
    expect(csvRows(await other.text()), path).toHaveLength(1);
  }
});
