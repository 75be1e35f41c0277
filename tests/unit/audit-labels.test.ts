import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { auditActionWords } from "~/routes/admin/audit-labels";

describe("the admin log's actions in the reader's words", () => {
  const en = translatorFor("en");
  const es = translatorFor("es", "es-MX");

  it("words a known action in each language", () => {
    expect(auditActionWords(en, "company.approve")).toBe("Approved company");
    expect(auditActionWords(es, "company.approve")).not.toBe("Approved company");
  });

  it("keeps core's English for a key an older release wrote", () => {
    expect(auditActionWords(en, "company.archive")).toBe("Company archive");
    expect(auditActionWords(en, "seller-request.move_up")).toBe("Seller request move up");
    expect(auditActionWords(en, "")).toBe("Action");
  });

  it("names such a key as another action in Spanish, with no English words made from it", () => {
    expect(auditActionWords(es, "company.archive")).toBe("Otra acción (company.archive)");
    expect(auditActionWords(es, " jobs.purge ")).toBe("Otra acción (jobs.purge)");
    expect(auditActionWords(es, "")).toBe("Acción");
    expect(auditActionWords(es, "company.archive")).not.toContain("Company archive");
  });
});
