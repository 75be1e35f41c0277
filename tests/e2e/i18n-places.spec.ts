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
