import { describe, expect, it } from "vitest";
import { defaultIifAccounts, type IifInvoice, iifDate, iifText, quickbooksIif } from "./quickbooks-iif";
import { sampleInvoice } from "./sample-invoice";

const invoice = (overrides: Partial<IifInvoice> = {}): IifInvoice => ({
  ...sampleInvoice,
  status: "open",
  ...overrides,
});

const rowsOf = (iif: string) => iif.split("\r\n").filter(Boolean);
const cells = (row: string) => row.split("\t");

/** Every transaction's rows (TRNS and SPL) must add up to zero, as QuickBooks requires. */
function transactionSums(iif: string): number[] {
  const sums: number[] = [];
  let current = 0;
  for (const row of rowsOf(iif)) {
    const [kind, , , , , , amount] = cells(row);
    if (kind === "TRNS" || kind === "SPL") current += Math.round(Number(amount) * 100);
    if (kind === "ENDTRNS") {
      sums.push(current);
      current = 0;
    }
  }
  return sums;
}

describe("quickbooksIif", () => {
  it("starts with the !TRNS, !SPL and !ENDTRNS header rows, tab-separated", () => {
    const rows = rowsOf(quickbooksIif({ invoices: [], payments: [], credits: [] }));
    expect(rows).toEqual([
      "!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tDUEDATE",
      "!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tQNTY\tPRICE",
      "!ENDTRNS",
    ]);
  });

  it("writes an invoice: receivable debited with the total, lines and tax credited", () => {
    const rows = rowsOf(quickbooksIif({ invoices: [invoice()], payments: [], credits: [] })).slice(3);
    expect(rows).toEqual([
      "TRNS\t\tINVOICE\t10/05/2026\tAccounts Receivable\tAda Pool\t657.13\tINV-318\t\t10/20/2026",
      "SPL\t\tINVOICE\t10/05/2026\tServices Income\tAda Pool\t-170.00\tINV-318\tLabor\t-2\t85.00",
      "SPL\t\tINVOICE\t10/05/2026\tServices Income\tAda Pool\t-450.00\tINV-318\tPump motor 1.5 HP\t-1\t450.00",
      "SPL\t\tINVOICE\t10/05/2026\tSales Tax Payable\tAda Pool\t-37.13\tINV-318\tSales tax\t\t",
      "ENDTRNS",
    ]);
  });

  it("writes a payment net of its refund into Undeposited Funds, and leaves out one refunded in full", () => {
    const iif = quickbooksIif({
      invoices: [],
      payments: [
        {
          receivedOn: "2026-10-07",
          customerName: "Ada Pool",
          invoiceNumber: 318,
          method: "check",
          reference: "1042",
          amountCents: 16_800,
          refundedCents: 800,
        },
        {
          receivedOn: "2026-10-08",
          customerName: "Ben Spa",
          invoiceNumber: 319,
          method: "card",
          reference: "",
          amountCents: 5_000,
          refundedCents: 5_000,
        },
      ],
      credits: [],
    });
    const memo = "Check for INV-318 (168.00 received, 8.00 refunded)";
    expect(rowsOf(iif).slice(3)).toEqual([
      `TRNS\t\tPAYMENT\t10/07/2026\tUndeposited Funds\tAda Pool\t160.00\t1042\t${memo}\t`,
      `SPL\t\tPAYMENT\t10/07/2026\tAccounts Receivable\tAda Pool\t-160.00\t1042\t${memo}\t\t`,
      "ENDTRNS",
    ]);
  });

  it("writes a credit note as a credit memo", () => {
    const iif = quickbooksIif({
      invoices: [],
      payments: [],
      credits: [
        {
          number: 2,
          date: "2026-10-09",
          customerName: "Ada Pool",
          invoiceNumber: 318,
          amountCents: 2_500,
          reason: "Goodwill",
        },
      ],
    });
    expect(rowsOf(iif).slice(3)).toEqual([
      "TRNS\t\tCREDIT MEMO\t10/09/2026\tAccounts Receivable\tAda Pool\t-25.00\tCN-2\tCredit on INV-318: Goodwill\t",
      "SPL\t\tCREDIT MEMO\t10/09/2026\tServices Income\tAda Pool\t25.00\tCN-2\tCredit on INV-318: Goodwill\t\t",
      "ENDTRNS",
    ]);
  });

  it("leaves out void invoices and writes no tax row without tax", () => {
    const iif = quickbooksIif({
      invoices: [
        invoice({ status: "void" }),
        invoice({
          number: 320,
          taxCents: 0,
          subtotalCents: 17_000,
          totalCents: 17_000,
          lines: [{ description: "Labor", quantity: 2, unitPriceCents: 8_500, amountCents: 17_000 }],
        }),
      ],
      payments: [],
      credits: [],
    });
    expect(iif).not.toContain("INV-318");
    expect(iif).not.toContain("Sales Tax Payable");
    expect(rowsOf(iif).filter((r) => r.startsWith("TRNS"))).toHaveLength(1);
  });

  it("balances every transaction, a discount line and a line total off the subtotal included", () => {
    const iif = quickbooksIif({
      invoices: [
        invoice(),
        invoice({
          number: 321,
          subtotalCents: 9_000,
          taxCents: 0,
          totalCents: 9_000,
          lines: [
            { description: "Service", quantity: 1, unitPriceCents: 10_000, amountCents: 10_000 },
            { description: "Discount", quantity: 1, unitPriceCents: -1_500, amountCents: -1_500 },
          ],
        }),
      ],
      payments: [],
      credits: [
        { number: 1, date: "2026-10-01", customerName: "A", invoiceNumber: 1, amountCents: 1, reason: "" },
      ],
    });
    expect(transactionSums(iif)).toEqual([0, 0, 0]);
    expect(iif).toContain("\tAdjustment\t");
  });

  it("keeps tabs and line breaks out of fields", () => {
    const iif = quickbooksIif({
      invoices: [
        invoice({
          customerName: 'Lee,\t"Ann"',
          lines: [{ description: "Two\r\nlines", quantity: 1, unitPriceCents: 62_000, amountCents: 62_000 }],
        }),
      ],
      payments: [],
      credits: [],
    });
    for (const row of rowsOf(iif).slice(3)) {
      const n = cells(row).length;
      expect(n === 1 || n === 10 || n === 11).toBe(true);
    }
    expect(iif).toContain('\tLee, "Ann"\t');
    expect(iif).toContain("\tTwo lines\t");
  });

  it("uses the accounts it is given", () => {
    const iif = quickbooksIif(
      { invoices: [invoice()], payments: [], credits: [] },
      { ...defaultIifAccounts, income: "Pool Service Income" },
    );
    expect(iif).toContain("\tPool Service Income\t");
    expect(iif).not.toContain("Services Income");
  });
});

describe("iif helpers", () => {
  it("writes dates as MM/DD/YYYY and flattens text", () => {
    expect(iifDate("2026-01-09")).toBe("01/09/2026");
    expect(iifText(" a\tb\n\nc ")).toBe("a b c");
  });
});
