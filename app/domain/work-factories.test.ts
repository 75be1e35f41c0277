import { describe, expect, it } from "vitest";
import { newCompany } from "../../tests/db/factories";
import { advanceJob, INVOICE_TOTAL, JOB_TOTAL, makeInvoice, makeJob } from "../../tests/db/work-factories";
import { getInvoice } from "./money/invoices.server";
import { jobHistoryOf } from "./operations/job-detail.server";

// The factories of tests/db/work-factories.ts reach each state through the use cases, and only through them.
// Each case walks a whole state machine through the use cases (dozens of queries): a loaded CI machine needs time.
describe("job and invoice factories", { timeout: 90_000 }, () => {
  it("takes a job through its state machine, stage by stage, with its history", async () => {
    const { ctx } = await newCompany("Factory Pools");
    const created = await makeJob(ctx);
    expect(created.job).toMatchObject({ operationStatus: "estimate pending", billingStatus: "draft" });
    expect(created.stop).toBeNull();

    const paid = await makeJob(ctx, { stage: "paid", input: { title: "Heater" } });
    expect(paid.job).toMatchObject({ title: "Heater", operationStatus: "finished", billingStatus: "paid" });
    expect(paid.stop).not.toBeNull();
    expect((await getInvoice(ctx, paid.invoiceId!)).totalCents).toBe(JOB_TOTAL);
    expect((await jobHistoryOf(ctx, paid.job.id)).map((h) => h.action)).toEqual(
      expect.arrayContaining(["created", "skipEstimate", "schedule", "start", "finish", "invoice"]),
    );

    // Further from where it is; never back.
    const moved = await advanceJob(ctx, created.job.id, "in progress");
    expect(moved.job).toMatchObject({ operationStatus: "in progress", billingStatus: "accepted" });
    await expect(advanceJob(ctx, paid.job.id, "scheduled")).rejects.toThrow(/wanted scheduled/);
    expect((await makeJob(ctx, { stage: "cancelled" })).job.operationStatus).toBe("cancelled");
  });

  it("makes an invoice draft, sent, partly paid, paid or void", async () => {
    const { ctx } = await newCompany("Factory Pools");
    expect(await makeInvoice(ctx, { stage: "draft" })).toMatchObject({ status: "draft", sentAt: null });
    expect(await makeInvoice(ctx)).toMatchObject({ status: "open", totalCents: INVOICE_TOTAL, paidCents: 0 });
    expect(await makeInvoice(ctx, { stage: "partly paid", paidCents: 5_000 })).toMatchObject({
      status: "open",
      paidCents: 5_000,
    });
    expect(await makeInvoice(ctx, { stage: "paid" })).toMatchObject({
      status: "paid",
      paidCents: INVOICE_TOTAL,
    });
    expect((await makeInvoice(ctx, { stage: "void" })).status).toBe("void");
  });
});
