import type { Page } from "@playwright/test";
import { routing as en } from "../../app/core/i18n/catalogs/en/routing";
import { routing as es } from "../../app/core/i18n/catalogs/es/routing";
import { DEMO_PASSWORD, demo, escapeRegExp, expect, test } from "./fixtures";

/**
 * Issue 20: the route dashboard and route management in Spanish for a browser that asks for it. The words of the
 * routing catalog are checked against the page's main region: no English message that Spanish says differently.
 */

test.use({ locale: "es-ES" });
test.describe.configure({ timeout: 120_000 });

/**
 * The English messages without arguments or markup whose Spanish differs. Weekday and frequency names are left out:
 * a recurring stop's schedule ("Weekly on Monday") is still worded in English by core/recurrence on the server.
 */
const englishOnly = Object.entries(en)
  .filter(([key]) => !/^routing\.(weekday|weekdayShort|recurring\.frequency)\./.test(key))
  .map(([key, message]) => [message, es[key as keyof typeof es]] as const)
  .filter(([message, spanish]) => !/[{<]/.test(message) && message !== spanish && message.length > 3)
  .map(([message]) => message);

async function expectNoEnglish(page: Page) {
  const text = await page.getByRole("main").innerText();
  const found = englishOnly.filter((message) =>
    new RegExp(`(^|\\W)${escapeRegExp(message)}(\\W|$)`).test(text),
  );
  expect(found).toEqual([]);
}

test("the owner's route dashboard and route management in Spanish", async ({ page }, testInfo) => {
  // Map tiles never load in tests.
  await page.context().route(/tile\.openstreetmap\.org|\/tiles?\//, (route) => route.abort());
  await page.goto("/signIn");
  await page.getByLabel("Correo electrónico").fill(demo.owner.email);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);

  await page.goto("/company/routeDashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Panel de rutas" })).toBeVisible();
  await expect(page).toHaveTitle("Panel de rutas — Drip Drop");
  await expect(page.getByRole("region", { name: "El día" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Día siguiente" })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Paradas de / }).first()).toBeVisible();
  // The drawn map replaces the shared map's English placeholder; a screen reader calls it "mapa" (components/map).
  await expect(page.getByRole("region", { name: /^Mapa de las rutas del / })).toHaveAttribute(
    "aria-roledescription",
    "mapa",
  );
  await expectNoEnglish(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { level: 1, name: "Panel de rutas" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("route-dashboard-es-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/company/routeManagement");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de rutas" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Rutas fijas" })).toBeChecked();
  await expect(page.getByRole("tablist", { name: "Día de la semana" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Optimizar orden de / }).first()).toBeVisible();
  await expectNoEnglish(page);

  await page.getByText("Una fecha", { exact: true }).click();
  await expect(page.getByRole("button", { name: /^Optimizar día de / }).first()).toBeVisible();
  await expectNoEnglish(page);
});
