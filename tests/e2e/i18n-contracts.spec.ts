import { contracts as en } from "../../app/core/i18n/catalogs/en/contracts";
import { contracts as es } from "../../app/core/i18n/catalogs/es/contracts";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too: its agreements are titled "Weekly full service" (the form's
// placeholder says the same) and their terms say "30 days' written notice". The agreement's terms block
// (routes/public/agreement-view.tsx, the portal area's, not this one) shows the stored frequency ("weekly") and the
// domain's English chemicals wording ("Billed as used", agreement-document.server.ts): left to that area. A demo
// customer is called Mark ("Mark {label} finished?" is this area's).
const englishWords = englishWordsOf(en, es, [
  "Weekly full service",
  "days",
  "weekly",
  "Billed as used",
  "Mark",
]);

test("service agreements and labor contracts in Spanish, without the contracts area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  const main = page.getByRole("main");
  try {
    // A draft agreement: its page, then its edit form.
    await page.goto("/company/contracts?status=draft");
    await main
      .getByRole("link", { name: /^AG-\d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/company\/contracts\/contract\/[^/]+$/);
    await expect(main.getByRole("heading", { level: 2, name: "Historial", exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Enviar al cliente" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Eliminar borrador" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await main.getByRole("link", { name: "Editar", exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: /^Editar AG-\d+$/ })).toBeVisible();
    for (const name of ["Servicio", "Qué incluye", "Términos", "Fechas"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Guardar borrador" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("agreement-edit-es-390.png"), fullPage: true });

    // An accepted agreement: who accepted it, and when.
    await page.goto("/company/contracts?status=accepted");
    await main
      .getByRole("link", { name: /^AG-\d+$/ })
      .first()
      .click();
    await expect(main.getByRole("heading", { level: 2, name: "Aceptación", exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Terminar acuerdo" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/contracts?tab=templates");
    await expect(main.getByRole("button", { name: "Nueva plantilla" }).first()).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/recurringLaborContracts");
    await expect(
      main.getByRole("heading", { level: 1, name: "Contratos laborales recurrentes", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("tab", { name: "Ofrecidos por nosotros" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/recurringLaborContracts/createNew");
    await expect(
      main.getByRole("heading", { level: 1, name: "Ofrecer paradas recurrentes", exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("radio", { name: "Por parada" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Ofrecer contrato" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);

    await page.goto("/company/laborContracts?side=theirs");
    await expect(
      main.getByRole("heading", { level: 1, name: "Contratos laborales únicos", exact: true }),
    ).toBeVisible();
    await expect(main.getByText("No le han ofrecido contratos")).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
