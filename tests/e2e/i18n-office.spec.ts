import type { Page } from "@playwright/test";
import { office as en } from "../../app/core/i18n/catalogs/en/office";
import { office as es } from "../../app/core/i18n/catalogs/es/office";
import { baseURL, demoStorageState, escapeRegExp, expect, test } from "./fixtures";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

/**
 * The literal words of each English office message whose Spanish differs: the text between its arguments and tags
 * ("{count} of {total} steps done." gives "of", "steps done."). Words shorter than four letters say too little.
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
  // Words the demo's own data spells in English too (the company is "Blue Wave Pool Service").
  for (const data of ["Pool", "Service"]) words.delete(data);
  return [...words];
})();

/** English office words found in the page's main region, whole words only (data such as names may be English). */
async function englishOn(page: Page): Promise<string[]> {
  // The text as read, one line per block (textContent would glue "Finished" and "Skipped" into one word).
  // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
  const text = await page.getByRole("main").innerText();
  return englishWords.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u").test(text),
  );
}

test("the dashboard and a pool's page in Spanish, without the office's English", async ({
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
    await page.goto("/company/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible();
    for (const name of ["Rutas de hoy", "Esta semana", "Ingresos", "Facturas vencidas", "Trabajos abiertos"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Reloj de trabajo" })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("dashboard-es-390.png"), fullPage: true });

    await page.goto("/company/bodiesOfWater");
    // The first row of bodies (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/bodiesOfWater\/details\//);
    await expect(main.getByRole("heading", { level: 2, name: "Rangos objetivo" })).toBeVisible();
    await expect(main.getByRole("tab", { name: "Resumen" })).toBeVisible();
    await expect(main.getByRole("tab", { name: /^Lecturas \(\d+\)$/ })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Lectura" })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
