import type { Page } from "@playwright/test";
import { baseURL, escapeRegExp, expect, toast } from "./fixtures";

/** Shared steps of the Physical Locations specs (customers, service locations, bodies of water, equipment). */

/** Letters only: the top-bar and list searches match names, and a digit would look like part of a phone number. */
export function letters(length = 6) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz";
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("");
}

/**
 * Map tiles come from OpenStreetMap by default; the tests never fetch them (no network in CI, and OSM's tile policy
 * asks not to load them from test runs). Leaflet still draws the pins without tiles.
 */
export async function blockMapTiles(page: Page) {
  await page.context().route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: "" }));
}

/**
 * A field found by its whole label ("Phone" without also matching "Mobile phone"); a required field's label ends
 * with " *".
 */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** The id at the end of a detail page's URL or path (customers/details/:id and the like). */
export function idFromUrl(url: string) {
  const id = new URL(url, baseURL()).pathname.split("/").pop();
  if (!id) throw new Error(`no id in ${url}`);
  return id;
}

export interface NewCustomer {
  id: string;
  firstName: string;
  lastName: string;
  /** "Last, First", as lists show people. */
  displayName: string;
  email: string;
}

/** A new customer's names and e-mail: the given ones, else unique letters-only names. */
function customerNames(values: { firstName?: string; lastName?: string }) {
  const firstName = values.firstName ?? `Ann${letters(4)}`;
  const lastName = values.lastName ?? `Pooler${letters(6)}`;
  const email = `${firstName}.${lastName}@e2e.test`.toLowerCase();
  return { firstName, lastName, email, displayName: `${lastName}, ${firstName}` };
}

/** Creates a customer through /company/customers/createNew; ends on its detail page. */
export async function createCustomer(
  page: Page,
  values: { firstName?: string; lastName?: string; phone?: string } = {},
): Promise<NewCustomer> {
  const { firstName, lastName, email, displayName } = customerNames(values);
  await page.goto("/company/customers/createNew");
  await field(page, "First name").fill(firstName);
  await field(page, "Last name").fill(lastName);
  await field(page, "E-mail").fill(email);
  if (values.phone) await field(page, "Phone").fill(values.phone);
  await page.getByRole("button", { name: "Create customer" }).click();
  // The form's promise kept: the next step, the customer's first service location.
  await expect(page).toHaveURL(/\/company\/serviceLocations\/createNew\/[\w-]+$/);
  await expect(toast(page, `${displayName} added.`)).toBeVisible();
  await expect(page.getByText(`For ${displayName}`)).toBeVisible();
  const id = idFromUrl(page.url());
  await page.goto(`/company/customers/details/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: displayName })).toBeVisible();
  return { id, firstName, lastName, displayName, email };
}

export interface NewLocation {
  id: string;
  addressLine: string;
}

/** Adds a service location (with coordinates unless told otherwise) to a customer; ends on its detail page. */
export async function createLocation(
  page: Page,
  customerId: string,
  values: { addressLine?: string; city?: string; latitude?: string; longitude?: string } = {},
): Promise<NewLocation> {
  const addressLine = values.addressLine ?? `${100 + Math.floor(Math.random() * 800)} ${letters(5)} Street`;
  await page.goto(`/company/serviceLocations/createNew/${customerId}`);
  await field(page, "Street address").fill(addressLine);
  await field(page, "City").fill(values.city ?? "Tampa");
  await field(page, "State").fill("FL");
  await field(page, "Country code").fill("US");
  if (values.latitude !== undefined) await field(page, "Latitude").fill(values.latitude);
  if (values.longitude !== undefined) await field(page, "Longitude").fill(values.longitude);
  await page.getByRole("button", { name: "Create location" }).click();
  await expect(page).toHaveURL(/\/company\/serviceLocations\/details\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: addressLine })).toBeVisible();
  return { id: idFromUrl(page.url()), addressLine };
}

/** Adds a pool with a typed volume at a location; ends on its detail page. */
export async function createPool(
  page: Page,
  customerId: string,
  locationId: string,
  values: { name?: string; volume?: string } = {},
) {
  const name = values.name ?? "Main pool";
  await page.goto(`/company/bodiesOfWater/createNew/${customerId}/${locationId}`);
  await field(page, "Name").fill(name);
  await field(page, "Volume (gal)").fill(values.volume ?? "15000");
  await page.getByRole("button", { name: "Create body of water" }).click();
  await expect(page).toHaveURL(/\/company\/bodiesOfWater\/details\/[\w-]+$/);
  await expect(toast(page, `${name} added.`)).toBeVisible();
  return { id: idFromUrl(page.url()), name };
}

/**
 * Posts one of the app's forms as the browser would (with its Origin; the page's cookies sign it in) and returns where
 * the app sends the browser next. For setting up a test's data without opening the form: the forms themselves are
 * tested through createCustomer, createLocation and createPool.
 */
export async function postForm(page: Page, path: string, form: Record<string, string>): Promise<string> {
  const response = await page.request.post(path, { form, headers: { Origin: baseURL() }, maxRedirects: 0 });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(302);
  return response.headers().location ?? "";
}

/** A customer, as createCustomer makes it, posted without opening a page. */
export async function addCustomer(
  page: Page,
  values: { firstName?: string; lastName?: string } = {},
): Promise<NewCustomer> {
  const names = customerNames(values);
  const { firstName, lastName, email } = names;
  // The new-customer form's defaults, as its page sends them.
  const next = await postForm(page, "/company/customers/createNew", {
    firstName,
    lastName,
    email,
    status: "active",
    billingTerms: "due on receipt",
    rateType: "per stop",
  });
  return { id: idFromUrl(next), ...names };
}

/** A service location in Tampa with coordinates left empty, as createLocation makes it, posted without a page. */
export async function addLocation(page: Page, customerId: string): Promise<NewLocation> {
  const addressLine = `${100 + Math.floor(Math.random() * 800)} ${letters(5)} Street`;
  const next = await postForm(page, `/company/serviceLocations/createNew/${customerId}`, {
    addressLine,
    city: "Tampa",
    region: "FL",
    country: "US",
    estimatedMinutes: "30",
  });
  return { id: idFromUrl(next), addressLine };
}

/** A chlorine pool with a typed volume and the company's target ranges, as createPool makes it, posted without a page. */
export async function addPool(
  page: Page,
  customerId: string,
  locationId: string,
  values: { name?: string; volume?: string } = {},
) {
  const name = values.name ?? "Main pool";
  const next = await postForm(page, `/company/bodiesOfWater/createNew/${customerId}/${locationId}`, {
    name,
    kind: "pool",
    volumeSource: "entered",
    volume: values.volume ?? "15000",
    surface: "plaster",
    sanitizer: "chlorine",
  });
  return { id: idFromUrl(next), name };
}

/** The rows of the list page's table body (header row excluded). */
export const bodyRows = (page: Page) => page.getByRole("main").locator("tbody").getByRole("row");

/** The "1–25 of 40 customers" line under a list. */
export const listSummary = (page: Page, noun: string) =>
  page.getByRole("main").getByText(new RegExp(`^(\\d+–\\d+ of [\\d,]+|No) ${noun}$`));

/** Picks a value of one of a list page's filters (native selects that submit on change) and waits for the URL. */
export async function filterList(page: Page, label: string, option: string, param: RegExp) {
  await page
    .getByRole("search")
    .getByRole("combobox", { name: label, exact: true })
    .selectOption({ label: option });
  await expect(page).toHaveURL(param);
}

/** Opens a detail page's "Archive {noun}" button and confirms its "Archive …?" dialog (same label on both buttons). */
export async function archiveThroughDialog(page: Page, buttonName: string, dialogTitle: string) {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: buttonName, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * One customer with an e-mail and a service location in Tampa, through the CSV import (quicker than the forms).
 * Under load a file set before the page is interactive can be lost: it uploads once more if the next step doesn't come.
 */
export async function importCustomerWithEmail(
  page: Page,
  person: { firstName: string; lastNamePrefix: string; street: string },
) {
  const lastName = `${person.lastNamePrefix}${letters(5)}`;
  const email = `${person.firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
  const csv = [
    "First Name,Last Name,Email,Service Address,City,State,Zip",
    `${person.firstName},${lastName},${email},${person.street},Tampa,FL,33602`,
  ].join("\r\n");
  await page.goto("/company/customers/import");
  await page.waitForLoadState("networkidle");
  const preview = page.getByRole("button", { name: "Preview the import" });
  for (let attempt = 0; attempt < 2 && !(await preview.isVisible()); attempt++) {
    await page
      .locator('input[type="file"][name="file"]')
      .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf-8") });
    await page.getByRole("button", { name: "Upload and continue" }).click();
    await preview.waitFor({ timeout: 20_000 }).catch(() => undefined);
  }
  await preview.click();
  await page.getByRole("button", { name: "Import 1 customer" }).click();
  await expect(toast(page, /^Imported 1 customer/)).toBeVisible();
  const displayName = `${lastName}, ${person.firstName}`;
  const href = await page.getByRole("link", { name: displayName, exact: true }).getAttribute("href");
  return { id: href!.split("/").pop()!, displayName, email };
}
