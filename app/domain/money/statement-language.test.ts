import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { statementPdf } from "~/server/invoice-pdf.server";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { createCustomer, updateCustomer } from "../customers/customers.server";
import { sentInvoice } from "./invoices-test-helpers";
import { customerStatement } from "./statements.server";

async function customerSpeaking(preferredLanguage: "en" | "es" | null) {
  const { ctx } = await newCompany("Estado Pools");
  const customer = await createCustomer(ctx, {
    ...customerInput({ firstName: "Dana", lastName: "Reed", email: "dana.reed@example.com" }),
    preferredLanguage,
  });
  return { ctx, customer };
}

/** The words of a PDF: its metadata and its page streams, inflated, with the text operators' strings joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts: string[] = [raw];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1], "latin1")).toString("latin1"));
    } catch {
      // not a deflated stream (an image, a font)
    }
  }
  return parts.join("\n");
}

describe("the customer statement PDF in the customer's language", () => {
  it("carries the customer's preferred language and the company's country", async () => {
    const { ctx, customer } = await customerSpeaking("es");
    const statement = await customerStatement(ctx, customer.id);
    expect(statement.customer.language).toBe("es");
    expect(statement.company.country).toMatch(/^[A-Z]{2}$/);
  });

  it("is Spanish for a customer whose preferred language is Spanish, English without one", async () => {
    const { ctx, customer } = await customerSpeaking("es");
    await sentInvoice(ctx, customer.id);
    const spanish = pdfText(await statementPdf(await customerStatement(ctx, customer.id)));
    expect(spanish).toContain("Estado de cuenta de Reed, Dana");
    expect(spanish).not.toContain("Statement for");

    await updateCustomer(ctx, customer.id, {
      ...customerInput({ firstName: "Dana", lastName: "Reed", email: "dana.reed@example.com" }),
      preferredLanguage: null,
    });
    const english = pdfText(await statementPdf(await customerStatement(ctx, customer.id)));
    expect(english).toContain("Statement for Reed, Dana");
    expect(english).not.toContain("Estado de cuenta");
  });
});
