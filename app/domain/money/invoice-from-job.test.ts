import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { job } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
import { advanceJob, makeJob } from "../../../tests/db/work-factories";
import { NotFoundError } from "../errors";
import { jobHistoryOf } from "../operations/job-detail.server";
import { createInvoiceFromJob, invoicesOfJob } from "./invoice-from-job.server";
import { getInvoice } from "./invoices.server";
import { sendInvoice, voidInvoice } from "./invoices-status.server";
import { moneySetUp } from "./invoices-test-helpers";
import { recordPayment } from "./payments.server";

/** A job of 2 h labor × 85.00 (not taxed) and a 450.00 motor (taxed at 8.25 %): 620.00 + 37.13 = 657.13. */
async function jobSetUp() {
  const { ctx, customer } = await moneySetUp();
  const { job: work } = await makeJob(ctx, { customerId: customer.id });
  return { ctx, customer, work };
}

/** The job's visit done: finished by the state machine, its billing accepted (approved without an estimate). */
async function finish(ctx: Awaited<ReturnType<typeof jobSetUp>>["ctx"], jobId: string) {
  await advanceJob(ctx, jobId, "finished");
}

async function billingOf(ctx: Awaited<ReturnType<typeof jobSetUp>>["ctx"], jobId: string) {
  const [row] = await ctx.db.select({ billing: job.billingStatus }).from(job).where(eq(job.id, jobId));
  return row.billing;
}

describe("invoice this job", () => {
  it("carries the job's lines, tax rate and customer into a draft, and the job is invoiced", async () => {
    const { ctx, customer, work } = await jobSetUp();
    await finish(ctx, work.id);
    const draft = await createInvoiceFromJob(ctx, work.id);
    const detail = await getInvoice(ctx, draft.id);
    expect(detail.status).toBe("draft");
    expect(detail.customerId).toBe(customer.id);
    expect(detail.taxRateBasisPoints).toBe(825);
    expect(detail.lines.map((l) => [l.quantity, l.unitPriceCents, l.taxable])).toEqual([
      [2, 8500, false],
      [1, 45_000, true],
    ]);
    expect(detail.lines[1].description).toContain("Pump motor 1.5 HP");
    expect(detail.totalCents).toBe(65_713);
    expect(await billingOf(ctx, work.id)).toBe("invoiced");
    expect((await jobHistoryOf(ctx, work.id))[0].action).toBe("invoice");
    expect((await invoicesOfJob(ctx, work.id)).map((i) => i.id)).toEqual([draft.id]);
    // Billed once: a second "Invoice this job" is refused in words.
    await expect(createInvoiceFromJob(ctx, work.id)).rejects.toMatchObject({ field: "form" });
  });

  it("paying the invoice makes the job's billing paid; voiding an invoice takes it back to accepted", async () => {
    const { ctx, work } = await jobSetUp();
    await finish(ctx, work.id);
    const draft = await createInvoiceFromJob(ctx, work.id);
    await sendInvoice(ctx, draft.id);
    await recordPayment(ctx, draft.id, {
      amountCents: 65_713,
      method: "check",
      reference: "1001",
      receivedOn: todayIn(ctx.timeZone),
    });
    expect(await billingOf(ctx, work.id)).toBe("paid");

    const { work: other, ctx: ctx2 } = await jobSetUp();
    await finish(ctx2, other.id);
    const second = await createInvoiceFromJob(ctx2, other.id);
    await sendInvoice(ctx2, second.id);
    await voidInvoice(ctx2, second.id, "Wrong customer");
    expect(await billingOf(ctx2, other.id)).toBe("accepted");
    // Billable again after the void.
    const again = await createInvoiceFromJob(ctx2, other.id);
    expect(again.totalCents).toBe(65_713);
  });

  it("a deposit, then the final invoice, add up to the job's total and never more", async () => {
    const { ctx, work } = await jobSetUp();
    // Not agreed yet: no deposit.
    await expect(createInvoiceFromJob(ctx, work.id, { deposit: { percent: 30 } })).rejects.toMatchObject({
      field: "deposit",
    });
    await advanceJob(ctx, work.id, "accepted");
    const deposit = await createInvoiceFromJob(ctx, work.id, { deposit: { percent: 30 } });
    expect(deposit.totalCents).toBe(Math.round(65_713 * 0.3));
    // A deposit is money on account: the job's billing does not move.
    expect(await billingOf(ctx, work.id)).toBe("accepted");
    await expect(createInvoiceFromJob(ctx, work.id, { deposit: { percent: 80 } })).rejects.toMatchObject({
      field: "deposit",
    });
    await expect(createInvoiceFromJob(ctx, work.id, { deposit: { percent: 0 } })).rejects.toMatchObject({
      field: "deposit",
    });
    // The whole job waits for the work to be finished.
    await expect(createInvoiceFromJob(ctx, work.id)).rejects.toMatchObject({ field: "form" });
    await finish(ctx, work.id);
    const final = await createInvoiceFromJob(ctx, work.id);
    expect(deposit.totalCents + final.totalCents).toBe(65_713);
    const detail = await getInvoice(ctx, final.id);
    expect(detail.lines.at(-1)?.description).toMatch(/Less deposit INV-/);
    expect((await invoicesOfJob(ctx, work.id)).map((i) => i.id)).toEqual([final.id, deposit.id]);
    // Nothing more once it is invoiced in full.
    await expect(createInvoiceFromJob(ctx, work.id, { deposit: { percent: 10 } })).rejects.toMatchObject({
      field: "deposit",
    });
  });

  it("another company's job is not found", async () => {
    const { work } = await jobSetUp();
    const { ctx: stranger } = await newCompany("Other Pools");
    await expect(createInvoiceFromJob(stranger, work.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
