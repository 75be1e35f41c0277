import { profile as en } from "../../app/core/i18n/catalogs/en/profile";
import { profile as es } from "../../app/core/i18n/catalogs/es/profile";
import { baseURL, expect, test } from "./fixtures";

import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in browsers that ask for Spanish (Accept-Language es-ES): the owner's Public Page
// (its preview included), then the same company's public page as a visitor who is not signed in sees it.

// Words the demo's own data spells in English too: the company's about text, services and the platform's category
// names are what the company and the platform typed (app/demo/seed-demo.server.ts). "Leak detection" is both a
// category (worded in Spanish where shown as one) and one of the services the demo company typed in its own list.
const englishWords = englishWordsOf(en, es, ["Services", "Categories", "Pool service", "Leak detection"]);

test("the Public Page and the public company page in Spanish, without the profile area's English", async ({
  browser,
}, testInfo) => {
  const owner = await spanishContext(browser, "owner");
  const visitor = await browser.newContext({
    baseURL: baseURL(),
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await owner.newPage();
    await page.goto("/company/public-profile");
    const main = page.getByRole("main");
    await expect(page).toHaveTitle("Página pública — Drip Drop");
    await expect(main.getByRole("heading", { level: 1, name: "Página pública", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Ficha", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Fotos", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Vista previa", exact: true })).toBeVisible();
    await expect(main.getByLabel("Lunes: abre")).toBeVisible();
    await expect(main.getByRole("button", { name: "Guardar página pública" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("public-profile-es-390.png"), fullPage: true });
    const publicUrl = /\/pool-companies\/[\w-]+/.exec(await page.content())?.[0];
    expect(publicUrl).toBeTruthy();

    const stranger = await visitor.newPage();
    await stranger.goto(publicUrl!);
    const publicMain = stranger.getByRole("main");
    await expect(stranger).toHaveTitle(/ — servicio de piscinas en .+ — Drip Drop$/);
    await expect(publicMain.getByRole("heading", { level: 2, name: "Solicitar servicio" })).toBeVisible();
    await expect(publicMain.getByRole("heading", { name: "Horario de atención" })).toBeVisible();
    await expect(publicMain.getByRole("button", { name: "Solicitar servicio" })).toBeVisible();
    await expect(publicMain.getByLabel("¿Qué necesita?")).toBeVisible();
    expect(await englishOn(stranger, englishWords)).toEqual([]);
    await stranger.screenshot({ path: testInfo.outputPath("company-page-es-390.png"), fullPage: true });
  } finally {
    await owner.close();
    await visitor.close();
  }
});
