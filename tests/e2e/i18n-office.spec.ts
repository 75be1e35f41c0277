import { office as en } from "../../app/core/i18n/catalogs/en/office";
import { office as es } from "../../app/core/i18n/catalogs/es/office";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too (the company is "Blue Wave Pool Service").
const englishWords = englishWordsOf(en, es, ["Pool", "Service"]);

test("the dashboard and a pool's page in Spanish, without the office's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible();
    for (const name of ["Rutas de hoy", "Esta semana", "Ingresos", "Facturas vencidas", "Trabajos abiertos"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Reloj de trabajo" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("dashboard-es-390.png"), fullPage: true });

    await page.goto("/company/bodiesOfWater");
    // The first row of bodies (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/bodiesOfWater\/details\//);
    await expect(main.getByRole("heading", { level: 2, name: "Rangos objetivo" })).toBeVisible();
    await expect(main.getByRole("tab", { name: "Resumen" })).toBeVisible();
    await expect(main.getByRole("tab", { name: /^Lecturas \(\d+\)$/ })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Lectura" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
