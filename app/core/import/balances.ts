/**
 * An opening-balances import: what each customer owed on the day the company moved over, one invoice per customer
 * that owes (dated, open, marked as the opening balance by its line and its batch). Pure: the fields, the guess of
 * which column holds each, and the check of every row; finding the customer is the domain's, as for history.
 */

import { keyed } from "../i18n/keyed";
import { guessColumns, knownColumns } from "./fields";
import { type HistoryRow, parseServiceDate, placeOfRow } from "./history";
import { checkRows, quoted, type RowProblem } from "./row-values";
import { MAX_REPORTED_ERRORS, normalizeText } from "./validate";

export const balanceFields = [
  "customerId",
  "customerName",
  "customerEmail",
  "amount",
  "date",
  "dueDate",
  "notes",
] as const;
export type BalanceField = (typeof balanceFields)[number];
export type BalanceMapping = Record<BalanceField, string | null>;

export const balanceSynonyms: Record<BalanceField, readonly string[]> = {
  customerId: ["Customer ID", "Client ID", "Account #", "ID del cliente"],
  customerName: [
    "Customer",
    "Customer name",
    "Client",
    "Client name",
    "Name",
    "Cliente",
    "Nombre del cliente",
  ],
  customerEmail: ["Email", "E-mail", "Customer email", "Correo electrónico", "Correo"],
  amount: [
    "Balance",
    "Amount",
    "Amount due",
    "Balance due",
    "Open balance",
    "Owes",
    "Saldo",
    "Importe",
    "Monto",
  ],
  date: ["Date", "As of", "Balance date", "Invoice date", "Fecha"],
  dueDate: ["Due date", "Due", "Due on", "Vencimiento", "Fecha de vencimiento"],
  notes: ["Notes", "Memo", "Description", "Notas"],
};

export function guessBalanceMapping(headers: readonly string[]): BalanceMapping {
  return guessColumns(balanceFields, balanceSynonyms, headers);
}

export function sanitizeBalanceMapping(
  raw: Record<string, unknown>,
  headers: readonly string[],
): BalanceMapping {
  return knownColumns(balanceFields, raw, headers);
}

/** "$1,234.50", "1234.5", "(20.00)" → cents; null when it is not an amount. */
export function parseAmountCents(raw: string): number | null {
  const text = raw.trim().replace(/[$€£\s]/g, "");
  const negative = /^\(.*\)$/.test(text) || text.startsWith("-");
  const digits = text.replace(/[()-]/g, "").replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return null;
  const cents = Math.round(Number(digits) * 100);
  return negative ? -cents : cents;
}

export interface BalanceRow {
  place: HistoryRow;
  amountCents: number;
  issuedOn: string;
  dueOn: string | null;
  notes: string;
}

export type BalanceError = RowProblem<BalanceField>;

/** Checks every row; a zero balance is skipped (nothing owed), a credit (negative) is a problem. */
export function validateBalanceRows(
  rows: readonly Record<string, string>[],
  mapping: BalanceMapping,
  options: { today: string; maxErrors?: number },
) {
  const seen = new Map<string, number>();
  return checkRows<BalanceField, BalanceRow, HistoryRow>(
    rows,
    mapping,
    balanceFields,
    options.maxErrors ?? MAX_REPORTED_ERRORS,
    (v, line, fail) => {
      if (!v.customerId && !v.customerName && !v.customerEmail)
        fail("customerName", "common.history.customerMissing");
      const cents = v.amount ? parseAmountCents(v.amount) : null;
      if (!v.amount) fail("amount", "common.balanceImport.amountMissing");
      else if (cents === null)
        fail("amount", keyed("common.balanceImport.amount", { value: quoted(v.amount) }));
      else if (cents < 0) fail("amount", "common.balanceImport.credit");
      else if (cents > 100_000_000) fail("amount", "common.balanceImport.tooLarge");
      const issuedOn = v.date ? parseServiceDate(v.date, options.today) : options.today;
      if (!issuedOn) fail("date", keyed("common.history.dateInvalid", { value: quoted(v.date) }));
      const dueOn = v.dueDate ? parseServiceDate(v.dueDate, "9999-12-31") : null;
      if (v.dueDate && !dueOn)
        fail("dueDate", keyed("common.history.dateInvalid", { value: quoted(v.dueDate) }));
      const identity = normalizeText(v.customerId || v.customerEmail || v.customerName);
      const first = seen.get(identity);
      if (first !== undefined)
        fail("customerName", keyed("common.balanceImport.twice", { line: String(first) }));
      else seen.set(identity, line);
      const place = placeOfRow(line, v);
      // A zero balance owes nothing: left out, not a problem.
      return {
        ref: null,
        valid:
          cents && issuedOn
            ? { place, amountCents: cents, issuedOn, dueOn, notes: v.notes.slice(0, 500) }
            : null,
      };
    },
  );
}
