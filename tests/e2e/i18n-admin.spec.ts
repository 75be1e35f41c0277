import { admin as en } from "../../app/core/i18n/catalogs/en/admin";
import { admin as es } from "../../app/core/i18n/catalogs/es/admin";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo admin console, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too: the company is "Blue Wave Pool Service", and the contact messages
// visitors typed are English ("My pool company uses Drip Drop", "The invite code from my employer…").
const englishWords = englishWordsOf(en, es, ["Pool", "Service", "company", "from"]);

test("the admin console in Spanish, without the admin area's English", async ({ browser }, testInfo) => {
  const context = await spanishContext(browser, "admin");
  const page = await context.newPage();
  const main = page.getByRole("main");
  try {
    await page.goto("/admin/dashboard");
    await expect(main.getByRole("heading", { level: 1, name: "Panel de la plataforma" })).toBeVisible();
    await expect(main.getByRole("figure", { name: "Paradas de servicio por día (30 días)" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Últimas acciones de administración" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("admin-dashboard-es-390.png"), fullPage: true });

    await page.goto("/admin/dashboard/orders");
    await expect(main.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Suscripciones" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/payment-request?status=");
    await expect(main.getByRole("heading", { level: 1, name: "Solicitudes de pago" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/category");
    await expect(main.getByRole("heading", { level: 1, name: "Categorías" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Agregar una categoría" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/seller");
    await expect(main.getByRole("heading", { level: 1, name: "Vendedores" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await main.getByRole("link", { name: "Blue Wave Pool Service" }).click();
    await expect(main.getByRole("heading", { level: 2, name: "Suscripción" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Solicitudes de verificación" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/sellers-request");
    await expect(main.getByRole("heading", { level: 1, name: "Solicitudes de vendedores" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/chat-seller?view=all");
    await expect(main.getByRole("heading", { level: 1, name: "Chat en vivo" })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Filtrar conversaciones" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
