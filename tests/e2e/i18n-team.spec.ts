import { team as en } from "../../app/core/i18n/catalogs/en/team";
import { team as es } from "../../app/core/i18n/catalogs/es/team";
import { expect, test } from "./fixtures";
import { englishOn, englishWordsOf, spanishContext } from "./i18n-helpers";

// Read-only use of the demo company, in a browser that asks for Spanish (Accept-Language es-ES).

// Words the demo's own data spells in English too (the company is "Blue Wave Pool Service"), and words of the
// alert kinds and targets, which app/core/alerts words in English ("Equipment service due", "Customer"), and the
// shared thread list's (components/messages/thread-list.tsx, not this area's), still in English.
const englishWords = englishWordsOf(en, es, [
  "Pool",
  "Equipment",
  "Customer",
  "Assigned to",
  "Unassigned",
  "· Assigned to",
  "· Unassigned",
]);

test("alerts and messages in Spanish, without the team area's English", async ({ browser }, testInfo) => {
  const context = await spanishContext(browser, "owner");
  const page = await context.newPage();
  try {
    await page.goto("/company/alerts");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Alertas", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Reglas de alertas" })).toBeVisible();
    await expect(main.getByRole("search", { name: "Filtrar alertas" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("alerts-es-390.png"), fullPage: true });

    await page.goto("/company/messages");
    await expect(main.getByRole("heading", { level: 1, name: "Mensajes", exact: true })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Filtrar conversaciones" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Nuevo mensaje" })).toBeVisible();
    expect(await englishOn(page, englishWords)).toEqual([]);
  } finally {
    await context.close();
  }
});
