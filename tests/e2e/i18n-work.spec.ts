import { work as en } from "../../app/core/i18n/catalogs/en/work";
import { work as es } from "../../app/core/i18n/catalogs/es/work";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

const englishWords = englishWordsOf(en, es);

test("the jobs list and a job's page in Spanish, without the work area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/jobs");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Trabajos" })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Cliente" })).toBeVisible();
    await expect(page).toHaveTitle("Trabajos — Drip Drop");
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("jobs-es-390.png"), fullPage: true });

    // The first row of jobs (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/jobs\/detail\//);
    await expect(main.getByRole("tab", { name: "Resumen" })).toBeVisible();
    for (const name of ["Dónde", "Presupuesto", "Líneas con precio", "Tareas", "Visitas"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
