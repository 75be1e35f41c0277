import type { Page } from "@playwright/test";
import { portal as en } from "../../app/core/i18n/catalogs/en/portal";
import { portal as es } from "../../app/core/i18n/catalogs/es/portal";
import { baseURL, demo, demoStorageState, expect, test } from "./fixtures";

/**
 * The demo pool owner reads their portal in Spanish when their browser asks for it (es-MX), and a public invoice link
 * opened by a Spanish-speaking visitor is Spanish too. Read-only: the demo data is not changed.
 */

/** English portal messages a Spanish page must not show: those that differ from Spanish, of two words or more, no
 * arguments (a one-word message could be someone's data, e.g. a pool named "Backyard pool"). */
const englishOnly = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => en[key] !== es[key] && !en[key].includes("{") && en[key].trim().includes(" "))
  .map((key) => en[key]);

/**
 * The portal's own words on the page: the main region, without the menu (the shell's), quoted messages (people's
 * words) and the readings chart (components/charts, translated with the technician's screens).
 */
async function expectNoEnglish(page: Page) {
  const text = await page.evaluate(() => {
    const copy = (document.querySelector("main") ?? document.body).cloneNode(true) as HTMLElement;
    const notPortal = '[aria-labelledby="messages-heading"], nav, [aria-labelledby^="history-"]';
    for (const element of copy.querySelectorAll(notPortal)) element.remove();
    return copy.textContent ?? "";
  });
  expect(englishOnly.filter((message) => text.includes(message))).toEqual([]);
}

test("a pool owner whose browser asks for Spanish reads the portal and a public invoice in Spanish", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, "client"),
    locale: "es-MX",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();

  await page.goto(demo.client.dashboard);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page.getByRole("heading", { name: /^Bienvenido, / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próxima visita" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Facturas por pagar" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mensajes recientes" })).toBeVisible();
  await expect(page).toHaveTitle("Inicio — Drip Drop");
  await expectNoEnglish(page);
  await page.screenshot({ path: "test-results/i18n-portal-dashboard-390.png", fullPage: true });

  await page.goto("/mypool");
  await expect(page.getByRole("heading", { name: "Mi piscina", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reportes de servicio" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historial de mediciones" }).first()).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: "test-results/i18n-portal-mypool-390.png", fullPage: true });

  await page.goto("/invoices?show=all");
  await expect(page.getByRole("heading", { name: "Facturas", level: 1 })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("link", { name: /^INV-/ }).first().click();
  await expect(page.getByRole("heading", { name: /^Factura INV-/, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pagos" })).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: "test-results/i18n-portal-invoice-390.png", fullPage: true });

  // A public invoice link (the "Pay" button of an invoice still owed), opened by a visitor who is not signed in.
  await page.goto(demo.client.dashboard);
  const pay = page.getByRole("link", { name: /^Pagar / }).first();
  const href = await pay.getAttribute("href");
  expect(href).toMatch(/^\/invoice\/[\w-]+$/);
  const visitor = await browser.newContext({ baseURL: baseURL(), locale: "es-MX" });
  const publicPage = await visitor.newPage();
  await publicPage.goto(href!);
  await expect(publicPage.getByRole("heading", { name: /^Factura /, level: 1 })).toBeVisible();
  await expect(publicPage.getByRole("heading", { name: "Cómo pagar" })).toBeVisible();
  await expect(publicPage.getByText("Saldo pendiente").first()).toBeVisible();
  await expectNoEnglish(publicPage);

  await visitor.close();
  await context.close();
});
