/**
 * Shared set-up of the Stripe domain tests: the in-process Stripe stand-in with the app's environment pointed at it,
 * a company connected to its own (onboarded) account, and an open invoice with a pay link.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { company, invoice, stripeEvent } from "~/db/schema";
import { createCustomer } from "~/domain/customers/customers.server";
import type { TenantContext } from "~/domain/tenant.server";
import { serverPorts } from "~/server/ports.server";
import { customerInput, newCompany } from "../../../tests/db/factories";
import { type StripeStandIn, startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { type StripeEventJson, signWebhookPayload } from "../../../tests/support/stripe-webhooks";
import { appendInvoiceLines, createDraftInvoice, recomputeInvoiceTotals } from "./invoice-records.server";
import { connectStripeAccount } from "./stripe-account.server";
import { handleStripeWebhook } from "./stripe-webhook.server";

export const STRIPE_ENV = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;

/** Starts the stand-in for the test file and points the payments port at it; returns a getter. */
export function setUpStripeStandIn() {
  let standIn: StripeStandIn | undefined;
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    Object.assign(process.env, standIn.env);
  });
  afterAll(async () => {
    for (const name of STRIPE_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error("the stand-in is not started");
    return standIn;
  };
}

export function withoutStripe<T>(work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]]));
  for (const name of STRIPE_ENV) delete process.env[name];
  return work().finally(() => {
    for (const name of STRIPE_ENV) if (saved[name] !== undefined) process.env[name] = saved[name];
  });
}

/** A company that connected Stripe; `onboarded` finishes onboarding (charges enabled) on the stand-in. */
export async function connectedCompany(standIn: StripeStandIn, options: { onboarded?: boolean } = {}) {
  const { ctx, userId } = await newCompany("Stripe Pools");
  await connectStripeAccount(ctx);
  const accountId = await accountOf(ctx);
  if (options.onboarded !== false) {
    await standIn.setAccountStatus(accountId, {
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
    });
    await deliverEvents(standIn, (e) => e.type === "account.updated" && e.account === accountId);
  }
  return { ctx, userId, accountId };
}

export async function accountOf(ctx: TenantContext) {
  const [row] = await ctx.db
    .select({ id: company.stripeAccountId })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  if (!row.id) throw new Error("not connected");
  return row.id;
}

/** An open invoice of `cents` for a new customer of the company, with its pay link token. */
export async function openInvoice(ctx: TenantContext, cents = 12_500) {
  const customer = await createCustomer(ctx, customerInput({ email: "payer@example.com" }));
  const created = await ctx.db.transaction(async (tx) => {
    const draft = await createDraftInvoice(tx, ctx, { customerId: customer.id });
    await appendInvoiceLines(tx, ctx, draft.id, [
      { kind: "manual", description: "Weekly service", quantity: 1, unitPriceCents: cents, taxable: false },
    ]);
    await recomputeInvoiceTotals(tx, ctx, draft.id);
    return draft;
  });
  // Opened by hand, not by sendInvoice: no invoice e-mail queued, so the tests that count the mailbox see only theirs.
  // tenancy: system — test helper, the invoice it just created
  const [row] = await ctx.db
    .update(invoice)
    .set({ status: "open", issuedOn: "2026-05-01", sentAt: new Date() })
    .where(eq(invoice.id, created.id))
    .returning();
  return { invoiceId: row.id, token: row.payToken!, customerId: customer.id, totalCents: row.totalCents };
}

/** Posts the stand-in's recorded events (those `which` picks, not yet delivered by this helper) to the webhook. */
const delivered = new Set<string>();
export async function deliverEvents(standIn: StripeStandIn, which: (event: StripeEventJson) => boolean) {
  const answers = [];
  for (const event of standIn.state.events.filter((e) => which(e) && !delivered.has(e.id))) {
    delivered.add(event.id);
    answers.push(await deliver(event));
  }
  return answers;
}

/** Signs and hands one event to the webhook handler as Stripe's POST would. */
export async function deliver(event: StripeEventJson) {
  const signed = signWebhookPayload(event);
  return handleStripeWebhook({ db: await db(), ports: serverPorts() }, signed.body, signed.header);
}

export async function eventRow(id: string) {
  // tenancy: system — test helper reading a Stripe event row
  const [row] = await (await db()).select().from(stripeEvent).where(eq(stripeEvent.id, id));
  return row;
}
