import type { Page } from "@playwright/test";
import { money as en } from "../../app/core/i18n/catalogs/en/money";
import { money as es } from "../../app/core/i18n/catalogs/es/money";
import { baseURL, demoStorageState, escapeRegExp, expect, test } from "./fixtures";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

/**
 * The literal words of each English money message whose Spanish differs: the text between its arguments and tags
 * ("Payment of {amount} recorded." gives "Payment of", "recorded."). Words shorter than four letters say too little.
 */
const englishWords = (() => {
  const literals = (message: string) => {
    const parts: string[] = [];
    let depth = 0;
    let current = "";
    for (const ch of message) {
      if (ch === "{") {
        if (depth === 0) parts.push(current);
        current = depth === 0 ? "" : current;
        depth++;
      } else if (ch === "}") depth--;
      else if (depth === 0) current += ch;
    }
    parts.push(current);
    return parts.flatMap((p) => p.split(/<\/?[a-z]+>/)).map((p) => p.trim());
  };
  const words = new Set<string>();
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    if (en[key] === es[key]) continue;
    const spanish = new Set(literals(es[key]));
    for (const part of literals(en[key])) if (part.length >= 4 && !spanish.has(part)) words.add(part);
  }
  // Words the demo's own data spells in English too (a seeded payment's reference is "Check 2214").
  for (const data of ["Check"]) words.delete(data);
  return [...words];
})();

/** English money words found in the page's main region, whole words only (data such as names may be English). */
async function englishOn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
  const text = await page.getByRole("main").innerText();
  return englishWords.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u").test(text),
  );
}

test("the invoice list and a paid invoice in Spanish, without the money area's English", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, "owner"),
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto("/company/invoices?status=paid");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Facturas", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Facturación por período" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Nueva factura" })).toBeVisible();
    await expect(main.getByText("Por cobrar:")).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("invoices-es-390.png"), fullPage: true });

    // The first paid invoice (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/invoices\/[^/?]+$/);
    await expect(main.getByRole("heading", { level: 1, name: /^Factura / })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Líneas", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Pagos", exact: true })).toBeVisible();
    await expect(main.getByRole("table", { name: "Totales" })).toBeVisible();
    await expect(main.getByText("Pagada", { exact: true }).first()).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("invoice-es-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
