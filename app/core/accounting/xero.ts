/**
 * Xero's sales-invoice import (Business → Invoices → Import): its CSV template's columns, in its order, one row per
 * line item, the rows of one invoice sharing its number. Required columns carry Xero's leading "*". Pure.
 *
 * Xero reads dates in the organisation's region: MM/DD/YYYY for a US company, DD/MM/YYYY elsewhere. Unit amounts are
 * tax exclusive (choose "Tax exclusive" when importing); Xero computes the tax itself from the tax rate named in
 * *TaxType, so the accountant's Xero needs a rate of that name at the company's rate. Defaults are Xero's US ones:
 * account 200 (Sales), "Tax on Sales" for a taxable line, "Tax Exempt" otherwise. Void invoices are left out.
 */
import { toCsv } from "../import/csv";
import { invoiceLabel } from "../money/invoice-number";
import { centsToDecimal as money } from "../money/rounding";
import type { IifInvoice } from "./quickbooks-iif";

export const xeroInvoiceHeaders = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

export interface XeroOptions {
  /** "mdy" for a US organisation, "dmy" elsewhere. */
  dateOrder: "mdy" | "dmy";
  accountCode: string;
  taxableTaxType: string;
  exemptTaxType: string;
}

export const defaultXeroOptions: XeroOptions = {
  dateOrder: "mdy",
  accountCode: "200",
  taxableTaxType: "Tax on Sales",
  exemptTaxType: "Tax Exempt",
};

/** The date order Xero expects of a company in this country (ISO 3166 code). */
export const xeroDateOrderFor = (country: string): XeroOptions["dateOrder"] =>
  country.toUpperCase() === "US" ? "mdy" : "dmy";

export function xeroDate(date: string, order: XeroOptions["dateOrder"]): string {
  const [y, m, d] = date.split("-");
  return order === "mdy" ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

export interface XeroInvoice extends IifInvoice {
  customerEmail: string | null;
  lines: readonly (IifInvoice["lines"][number] & { taxable: boolean })[];
}

const quantity = (n: number) => Math.round(n * 10_000) / 10_000;

export function xeroInvoicesCsv(
  invoices: readonly XeroInvoice[],
  currency: string,
  options: Partial<XeroOptions> = {},
): string {
  const o = { ...defaultXeroOptions, ...options };
  const rows = invoices
    .filter((inv) => inv.status !== "void" && inv.status !== "draft")
    .flatMap((inv) => {
      // Xero needs at least one line; an invoice without lines (never made by the product, but possible in old
      // data) goes in as one line of its subtotal.
      const lines = inv.lines.length
        ? inv.lines
        : [
            {
              description: invoiceLabel(inv.number),
              quantity: 1,
              unitPriceCents: inv.subtotalCents,
              amountCents: inv.subtotalCents,
              taxable: inv.taxCents !== 0,
            },
          ];
      return lines.map((l) => [
        inv.customerName,
        inv.customerEmail ?? "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        invoiceLabel(inv.number),
        "",
        xeroDate(inv.issuedOn, o.dateOrder),
        xeroDate(inv.dueOn ?? inv.issuedOn, o.dateOrder),
        "",
        l.description.trim() || invoiceLabel(inv.number),
        quantity(l.quantity),
        money(l.unitPriceCents),
        "",
        o.accountCode,
        l.taxable ? o.taxableTaxType : o.exemptTaxType,
        "",
        "",
        "",
        "",
        currency,
        "",
      ]);
    });
  return toCsv(xeroInvoiceHeaders, rows);
}
