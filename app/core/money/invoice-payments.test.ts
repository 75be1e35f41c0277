import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  applyInvoiceMoney,
  type InvoiceMoney,
  type InvoiceMoneyEntry,
  invoiceBalance,
  type MoneyResult,
  removeInvoicePayment,
  statusForBalance,
} from "./invoice-payments";
import type { InvoiceStatus } from "./invoice-status";

const inv = (
  status: InvoiceStatus,
  totalCents = 10_000,
  entries: InvoiceMoneyEntry[] = [],
): InvoiceMoney => ({
  status,
  totalCents,
  entries,
});
const pay = (amountCents: number, id?: string): InvoiceMoneyEntry => ({ kind: "payment", amountCents, id });
const refund = (amountCents: number, refundOf?: string): InvoiceMoneyEntry => ({
  kind: "refund",
  amountCents,
  refundOf,
});
const credit = (amountCents: number): InvoiceMoneyEntry => ({ kind: "credit note", amountCents });

const english = translatorFor("en", "en-US");
/** A result with its refusal worded as the reader sees it (the reason is a keyed message). */
const worded = (result: MoneyResult, t = english) =>
  result.ok ? result : { ...result, reason: t.text(result.reason) };

describe("money on an invoice", () => {
  it("balance = total − payments + refunds − credit notes", () => {
    expect(invoiceBalance(inv("open", 10_000, [pay(3000), refund(500), credit(1000)]))).toEqual({
      paidCents: 3000,
      refundedCents: 500,
      netPaidCents: 2500,
      creditedCents: 1000,
      balanceCents: 6500,
    });
  });

  it("a payment of the balance pays the invoice; a partial one leaves it open", () => {
    expect(applyInvoiceMoney(inv("open"), pay(4000))).toMatchObject({
      ok: true,
      status: "open",
      balance: { balanceCents: 6000 },
    });
    expect(applyInvoiceMoney(inv("open", 10_000, [pay(4000)]), pay(6000))).toMatchObject({
      ok: true,
      status: "paid",
      balance: { balanceCents: 0 },
    });
  });

  it("refuses a payment larger than the balance, and any money on drafts and void invoices", () => {
    expect(worded(applyInvoiceMoney(inv("open", 10_000, [pay(4000)]), pay(6001)))).toEqual({
      ok: false,
      reason: "The payment is more than the $60.00 left to pay.",
    });
    expect(worded(applyInvoiceMoney(inv("paid", 10_000, [pay(10_000)]), pay(1)))).toEqual({
      ok: false,
      reason: "Nothing is left to pay on this invoice.",
    });
    expect(worded(applyInvoiceMoney(inv("draft"), pay(100)))).toEqual({
      ok: false,
      reason: "Send the invoice before recording money against it.",
    });
    expect(worded(applyInvoiceMoney(inv("void"), pay(100)))).toEqual({
      ok: false,
      reason: "This invoice is void; nothing can be recorded against it.",
    });
    expect(worded(applyInvoiceMoney(inv("open"), pay(0)))).toEqual({
      ok: false,
      reason: "The amount must be more than zero.",
    });
    expect(applyInvoiceMoney(inv("open"), pay(-5)).ok).toBe(false);
    expect(applyInvoiceMoney(inv("open"), pay(1.5)).ok).toBe(false);
  });

  it("formats refusals in the company's currency", () => {
    expect(worded(applyInvoiceMoney(inv("open"), pay(20_000), "EUR"))).toEqual({
      ok: false,
      reason: "The payment is more than the €100.00 left to pay.",
    });
  });

  it("refusals travel as keyed messages: Spanish words them, with its own money format", () => {
    const refused = applyInvoiceMoney(inv("open", 10_000, [pay(4000)]), pay(6001));
    expect(refused).toEqual({
      ok: false,
      reason: 'money.rules.paymentTooMuch{"amount":{"cents":6000,"currency":"USD"}}',
    });
    const spanish = translatorFor("es", "es-ES");
    expect(worded(refused, spanish)).toEqual({
      ok: false,
      reason: "El pago supera el saldo pendiente de 60,00\u00a0US$.",
    });
    expect(worded(applyInvoiceMoney(inv("open"), refund(1)), spanish)).toEqual({
      ok: false,
      reason: "No queda nada pagado por reembolsar.",
    });
  });

  it("a refund on a paid invoice opens it again", () => {
    const paid = inv("paid", 10_000, [pay(10_000, "p1")]);
    expect(applyInvoiceMoney(paid, refund(2500, "p1"))).toMatchObject({
      ok: true,
      status: "open",
      balance: { balanceCents: 2500, netPaidCents: 7500 },
    });
  });

  it("a refund gives back at most what was paid, or what its payment has left", () => {
    const twoPayments = inv("paid", 10_000, [pay(6000, "p1"), pay(4000, "p2"), refund(1000, "p2")]);
    expect(worded(applyInvoiceMoney(twoPayments, refund(3001, "p2")))).toEqual({
      ok: false,
      reason: "A refund can't be more than the $30.00 paid.",
    });
    expect(applyInvoiceMoney(twoPayments, refund(3000, "p2")).ok).toBe(true);
    expect(applyInvoiceMoney(twoPayments, refund(9000)).ok).toBe(true);
    expect(applyInvoiceMoney(twoPayments, refund(9001)).ok).toBe(false);
    expect(worded(applyInvoiceMoney(twoPayments, refund(10, "nope")))).toEqual({
      ok: false,
      reason: "The payment to refund is not on this invoice.",
    });
    expect(worded(applyInvoiceMoney(inv("open"), refund(1)))).toEqual({
      ok: false,
      reason: "Nothing paid is left to refund.",
    });
  });

  it("a credit note reduces the balance, never below zero", () => {
    const open = inv("open", 10_000, [pay(4000)]);
    expect(applyInvoiceMoney(open, credit(1000))).toMatchObject({
      ok: true,
      status: "open",
      balance: { balanceCents: 5000 },
    });
    expect(applyInvoiceMoney(open, credit(6000))).toMatchObject({
      ok: true,
      status: "paid",
      balance: { balanceCents: 0 },
    });
    expect(worded(applyInvoiceMoney(open, credit(6001)))).toEqual({
      ok: false,
      reason: "A credit note can't be more than the $60.00 left to pay.",
    });
    expect(worded(applyInvoiceMoney(inv("paid", 100, [pay(100)]), credit(1)))).toEqual({
      ok: false,
      reason:
        "Nothing is left to pay on this invoice, so there is nothing to credit; refund a payment instead.",
    });
  });

  it("a late payment settles an uncollectible invoice", () => {
    expect(applyInvoiceMoney(inv("uncollectible"), pay(10_000))).toMatchObject({ ok: true, status: "paid" });
    expect(applyInvoiceMoney(inv("uncollectible"), pay(100))).toMatchObject({
      ok: true,
      status: "uncollectible",
    });
  });

  it("removing a mistaken payment opens a paid invoice again, unless refunds name it", () => {
    const paid = inv("paid", 10_000, [pay(4000, "p1"), pay(6000, "p2")]);
    expect(removeInvoicePayment(paid, "p2")).toMatchObject({
      ok: true,
      status: "open",
      balance: { balanceCents: 6000 },
    });
    expect(worded(removeInvoicePayment(paid, "zz"))).toEqual({
      ok: false,
      reason: "That payment is not on this invoice.",
    });
    expect(
      worded(removeInvoicePayment(inv("open", 10_000, [pay(4000, "p1"), refund(100, "p1")]), "p1")),
    ).toEqual({
      ok: false,
      reason: "This payment was partly or fully refunded; remove the refunds first.",
    });
    // An unattributed refund of 5000 would then be more than the 4000 left paid.
    expect(
      worded(
        removeInvoicePayment(inv("open", 10_000, [pay(4000, "p1"), pay(6000, "p2"), refund(5000)]), "p2"),
      ),
    ).toEqual({
      ok: false,
      reason: "Refunds on this invoice would then be more than was paid; remove them first.",
    });
  });

  it("status follows the balance only between open, paid and uncollectible", () => {
    expect(statusForBalance("open", 0)).toBe("paid");
    expect(statusForBalance("paid", 1)).toBe("open");
    expect(statusForBalance("paid", 0)).toBe("paid");
    expect(statusForBalance("draft", 0)).toBe("draft");
    expect(statusForBalance("void", 100)).toBe("void");
  });

  const arbEntry = fc.record({
    kind: fc.constantFrom("payment", "refund", "credit note" as const),
    amountCents: fc.integer({ min: -10, max: 20_000 }),
  });

  it("property: whatever is tried, accepted money keeps 0 ≤ balance ≤ total and refunds ≤ payments", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(arbEntry, { maxLength: 30 }),
        (total, tries) => {
          let invoice: InvoiceMoney = inv("open", total);
          if (total === 0) invoice = { ...invoice, status: "paid" };
          for (const entry of tries) {
            const r = applyInvoiceMoney(invoice, entry);
            if (!r.ok) {
              // A message the catalog words, never a bare key or raw text.
              expect(english.text(r.reason)).not.toBe(r.reason);
              continue;
            }
            invoice = { ...invoice, status: r.status, entries: [...invoice.entries, entry] };
            const b = invoiceBalance(invoice);
            expect(b).toEqual(r.balance);
            expect(b.balanceCents).toBeGreaterThanOrEqual(0);
            expect(b.balanceCents).toBeLessThanOrEqual(total);
            expect(b.netPaidCents).toBeGreaterThanOrEqual(0);
            expect(b.balanceCents).toBe(total - b.paidCents + b.refundedCents - b.creditedCents);
            expect(invoice.status).toBe(b.balanceCents === 0 ? "paid" : "open");
          }
        },
      ),
    );
  });

  it("property: the balance doesn't depend on the order of entries", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(arbEntry, { maxLength: 20 }),
        (total, entries) => {
          expect(invoiceBalance(inv("open", total, [...entries].reverse()))).toEqual(
            invoiceBalance(inv("open", total, entries)),
          );
        },
      ),
    );
  });
});
