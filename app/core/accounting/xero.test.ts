import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { sampleInvoice } from "./sample-invoice";
import { type XeroInvoice, xeroDate, xeroDateOrderFor, xeroInvoiceHeaders, xeroInvoicesCsv } from "./xero";

const invoice = (overrides: Partial<XeroInvoice> = {}): XeroInvoice => ({
  ...sampleInvoice,
  status: "open",
  ...overrides,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
const column = (rows: string[][], name: (typeof xeroInvoiceHeaders)[number]) =>
  rows.slice(1).map((r) => r[xeroInvoiceHeaders.indexOf(name)]);

describe("xeroInvoicesCsv", () => {
  it("has Xero's template header, required columns starred", () => {
    const [header] = parse(xeroInvoicesCsv([], "USD"));
    expect(header.slice(0, 2)).toEqual(["*ContactName", "EmailAddress"]);
    expect(header).toContain("*InvoiceNumber");
    expect(header).toContain("*InvoiceDate");
    expect(header).toContain("*DueDate");
    expect(header).toContain("*Quantity");
    expect(header).toContain("*UnitAmount");
    expect(header).toContain("*AccountCode");
    expect(header).toContain("*TaxType");
    expect(header).toHaveLength(27);
  });

  it("writes one row per line item, sharing the invoice's number and dates", () => {
    const rows = parse(xeroInvoicesCsv([invoice()], "USD"));
    expect(rows).toHaveLength(3);
    expect(column(rows, "*ContactName")).toEqual(["Ada Pool", "Ada Pool"]);
    expect(column(rows, "EmailAddress")).toEqual(["ada@example.com", "ada@example.com"]);
    expect(column(rows, "*InvoiceNumber")).toEqual(["INV-318", "INV-318"]);
    expect(column(rows, "*InvoiceDate")).toEqual(["10/05/2026", "10/05/2026"]);
    expect(column(rows, "*DueDate")).toEqual(["10/20/2026", "10/20/2026"]);
    expect(column(rows, "*Description")).toEqual(["Labor", "Pump motor 1.5 HP"]);
    expect(column(rows, "*Quantity")).toEqual(["2", "1"]);
    expect(column(rows, "*UnitAmount")).toEqual(["85.00", "450.00"]);
    expect(column(rows, "*AccountCode")).toEqual(["200", "200"]);
    expect(column(rows, "*TaxType")).toEqual(["Tax Exempt", "Tax on Sales"]);
    expect(column(rows, "Currency")).toEqual(["USD", "USD"]);
  });

  it("writes day-first dates outside the US, and takes other accounts and tax names", () => {
    const rows = parse(
      xeroInvoicesCsv([invoice()], "GBP", {
        dateOrder: xeroDateOrderFor("gb"),
        accountCode: "4000",
        taxableTaxType: "20% (VAT on Income)",
        exemptTaxType: "No VAT",
      }),
    );
    expect(column(rows, "*InvoiceDate")[0]).toBe("05/10/2026");
    expect(column(rows, "*AccountCode")[0]).toBe("4000");
    expect(column(rows, "*TaxType")).toEqual(["No VAT", "20% (VAT on Income)"]);
  });

  it("leaves out void invoices; a negative (discount) line stays a plain number", () => {
    const rows = parse(
      xeroInvoicesCsv(
        [
          invoice({ status: "void", number: 1 }),
          invoice({
            number: 2,
            lines: [
              {
                description: "Discount",
                quantity: 1,
                unitPriceCents: -1_500,
                amountCents: -1_500,
                taxable: false,
              },
            ],
          }),
        ],
        "USD",
      ),
    );
    expect(column(rows, "*InvoiceNumber")).toEqual(["INV-2"]);
    expect(column(rows, "*UnitAmount")).toEqual(["-15.00"]);
  });

  it("quotes names with commas, quotes and line breaks; guards formulas; fills a blank description", () => {
    const rows = parse(
      xeroInvoicesCsv(
        [
          invoice({
            customerName: 'Lee, "Ann"',
            lines: [
              { description: "=cmd()", quantity: 1, unitPriceCents: 100, amountCents: 100, taxable: false },
              { description: "  ", quantity: 0.5, unitPriceCents: 100, amountCents: 50, taxable: false },
              { description: "a\nb", quantity: 1, unitPriceCents: 100, amountCents: 100, taxable: false },
            ],
          }),
        ],
        "USD",
      ),
    );
    expect(column(rows, "*ContactName")[0]).toBe('Lee, "Ann"');
    expect(column(rows, "*Description")).toEqual(["'=cmd()", "INV-318", "a\nb"]);
    expect(column(rows, "*Quantity")[1]).toBe("0.5");
  });

  it("gives an invoice without lines one line of its subtotal; a missing due date is the issue date", () => {
    const rows = parse(xeroInvoicesCsv([invoice({ lines: [], dueOn: null })], "USD"));
    expect(column(rows, "*UnitAmount")).toEqual(["620.00"]);
    expect(column(rows, "*TaxType")).toEqual(["Tax on Sales"]);
    expect(column(rows, "*DueDate")).toEqual(["10/05/2026"]);
  });
});

describe("xeroDate", () => {
  it("orders the day by region", () => {
    expect(xeroDate("2026-01-09", "mdy")).toBe("01/09/2026");
    expect(xeroDate("2026-01-09", "dmy")).toBe("09/01/2026");
    expect(xeroDateOrderFor("US")).toBe("mdy");
    expect(xeroDateOrderFor("AU")).toBe("dmy");
  });
});
