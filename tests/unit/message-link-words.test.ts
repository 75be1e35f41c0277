import { describe, expect, it } from "vitest";
import { linkGroupIn, linkLabelIn } from "~/components/messages/link-words";
import { translatorFor } from "~/core/i18n/catalogs";
import { invoiceLinkLabel, jobLinkLabel, linkGroupNames, stopLinkLabel } from "~/core/messaging/link-labels";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");

describe("a message's linked record worded in the page's language", () => {
  const labels = [
    stopLinkLabel(1113, "2026-12-03"),
    jobLinkLabel(4, "Replace: the pump"),
    invoiceLinkLabel(3),
  ];

  it("shows the domain's English labels and groups as they are in English", () => {
    for (const label of labels) expect(linkLabelIn(en, label)).toBe(label);
    for (const group of Object.values(linkGroupNames)) expect(linkGroupIn(en, group)).toBe(group);
  });

  it("words them in Spanish, keeping numbers, dates and titles; other text as written", () => {
    expect(labels.map((l) => linkLabelIn(es, l))).toEqual([
      "Visita S-1113 del 2026-12-03",
      "Trabajo J-4: Replace: the pump",
      "Factura INV-3",
    ]);
    expect(Object.values(linkGroupNames).map((g) => linkGroupIn(es, g))).toEqual([
      "Visitas",
      "Trabajos",
      "Facturas",
    ]);
    expect(linkLabelIn(es, "Visit the office")).toBe("Visit the office");
  });
});
