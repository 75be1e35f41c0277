import { expect, expectFieldError, signUpCompany, test, toast } from "./fixtures";
import {
  addCustomer,
  archiveThroughDialog,
  blockMapTiles,
  bodyRows,
  createCustomer,
  createLocation,
  createPool,
  field,
  filterList,
  letters,
} from "./locations-helpers";

// Every test makes its own company, so the tests of this file may share the workers. Long flows: 2 minutes each.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page);
});

test("service location: bad input, saved without coordinates (flagged), coordinates typed later, archive and restore", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await createCustomer(page);
  await page.getByRole("link", { name: "Add service location" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/serviceLocations/createNew/${customer.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "New service location" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`For ${customer.displayName}`);
  const create = page.getByRole("button", { name: "Create location" });

  // Nothing typed.
  await create.click();
  await expectFieldError(page, /^Street address/, "Enter the street address.");
  await expectFieldError(page, /^City/, "Enter the city.");

  // A latitude out of range.
  const street = `${200 + Math.floor(Math.random() * 700)} ${letters(5)} Way`;
  await field(page, "Street address").fill(street);
  await field(page, "City").fill("Tampa");
  await field(page, "State").fill("FL");
  await field(page, "ZIP code").fill("33602");
  await field(page, "Country code").fill("US");
  await field(page, "Gate code").fill("4321");
  await field(page, "Latitude").fill("123");
  await field(page, "Longitude").fill("-82.45");
  await create.click();
  await expectFieldError(page, "Latitude", "Latitude must be a number between −90 and 90.");
  await expect(field(page, "Latitude")).toHaveValue("123");
  await expect(field(page, "Street address")).toHaveValue(street);
  await expect(field(page, "Gate code")).toHaveValue("4321");

  // Only the latitude.
  await field(page, "Latitude").fill("27.95");
  await field(page, "Longitude").fill("");
  await create.click();
  await expectFieldError(page, "Longitude", "Enter both latitude and longitude, or neither.");

  // Neither: the form warns, and it saves anyway.
  await field(page, "Latitude").fill("");
  const formWarning = page.getByRole("alert", { name: "No coordinates", exact: true });
  await expect(formWarning).toContainText("This location can't be put on a route until it has coordinates.");
  await create.click();

  await expect(page).toHaveURL(/\/company\/serviceLocations\/details\/[\w-]+$/);
  await expect(toast(page, "Location added — place its pin so it can be routed.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: street })).toBeVisible();
  await expect(main.getByRole("alert", { name: "No coordinates: not routable" })).toBeVisible();
  await expect(main.getByText("Coordinates: missing")).toBeVisible();
  await expect(main.getByText("Gate code: 4321")).toBeVisible();
  await expect(main.getByRole("link", { name: customer.displayName })).toHaveAttribute(
    "href",
    `/company/customers/details/${customer.id}`,
  );

  // The customer's page flags it too.
  await page.goto(`/company/customers/details/${customer.id}`);
  await expect(page.getByText("Not routable yet")).toBeVisible();
  await expect(page.getByRole("article", { name: `${street}, Tampa, FL 33602` })).toContainText(
    "no coordinates",
  );

  // The Service Locations list: under "Missing (not routable)", not under "Present".
  await page.goto("/company/serviceLocations");
  await expect(page.getByRole("link", { name: street })).toBeVisible();
  await filterList(page, "Coordinates", "Missing (not routable)", /[?&]coordinates=missing/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText("missing");
  await expect(bodyRows(page).first()).toContainText(customer.displayName);
  await filterList(page, "Coordinates", "Present", /[?&]coordinates=present/);
  await expect(page.getByText("No locations match")).toBeVisible();

  // Typing coordinates on the Edit tab takes the warning away as you type, and for good once saved.
  await page.goto("/company/serviceLocations?coordinates=missing");
  await page.getByRole("link", { name: street }).click();
  await page.getByRole("tab", { name: "Edit" }).click();
  await expect(formWarning).toBeVisible();
  await field(page, "Latitude").fill("27.9506");
  await field(page, "Longitude").fill("-82.4572");
  await expect(formWarning).toBeHidden();
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(toast(page, "Location saved.")).toBeVisible();
  await expect(main.getByRole("alert", { name: "No coordinates: not routable" })).toHaveCount(0);
  await expect(main.getByText("Coordinates: 27.9506, -82.4572 (typed)")).toBeVisible();
  await page.goto("/company/serviceLocations?coordinates=missing");
  await expect(page.getByText("No locations match")).toBeVisible();
  await page.goto("/company/serviceLocations?coordinates=present");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText("27.9506, -82.4572");

  // Archive and restore.
  await page.getByRole("link", { name: street }).click();
  await archiveThroughDialog(page, "Archive location", `Archive ${street}?`);
  await expect(toast(page, "Location archived.")).toBeVisible();
  await page.goto("/company/serviceLocations");
  await expect(page.getByText("No service locations yet")).toBeVisible();
  await filterList(page, "Archived", "Archived only", /[?&]archived=only/);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole("link", { name: street }).click();
  await page.getByRole("button", { name: "Restore location" }).click();
  await expect(toast(page, "Location restored.")).toBeVisible();
  await page.goto("/company/serviceLocations");
  await expect(page.getByRole("link", { name: street })).toBeVisible();
});

test("body of water: volume computed from the shape, an implausible volume refused, edit and archive", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.95", longitude: "-82.46" });
  await expect(page.getByRole("tab", { name: "Bodies of water (0)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("link", { name: "Add body of water" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/bodiesOfWater/createNew/${customer.id}/${location.id}$`));
  const create = page.getByRole("button", { name: "Create body of water" });

  // No name, and a volume no pool has.
  await field(page, "Volume (gal)").fill("5");
  await create.click();
  await expectFieldError(page, /^Name/, "Enter a name, e.g. Main pool or Spa.");
  await expectFieldError(page, "Volume (gal)", "A pool under 500 gal is not plausible.");
  await expect(field(page, "Volume (gal)")).toHaveValue("5");

  // From the shape: 32 × 16 ft, 5.5 ft deep on average = 32 × 16 × 5.5 × 7.5 = 21,120 gal.
  await field(page, "Name").fill("Main pool");
  await page.getByRole("radio", { name: "Compute from shape" }).check();
  await expect(field(page, "Volume (gal)")).toBeHidden();
  await create.click();
  await expectFieldError(page, /^Shape$/, "Choose a shape.");
  await page.getByRole("combobox", { name: "Shape" }).selectOption({ label: "Rectangle" });
  await expect(field(page, "Diameter (ft)")).toBeHidden();
  await field(page, "Length (ft)").fill("32");
  await field(page, "Width (ft)").fill("16");
  await field(page, "Average depth (ft)").fill("5.5");
  await page
    .getByRole("combobox", { name: "Sanitizer" })
    .selectOption({ label: "Salt (chlorine generator)" });
  await create.click();

  await expect(page).toHaveURL(/\/company\/bodiesOfWater\/details\/[\w-]+$/);
  await expect(toast(page, "Main pool added.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Main pool" })).toBeVisible();
  await expect(main.getByText("21,120 gal (computed, rectangle)")).toBeVisible();
  await expect(main.getByText("Salt (chlorine generator)", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: customer.displayName })).toBeVisible();

  // Edit: a bigger pool, typed; the name changes.
  await page.getByRole("tab", { name: "Edit" }).click();
  await expect(page.getByRole("radio", { name: "Compute from shape" })).toBeChecked();
  await expect(field(page, "Length (ft)")).toHaveValue("32");
  await page.getByRole("radio", { name: "Enter volume" }).check();
  await field(page, "Volume (gal)").fill("2000000");
  await page.getByRole("button", { name: "Save body of water" }).click();
  await expectFieldError(page, "Volume (gal)", "A pool over 1,000,000 gal is not plausible.");
  await field(page, "Volume (gal)").fill("24,500");
  await field(page, "Name").fill("Lap pool");
  await page.getByRole("button", { name: "Save body of water" }).click();
  await expect(toast(page, "Body of water saved.")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Lap pool" })).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(main.getByText("24,500 gal", { exact: true })).toBeVisible();

  // The list, then archive.
  await page.goto("/company/bodiesOfWater");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText("24,500 gal");
  await expect(bodyRows(page).first()).toContainText(customer.displayName);
  await page.getByRole("link", { name: "Lap pool" }).click();
  await archiveThroughDialog(page, "Archive body of water", "Archive Lap pool?");
  await expect(toast(page, "Body of water archived.")).toBeVisible();
  await expect(main.getByText("This body of water is archived", { exact: false })).toBeVisible();
  await page.goto("/company/bodiesOfWater");
  await expect(page.getByText("No bodies of water yet")).toBeVisible();
  await filterList(page, "Archived", "Archived only", /[?&]archived=only/);
  await expect(page.getByRole("link", { name: "Lap pool" })).toBeVisible();
  // The location no longer counts it.
  await page.goto(`/company/serviceLocations/details/${location.id}`);
  await expect(page.getByRole("tab", { name: "Bodies of water (0)" })).toBeVisible();
});

test("a new location's country defaults to the company's; saving an Edit tab goes back to the first tab", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  await page.goto(`/company/serviceLocations/createNew/${customer.id}`);
  await expect(field(page, "Country code")).toHaveValue("US");
  const location = await createLocation(page, customer.id, { latitude: "27.95", longitude: "-82.46" });
  const main = page.getByRole("main");
  // The map is named for screen readers once Leaflet has drawn it.
  const map = main.getByRole("region", { name: `Map of ${location.addressLine}` });
  await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await expect(map).toHaveClass(/leaflet-container/);

  // A body of water: saved at the first try, the page shows the overview again, with the toast.
  const pool = await createPool(page, customer.id, location.id);
  await page.getByRole("tab", { name: "Edit" }).click();
  await field(page, "Name").fill("Lap pool");
  await page.getByRole("button", { name: "Save body of water" }).click();
  await expect(toast(page, "Body of water saved.")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Lap pool" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Save body of water" })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/company/bodiesOfWater/details/${pool.id}$`));

  // The same on the location's page.
  await page.goto(`/company/serviceLocations/details/${location.id}`);
  await page.getByRole("tab", { name: "Edit" }).click();
  await field(page, "Gate code").fill("2468");
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(toast(page, "Location saved.")).toBeVisible();
  await expect(main.getByText("Gate code: 2468")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Bodies of water (1)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "Save location" })).toHaveCount(0);
});

test("equipment: dirty filter and due service flagged, bad dates refused, service recorded, parts logged, archived", async ({
  page,
}) => {
  await signUpCompany(page, { openDashboard: false });
  const customer = await addCustomer(page);
  const location = await createLocation(page, customer.id, { latitude: "27.95", longitude: "-82.46" });
  const pool = await createPool(page, customer.id, location.id);
  await page.getByRole("tab", { name: "Equipment (0)" }).click();
  await page.getByRole("link", { name: "Add equipment" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/equipment/createNew/${pool.id}$`));

  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Filter" });
  await field(page, "Make").fill("Pentair");
  await field(page, "Model").fill("Clean & Clear 420");
  await field(page, "Installed on").fill("2019-06-01");
  await field(page, "Removed on").fill("2019-01-15");
  await field(page, "Last serviced on").fill("2020-03-10");
  await field(page, "Service every").fill("3");
  await page.getByRole("combobox", { name: "Unit" }).selectOption("months");
  await field(page, "Clean pressure (psi)").fill("12");
  await field(page, "Current pressure (psi)").fill("21");
  await page.getByRole("button", { name: "Create equipment" }).click();
  await expectFieldError(page, "Removed on", "The uninstall date is before the install date.");
  await expectFieldError(page, "Last serviced on", "The last service date is after the uninstall date.");
  await expect(field(page, "Current pressure (psi)")).toHaveValue("21");

  await field(page, "Removed on").fill("");
  await page.getByRole("button", { name: "Create equipment" }).click();
  await expect(page).toHaveURL(/\/company\/equipment\/details\/[\w-]+$/);
  await expect(toast(page, "Equipment added.")).toBeVisible();
  const main = page.getByRole("main");
  const title = "Filter — Pentair Clean & Clear 420";
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main.getByText("Clean the filter")).toBeVisible();
  await expect(main.getByText("The pressure is 9 psi over its clean pressure.")).toBeVisible();
  await expect(main.getByText("Every 3 months")).toBeVisible();
  await expect(main.getByText("Mar 10, 2020")).toBeVisible();
  await expect(main.getByText("due", { exact: true }).first()).toBeVisible();

  // The Equipment list flags both, and "Due or overdue" lists it.
  await page.goto("/company/equipmentList");
  const row = bodyRows(page).filter({ hasText: "Pentair Clean & Clear 420" });
  await expect(row).toContainText("clean filter");
  await expect(row.getByText("due", { exact: true })).toBeVisible();
  await expect(row).toContainText(customer.displayName);
  await filterList(page, "Service", "Due or overdue", /[?&]due=due/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row).toBeVisible();

  // Recording a service today clears "due".
  await row.getByRole("link", { name: "Filter" }).click();
  await page.getByRole("button", { name: "Record service today" }).click();
  await expect(toast(page, /^Service recorded\. Next service [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(main.getByText("due", { exact: true })).toHaveCount(0);
  await expect(main.getByText("Mar 10, 2020")).toHaveCount(0);
  await page.goto("/company/equipmentList?due=due");
  await expect(page.getByText("No equipment matches")).toBeVisible();

  // The parts log.
  await page.goto("/company/equipmentList");
  await bodyRows(page).first().getByRole("link", { name: "Filter" }).click();
  await expect(page.getByText("No parts replaced yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add part" }).click();
  await expectFieldError(page, /^Part( \*)?$/, "Enter the part, e.g. Pump seal.");
  await field(page, "Replaced on").fill("2024-02-29");
  await field(page, "Part").fill("Cartridge set");
  await page.getByRole("tabpanel").getByLabel("Notes").fill("Four cartridges");
  await page.getByRole("button", { name: "Add part" }).click();
  await expect(toast(page, "Part logged.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Parts replaced (1)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const part = page.getByRole("row", { name: /Cartridge set/ });
  await expect(part).toContainText("Feb 29, 2024");
  await expect(part).toContainText("Four cartridges");

  // Archive: gone from the list, the pool's tab counts no equipment.
  await archiveThroughDialog(page, "Archive equipment", `Archive ${title}?`);
  await expect(toast(page, "Equipment archived.")).toBeVisible();
  await expect(main.getByText("This equipment is archived", { exact: false })).toBeVisible();
  await page.goto("/company/equipmentList");
  await expect(page.getByText("No equipment yet")).toBeVisible();
  await page.goto("/company/equipmentList?archived=only");
  await expect(bodyRows(page)).toHaveCount(1);
  await page.goto(`/company/bodiesOfWater/details/${pool.id}`);
  await expect(page.getByRole("tab", { name: "Equipment (0)" })).toBeVisible();
});
