import { describe, expect, it } from "vitest";
import { areaShortKeys, roleDescriptionIn, roleNameIn } from "~/components/i18n/role-words";
import { translatorFor } from "~/core/i18n/catalogs";
import { areas, builtInRoles } from "~/core/permissions/permissions";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");

describe("built-in roles worded in the page's language", () => {
  it("shows core's English names and descriptions as they are in English", () => {
    for (const role of Object.values(builtInRoles)) {
      expect(roleNameIn(en, role.name)).toBe(role.name);
      expect(roleDescriptionIn(en, role.description)).toBe(role.description);
    }
    // The badges' area names are the area, capitalised, as before.
    for (const area of areas) expect(en(areaShortKeys[area])).toBe(area[0].toUpperCase() + area.slice(1));
  });

  it("words the built-in roles in Spanish, and leaves a company's own role as written", () => {
    expect(roleNameIn(es, "Owner")).toBe("Dueño");
    expect(roleNameIn(es, "Office")).toBe("Oficina");
    expect(roleNameIn(es, "Technician")).toBe("Técnico");
    expect(roleDescriptionIn(es, builtInRoles.owner.description)).toBe(
      "Dirige la empresa: todas las áreas, por completo.",
    );
    expect(roleNameIn(es, "Pool lead")).toBe("Pool lead");
    expect(roleDescriptionIn(es, "Runs the company, mostly.")).toBe("Runs the company, mostly.");
    expect(es(areaShortKeys.customers)).toBe("Clientes");
  });
});
