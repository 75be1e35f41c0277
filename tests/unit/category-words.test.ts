import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { categoryTextIn } from "~/components/i18n/category-words";
import { translatorFor } from "~/core/i18n/catalogs";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");

// The categories migration 0012 creates: ('slug', 'Name', 'Description', order).
const sql = readFileSync("drizzle/0012_portal_alerts_platform.sql", "utf8");
const defaults = [...sql.matchAll(/\('([a-z-]+)', '([^']+)', '([^']+)', \d+\)/g)].map((m) => ({
  name: m[2],
  description: m[3],
}));

describe("the directory's categories worded in the page's language", () => {
  it("knows every category the migration creates, and reads it as written in English", () => {
    expect(defaults.length).toBe(7);
    for (const c of defaults) {
      expect(categoryTextIn(en, c.name)).toBe(c.name);
      expect(categoryTextIn(en, c.description)).toBe(c.description);
      expect(categoryTextIn(es, c.name)).not.toBe(c.name);
      expect(categoryTextIn(es, c.description)).not.toBe(c.description);
    }
  });

  it("words them in Spanish; a category the Admin named is shown as written", () => {
    expect(categoryTextIn(es, "Weekly service")).toBe("Servicio semanal");
    expect(categoryTextIn(es, "Leak detection")).toBe("Detección de fugas");
    expect(categoryTextIn(es, "Spa care")).toBe("Spa care");
  });
});
