import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceLabel, parseInvoiceLabel } from "./invoice-number";

describe("invoice numbers", () => {
  it("labels like jobs and stops", () => {
    expect(invoiceLabel(318)).toBe("INV-318");
  });

  it("reads what is typed into a search box", () => {
    expect(parseInvoiceLabel("INV-318")).toBe(318);
    expect(parseInvoiceLabel(" inv318 ")).toBe(318);
    expect(parseInvoiceLabel("inv 318")).toBe(318);
    expect(parseInvoiceLabel("318")).toBe(318);
    for (const text of ["", "INV-", "J-318", "INV-31a", "INV--3", "3.5"])
      expect(parseInvoiceLabel(text)).toBeNull();
  });

  it("property: a label reads back as its number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (n) => {
        expect(parseInvoiceLabel(invoiceLabel(n))).toBe(n);
      }),
    );
  });
});
