import { describe, expect, it } from "vitest";
import { linkGroupIn, linkLabelIn } from "~/components/messages/link-words";
import { formatterFor } from "~/core/format/format";
import { translatorFor } from "~/core/i18n/catalogs";
import { invoiceLinkLabel, jobLinkLabel, linkGroupNames, stopLinkLabel } from "~/core/messaging/link-labels";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");
const dayEn = formatterFor({ locale: "en-US", timeZone: "UTC", currency: "USD" }).calendarDate;
const dayEs = formatterFor({ locale: "es-ES", timeZone: "UTC", currency: "USD" }).calendarDate;

describe("a message's linked record worded in the page's language", () => {
  const labels = [
    stopLinkLabel(1113, "2026-12-03"),
    jobLinkLabel(4, "Replace: the pump"),
    invoiceLinkLabel(3),
  ];

  it("shows the domain's English labels and groups in English, the visit's day as people write it", () => {
    expect(labels.map((l) => linkLabelIn(en, l, dayEn))).toEqual([
      "Visit S-1113 on Dec 3, 2026",
      "Job J-4: Replace: the pump",
      "Invoice INV-3",
    ]);
    for (const group of Object.values(linkGroupNames)) expect(linkGroupIn(en, group)).toBe(group);
  });

  it("words them in Spanish, keeping numbers, dates and titles; other text as written", () => {
    expect(labels.map((l) => linkLabelIn(es, l, dayEs))).toEqual([
      "Visita S-1113 del 3 dic 2026",
      "Trabajo J-4: Replace: the pump",
      "Factura INV-3",
    ]);
    expect(Object.values(linkGroupNames).map((g) => linkGroupIn(es, g))).toEqual([
      "Visitas",
      "Trabajos",
      "Facturas",
    ]);
    expect(linkLabelIn(es, "Visit the office", dayEs)).toBe("Visit the office");
  });
});
