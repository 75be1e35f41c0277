import type { Page } from "@playwright/test";
import {
  chooseOption,
  DEMO_PASSWORD,
  demo,
  expect,
  hydrated,
  SIGN_IN_MISMATCH,
  signUpCompany,
  test,
} from "./fixtures";

/**
 * Issue 20: sign-in and the signed-in shell in Spanish for a browser that asks for it, and for a person whose profile
 * says so whatever the browser asks; English stays word for word (shell.spec.ts checks the seed's menu labels).
 */

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Barra lateral" });

test.describe("a browser that asks for Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets the sign-in page and its refusal in Spanish", async ({ page }) => {
    await page.goto("/signIn");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await expect(
      page.getByRole("heading", { level: 1, name: "Inicie sesión en su empresa de piscinas" }),
    ).toBeVisible();
    // Refused in the browser, before anything is sent.
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Ingrese su correo electrónico.")).toBeVisible();
    await expect(page.getByText("Ingrese su contraseña.")).toBeVisible();
    // Refused by the server.
    await page.getByLabel("Correo electrónico").fill(demo.tech.email);
    await page.getByLabel(/^Contraseña/).fill("not-the-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Ese correo electrónico y esa contraseña no corresponden a ninguna cuenta.",
    );
    await expect(page.getByRole("link", { name: "Acceso para dueños de piscina" }).first()).toBeVisible();
  });

  test("gets the public site in Spanish, code and links kept inside the answers", async ({ page }) => {
    await page.goto("/info");
    await expect(page.getByRole("heading", { level: 1, name: "Preguntas y respuestas" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Productos" })).toBeVisible();
    // The answers open once React has the page: a click on the server's HTML before that does nothing.
    await hydrated(page);
    await page.getByRole("button", { name: "¿Puedo usar Drip Drop en mi propia laptop?" }).click();
    await expect(page.getByText(/ejecute npm install && npm start en su carpeta/)).toBeVisible();
    await page.getByRole("button", { name: "¿Cuánto cuesta?" }).click();
    await expect(page.getByRole("link", { name: "página de planes" })).toHaveAttribute("href", "/products");
    await nav.getByRole("link", { name: "Contacto" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Tema/ })).toContainText("Ayuda con Drip Drop");
  });

  test("gets the technician's shell in Spanish", async ({ page }, testInfo) => {
    await page.goto("/signIn");
    await page.getByLabel("Correo electrónico").fill(demo.tech.email);
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByRole("link", { name: `Perfil de ${demo.tech.name}` })).toBeVisible();
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole("button", { name: "Ubicaciones físicas" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Clientes" })).toBeVisible();
    await sidebar.getByRole("button", { name: "Rutas" }).click();
    await expect(sidebar.getByRole("link", { name: "Gestión de rutas" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Panel", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    await expect(page.getByRole("search").getByRole("textbox", { name: "Buscar" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("shell-es-1280.png") });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Mostrar u ocultar el menú" }).click();
    await expect(sidebar.getByRole("link", { name: "Gestión de rutas" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("shell-es-390.png") });

    // My day's page preloads only the areas of words its render used, in Spanish and English (the fallback), and
    // tells the browser which (server/words-used.server.ts); the other areas come after hydration.
    const myDay = await (
      await page.request.get("/company/serviceStops?view=day", { headers: { "accept-language": "es-ES" } })
    ).text();
    expect(myDay).toContain('window.__pageWords=["common","field"]');
    expect(myDay).toMatch(/<link rel="modulepreload" href="\/assets\/words-es-field-[\w-]+\.js">/);
    expect(myDay).toMatch(/<link rel="modulepreload" href="\/assets\/words-en-field-[\w-]+\.js">/);
    expect(myDay).not.toContain("words-en-purchasing");
    // Its code comes in a few files (vite.config.ts: the framework, the technician's `field` chunk, the route modules,
    // the words); a phone on a slow network paid a request and a module record for each of ~50 before.
    expect(myDay.match(/rel="modulepreload"/g)?.length ?? 0).toBeLessThanOrEqual(16);
    // What only the stop page uses is a chunk of its own, which My day does not load.
    expect(myDay).toMatch(/<link rel="modulepreload" href="\/assets\/field-[\w-]+\.js"/);
    expect(myDay).not.toMatch(/<link rel="modulepreload" href="\/assets\/stop-[\w-]+\.js"/);
  });
});

test("the profile's language switches the shell to Spanish whatever the browser asks", async ({ page }) => {
  await signUpCompany(page);
  await expect(
    page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Customers" }),
  ).toBeVisible();
  await page.goto("/company/profile");
  await chooseOption(page, /^Language/, "Español (México)");
  await page.getByRole("button", { name: /^(Save profile|Guardar perfil)$/ }).click();
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole("link", { name: "Clientes" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  // Still Spanish on the next page, from the profile (the browser asks for English).
  await sidebar.getByRole("link", { name: "Panel", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(sidebar.getByRole("button", { name: "Ubicaciones físicas" })).toBeVisible();
});

test("an English browser keeps the sign-in words and refusal unchanged", async ({ page }) => {
  await page.goto("/signIn");
  await page.getByLabel("E-mail").fill(demo.tech.email);
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(SIGN_IN_MISMATCH);
});
