import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alert, quickbooksConnection, quickbooksSync } from "~/db/schema";
import { createCustomer, updateCustomer } from "~/domain/customers/customers.server";
import { NotFoundError, RuleError } from "~/domain/errors";
import { createCreditNote } from "~/domain/money/credit-notes.server";
import { voidInvoice } from "~/domain/money/invoices-status.server";
import { draftInput, sentInvoice } from "~/domain/money/invoices-test-helpers";
import { recordPayment, refundPayment, removePayment } from "~/domain/money/payments.server";
import type { TenantContext } from "~/domain/tenant.server";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { type QuickbooksStandIn, startQuickbooksStandIn } from "../../../tests/support/quickbooks-stand-in";
import {
  completeQuickbooksConnect,
  disconnectQuickbooks,
  quickbooksOptions,
  startQuickbooksConnect,
} from "./quickbooks-connection.server";
import { saveQuickbooksMappings } from "./quickbooks-mappings.server";
import {
  quickbooksIdsOf,
  quickbooksSyncLog,
  retryAllQuickbooksSync,
  retryQuickbooksSync,
} from "./quickbooks-sync.server";

const ENV = [
  "QBO_CLIENT_ID",
  "QBO_CLIENT_SECRET",
  "QBO_API_BASE",
  "QBO_AUTHORIZE_URL",
  "QBO_TOKEN_URL",
  "QBO_REVOKE_URL",
];
let standIn: QuickbooksStandIn;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  standIn = await startQuickbooksStandIn();
  Object.assign(process.env, standIn.env);
});
afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await standIn.close();
});

/**
 * Connects the company as the callback would, with a code the stand-in's consent page would give; to its own
 * QuickBooks company (realm) when given one, where invoice numbers of other test companies cannot meet its own.
 */
async function connect(ctx: TenantContext, realmId = standIn.realmId) {
  const url = new URL(startQuickbooksConnect(ctx));
  const state = url.searchParams.get("state");
  expect(url.searchParams.get("redirect_uri")).toMatch(/\/company\/settings\/accounting\/callback$/);
  await completeQuickbooksConnect(ctx, {
    code: standIn.issueCode(realmId),
    realmId,
    state,
    error: null,
  });
}

async function connectedCompany(name: string, realmId?: string) {
  const { ctx } = await newCompany(name);
  await connect(ctx, realmId);
  const options = await quickbooksOptions(ctx);
  const income = options.accounts.find((a) => a.name === "Services")!;
  const bank = options.accounts.find((a) => a.name === "Undeposited Funds")!;
  await saveQuickbooksMappings(ctx, {
    incomeAccountRef: income.id,
    depositAccountRef: bank.id,
    taxCodeRef: options.taxCodes[0].id,
    termsRefs: { "net 15": options.terms.find((t) => t.name === "Net 15")!.id },
    rateIncomeRefs: {},
  });
  return ctx;
}

const rowsOf = (ctx: TenantContext) =>
  ctx.db.select().from(quickbooksSync).where(eq(quickbooksSync.companyId, ctx.companyId));

const openSyncAlerts = (ctx: TenantContext) =>
  ctx.db
    .select()
    .from(alert)
    .where(
      and(
        eq(alert.companyId, ctx.companyId),
        eq(alert.kind, "accounting sync failed"),
        isNull(alert.resolvedAt),
      ),
    );

describe("QuickBooks Online", () => {
  it("connects with a state bound to the company and member; tokens are stored sealed", async () => {
    const { ctx } = await newCompany("Sealed Pools");
    await connect(ctx);
    const [row] = await ctx.db
      .select()
      .from(quickbooksConnection)
      .where(eq(quickbooksConnection.companyId, ctx.companyId));
    expect(row.realmId).toBe(standIn.realmId);
    expect(row.accessToken).not.toMatch(/^access-/);
    expect(row.refreshToken).not.toMatch(/^refresh-/);
    expect(row.accessToken.split(".")).toHaveLength(3);
    const options = await quickbooksOptions(ctx);
    expect(options.accounts.map((a) => a.name)).toContain("Services");
  });

  it("refuses another company's state, a forged one and a cancelled consent", async () => {
    const a = await newCompany("State A");
    const b = await newCompany("State B");
    const state = new URL(startQuickbooksConnect(a.ctx)).searchParams.get("state");
    const answer = { code: standIn.issueCode(), realmId: standIn.realmId, state, error: null };
    await expect(completeQuickbooksConnect(b.ctx, answer)).rejects.toThrow(RuleError);
    await expect(completeQuickbooksConnect(a.ctx, { ...answer, state: `${state}x` })).rejects.toThrow(
      "seller.qbo.stateRefused",
    );
    await expect(
      completeQuickbooksConnect(a.ctx, { code: null, realmId: null, state, error: "access_denied" }),
    ).rejects.toThrow("seller.qbo.connectCancelled");
    expect(
      await b.ctx.db
        .select()
        .from(quickbooksConnection)
        .where(eq(quickbooksConnection.companyId, b.ctx.companyId)),
    ).toEqual([]);
  });

  it("pushes a sent invoice with its customer and items, then its payment, with the ids kept", async () => {
    const ctx = await connectedCompany("Push Pools");
    const customer = await createCustomer(ctx, customerInput({ lastName: "Ledger", email: "l@example.com" }));
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();

    const qboCustomers = standIn.records("Customer").filter((c) => c.DisplayName === customer.displayName);
    expect(qboCustomers).toHaveLength(1);
    const invoices = standIn.records("Invoice").filter((i) => i.DocNumber === `INV-${inv.number}`);
    expect(invoices).toHaveLength(1);
    expect(invoices[0].TotalAmt).toBe(657.13);
    expect(invoices[0].CustomerRef).toEqual({ value: qboCustomers[0].Id });
    expect(invoices[0].SalesTermRef).toBeDefined();
    const ids = await quickbooksIdsOf(ctx, "invoice", [inv.id]);
    expect(ids.get(inv.id)).toBe(invoices[0].Id);
    expect((await quickbooksIdsOf(ctx, "customer", [customer.id])).get(customer.id)).toBe(qboCustomers[0].Id);

    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 65_713,
      method: "check",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    const payments = standIn
      .records("Payment")
      .filter(
        (p) => (p.Line as { LinkedTxn: { TxnId: string }[] }[])[0].LinkedTxn[0].TxnId === invoices[0].Id,
      );
    expect(payments).toHaveLength(1);
    expect(payments[0].TotalAmt).toBe(657.13);
    expect((await quickbooksIdsOf(ctx, "payment", [paid.payment.id])).get(paid.payment.id)).toBe(
      payments[0].Id,
    );
    expect(standIn.records("Invoice").find((i) => i.Id === invoices[0].Id)?.Balance).toBe(0);

    const log = await quickbooksSyncLog(ctx);
    expect(log.counts.failed).toBe(0);
    expect(log.rows.map((r) => r.kind).sort()).toEqual(["customer", "invoice", "item", "payment"]);
  });

  it("updates a customer in place when it changes, at its SyncToken", async () => {
    const ctx = await connectedCompany("Update Pools");
    const customer = await createCustomer(ctx, customerInput({ lastName: "Before" }));
    await runQueuedJobs();
    const [first] = await quickbooksIdsOf(ctx, "customer", [customer.id]).then((m) => [...m.values()]);
    await updateCustomer(ctx, customer.id, customerInput({ lastName: "After" }));
    await runQueuedJobs();
    const record = standIn.records("Customer").find((c) => c.Id === first)!;
    expect(record.FamilyName).toBe("After");
    expect(record.SyncToken).toBe("1");
    expect(standIn.records("Customer").filter((c) => String(c.FamilyName).startsWith("Before"))).toHaveLength(
      0,
    );
  });

  it("records a refusal in plain words, raises an alert, and a retry sends it without a duplicate", async () => {
    const ctx = await connectedCompany("Retry Pools");
    const customer = await createCustomer(ctx, customerInput({ lastName: "Retry", email: "r@example.com" }));
    await runQueuedJobs();
    standIn.failNext({
      status: 400,
      code: "6000",
      detail: "The invoice date is in a closed period.",
      entity: "invoice",
    });
    const inv = await sentInvoice(ctx, customer.id, draftInput());
    await runQueuedJobs();

    const failed = (await quickbooksSyncLog(ctx, "failed")).rows;
    expect(failed).toHaveLength(1);
    expect(failed[0].label).toBe(`INV-${inv.number}`);
    expect(failed[0].error).toContain("seller.qbo.error.refused");
    expect(failed[0].error).toContain("closed period");
    expect(failed[0].attempts).toBe(1);
    expect(await openSyncAlerts(ctx)).toHaveLength(1);

    await retryQuickbooksSync(ctx, failed[0].id);
    await runQueuedJobs();
    expect(standIn.records("Invoice").filter((i) => i.DocNumber === `INV-${inv.number}`)).toHaveLength(1);
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(0);
    expect(await openSyncAlerts(ctx)).toHaveLength(0);

    // Sent already: asking again finds it there (by number) and updates it, never a second one.
    await expect(retryQuickbooksSync(ctx, failed[0].id)).rejects.toThrow("seller.qbo.retryNotFailed");
    await ctx.db
      .update(quickbooksSync)
      .set({ quickbooksId: null, status: "failed" })
      .where(eq(quickbooksSync.id, failed[0].id));
    expect(await retryAllQuickbooksSync(ctx)).toBe(1);
    await runQueuedJobs();
    expect(standIn.records("Invoice").filter((i) => i.DocNumber === `INV-${inv.number}`)).toHaveLength(1);
  });

  it("refreshes an expired access token, and a refused refresh asks to reconnect with an alert", async () => {
    const ctx = await connectedCompany("Refresh Pools");
    const [before] = await ctx.db
      .select()
      .from(quickbooksConnection)
      .where(eq(quickbooksConnection.companyId, ctx.companyId));
    standIn.expireAccessTokens();
    await createCustomer(ctx, customerInput({ lastName: "Fresh" }));
    await runQueuedJobs();
    const [after] = await ctx.db
      .select()
      .from(quickbooksConnection)
      .where(eq(quickbooksConnection.companyId, ctx.companyId));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect((await quickbooksSyncLog(ctx, "sent")).rows).toHaveLength(1);

    // The token runs out early, then the grant is revoked: the 401 leads to a refresh, which QuickBooks refuses.
    standIn.expireAccessTokens();
    standIn.revokeRefreshTokens();
    await createCustomer(ctx, customerInput({ lastName: "Stuck" }));
    await runQueuedJobs();
    const [stuck] = await ctx.db
      .select()
      .from(quickbooksConnection)
      .where(eq(quickbooksConnection.companyId, ctx.companyId));
    expect(stuck.status).toBe("reconnect");
    const failed = (await quickbooksSyncLog(ctx, "failed")).rows;
    expect(failed[0].error).toContain("seller.qbo.error.reconnect");
    const alerts = await openSyncAlerts(ctx);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].severity).toBe("critical");

    // Connecting again clears it; the retry goes through.
    await connect(ctx);
    expect(await openSyncAlerts(ctx)).toHaveLength(0);
    await retryAllQuickbooksSync(ctx);
    await runQueuedJobs();
    expect(standIn.records("Customer").filter((c) => c.FamilyName === "Stuck")).toHaveLength(1);
  });

  it("books a rate to its own income account, and sends its item again when the mapping changes", async () => {
    const ctx = await connectedCompany("Rate Pools");
    const options = await quickbooksOptions(ctx);
    const services = options.accounts.find((a) => a.name === "Services")!.id;
    const products = options.accounts.find((a) => a.name === "Sales of Product Income")!.id;
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Rates", email: "rates@example.com" }),
    );
    await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    const [manualRow] = (await rowsOf(ctx)).filter((r) => r.kind === "item");
    const itemOf = () => standIn.records("Item").find((i) => i.Id === manualRow.quickbooksId)!;
    expect(itemOf().IncomeAccountRef).toEqual({ value: services });

    const mapped = { incomeAccountRef: services, depositAccountRef: null, taxCodeRef: null, termsRefs: {} };
    await saveQuickbooksMappings(ctx, { ...mapped, rateIncomeRefs: { manual: products } });
    await runQueuedJobs();
    expect(itemOf().IncomeAccountRef).toEqual({ value: products });
    await expect(
      saveQuickbooksMappings(ctx, { ...mapped, rateIncomeRefs: { manual: "no-such-account" } }),
    ).rejects.toThrow("seller.qbo.mapping.unknownChoice");
  });

  it("voids the invoice in QuickBooks when it is voided here", async () => {
    const ctx = await connectedCompany("Void Pools");
    const customer = await createCustomer(ctx, customerInput({ lastName: "Void", email: "v@example.com" }));
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    await voidInvoice(ctx, inv.id, "Customer moved away");
    await runQueuedJobs();
    const there = standIn.records("Invoice").filter((i) => i.DocNumber === `INV-${inv.number}`);
    expect(there).toHaveLength(1);
    expect(there[0].Balance).toBe(0);
    expect(there[0].PrivateNote).toBe("Voided");
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(0);
  });

  it("pushes a credit note under the credits item", async () => {
    const ctx = await connectedCompany("Credit Pools");
    const customer = await createCustomer(ctx, customerInput({ lastName: "Credit", email: "c@example.com" }));
    const inv = await sentInvoice(ctx, customer.id);
    const { creditNote } = await createCreditNote(ctx, inv.id, { amountCents: 1_000, reason: "Late visit" });
    await runQueuedJobs();
    const memos = standIn
      .records("CreditMemo")
      .filter((m) => m.DocNumber === creditNote.label && m.PrivateNote === `INV-${inv.number}: Late visit`);
    expect(memos).toHaveLength(1);
    expect(memos[0].TotalAmt).toBe(10);
  });

  it("applies a credit note to its invoice once, as a payment of 0 linking both", async () => {
    const realm = "realm-applied";
    const ctx = await connectedCompany("Applied Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Applied", email: "ap@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    // The application fails the first time: the memo is in QuickBooks, the credit note's row is failed.
    standIn.failNext({ status: 400, code: "6000", detail: "Try again later.", entity: "payment" });
    const { creditNote } = await createCreditNote(ctx, inv.id, {
      amountCents: 5_713,
      reason: "Missed visit",
    });
    await runQueuedJobs();
    const memos = () => standIn.records("CreditMemo", realm).filter((m) => m.DocNumber === creditNote.label);
    expect(memos()).toHaveLength(1);
    const memoId = memos()[0].Id;
    const applications = () =>
      standIn
        .records("Payment", realm)
        .filter((p) =>
          (p.Line as { LinkedTxn: { TxnId: string }[] }[]).some((l) => l.LinkedTxn[0].TxnId === memoId),
        );
    expect(applications()).toHaveLength(0);
    const [failed] = (await quickbooksSyncLog(ctx, "failed")).rows;
    expect(failed.label).toBe(creditNote.label);

    await retryQuickbooksSync(ctx, failed.id);
    await runQueuedJobs();
    expect(memos()).toHaveLength(1);
    expect(applications()).toHaveLength(1);
    const invoiceThere = standIn.records("Invoice", realm).find((i) => i.DocNumber === `INV-${inv.number}`)!;
    expect(applications()[0].TotalAmt).toBe(0);
    expect(applications()[0].Line).toEqual([
      { Amount: 57.13, LinkedTxn: [{ TxnId: invoiceThere.Id, TxnType: "Invoice" }] },
      { Amount: 57.13, LinkedTxn: [{ TxnId: memoId, TxnType: "CreditMemo" }] },
    ]);
    expect(invoiceThere.Balance).toBe(600);
    expect(memos()[0].Balance).toBe(0);
    const applied = (await rowsOf(ctx)).find((r) => r.recordId === `apply:${creditNote.id}`)!;
    expect(applied).toMatchObject({
      kind: "payment",
      status: "sent",
      label: `${creditNote.label} → INV-${inv.number}`,
    });

    // Sent again (a retry after a lost answer): the memo is updated, the application is not made twice.
    await ctx.db
      .update(quickbooksSync)
      .set({ status: "failed" })
      .where(and(eq(quickbooksSync.companyId, ctx.companyId), eq(quickbooksSync.kind, "credit note")));
    expect(await retryAllQuickbooksSync(ctx)).toBe(1);
    await runQueuedJobs();
    expect(memos()).toHaveLength(1);
    expect(applications()).toHaveLength(1);
    expect(standIn.records("Invoice", realm).find((i) => i.Id === invoiceThere.Id)?.Balance).toBe(600);
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(0);
  });

  it("deletes a removed payment in QuickBooks, so the invoice owes again there; deleting again is harmless", async () => {
    const realm = "realm-removed";
    const ctx = await connectedCompany("Removed Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Removed", email: "rm@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 20_000,
      method: "check",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    const invoiceThere = () =>
      standIn.records("Invoice", realm).find((i) => i.DocNumber === `INV-${inv.number}`)!;
    expect(invoiceThere().Balance).toBe(457.13);
    const qboId = (await quickbooksIdsOf(ctx, "payment", [paid.payment.id])).get(paid.payment.id)!;

    await removePayment(ctx, inv.id, paid.payment.id);
    await runQueuedJobs();
    expect(standIn.records("Payment", realm).find((p) => p.Id === qboId)).toBeUndefined();
    expect(invoiceThere().Balance).toBe(657.13);
    const rowOf = async () => (await rowsOf(ctx)).find((r) => r.recordId === paid.payment.id)!;
    expect(await rowOf()).toMatchObject({ status: "removed", quickbooksId: null, error: null });
    const log = await quickbooksSyncLog(ctx);
    expect(log.counts).toMatchObject({ removed: 1, failed: 0 });

    // The delete's answer was lost: sent again, QuickBooks no longer has it, and that is what was asked.
    await ctx.db
      .update(quickbooksSync)
      .set({ status: "failed", quickbooksId: qboId })
      .where(eq(quickbooksSync.id, (await rowOf()).id));
    await retryAllQuickbooksSync(ctx);
    await runQueuedJobs();
    expect(await rowOf()).toMatchObject({ status: "removed", quickbooksId: null });
    expect(invoiceThere().Balance).toBe(657.13);
    expect(await openSyncAlerts(ctx)).toHaveLength(0);
  });

  it("a payment whose answer was lost is sent again under its request id: one payment there, its id kept", async () => {
    const realm = "realm-lost-answer";
    const ctx = await connectedCompany("Lost Answer Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Lost", email: "lost@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();

    // QuickBooks makes the payment, and the answer never arrives. Payments have no unique name to look for.
    standIn.loseNextAnswer();
    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 10_000,
      method: "check",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    expect(standIn.records("Payment", realm)).toHaveLength(1);
    const rowOf = async () => (await rowsOf(ctx)).find((r) => r.recordId === paid.payment.id)!;
    const failed = await rowOf();
    expect(failed).toMatchObject({ status: "failed", quickbooksId: null });
    expect(failed.pendingRequestId).toBeTruthy();

    await retryQuickbooksSync(ctx, failed.id);
    await runQueuedJobs();
    const payments = standIn.records("Payment", realm);
    expect(payments).toHaveLength(1);
    expect(await rowOf()).toMatchObject({
      status: "sent",
      quickbooksId: payments[0].Id,
      pendingRequestId: null,
    });
    expect(standIn.records("Invoice", realm).find((i) => i.DocNumber === `INV-${inv.number}`)?.Balance).toBe(
      557.13,
    );
  });

  it("a refused create asks again under a new request id, so the refusal is not replayed", async () => {
    const realm = "realm-refused-create";
    const ctx = await connectedCompany("Refused Create Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Refused", email: "rf@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    standIn.failNext({
      status: 400,
      code: "6000",
      detail: "The payment date is in a closed period.",
      entity: "payment",
    });
    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 10_000,
      method: "check",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    const rowOf = async () => (await rowsOf(ctx)).find((r) => r.recordId === paid.payment.id)!;
    expect(await rowOf()).toMatchObject({ status: "failed", pendingRequestId: null });
    await retryQuickbooksSync(ctx, (await rowOf()).id);
    await runQueuedJobs();
    expect(standIn.records("Payment", realm)).toHaveLength(1);
    expect(await rowOf()).toMatchObject({ status: "sent", pendingRequestId: null });
  });

  it("a payment removed before it reached QuickBooks reads removed, never failed", async () => {
    const realm = "realm-unsent";
    const ctx = await connectedCompany("Unsent Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Unsent", email: "un@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    await runQueuedJobs();
    const before = standIn.records("Payment", realm).length;

    // Removed while its push is still queued.
    const quick = await recordPayment(ctx, inv.id, {
      amountCents: 1_000,
      method: "cash",
      receivedOn: "2026-01-02",
    });
    await removePayment(ctx, inv.id, quick.payment.id);
    // Refused by QuickBooks, then removed.
    standIn.failNext({ status: 400, code: "6000", detail: "Closed period.", entity: "payment" });
    const refused = await recordPayment(ctx, inv.id, {
      amountCents: 2_000,
      method: "cash",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(1);
    await removePayment(ctx, inv.id, refused.payment.id);
    await runQueuedJobs();

    expect(standIn.records("Payment", realm)).toHaveLength(before);
    const rows = (await rowsOf(ctx)).filter((r) => r.kind === "payment");
    expect(rows.map((r) => r.status)).toEqual(["removed", "removed"]);
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(0);
    expect(await openSyncAlerts(ctx)).toHaveLength(0);
  });

  it("a refund sends the payment at its net amount; a payment refunded in full is deleted there", async () => {
    const realm = "realm-refund";
    const ctx = await connectedCompany("Refund Pools", realm);
    const customer = await createCustomer(
      ctx,
      customerInput({ lastName: "Refund", email: "rf@example.com" }),
    );
    const inv = await sentInvoice(ctx, customer.id);
    const paid = await recordPayment(ctx, inv.id, {
      amountCents: 65_713,
      method: "check",
      receivedOn: "2026-01-02",
    });
    await runQueuedJobs();
    const qboId = (await quickbooksIdsOf(ctx, "payment", [paid.payment.id])).get(paid.payment.id)!;
    const invoiceThere = () =>
      standIn.records("Invoice", realm).find((i) => i.DocNumber === `INV-${inv.number}`)!;
    const paymentsOfInvoice = () =>
      standIn
        .records("Payment", realm)
        .filter((p) =>
          (p.Line as { LinkedTxn: { TxnId: string }[] }[]).some(
            (l) => l.LinkedTxn[0].TxnId === invoiceThere().Id,
          ),
        );
    expect(invoiceThere().Balance).toBe(0);

    await refundPayment(ctx, inv.id, paid.payment.id, 15_713);
    await runQueuedJobs();
    expect(paymentsOfInvoice()).toHaveLength(1);
    expect(paymentsOfInvoice()[0]).toMatchObject({ Id: qboId, TotalAmt: 500, SyncToken: "1" });
    expect(invoiceThere().Balance).toBe(157.13);

    // Sent again: updated at its SyncToken, never a second payment, the balance unchanged.
    const rowId = (await rowsOf(ctx)).find((r) => r.recordId === paid.payment.id)!.id;
    await ctx.db.update(quickbooksSync).set({ status: "failed" }).where(eq(quickbooksSync.id, rowId));
    await retryAllQuickbooksSync(ctx);
    await runQueuedJobs();
    expect(paymentsOfInvoice()).toHaveLength(1);
    expect(paymentsOfInvoice()[0]).toMatchObject({ Id: qboId, TotalAmt: 500, SyncToken: "2" });
    expect(invoiceThere().Balance).toBe(157.13);

    await refundPayment(ctx, inv.id, paid.payment.id, 50_000);
    await runQueuedJobs();
    expect(paymentsOfInvoice()).toHaveLength(0);
    expect(invoiceThere().Balance).toBe(657.13);
    const [row] = (await rowsOf(ctx)).filter((r) => r.id === rowId);
    expect(row).toMatchObject({ status: "removed", quickbooksId: null });
    expect((await quickbooksSyncLog(ctx, "failed")).rows).toHaveLength(0);
  });

  it("disconnects (the grant revoked); nothing more is queued", async () => {
    const ctx = await connectedCompany("Gone Pools");
    await disconnectQuickbooks(ctx);
    expect(
      await ctx.db
        .select()
        .from(quickbooksConnection)
        .where(eq(quickbooksConnection.companyId, ctx.companyId)),
    ).toEqual([]);
    await createCustomer(ctx, customerInput({ lastName: "Unsynced" }));
    expect(await rowsOf(ctx)).toEqual([]);
  });

  it("does not queue for a company that never connected", async () => {
    const { ctx } = await newCompany("Offline Pools");
    await createCustomer(ctx, customerInput({ lastName: "Local" }));
    expect(await rowsOf(ctx)).toEqual([]);
  });

  it("another company's log row is not found, and its retry is refused", async () => {
    const a = await connectedCompany("Tenant A");
    const b = await connectedCompany("Tenant B");
    standIn.failNext({
      status: 400,
      code: "6240",
      detail: "The name supplied already exists.",
      entity: "customer",
    });
    await createCustomer(a, customerInput({ lastName: "Private" }));
    await runQueuedJobs();
    const [row] = (await quickbooksSyncLog(a, "failed")).rows;
    expect(row.error).toContain("seller.qbo.error.duplicateName");
    expect((await quickbooksSyncLog(b)).rows.find((r) => r.id === row.id)).toBeUndefined();
    await expect(retryQuickbooksSync(b, row.id)).rejects.toThrow(NotFoundError);
    expect(await retryAllQuickbooksSync(b)).toBe(0);
    expect((await quickbooksSyncLog(a, "failed")).rows).toHaveLength(1);
  });
});
