import { money as en } from "../../app/core/i18n/catalogs/en/money";
import { money as es } from "../../app/core/i18n/catalogs/es/money";
import { expect, expectFieldError, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too (a seeded payment's reference is "Check 2214").
const englishWords = englishWordsOf(en, es, ["Check"]);

test("the invoice list and a paid invoice in Spanish, without the money area's English", async ({
  browser,
}, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/invoices?status=paid");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Facturas", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Facturación por período" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Nueva factura" })).toBeVisible();
    await expect(main.getByText("Por cobrar:")).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("invoices-es-390.png"), fullPage: true });

    // The first paid invoice (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/invoices\/[^/?]+$/);
    await expect(main.getByRole("heading", { level: 1, name: /^Factura / })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Líneas", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Pagos", exact: true })).toBeVisible();
    await expect(main.getByRole("table", { name: "Totales" })).toBeVisible();
    await expect(main.getByText("Pagada", { exact: true }).first()).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("invoice-es-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});

test("a refused payment says why in Spanish, with the balance in Spanish money", async ({ browser }) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    // An open invoice; the payment is more than its balance, so nothing is recorded (the demo stays as it was).
    await page.goto("/company/invoices?status=open");
    const main = page.getByRole("main");
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/invoices\/[^/?]+$/);
    await main.getByRole("button", { name: "Registrar pago", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Importe").fill("99999");
    await dialog.getByRole("button", { name: "Registrar pago", exact: true }).click();
    // es-ES writes dollars as "277,41 US$", never "$277.41".
    await expectFieldError(dialog, "Importe", /El pago supera el saldo pendiente de [\d.]+,\d{2}\s?US\$\./);
    await expect(dialog).not.toContainText("left to pay");
    await expect(dialog).not.toContainText("money.rules");
  } finally {
    await context.close();
  }
});
