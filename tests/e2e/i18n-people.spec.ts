import { people as en } from "../../app/core/i18n/catalogs/en/people";
import { people as es } from "../../app/core/i18n/catalogs/es/people";
import { demo, expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too: the company is "Blue Wave Pool Service" (the colour "Blue" is
// one of this area's words), and the built-in roles are stored with English names ("Owner", "Office", "Technician"),
// shown as they are stored.
const englishWords = englishWordsOf(en, es, ["Blue", "Pool", "Service", "Owner", "Office", "Technician"]);

test("company users, a member's page, the invitation form and settings in Spanish, without the people area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/companyUsers");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Usuarios de la empresa", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Invitar personas" })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Tipo de trabajador" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    // The technician's page: rate sheet, route settings and the stops ahead.
    await main.getByRole("link", { name: demo.tech.name, exact: true }).click();
    await expect(page).toHaveURL(/\/company\/companyUsers\/[^/]+$/);
    await expect(main.getByRole("heading", { level: 1, name: demo.tech.name })).toBeVisible();
    for (const name of ["Rol y tipo de trabajador", "Hoja de tarifas", "Ruta y días de trabajo"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Guardar configuración de ruta" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("member-es-390.png"), fullPage: true });

    await page.goto("/company/companyUsers/createNew");
    await expect(
      main.getByRole("heading", { level: 1, name: "Invitar personas", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: "Enviar invitación" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/settings");
    await expect(main.getByRole("heading", { level: 1, name: "Configuración", exact: true })).toBeVisible();
    for (const name of ["Empresa", "Facturación", "Valores objetivo del agua", "Códigos de invitación"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/select");
    await expect(
      page.getByRole("heading", { level: 1, name: "Elegir una empresa", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Crear empresa" })).toBeVisible();
    await expect(page).toHaveTitle("Elegir una empresa — Drip Drop");
  } finally {
    await context.close();
  }
});
