import type { Page } from "@playwright/test";
import { places as en } from "~/core/i18n/catalogs/en/places";
import { places as es } from "~/core/i18n/catalogs/es/places";
import { DEMO_PASSWORD, demo, expect, test } from "./fixtures";

/**
 * The customer and service-location screens in Spanish for a browser that asks for it: Spanish headings, and none
 * of the places area's English words (those that differ in Spanish) left in the page's main region.
 */

/** The longest literal stretch of each English message that differs in Spanish (arguments and tags cut out). */
const englishOnly = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => en[key] !== es[key])
  .map(
    (key) =>
      en[key]
        .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0],
  )
  // Short words ("Name", "Tag") may be in the demo's own data; a longer stretch can only be our text.
  .filter((text): text is string => Boolean(text) && text.length >= 10);

async function expectNoEnglish(page: Page) {
  // What a reader sees (innerText): text in closed tabs and hidden menus does not count.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  const main = await page.getByRole("main").innerText();
  expect(englishOnly.filter((text) => main.includes(text))).toEqual([]);
}

test.use({ locale: "es-ES" });

test("the office reads the customers and their service locations in Spanish", async ({ page }) => {
  await page.goto("/signIn");
  await page.getByLabel("Correo electrónico").fill(demo.owner.email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  await page.goto("/company/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nuevo cliente" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Ubicaciones" })).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole("table").locator("tbody").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/customers\/details\//);
  await expect(page.getByRole("tab", { name: /^Ubicaciones \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Datos y facturación" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("tab", { name: "Datos y facturación" }).click();
  await expect(page.getByRole("heading", { name: "Facturación" })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto("/company/serviceLocations");
  await expect(page.getByRole("heading", { level: 1, name: "Ubicaciones de servicio" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("table").locator("tbody").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/company\/serviceLocations\/details\//);
  await expect(page.getByRole("tab", { name: /^Piscinas \(\d+\)$/ })).toBeVisible();
  await expectNoEnglish(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/company/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("customers-es-390.png"), fullPage: true });
});

test("the customer import reads Spanish column names and words its refusals and row problems in Spanish", async ({
  page,
}) => {
  await page.goto("/signIn");
  await page.getByLabel("Correo electrónico").fill(demo.owner.email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  const header = "ID del cliente,Nombre,Apellido,Correo electrónico,Estado,Dirección del servicio,Ciudad";
  const upload = async (text: string) => {
    await page.goto("/company/customers/import");
    await page
      .locator('input[type="file"][name="file"]')
      .setInputFiles({ name: "clientes.csv", mimeType: "text/csv", buffer: Buffer.from(text, "utf-8") });
    await page.getByRole("button", { name: "Subir y continuar" }).click();
  };

  // A refusal of the file itself (core/import/csv.ts).
  await upload(`${header}\r\n`);
  await expect(page.getByRole("main")).toContainText(
    "Este archivo tiene la fila de encabezados pero ninguna fila de datos. Agregue una fila por cliente e inténtelo de nuevo.",
  );
  await expect(page.getByRole("main")).not.toContainText("header row");

  // The columns are found by their Spanish names; the rows' problems read in Spanish.
  await upload(`${header}\nE2E-1,Eva,Olmo,eva-arroba-ejemplo,quizás,5 Calle Olmo,Tampa\n`);
  await expect(page.getByLabel("Correo electrónico")).toHaveValue("Correo electrónico");
  await expect(page.getByLabel("Estado", { exact: true })).toHaveValue("Estado");
  await page.getByRole("button", { name: "Ver la vista previa" }).click();
  const problems = page.getByRole("table", { name: "Problemas en el archivo" }).locator("tbody tr");
  await expect(problems).toHaveText([
    /^Línea 2\s*Estado\s*El estado debe ser lead, active o inactive, no “quizás”\.$/,
    /^Línea 2\s*Correo electrónico\s*Escriba un correo electrónico válido\.$/,
  ]);
  await expect(page.getByRole("main")).not.toContainText(/must be|Enter a valid/);
  const report = await page
    .getByRole("link", { name: "Descargar el informe de errores" })
    .getAttribute("href");
  const reportCsv = decodeURIComponent(report!.replace(/^data:text\/csv;charset=utf-8,/, ""));
  expect(reportCsv).toContain("Línea,Columna,Problema");
  expect(reportCsv).toContain("Escriba un correo electrónico válido.");
});
