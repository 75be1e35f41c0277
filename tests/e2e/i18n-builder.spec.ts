import { builder as en } from "../../app/core/i18n/catalogs/en/builder";
import { builder as es } from "../../app/core/i18n/catalogs/es/builder";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company's route builder (no proposal is built or accepted), in a browser that asks
// for Spanish (Accept-Language es-ES).

// "Plan" reads the same in Spanish (the tab), so it is no sign of English.
const englishWords = englishWordsOf(en, es, ["Plan"]);

test("the route builder in Spanish, without the builder area's English", async ({ browser }, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/routeBuilder");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Constructor de rutas", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("tab", { name: "Técnicos y ajustes" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Rutas actuales" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Crear una propuesta" })).toBeVisible();
    await expect(main.getByRole("table", { name: "Días actuales" })).toBeAttached();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("route-builder-es-390.png"), fullPage: true });

    await page.goto("/company/routeBuilder?tab=settings");
    await expect(main.getByRole("heading", { level: 2, name: "Ajustes de rutas" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Técnicos" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Guardar ajustes de rutas" })).toBeVisible();
    await expect(main.getByLabel("En un feriado")).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("route-builder-settings-es-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
