import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import type { InvoiceMoney, InvoiceMoneyEntry } from "./invoice-payments";
import {
  allowedInvoiceActions,
  applyInvoiceAction,
  type InvoiceStatus,
  invoiceDisplayStatus,
  invoiceStatuses,
  isOverdue,
} from "./invoice-status";

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

/** A result with its refusal worded as the reader sees it (the reason is a keyed message). */
const worded = (result: ReturnType<typeof applyInvoiceAction>, language: "en" | "es" = "en") =>
  result.ok
    ? result
    : {
        ok: false,
        reason: translatorFor(language, language === "en" ? "en-US" : "es-ES").text(result.reason),
      };

describe("invoice actions", () => {
  it("draft → open by sending; a $0 invoice is paid as it is sent; a negative one is refused", () => {
    expect(applyInvoiceAction(inv("draft"), "send")).toEqual({ ok: true, next: "open" });
    expect(applyInvoiceAction(inv("draft", 0), "send")).toEqual({ ok: true, next: "paid" });
    expect(worded(applyInvoiceAction(inv("draft", -1), "send"))).toEqual({
      ok: false,
      reason: "An invoice can't total less than zero; make a credit note instead.",
    });
    expect(worded(applyInvoiceAction(inv("open"), "send"))).toEqual({
      ok: false,
      reason: "Send: not possible while the invoice is open.",
    });
  });

  it("a draft may be deleted or voided; a sent invoice only voided", () => {
    expect(applyInvoiceAction(inv("draft"), "delete")).toEqual({ ok: true, next: "deleted" });
    expect(applyInvoiceAction(inv("draft"), "void")).toEqual({ ok: true, next: "void" });
    expect(applyInvoiceAction(inv("open"), "delete").ok).toBe(false);
    expect(applyInvoiceAction(inv("open"), "void")).toEqual({ ok: true, next: "void" });
    expect(applyInvoiceAction(inv("uncollectible"), "void")).toEqual({ ok: true, next: "void" });
  });

  it("an invoice with money paid on it is refunded before it is voided", () => {
    const partly = inv("open", 10_000, [pay(4000, "p1")]);
    expect(worded(applyInvoiceAction(partly, "void"))).toEqual({
      ok: false,
      reason: "$40.00 was paid on this invoice; refund it before voiding.",
    });
    expect(worded(applyInvoiceAction(partly, "void", "EUR"))).toEqual({
      ok: false,
      reason: "€40.00 was paid on this invoice; refund it before voiding.",
    });
    expect(applyInvoiceAction(inv("open", 10_000, [pay(4000, "p1"), refund(4000, "p1")]), "void").ok).toBe(
      true,
    );
  });

  it("open → uncollectible; paid and void are closed to actions", () => {
    expect(applyInvoiceAction(inv("open"), "markUncollectible")).toEqual({ ok: true, next: "uncollectible" });
    expect(allowedInvoiceActions(inv("draft"))).toEqual(["send", "delete", "void"]);
    expect(allowedInvoiceActions(inv("open"))).toEqual(["void", "markUncollectible"]);
    expect(allowedInvoiceActions(inv("uncollectible"))).toEqual(["void"]);
    expect(allowedInvoiceActions(inv("paid", 10_000, [pay(10_000)]))).toEqual([]);
    expect(allowedInvoiceActions(inv("void"))).toEqual([]);
    expect(worded(applyInvoiceAction(inv("open"), "markPaid"))).toEqual({
      ok: false,
      reason: '"markPaid" is not something an invoice can do.',
    });
    expect(worded(applyInvoiceAction(inv("void"), "markUncollectible"))).toEqual({
      ok: false,
      reason: "Mark uncollectible: not possible while the invoice is void.",
    });
  });

  it("a refusal travels as a keyed message and reads in Spanish with Spanish money", () => {
    const refused = applyInvoiceAction(inv("open", 10_000, [pay(4000, "p1")]), "void");
    expect(refused).toEqual({
      ok: false,
      reason: 'money.rules.refundBeforeVoid{"amount":{"cents":4000,"currency":"USD"}}',
    });
    const spanish = worded(refused, "es");
    expect(spanish.ok).toBe(false);
    if (spanish.ok) return;
    expect(spanish.reason).toBe("Se pagó 40,00\u00a0US$ en esta factura; reembólselo antes de anularla.");
    expect(spanish.reason).not.toMatch(/paid|refund/);
    expect(worded(applyInvoiceAction(inv("paid", 10_000, [pay(10_000)]), "markUncollectible"), "es")).toEqual(
      {
        ok: false,
        reason: "Marcar como incobrable: no es posible mientras la factura esté pagada.",
      },
    );
  });
});

describe("display status", () => {
  const base = { status: "open" as InvoiceStatus, dueOn: "2026-11-30", totalCents: 10_000, entries: [] };
  it("open, partly paid, overdue (overdue wins), and the stored status otherwise", () => {
    expect(invoiceDisplayStatus(base, "2026-11-30")).toBe("open");
    expect(invoiceDisplayStatus({ ...base, entries: [pay(100)] }, "2026-11-30")).toBe("partly paid");
    expect(invoiceDisplayStatus({ ...base, entries: [credit(100)] }, "2026-11-30")).toBe("partly paid");
    expect(invoiceDisplayStatus(base, "2026-12-01")).toBe("overdue");
    expect(invoiceDisplayStatus({ ...base, entries: [pay(100)] }, "2026-12-01")).toBe("overdue");
    expect(invoiceDisplayStatus({ ...base, dueOn: null }, "2030-01-01")).toBe("open");
    for (const status of ["draft", "paid", "void", "uncollectible"] as const)
      expect(invoiceDisplayStatus({ ...base, status }, "2030-01-01")).toBe(status);
  });

  it("overdue needs an open balance", () => {
    expect(isOverdue({ status: "open", dueOn: "2026-11-01", balanceCents: 0 }, "2026-12-01")).toBe(false);
    expect(isOverdue({ status: "uncollectible", dueOn: "2026-11-01", balanceCents: 5 }, "2026-12-01")).toBe(
      false,
    );
    expect(isOverdue({ status: "open", dueOn: "2026-11-01", balanceCents: 5 }, "2026-11-02")).toBe(true);
  });

  it("lists the same statuses as the table", () => {
    expect(invoiceStatuses).toEqual(["draft", "open", "paid", "void", "uncollectible"]);
  });
});
