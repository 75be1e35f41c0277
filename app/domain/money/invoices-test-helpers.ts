/** Shared set-up of the money tests (not a test file itself, so importing it runs no tests twice). */
import { customerInput, newCompany } from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import type { TenantContext } from "../tenant.server";
import type { DraftInput } from "./invoice-schemas";
import { getInvoice } from "./invoices.server";
import { createManualInvoice, updateDraftInvoice } from "./invoices-drafts.server";
import { sendInvoice } from "./invoices-status.server";

export async function moneySetUp(email: string | null = "dana.reed@example.com") {
  const { ctx } = await newCompany("Invoice Pools");
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed", email }));
  return { ctx, customer };
}

/** Two lines: 2 h labor × 85.00 (not taxed) and a 450.00 motor (taxed): 620.00 + 37.13 tax = 657.13. */
export const draftInput = (overrides: Partial<DraftInput> = {}): DraftInput => ({
  terms: "net 15",
  taxRateBasisPoints: 825,
  notes: "Thank you!",
  lines: [
    { id: null, description: "Labor", quantity: 2, unitPriceCents: 8500, taxable: false },
    { id: null, description: "Pump motor 1.5 HP", quantity: 1, unitPriceCents: 45_000, taxable: true },
  ],
  ...overrides,
});

export const INVOICE_TOTAL = 65_713;

/**
 * A sent invoice of 657.13, due 15 days after it is sent: now, or `sentAt` (issued that day in the company's time zone,
 * so an invoice sent 60 days ago is 45 days past due).
 */
export async function sentInvoice(
  ctx: TenantContext,
  customerId: string,
  input = draftInput(),
  sentAt?: Date,
) {
  const created = await createManualInvoice(ctx, { customerId });
  await updateDraftInvoice(ctx, created.id, input);
  await sendInvoice(ctx, created.id, sentAt);
  return getInvoice(ctx, created.id);
}
