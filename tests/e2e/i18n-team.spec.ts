import type { Page } from "@playwright/test";
import { team as en } from "../../app/core/i18n/catalogs/en/team";
import { team as es } from "../../app/core/i18n/catalogs/es/team";
import { baseURL, demoStorageState, escapeRegExp, expect, test } from "./fixtures";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

/**
 * The literal words of each English team-area message whose Spanish differs: the text between its arguments and tags
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
  // Words the demo's own data spells in English too (the company is "Blue Wave Pool Service"), and words of the
  // alert kinds and targets, which app/core/alerts words in English ("Equipment service due", "Customer").
  for (const data of ["Pool", "Equipment", "Customer"]) words.delete(data);
  // The shared thread list (components/messages/thread-list.tsx, not this area's) still says these in English.
  for (const shared of ["Assigned to", "Unassigned", "· Assigned to", "· Unassigned"]) words.delete(shared);
  return [...words];
})();

/** English team-area words found in the page's main region, whole words only (data such as names may be English). */
async function englishOn(page: Page): Promise<string[]> {
  // The text as read, one line per block (textContent would glue "Finished" and "Skipped" into one word).
  // biome-ignore lint/performance/useDomNodeTextContent: the words as rendered are what is checked.
  const text = await page.getByRole("main").innerText();
  return englishWords.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(w)}($|[^\\p{L}])`, "u").test(text),
  );
}

test("alerts and messages in Spanish, without the team area's English", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await demoStorageState(browser, "owner"),
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto("/company/alerts");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Alertas", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Reglas de alertas" })).toBeVisible();
    await expect(main.getByRole("search", { name: "Filtrar alertas" })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("alerts-es-390.png"), fullPage: true });

    await page.goto("/company/messages");
    await expect(main.getByRole("heading", { level: 1, name: "Mensajes", exact: true })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Filtrar conversaciones" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Nuevo mensaje" })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
