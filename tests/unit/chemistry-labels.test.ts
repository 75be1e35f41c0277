import { describe, expect, it } from "vitest";
import { adviceText, doseText, flagText, indexText } from "~/components/i18n/chemistry-labels";
import { analyzeWater } from "~/core/chemistry";
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import { translatorFor } from "~/core/i18n/catalogs";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");
const fEs = formatterFor({ ...PLATFORM_FORMAT, locale: "es-ES" });
const fEn = formatterFor(PLATFORM_FORMAT);

const analysis = analyzeWater({
  readings: { pH: 8.2, freeChlorine: 1, cyanuricAcid: 40, totalChlorine: 1.2 },
  sanitizer: "chlorine",
  surface: "plaster",
  volume: 15_000,
  units: "us",
});

describe("core's chemistry worded in the page's language", () => {
  it("shows core's own English sentences in English", () => {
    for (const flag of analysis.flags) expect(flagText(en, fEn, flag, "us")).toBe(flag.message);
    for (const dose of analysis.doses) expect(doseText(en, fEn, dose, "us")).toBe(dose.message);
    for (const note of [...analysis.notes, ...analysis.warnings])
      expect(adviceText(en, fEn, note, analysis.flags, "us")).toBe(note);
    expect(indexText(en, fEn, analysis.lsi, "LSI")).toBe(analysis.lsi.message);
  });

  it("words flags, doses, indexes and advice in Spanish with a decimal comma", () => {
    const ph = analysis.flags.find((f) => f.reading === "pH")!;
    expect(flagText(es, fEs, ph, "us")).toBe("pH 8,2 está 0,4 por encima de 7,8");
    const acid = analysis.doses.find((d) => d.need.reading === "pH")!;
    expect(doseText(es, fEs, acid, "us")).toBe(
      "Agregue 20,9 fl oz de Ácido muriático al 31,45% para bajar pH de 8,2 a 7,5.",
    );
    expect(indexText(es, fEs, analysis.lsi, "LSI")).toMatch(/^El LSI necesita: .*dureza cálcica/);
    const texts = [...analysis.notes, ...analysis.warnings].map((n) =>
      adviceText(es, fEs, n, analysis.flags, "us"),
    );
    expect(texts).toContain(
      "No se midió la alcalinidad total; la dosis para el pH supone 80 ppm. Mídala para una dosis exacta.",
    );
    for (const text of texts) expect(text).not.toMatch(/\b(the|is|and|add|of)\b/);
  });

  it("falls back to core's sentence when it does not know one", () => {
    expect(adviceText(es, fEs, "Something new core says.", [], "us")).toBe("Something new core says.");
    expect(adviceText(es, fEs, "pH 6.6 is unusually low; retest to confirm.", [], "us")).toBe(
      "pH 6,6 es inusualmente bajo; repita la prueba para confirmar.",
    );
    expect(adviceText(es, fEs, "Free chlorine 12 ppm is unusually high; retest to confirm.", [], "us")).toBe(
      "Cloro libre 12 ppm es inusualmente alto; repita la prueba para confirmar.",
    );
  });
});
