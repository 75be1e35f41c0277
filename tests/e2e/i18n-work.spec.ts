import type { Page } from "@playwright/test";
import { work as en } from "../../app/core/i18n/catalogs/en/work";
import { work as es } from "../../app/core/i18n/catalogs/es/work";
import { baseURL, demoStorageState, escapeRegExp, expect, test } from "./fixtures";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

/**
 * The literal words of each English work message whose Spanish differs: the text between its arguments and tags
 * ("and {count} more" gives "and", "more"). Words shorter than four letters say too little.
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
  return [...words];
})();

/** English work words found in the page's main region, whole words only (data such as names may be English). */
async function englishOn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
  const text = await page.getByRole("main").innerText();
  return englishWords.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u").test(text),
  );
}

test("the jobs list and a job's page in Spanish, without the work area's English", async ({
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
    await page.goto("/company/jobs");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Trabajos" })).toBeVisible();
    await expect(main.getByRole("columnheader", { name: "Cliente" })).toBeVisible();
    await expect(page).toHaveTitle("Trabajos — Drip Drop");
    expect(await englishOn(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("jobs-es-390.png"), fullPage: true });

    // The first row of jobs (row 0 holds the column headers, whose sort links come first).
    await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/company\/jobs\/detail\//);
    await expect(main.getByRole("tab", { name: "Resumen" })).toBeVisible();
    for (const name of ["Dónde", "Presupuesto", "Líneas con precio", "Tareas", "Visitas"])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
