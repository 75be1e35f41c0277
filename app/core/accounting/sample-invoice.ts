/**
 * The invoice the accounting formatters' tests start from (csv-exports, quickbooks-iif, xero): 2 h of labor at 85.00
 * (not taxed) and a 450.00 motor (taxed at 8.25 %) — 620.00 + 37.13 = 657.13 — sent, nothing paid. Each test file
 * takes the fields its formatter reads and overrides what it tests.
 */
export const sampleInvoice = {
  number: 318,
  customerName: "Ada Pool",
  customerEmail: "ada@example.com" as string | null,
  issuedOn: "2026-10-05",
  dueOn: "2026-10-20",
  status: "open",
  subtotalCents: 62_000,
  taxCents: 3_713,
  totalCents: 65_713,
  paidCents: 0,
  creditedCents: 0,
  lines: [
    { description: "Labor", quantity: 2, unitPriceCents: 8_500, amountCents: 17_000, taxable: false },
    {
      description: "Pump motor 1.5 HP",
      quantity: 1,
      unitPriceCents: 45_000,
      amountCents: 45_000,
      taxable: true,
    },
  ],
};
