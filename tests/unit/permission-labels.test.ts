import { describe, expect, it } from "vitest";
import { permissionAreaKeys, permissionLevelKeys } from "~/components/i18n/permission-labels";
import { translatorFor } from "~/core/i18n/catalogs";
import { areaLevels, areas, type Level } from "~/core/permissions/permissions";

describe("permission words (the role editor)", () => {
  const en = translatorFor("en");
  const es = translatorFor("es", "es-MX");

  it("names every area and says what each of its levels allows, in each language", () => {
    for (const area of areas) {
      expect(en.has(permissionAreaKeys[area]), area).toBe(true);
      const levels = permissionLevelKeys[area] as Partial<Record<Level, string>>;
      expect(Object.keys(levels).sort(), area).toEqual([...areaLevels[area]].sort());
      for (const level of areaLevels[area]) {
        const key = levels[level];
        if (!key || !en.has(key)) throw new Error(`${area}:${level} has no words`);
        expect(es(key), `${area}:${level}`).not.toBe(en(key));
      }
    }
  });
});
