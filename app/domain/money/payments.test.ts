import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { translatorFor } from "~/core/i18n/catalogs";
import { keyed } from "~/core/i18n/keyed";
import { parseListQuery } from "~/core/listing/list-query";
import { alert, payment } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createCreditNote } from "./credit-notes.server";
import { paymentFormSchema } from "./invoice-schemas";
import { getInvoice } from "./invoices.server";
import { voidInvoice } from "./invoices-status.server";
import { draftInput, INVOICE_TOTAL, moneySetUp, sentInvoice } from "./invoices-test-helpers";
import { raiseOverdueAlerts } from "./overdue.server";
import { recordPayment, recordProviderPayment, refundPayment, removePayment } from "./payments.server";
import { exportPaymentsCsv, listPayments, paymentFilters, paymentSorts } from "./payments-list.server";
import { customerStatement, statementCsv } from "./statements.server";

const paymentsQuery = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: paymentSorts,
    defaultSort: "received",
    defaultDir: "desc",
    filters: paymentFilters,
  });

describe("payments", () => {
  it("partial payments lead to paid; more than the balance is refused; a refund reopens it", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const today = todayIn(ctx.timeZone);
    const first = await recordPayment(ctx, inv.id, {
      amountCents: 20_000,
      method: "check",
      reference: "1001",
      receivedOn: today,
    });
    expect(first.invoice).toMatchObject({ status: "open", paidCents: 20_000 });
    expect((await getInvoice(ctx, inv.id)).displayStatus).toBe("partly paid");

    await expect(
      recordPayment(ctx, inv.id, { amountCents: INVOICE_TOTAL, method: "cash", receivedOn: today }),
    ).rejects.toMatchObject({
      field: "amount",
      message: keyed("money.rules.paymentTooMuch", { amount: { cents: 45_713, currency: "USD" } }),
    });
    await expect(
      recordPayment(ctx, inv.id, { amountCents: 100, method: "cash", receivedOn: addDays(today, 2) }),
    ).rejects.toMatchObject({ field: "receivedOn" });
    await expect(
      recordPayment(ctx, inv.id, { amountCents: 100, method: "cash", receivedOn: "2026-02-31" }),
    ).rejects.toMatchObject({ field: "receivedOn" });
    expect(
      paymentFormSchema.safeParse({ amount: "1", method: "cash", receivedOn: "2026-02-31" }).success,
    ).toBe(false);

    const rest = await recordPayment(ctx, inv.id, {
      amountCents: INVOICE_TOTAL - 20_000,
      method: "cash",
      receivedOn: today,
    });
    expect(rest.invoice.status).toBe("paid");
    expect(rest.invoice.paidAt).not.toBeNull();
    let detail = await getInvoice(ctx, inv.id);
    expect(detail.balance.balanceCents).toBe(0);
    expect(detail.canPay).toBe(false);
    expect(detail.payments.map((p) => p.method)).toEqual(["check", "cash"]);

    const refunded = await refundPayment(ctx, inv.id, first.payment.id, 5000);
    expect(refunded.payment.refundedCents).toBe(5000);
    expect(refunded.invoice).toMatchObject({ status: "open", paidCents: INVOICE_TOTAL - 5000, paidAt: null });
    await expect(refundPayment(ctx, inv.id, first.payment.id, 15_001)).rejects.toMatchObject({
      field: "amount",
    });

    // A refunded payment can't be removed; an unrefunded one can.
    await expect(removePayment(ctx, inv.id, first.payment.id)).rejects.toThrow(
      keyed("money.rules.paymentRefunded", {}),
    );
    const removed = await removePayment(ctx, inv.id, rest.payment.id);
    expect(removed.paidCents).toBe(15_000);
    detail = await getInvoice(ctx, inv.id);
    expect(detail.balance.balanceCents).toBe(INVOICE_TOTAL - 15_000);
    await expect(removePayment(ctx, inv.id, "not-a-payment")).rejects.toThrow(RuleError);
  });

  it("takes no money on a draft or a void invoice", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    await voidInvoice(ctx, inv.id, "Duplicate");
    await expect(
      recordPayment(ctx, inv.id, { amountCents: 100, method: "cash", receivedOn: todayIn(ctx.timeZone) }),
    ).rejects.toThrow(keyed("money.rules.voidNothing", {}));
    await expect(createCreditNote(ctx, inv.id, { amountCents: 100, reason: "Goodwill" })).rejects.toThrow(
      RuleError,
    );
  });

  it("lists payments with search, method and date filters, and exports them as CSV", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const today = todayIn(ctx.timeZone);
    await recordPayment(ctx, inv.id, {
      amountCents: 1000,
      method: "check",
      reference: "CHK-77",
      receivedOn: "2025-01-05",
    });
    await recordPayment(ctx, inv.id, { amountCents: 2000, method: "cash", receivedOn: today });
    const all = await listPayments(ctx, paymentsQuery());
    expect(all.total).toBe(2);
    expect(all.receivedCents).toBe(3000);
    expect(all.rows[0]).toMatchObject({
      method: "cash",
      invoiceLabel: inv.label,
      customerName: "Reed, Dana",
    });
    expect(
      (await listPayments(ctx, paymentsQuery({ method: "check" }))).rows.map((r) => r.reference),
    ).toEqual(["CHK-77"]);
    expect((await listPayments(ctx, paymentsQuery({ q: "chk-77" }))).total).toBe(1);
    expect((await listPayments(ctx, paymentsQuery({ q: inv.label }))).total).toBe(2);
    expect((await listPayments(ctx, paymentsQuery({ from: "2025-01-01", to: "2025-01-31" }))).total).toBe(1);
    const { csv, filename } = await exportPaymentsCsv(ctx, paymentsQuery({ method: "cash" }));
    expect(filename).toBe("payments.csv");
    expect(csv.split("\r\n")).toEqual([
      "Received on,Customer,Invoice,Method,Reference,Amount,Refunded,Net,Currency,Note",
      `${today},"Reed, Dana",${inv.label},cash,,20.00,0.00,20.00,USD,`,
    ]);
  });
});

describe("credit notes", () => {
  it("takes money off the balance, never more than it; crediting the whole balance settles the invoice", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    await expect(
      createCreditNote(ctx, inv.id, { amountCents: INVOICE_TOTAL + 1, reason: "Goodwill" }),
    ).rejects.toMatchObject({
      field: "amount",
    });
    await expect(createCreditNote(ctx, inv.id, { amountCents: 100, reason: "" })).rejects.toMatchObject({
      field: "reason",
    });
    const first = await createCreditNote(ctx, inv.id, { amountCents: 5713, reason: "Late visit" });
    expect(first.creditNote.label).toBe("CN-1");
    expect(first.invoice).toMatchObject({ status: "open", creditedCents: 5713 });
    const second = await createCreditNote(ctx, inv.id, { amountCents: 60_000, reason: "Pump warranty" });
    expect(second.creditNote.label).toBe("CN-2");
    expect(second.invoice.status).toBe("paid");
    expect((await getInvoice(ctx, inv.id)).creditNotes.map((c) => c.label)).toEqual(["CN-1", "CN-2"]);
  });
});

describe("payments through Stripe", () => {
  it("records a provider payment once, however often it is reported, and settles the invoice", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const input = {
      companyId: ctx.companyId,
      invoiceId: inv.id,
      amountCents: INVOICE_TOTAL,
      providerPaymentId: "pi_123",
      method: "card" as const,
      receivedOn: "2026-03-01",
    };
    const first = await recordProviderPayment(ctx, input);
    expect(first).toMatchObject({ created: true, overpaidCents: 0 });
    expect(first.invoice.status).toBe("paid");
    const second = await recordProviderPayment(ctx, input);
    expect(second.created).toBe(false);
    expect(second.payment.id).toBe(first.payment.id);
    const rows = await ctx.db.select().from(payment).where(eq(payment.invoiceId, inv.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "card", providerPaymentId: "pi_123", recordedBy: null });
    // Stripe payments are refunded, not removed.
    await expect(removePayment(ctx, inv.id, first.payment.id)).rejects.toThrow(
      "seller.rules.stripePaymentRefund",
    );

    // Money that arrives after the invoice was paid another way is kept and reported as overpaid.
    const late = await recordProviderPayment(ctx, {
      ...input,
      providerPaymentId: "pi_456",
      amountCents: 500,
    });
    expect(late).toMatchObject({ created: true, overpaidCents: 500 });
  });

  it("is scoped to the company it names", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const { ctx: other } = await newCompany("Other Pools");
    await expect(
      recordProviderPayment(ctx, {
        companyId: other.companyId,
        invoiceId: inv.id,
        amountCents: 100,
        providerPaymentId: "pi_x",
      }),
    ).rejects.toThrow(NotFoundError);
  });
});

describe("overdue alerts", () => {
  it("raises one alert per overdue invoice, once", async () => {
    const { ctx, customer } = await moneySetUp();
    // Both sent on 26 December 2025 (net 15): due on 10 January 2026.
    const sentAt = new Date("2025-12-26T20:00:00Z");
    const inv = await sentInvoice(ctx, customer.id, draftInput(), sentAt);
    const paid = await sentInvoice(ctx, customer.id, draftInput(), sentAt);
    await recordPayment(ctx, paid.id, {
      amountCents: INVOICE_TOTAL,
      method: "cash",
      receivedOn: todayIn(ctx.timeZone),
    });
    // The job runs for every company (other test files' too, on a shared PostgreSQL): count this company's alerts.
    const ours = () => ctx.db.select().from(alert).where(eq(alert.companyId, ctx.companyId));
    // On the due date itself it is still on time.
    await raiseOverdueAlerts(ctx, new Date("2026-01-10T20:00:00Z"));
    expect(await ours()).toHaveLength(0);
    const later = new Date("2026-01-12T20:00:00Z");
    expect(await raiseOverdueAlerts(ctx, later)).toBeGreaterThanOrEqual(1);
    await raiseOverdueAlerts(ctx, later);
    const alerts = await ours();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: "invoice overdue", customerId: customer.id });
    // Stored as a keyed message, worded in the reader's language when shown.
    expect(translatorFor("en").text(alerts[0].title)).toBe(`Invoice ${inv.label} is overdue`);
    expect(translatorFor("es").text(alerts[0].title)).toBe(`La factura ${inv.label} está vencida`);
  });
});

describe("statements", () => {
  it("lists open invoices by age with the buckets, and payments in the range; CSV too", async () => {
    const { ctx, customer } = await moneySetUp();
    const today = todayIn(ctx.timeZone);
    // a was sent 60 days ago (net 15): 45 days past due.
    const a = await sentInvoice(ctx, customer.id, draftInput(), new Date(`${addDays(today, -60)}T20:00:00Z`));
    const b = await sentInvoice(ctx, customer.id);
    await recordPayment(ctx, b.id, {
      amountCents: 10_000,
      method: "check",
      reference: "55",
      receivedOn: today,
    });
    const s = await customerStatement(ctx, customer.id);
    expect(s.invoices.map((i) => [i.label, i.bucket, i.balanceCents])).toEqual([
      [a.label, "31-60", INVOICE_TOTAL],
      [b.label, "current", INVOICE_TOTAL - 10_000],
    ]);
    expect(s.aging).toMatchObject({
      current: INVOICE_TOTAL - 10_000,
      "31-60": INVOICE_TOTAL,
      totalCents: 2 * INVOICE_TOTAL - 10_000,
    });
    expect(s.payments.map((p) => p.reference)).toEqual(["55"]);
    expect(s.to).toBe(today);
    const old = await customerStatement(ctx, customer.id, { from: "2020-01-01", to: "2020-12-31" });
    expect(old.payments).toHaveLength(0);
    const swapped = await customerStatement(ctx, customer.id, { from: "2020-12-31", to: "2020-01-01" });
    expect([swapped.from, swapped.to]).toEqual(["2020-01-01", "2020-12-31"]);
    const { csv } = statementCsv(s);
    expect(csv.split("\r\n")).toHaveLength(4);
  });
});

describe("tenancy and permissions", () => {
  it("another company's invoice, payment or customer is not found", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const today = todayIn(ctx.timeZone);
    const { payment: paid } = await recordPayment(ctx, inv.id, {
      amountCents: 1000,
      method: "cash",
      receivedOn: today,
    });
    const { ctx: other } = await newCompany("Other Pools");
    for (const attempt of [
      () => recordPayment(other, inv.id, { amountCents: 100, method: "cash", receivedOn: today }),
      () => removePayment(other, inv.id, paid.id),
      () => refundPayment(other, inv.id, paid.id, 100),
      () => createCreditNote(other, inv.id, { amountCents: 100, reason: "Goodwill" }),
      () => customerStatement(other, customer.id),
    ])
      await expect(attempt()).rejects.toThrow(NotFoundError);
    expect((await listPayments(other, paymentsQuery())).total).toBe(0);
  });

  it("a Technician may not see or record money", async () => {
    const { ctx, customer } = await moneySetUp();
    const inv = await sentInvoice(ctx, customer.id);
    const tech = await newTechnician(ctx);
    const today = todayIn(ctx.timeZone);
    for (const attempt of [
      () => listPayments(tech, paymentsQuery()),
      () => exportPaymentsCsv(tech, paymentsQuery()),
      () => customerStatement(tech, customer.id),
      () => recordPayment(tech, inv.id, { amountCents: 100, method: "cash", receivedOn: today }),
      () => refundPayment(tech, inv.id, "p", 100),
      () => removePayment(tech, inv.id, "p"),
      () => createCreditNote(tech, inv.id, { amountCents: 100, reason: "Goodwill" }),
    ])
      await expect(attempt()).rejects.toThrow(ForbiddenError);
  });
});
