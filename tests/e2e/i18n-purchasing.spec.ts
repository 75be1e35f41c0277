import { purchasing as en } from "../../app/core/i18n/catalogs/en/purchasing";
import { purchasing as es } from "../../app/core/i18n/catalogs/es/purchasing";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too: its vendors' names ("Desert Pool Supply", "Valley Chemical
// Distributors", "Sonoran Equipment Wholesale"), shown in the lists and the vendor filter, and its items' names
// ("Liquid chlorine 12.5%", the item form's English placeholder).
const englishWords = englishWordsOf(en, es, ["Pool", "Chemical", "Equipment", "Liquid chlorine 12.5%"]);
// The import page names the CSV columns as a file must spell them: the import reads English headers only
// (domain/import/items-import.server.ts), so its Spanish instructions keep "Name", "Price", "Stock on hand"….
const columnHeaders = Object.entries(en)
  .filter(([key]) => key.startsWith("purchasing.itemColumn."))
  .map(([, header]): string => header);
const importWords = englishWords.filter((word) => !columnHeaders.includes(word) && word !== "Stock");

test("purchases, vendors and items in Spanish, without the purchasing area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  const main = page.getByRole("main");
  const firstRowLink = () => main.getByRole("table").getByRole("row").nth(1).getByRole("link").first();
  try {
    await page.goto("/company/purchasedItems");
    await expect(
      main.getByRole("heading", { level: 1, name: "Artículos comprados", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("tab", { name: "Recibos" })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Comprado por" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("purchases-es-390.png"), fullPage: true });

    await firstRowLink().click();
    await expect(page).toHaveURL(/\/company\/receipts\/detail\//);
    await expect(main.getByRole("heading", { level: 2, name: "Líneas", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Volver a compras" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/purchasedItems?tab=items");
    await expect(main.getByRole("link", { name: "Facturable, aún sin facturar" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/venders");
    await expect(main.getByRole("heading", { level: 1, name: "Proveedores", exact: true })).toBeVisible();
    await firstRowLink().click();
    await expect(page).toHaveURL(/\/company\/venders\/detail\//);
    await expect(main.getByRole("heading", { level: 2, name: "Historial de compras" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/items");
    await expect(main.getByRole("heading", { level: 1, name: "Artículos", exact: true })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/items/import");
    await expect(main.getByRole("heading", { level: 1, name: "Importar artículos" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Subir y ver la vista previa" })).toBeVisible();
    expect(await englishOn(page, importWords)).toEqual([]);

    await page.goto("/company/purchasedItems/createNew");
    await expect(main.getByRole("heading", { level: 1, name: "Nuevo recibo" })).toBeVisible();
    await expect(main.getByRole("textbox", { name: /^Descripción\s*, línea 1$/ })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("new-receipt-es-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
