import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { invoiceDocumentIn } from "~/domain/money/invoices-document.server";
import { invoiceMailContent } from "~/server/invoice-mail.server";
import { listDevMailbox } from "~/server/mail.server";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { createCustomer, updateCustomer } from "../customers/customers.server";
import { sentInvoice } from "./invoices-test-helpers";

// Each test starts with no mail (the db project gives each file its own DATA_DIR).
beforeEach(() => {
  fs.rmSync(path.join(process.env.DATA_DIR!, "mail"), { recursive: true, force: true });
});

async function customerSpeaking(preferredLanguage: "en" | "es" | null) {
  const { ctx } = await newCompany("Idioma Pools");
  const customer = await createCustomer(ctx, {
    ...customerInput({ firstName: "Dana", lastName: "Reed", email: "dana.reed@example.com" }),
    preferredLanguage,
  });
  return { ctx, customer };
}

describe("the invoice e-mail in the customer's language", () => {
  it("is Spanish, subject, body and PDF name, for a customer whose preferred language is Spanish", async () => {
    const { ctx, customer } = await customerSpeaking("es");
    const sent = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    const [mail] = await listDevMailbox();
    const label = `INV-${sent.number}`;
    const co = (await invoiceDocumentIn(ctx.db, ctx, sent.id)).company.name;
    expect(mail.subject).toMatch(
      new RegExp(
        `^Factura ${label} de ${co} — \\$657\\.13 a pagar el [a-zñéáíóú]+, \\d+ de [a-z]+ de \\d{4}$`,
      ),
    );
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Hola Dana:");
    expect(mail.text).toContain(`${co} le envía la factura ${label} (PDF adjunto).`);
    expect(mail.text).toContain("Subtotal: $620.00");
    expect(mail.text).toContain("Impuesto: $37.13");
    expect(mail.text).toMatch(/Saldo a pagar: \$657\.13 antes del /);
    expect(mail.text).toContain(`O pague con cheque o en efectivo a ${co}, indicando ${label}.`);
    expect(mail.text).toContain("Vea y pague su factura: ");
    expect(mail.text).not.toMatch(/Hello|Balance due|sends you/);
    expect(mail.html).toContain(`${co} le envía la factura <strong>${label}</strong> (PDF adjunto).`);
    expect(mail.html).toContain("Ver y pagar su factura");
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `factura-${label}.pdf`,
      contentType: "application/pdf",
    });
  });

  it("stays today’s English for a customer without a preferred language, and follows a change of it", async () => {
    const { ctx, customer } = await customerSpeaking(null);
    const sent = await sentInvoice(ctx, customer.id);
    const label = `INV-${sent.number}`;
    const co = (await invoiceDocumentIn(ctx.db, ctx, sent.id)).company.name;
    const english = invoiceMailContent(await invoiceDocumentIn(ctx.db, ctx, sent.id), false);
    expect(english.subject).toMatch(
      new RegExp(`^Invoice ${label} from ${co} — \\$657\\.13 due [A-Z][a-z]+day, [A-Z][a-z]+ \\d+, \\d{4}$`),
    );
    expect(english.text.split("\n")[0]).toBe("Hello Dana,");
    expect(english.text).toContain(`${co} sends you invoice ${label} (PDF attached).`);
    expect(english.text).toContain("Subtotal: $620.00");
    expect(english.text).toMatch(/Balance due: \$657\.13 by [A-Z][a-z]+day, /);
    expect(english.text).toContain(`Or pay by check or cash to ${co}, quoting ${label}.`);
    expect(english.html).toContain('<tr><td colspan="2"><strong>Balance due</strong></td>');
    const reminder = invoiceMailContent(await invoiceDocumentIn(ctx.db, ctx, sent.id), true);
    expect(reminder.subject).toMatch(new RegExp(`^Reminder: invoice ${label} from ${co}`));

    await updateCustomer(ctx, customer.id, {
      ...customerInput({ firstName: "Dana", lastName: "Reed", email: "dana.reed@example.com" }),
      preferredLanguage: "es",
    });
    const spanish = invoiceMailContent(await invoiceDocumentIn(ctx.db, ctx, sent.id), true);
    expect(spanish.subject).toMatch(new RegExp(`^Recordatorio: factura ${label} de ${co}`));
  });
});
