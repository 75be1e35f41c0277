import { seller as en } from "../../app/core/i18n/catalogs/en/seller";
import { seller as es } from "../../app/core/i18n/catalogs/es/seller";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// No exceptions needed so far: the demo's products and customers are names, and the words below are the area's own.
const englishWords = englishWordsOf(en, es, []);

test("seller, Stripe profile and subscriptions in Spanish, without the seller area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  const main = page.getByRole("main");
  try {
    await page.goto("/company/seller");
    await expect(main.getByRole("heading", { level: 1, name: "Vendedor", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Su ficha pública" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Solicitudes a Drip Drop" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("seller-es-390.png"), fullPage: true });

    await page.goto("/company/stripe-profile");
    await expect(
      main.getByRole("heading", { level: 1, name: "Perfil de Stripe", exact: true }),
    ).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("stripe-profile-es-390.png"), fullPage: true });

    await page.goto("/company/subscription-management");
    await expect(
      main.getByRole("heading", { level: 1, name: "Gestión de suscripciones", exact: true }),
    ).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("subscriptions-es-390.png"), fullPage: true });

    await page.goto("/company/stripe-subscriptions/products");
    await expect(
      main.getByRole("heading", { level: 1, name: "Productos de suscripción", exact: true }),
    ).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/products/addNew");
    await expect(
      main.getByRole("heading", { level: 1, name: "Agregar producto", exact: true }),
    ).toBeVisible();
    await expect(main.getByLabel("Se cobra")).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await expect(page).toHaveTitle("Agregar producto — Drip Drop");
  } finally {
    await context.close();
  }
});
