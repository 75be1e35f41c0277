import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { AccountProfit } from "../reports/profit";
import {
  chemicalCostsCsv,
  creditsCsv,
  type DoseCostFact,
  type InvoiceFact,
  invoicesCsv,
  type PaymentFact,
  paymentsCsv,
  profitCsv,
} from "./csv-exports";
import { accountantFiles, exportFileName, fileKind, isAccountantFile } from "./files";
import { sampleInvoice } from "./sample-invoice";

const lines = (csv: string) => csv.split("\r\n");
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

const invoice = (overrides: Partial<InvoiceFact> = {}): InvoiceFact => ({
  ...sampleInvoice,
  status: "open",
  paidCents: 10_000,
  creditedCents: 1_500,
  ...overrides,
});

describe("file names and kinds", () => {
  it("carries the period in the name", () => {
    const october = { from: "2026-10-01", to: "2026-10-31" };
    expect(exportFileName("invoices.csv", october)).toBe("invoices-2026-10-01-2026-10-31.csv");
    expect(exportFileName("profit-by-account.csv", october)).toBe(
      "profit-by-account-2026-10-01-2026-10-31.csv",
    );
    expect(exportFileName("quickbooks.iif", october)).toBe("quickbooks-2026-10-01-2026-10-31.iif");
  });

  it("knows its files and nothing else", () => {
    expect(accountantFiles).toHaveLength(7);
    expect(isAccountantFile("xero-invoices.csv")).toBe(true);
    expect(isAccountantFile("../secrets.csv")).toBe(false);
    expect(isAccountantFile(undefined)).toBe(false);
  });

  it("gives spreadsheet CSVs a byte-order mark and the import files none", () => {
    expect(fileKind("invoices.csv")).toEqual({ contentType: "text/csv; charset=utf-8", byteOrderMark: true });
    expect(fileKind("xero-invoices.csv").byteOrderMark).toBe(false);
    expect(fileKind("quickbooks.iif")).toEqual({
      contentType: "text/plain; charset=utf-8",
      byteOrderMark: false,
    });
  });
});

describe("invoicesCsv", () => {
  it("writes one row per invoice: money as decimals, balance = total − paid − credited", () => {
    expect(lines(invoicesCsv([invoice()], "USD"))).toEqual([
      "Number,Customer,Issue date,Due date,Status,Subtotal,Tax,Total,Paid,Credited,Balance,Currency",
      "INV-318,Ada Pool,2026-10-05,2026-10-20,open,620.00,37.13,657.13,100.00,15.00,542.13,USD",
    ]);
  });

  it("lists a void invoice with status void and every amount zero", () => {
    const csv = invoicesCsv([invoice({ status: "void", paidCents: 0, creditedCents: 0 })], "USD");
    expect(lines(csv)[1]).toBe(
      "INV-318,Ada Pool,2026-10-05,2026-10-20,void,0.00,0.00,0.00,0.00,0.00,0.00,USD",
    );
  });

  it("quotes commas, quotes and line breaks in names (RFC 4180) and guards formulas", () => {
    const csv = invoicesCsv(
      [
        invoice({ customerName: 'Lee, "Ann"\nPools' }),
        invoice({ number: 319, customerName: "=HYPERLINK(1)" }),
      ],
      "EUR",
    );
    const rows = parse(csv);
    expect(rows[1][1]).toBe('Lee, "Ann"\nPools');
    expect(csv).toContain('"Lee, ""Ann""\nPools"');
    expect(rows[2][1]).toBe("'=HYPERLINK(1)");
    expect(rows[2][11]).toBe("EUR");
  });

  it("gives a header row and nothing else for an empty period; a missing due date is blank", () => {
    expect(invoicesCsv([], "USD")).toBe(
      "Number,Customer,Issue date,Due date,Status,Subtotal,Tax,Total,Paid,Credited,Balance,Currency\r\n",
    );
    expect(parse(invoicesCsv([invoice({ dueOn: null })], "USD"))[1][3]).toBe("");
  });
});

const payment = (overrides: Partial<PaymentFact> = {}): PaymentFact => ({
  receivedOn: "2026-10-07",
  customerName: "Ada Pool",
  invoiceNumber: 318,
  method: "check",
  reference: "1042",
  amountCents: 16_800,
  refundedCents: 0,
  ...overrides,
});

describe("paymentsCsv", () => {
  it("writes a payment, and its refund as a negative row beneath it", () => {
    expect(
      lines(paymentsCsv([payment(), payment({ method: "ach", reference: "", refundedCents: 800 })], "USD")),
    ).toEqual([
      "Date,Customer,Invoice,Method,Kind,Amount,Reference,Currency",
      "2026-10-07,Ada Pool,INV-318,Check,payment,168.00,1042,USD",
      "2026-10-07,Ada Pool,INV-318,ACH,payment,168.00,,USD",
      "2026-10-07,Ada Pool,INV-318,ACH,refund,-8.00,,USD",
    ]);
  });

  it("adds up to what was collected (payments less refunds)", () => {
    const rows = parse(
      paymentsCsv(
        [payment({ amountCents: 5_000, refundedCents: 5_000 }), payment({ amountCents: 1_234 })],
        "USD",
      ),
    ).slice(1);
    const sum = rows.reduce((s, r) => s + Math.round(Number(r[5]) * 100), 0);
    expect(sum).toBe(1_234);
  });

  it("keeps a reference that looks like a formula harmless", () => {
    expect(parse(paymentsCsv([payment({ reference: "@SUM(A1)" })], "USD"))[1][6]).toBe("'@SUM(A1)");
  });
});

describe("creditsCsv", () => {
  it("writes credit notes with their invoice and reason", () => {
    expect(
      lines(
        creditsCsv(
          [
            {
              number: 3,
              date: "2026-10-09",
              customerName: "Ben Spa",
              invoiceNumber: 319,
              amountCents: 2_500,
              reason: "Goodwill, late visit",
            },
          ],
          "USD",
        ),
      ),
    ).toEqual([
      "Number,Date,Customer,Invoice,Amount,Reason,Currency",
      'CN-3,2026-10-09,Ben Spa,INV-319,25.00,"Goodwill, late visit",USD',
    ]);
  });
});

describe("chemicalCostsCsv", () => {
  const dose = (overrides: Partial<DoseCostFact> = {}): DoseCostFact => ({
    date: "2026-10-02",
    customerName: "Ada Pool",
    bodyName: "Pool",
    technicianName: "Tom Tech",
    productName: "Chlorine",
    amount: 1,
    unit: "gal",
    costCents: 410,
    ...overrides,
  });

  it("writes one row per dose by date, with uncosted doses blank and marked", () => {
    expect(
      lines(
        chemicalCostsCsv(
          [
            dose({ date: "2026-10-09", amount: 0.5, costCents: 205 }),
            dose({ productName: "Acid", amount: 0.1 + 0.15, costCents: 195 }),
            dose({
              customerName: "Ben Spa",
              bodyName: "Spa",
              productName: "Mystery",
              amount: 1,
              unit: "bag",
              costCents: null,
            }),
          ],
          "USD",
        ),
      ),
    ).toEqual([
      "Date,Customer,Body of water,Technician,Product,Quantity,Unit,Cost,Costed,Currency",
      "2026-10-02,Ada Pool,Pool,Tom Tech,Acid,0.25,gal,1.95,yes,USD",
      "2026-10-02,Ben Spa,Spa,Tom Tech,Mystery,1,bag,,no,USD",
      "2026-10-09,Ada Pool,Pool,Tom Tech,Chlorine,0.5,gal,2.05,yes,USD",
    ]);
  });
});

describe("profitCsv", () => {
  it("writes the profit report's rows: costs are chemicals + labor + drive", () => {
    const row: AccountProfit = {
      customerId: "c1",
      name: "Ada Pool",
      visits: 2,
      revenueCents: 16_000,
      collectedCents: 16_000,
      chemicalCents: 810,
      laborCents: 2_700,
      driveMiles: 2.69,
      driveCents: 189,
      profitCents: 12_301,
      marginPercent: 76.9,
    };
    expect(
      lines(
        profitCsv(
          [row, { ...row, name: "No revenue", revenueCents: 0, profitCents: -3_699, marginPercent: null }],
          "USD",
        ),
      ),
    ).toEqual([
      "Customer,Visits,Revenue,Chemicals,Labor,Drive,Costs,Profit,Margin %,Currency",
      "Ada Pool,2,160.00,8.10,27.00,1.89,36.99,123.01,76.9,USD",
      "No revenue,2,0.00,8.10,27.00,1.89,36.99,-36.99,,USD",
    ]);
  });
});
