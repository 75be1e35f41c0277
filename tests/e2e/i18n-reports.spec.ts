import { reports as en } from "../../app/core/i18n/catalogs/en/reports";
import { reports as es } from "../../app/core/i18n/catalogs/es/reports";
import { expect, expectFieldError, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// "Total" and "Drip Drop" read the same in both languages and are left out by englishWordsOf. The demo's task
// groups are data written in English: their names ("Weekly full service"), descriptions ("billed per task on top
// of the service plan") and tasks ("Photo of the pool after service", "Note for the office", "Remove debris").
const englishWords = englishWordsOf(en, es, ["Weekly full service", "task", "Photo", "Note", "Remove"]);

test("reports and task groups in Spanish, without the reports area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  const main = page.getByRole("main");
  try {
    await page.goto("/company/reports");
    await expect(main.getByRole("heading", { level: 1, name: "Informes", exact: true })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Informes" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Ganancia por cuenta" })).toBeVisible();
    await expect(main.getByLabel("Rango de fechas")).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/reports/profit?range=last-12-months");
    await expect(main.getByRole("heading", { level: 1, name: "Ganancia por cuenta" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Supuestos de costos" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Descargar CSV" })).toBeVisible();
    await expect(main.getByLabel("Rango de fechas").locator("option:checked")).toHaveText("Últimos 12 meses");
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("reports-profit-es-390.png"), fullPage: true });

    await page.goto("/company/reports/productivity?range=last-12-months");
    await expect(main.getByRole("heading", { level: 1, name: "Productividad de técnicos" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/reports/compliance?range=custom&from=2026-13-01&to=2026-01-31");
    await expect(main.getByRole("alert")).toContainText("Revise las fechas");
    await expect(main.getByRole("alert")).toContainText(
      "La fecha de inicio “2026-13-01” no es una fecha (use AAAA-MM-DD). Se muestra este mes.",
    );
    expect(await englishOn(page, englishWords)).toEqual([]);

    // A pool's form: the volume calculator's checks (core/water/volume.ts) read in Spanish. Nothing is saved.
    await page.goto("/company/bodiesOfWater");
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await main.getByRole("tab", { name: "Editar" }).click();
    await main.getByRole("radio", { name: "Ingresar volumen" }).check();
    await main.getByLabel("Volumen (gal)").fill("1");
    await main.getByRole("button", { name: "Guardar piscina" }).click();
    await expectFieldError(main, "Volumen (gal)", /de menos de [\d.,]+ gal no es plausible\./);
    await expect(main.getByText(/is not plausible/)).toHaveCount(0);

    await page.goto("/company/taskGroups");
    await expect(
      main.getByRole("heading", { level: 1, name: "Grupos de tareas", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Facturable" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    // The first group of the list (the header row's links sort it).
    await main.locator("tbody").getByRole("link").first().click();
    await expect(main.getByRole("list", { name: "Tareas en orden" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/taskGroups/createNew");
    await expect(main.getByRole("heading", { level: 1, name: "Nuevo grupo de tareas" })).toBeVisible();
    await main.getByRole("button", { name: "Crear grupo de tareas" }).click();
    await expect(
      main.getByText("Indique el nombre del grupo de tareas, p. ej. Servicio completo semanal."),
    ).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("task-group-new-es-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
