import { common as en } from "../../app/core/i18n/catalogs/en/common";
import { common as es } from "../../app/core/i18n/catalogs/es/common";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

/** The shared components' own messages (lists, dialogs, pickers, maps); the rest of "common" is the shell and site. */
const componentParts =
  /^common\.(list|confirm|archive|restore|customerPicker|periodPicker|targetRange|importSteps|search|map)\./;

/** The component messages of a catalog: the part of "common" this spec checks. */
const componentMessages = (catalog: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(catalog).filter(([key]) => componentParts.test(key)));

const englishWords = englishWordsOf(componentMessages(en), componentMessages(es));
// "Search" is still the customers page's own search label ("Search customers"), not this area's.
const englishWordsOnCustomers = englishWordsOf(componentMessages(en), componentMessages(es), ["Search"]);

test("the customers list's toolbar and pagination and an equipment page in Spanish", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/customers");
    const main = page.getByRole("main");
    const search = main.getByRole("search");
    await expect(search.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Exportar CSV" })).toBeVisible();
    // The archived filter offers "Todos" first (the customers page's own words belong to another area).
    await expect(search.getByRole("combobox").first().getByRole("option").first()).toHaveText("Todos");
    await expect(main.getByText(/^\d+–\d+ de \d+ /)).toBeVisible();
    const pages = main.getByRole("navigation");
    if (await pages.count()) await expect(main.getByRole("link", { name: "Página siguiente" })).toBeVisible();
    expect(await englishOn(page, englishWordsOnCustomers)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("customers-es-390.png"), fullPage: true });

    await page.goto("/company/equipmentList");
    await expect(main.getByRole("heading", { level: 1, name: "Equipos" })).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Buscar equipos" })).toBeVisible();
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/equipment\/details\//);
    await expect(main.getByRole("button", { name: "Registrar servicio hoy" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Archivar equipo" })).toBeVisible();
    await expect(main.getByText("Próximo servicio", { exact: true })).toBeVisible();
    await expect(main.getByRole("tab", { name: /^Piezas reemplazadas \(\d+\)$/ })).toBeVisible();
    await main.getByRole("button", { name: "Archivar equipo" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("No se borra nada", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("equipment-es-390.png"), fullPage: true });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
  } finally {
    await context.close();
  }
});

test("the shared map in Spanish: what a screen reader calls it and Leaflet's credit", async ({ browser }) => {
  const context = await spanishContext(browser, "owner");
  // Map tiles never load in tests.
  await context.route(/tile\.openstreetmap\.org|\/tiles?\//, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto("/company/serviceLocations");
    const main = page.getByRole("main");
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/serviceLocations\/details\//);
    const map = main.getByRole("region", { name: /^Mapa de / });
    await expect(map).toHaveAttribute("aria-roledescription", "mapa");
    await expect(map.getByRole("link", { name: "Leaflet" })).toHaveAttribute(
      "title",
      "Una biblioteca de JavaScript para mapas interactivos",
    );
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
