import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, type NewCompanyAccount, signUpCompany, toast } from "./fixtures";
import { letters } from "./locations-helpers";

/** Shared steps of the routing specs: a company with routable customers and recurring service, dates, dragging. */

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Calendar arithmetic on "YYYY-MM-DD" (service dates are dates, not instants). */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export const weekdayIndex = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const weekdayOf = (date: string) => weekdayNames[weekdayIndex(date)];

export interface RoutingCustomerInput {
  /** Last name (made unique with a suffix); the first name is "Pat". */
  name: string;
  lat?: number;
  lng?: number;
}

export interface RoutingCustomer {
  id: string;
  /** "Last, First", as lists and route cards show people. */
  displayName: string;
  lat?: number;
  lng?: number;
}

/**
 * Imports customers with one service location each (coordinates when given) through the CSV import: much quicker
 * than the forms. Returns them with their ids, in the given order.
 */
export async function importCustomers(page: Page, rows: RoutingCustomerInput[]): Promise<RoutingCustomer[]> {
  const tag = letters(5);
  const customers = rows.map((r, i) => ({
    ...r,
    lastName: `${r.name}${tag}`,
    address: `${100 + i} ${r.name} Street`,
  }));
  const csv = [
    "First Name,Last Name,Service Address,City,State,Zip,Latitude,Longitude",
    ...customers.map((c) => `Pat,${c.lastName},${c.address},Tampa,FL,33602,${c.lat ?? ""},${c.lng ?? ""}`),
  ].join("\r\n");
  await page.goto("/company/customers/import");
  await expect(page.getByText("Step 1 of 4: Upload the file")).toBeVisible();
  // A file chosen before the page hydrates is dropped when React takes over the drop zone (seen on a loaded machine).
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  // The upload field is a drop zone's hidden file input: no role or label to find it by.
  await page
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: "route-customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf-8") });
  await page.getByRole("button", { name: "Upload and continue" }).click();
  await expect(page.getByRole("combobox", { name: "Latitude", exact: true })).toHaveValue("Latitude");
  await page.getByRole("button", { name: "Preview the import" }).click();
  const count = customers.length;
  await page
    .getByRole("button", { name: `Import ${count} ${count === 1 ? "customer" : "customers"}` })
    .click();
  await expect(toast(page, new RegExp(`^Imported ${count} customers? \\(${count} new`))).toBeVisible();
  const result: RoutingCustomer[] = [];
  for (const c of customers) {
    const displayName = `${c.lastName}, Pat`;
    const href = await page.getByRole("link", { name: displayName, exact: true }).getAttribute("href");
    const id = href?.split("/").pop();
    if (!id) throw new Error(`no link to ${displayName}`);
    result.push({ id, displayName, lat: c.lat, lng: c.lng });
  }
  return result;
}

export interface RecurringInput {
  /** Weekday names ("Monday"). */
  days: string[];
  /** The technician's name; null = not assigned. */
  technician: string | null;
  minutes?: number;
}

/**
 * Weekly recurring service through /company/recurringServiceStop/createNew/:customerId; returns its detail URL and
 * the company's today (the form's first day of service).
 */
export async function createRecurringStop(page: Page, customerId: string, input: RecurringInput) {
  await page.goto(`/company/recurringServiceStop/createNew/${customerId}`);
  await expect(page.getByRole("heading", { level: 1, name: "New recurring service" })).toBeVisible();
  const today = await page.getByLabel(/^First day of service/).inputValue();
  await page
    .getByLabel("Technician", { exact: true })
    .selectOption({ label: input.technician ?? "Not assigned yet" });
  const days = page.getByRole("group", { name: "Days of the week" });
  for (const day of input.days) await days.getByLabel(day).check();
  if (input.minutes) await page.getByLabel(/^Estimated minutes/).fill(String(input.minutes));
  await page.getByRole("button", { name: "Create recurring service" }).click();
  await expect(page).toHaveURL(/\/company\/recurringServiceStop\/details\/[\w-]+$/);
  await expect(toast(page, /^Recurring service created/)).toBeVisible();
  return { url: page.url(), today };
}

/** The company's today, as the recurring service form's first day of service (the company's time zone). */
export async function companyToday(page: Page, customerId: string) {
  await page.goto(`/company/recurringServiceStop/createNew/${customerId}`);
  return page.getByLabel(/^First day of service/).inputValue();
}

export interface SeededStop extends RoutingCustomer {
  /** The recurring stop's detail page. */
  recurringUrl: string;
}

/**
 * A new company whose owner (who works stops: a technician lane) has recurring customers with coordinates.
 * `days(today)` picks each stop's weekdays from the company's today, so the visits fall inside the horizon.
 */
export async function seedRoutingCompany(
  page: Page,
  options: {
    customers: (RoutingCustomerInput & {
      days: (today: string) => string[];
      /** Default: the owner. */
      unassigned?: boolean;
      minutes?: number;
    })[];
  },
): Promise<{ owner: NewCompanyAccount; stops: SeededStop[]; today: string }> {
  const owner = await signUpCompany(page, { openDashboard: false });
  const customers = await importCustomers(page, options.customers);
  const stops: SeededStop[] = [];
  let today = "";
  for (const [i, customer] of customers.entries()) {
    const spec = options.customers[i];
    if (!today) today = await companyToday(page, customer.id);
    const { url } = await createRecurringStop(page, customer.id, {
      days: spec.days(today),
      technician: spec.unassigned ? null : owner.name,
      minutes: spec.minutes,
    });
    stops.push({ ...customer, recurringUrl: url });
  }
  return { owner, stops, today };
}

/**
 * Drags a card by its handle so that the card lands at the target's top-left corner (just above the card there, or
 * at the top of an empty column), in small pointer steps as dnd-kit's pointer sensor expects. The target is measured
 * once the drag has started: near the window's edge dnd-kit scrolls the page.
 */
export async function dragCard(page: Page, handle: Locator, card: Locator, target: Locator, dy = 4) {
  // Card and target both on screen, below the fixed header and the sticky unsaved-changes bar, when they fit together
  // (a tall lane — a day off's warning, long names — once put the card low and, scrolled to it alone, the target
  // above the screen); else the card in the middle.
  const targetElement = await target.elementHandle();
  await card.evaluate((el, other) => {
    const clear = 200;
    const a = el.getBoundingClientRect();
    const b = other?.getBoundingClientRect();
    const top = Math.min(a.top, b?.top ?? a.top);
    const bottom = Math.max(a.bottom, b?.bottom ?? a.bottom);
    if (b && bottom - top <= window.innerHeight - clear - 20) window.scrollBy(0, top - clear);
    else el.scrollIntoView({ block: "center" });
  }, targetElement);
  const h = await handle.boundingBox();
  const c = await card.boundingBox();
  if (!h || !c) throw new Error("drag: the card is not on screen");
  const grab = { x: h.x + h.width / 2, y: h.y + h.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 6, grab.y + 6, { steps: 3 });
  const t = await target.boundingBox();
  if (!t) throw new Error("drag: the target is not on screen");
  const drop = { x: t.x + (grab.x - c.x), y: t.y + (grab.y - c.y) + dy };
  await page.mouse.move(drop.x, drop.y, { steps: 20 });
  await page.mouse.move(drop.x, drop.y + 1, { steps: 2 });
  await page.mouse.up();
}
