import { describe, expect, it } from "vitest";
import type { AgreementDocument } from "~/domain/money/agreement-document.server";
import type { EstimateMailInput } from "~/domain/ports";
import { agreementMail } from "./agreement-mail.server";
import { estimateMail } from "./estimate-mail.server";
import { passwordResetMail } from "./password-reset-mail.server";

/** The e-mails a customer receives, in their preferred language; English, as before, without one. */

const estimate = (preferredLanguage: string | null): EstimateMailInput => ({
  company: { name: "Blue Pools", phone: "480-555-0100", email: "office@blue.example", country: "US" },
  customer: {
    name: "Reed, Dana",
    firstName: "Dana",
    companyName: null,
    displayAsCompany: false,
    preferredLanguage,
  },
  label: "J-7",
  title: "Replace pump motor",
  description: "The motor hums and trips the breaker.",
  lines: [
    { description: "Pump motor 1.5 HP", quantity: 1, unitPriceCents: 45_000, taxable: true },
    { description: "Labor", quantity: 2, unitPriceCents: 8500, taxable: false },
  ],
  totals: { subtotalCents: 62_000, taxCents: 3713, totalCents: 65_713 },
  currency: "USD",
  url: "https://drip.example/estimate/abc",
});

describe("the estimate e-mail", () => {
  it("is Spanish for a customer who prefers Spanish", () => {
    const mail = estimateMail(estimate("es"));
    expect(mail.subject).toBe("Presupuesto J-7 de Blue Pools: Replace pump motor");
    expect(mail.text.split("\n")[0]).toBe("Hola Dana:");
    expect(mail.text).toContain("Blue Pools le envía el presupuesto J-7: Replace pump motor.");
    expect(mail.text).toContain("Labor — 2 × $85.00 (sin impuesto)");
    expect(mail.text).toContain("Impuesto: $37.13");
    expect(mail.text).toContain("Total: $657.13");
    expect(mail.text).toContain("Acéptelo o rechácelo aquí: https://drip.example/estimate/abc");
    expect(mail.html).toContain(
      "Blue Pools le envía el presupuesto <strong>J-7</strong>: Replace pump motor.",
    );
    expect(mail.html).toContain("Revisar y aceptar o rechazar el presupuesto");
  });

  it("is today's English without a preferred language", () => {
    const mail = estimateMail(estimate(null));
    expect(mail.subject).toBe("Estimate J-7 from Blue Pools: Replace pump motor");
    expect(mail.text).toBe(
      [
        "Hello Dana,",
        "",
        "Blue Pools sends you estimate J-7: Replace pump motor.",
        "The motor hums and trips the breaker.",
        "",
        "Pump motor 1.5 HP — 1 × $450.00",
        "Labor — 2 × $85.00 (no tax)",
        "",
        "Subtotal: $620.00",
        "Tax: $37.13",
        "Total: $657.13",
        "",
        "Accept or decline it here: https://drip.example/estimate/abc",
        "",
        "Blue Pools · 480-555-0100 · office@blue.example",
      ].join("\n"),
    );
    expect(mail.html).toContain("Blue Pools sends you estimate <strong>J-7</strong>: Replace pump motor.");
    expect(mail.html).toContain(">Review and accept or decline the estimate</a>");
  });
});

const agreement = (language: "en" | "es" | null) =>
  ({
    label: "A-3",
    title: "Weekly service",
    company: {
      name: "Blue Pools",
      email: null,
      phone: null,
      currency: "USD",
      timeZone: "UTC",
      country: "US",
    },
    customer: { greeting: "Dana", linkedUserId: null, language },
    rateCents: 16_000,
    rateInterval: "month",
    frequency: "every two weeks",
    chemicals: "included",
    startsOn: "2026-12-01",
    acceptBy: "2026-11-30",
  }) as unknown as AgreementDocument;

describe("the agreement e-mail", () => {
  it("is Spanish for a customer who prefers Spanish", () => {
    const mail = agreementMail(agreement("es"), "tok", false);
    expect(mail.subject).toBe("Contrato de servicio A-3 de Blue Pools: Weekly service");
    expect(mail.text).toContain("Blue Pools le envía el contrato de servicio A-3: Weekly service.");
    expect(mail.text).toContain("Tarifa: $160.00 / mes");
    expect(mail.text).toContain("Frecuencia: cada dos semanas");
    expect(mail.text).toContain("Químicos: Incluidos en la tarifa");
    expect(mail.text).toContain("Comienza: martes, 1 de diciembre de 2026");
    expect(mail.text).toContain("Lea el contrato completo y acéptelo o recházelo aquí: ");
    expect(mail.text).not.toMatch(/Rate|Frequency|Hello/);
  });

  it("is today's English without a preferred language", () => {
    const mail = agreementMail(agreement(null), "tok", true);
    expect(mail.subject).toBe("Service agreement A-3 from Blue Pools: Weekly service");
    expect(mail.text).toContain("Blue Pools sends you again service agreement A-3: Weekly service.");
    expect(mail.text).toContain("Rate: $160.00 / month");
    expect(mail.text).toContain("Frequency: every two weeks");
    expect(mail.text).toContain("Chemicals: Included in the rate");
    expect(mail.text).toContain("Starts: Tuesday, December 1, 2026");
    expect(mail.text).toContain("Please answer by: Monday, November 30, 2026");
  });
});

describe("the password-reset e-mail", () => {
  it("follows the person's profile language, English unchanged without one", () => {
    const english = passwordResetMail(null, "https://drip.example/resetPassword?token=t");
    expect(english.subject).toBe("Reset your Drip Drop password");
    expect(english.text).toBe(
      "Someone asked to reset the password of your Drip Drop account.\n\nChoose a new password here (the link works for one hour):\nhttps://drip.example/resetPassword?token=t\n\nIf it wasn't you, ignore this message.",
    );
    const spanish = passwordResetMail("es-MX", "https://drip.example/resetPassword?token=t");
    expect(spanish.subject).toBe("Restablezca su contraseña de Drip Drop");
    expect(spanish.text).toContain("Elija una contraseña nueva aquí (el enlace sirve durante una hora):");
  });
});
