import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { parseListQuery } from "~/core/listing/list-query";
import { invoiceLine, job, serviceStop } from "~/db/schema";
import { config } from "~/server/config.server";
import { listDevMailbox } from "~/server/mail.server";
import { customerInput, locationInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { makeJob } from "../../../tests/db/work-factories";
import { createCustomer, setCustomerArchived } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { jobHistoryOf } from "../operations/job-detail.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { appendInvoiceLines, createDraftInvoice, moveJobs } from "./invoice-records.server";
import { getInvoice, invoiceListFilters, invoiceSorts, listInvoices } from "./invoices.server";
import { findInvoiceByPayToken, getPublicInvoice, invoiceDocumentFor } from "./invoices-document.server";
import { createManualInvoice, deleteDraftInvoice, updateDraftInvoice } from "./invoices-drafts.server";
import { markInvoiceUncollectible, sendInvoice, voidInvoice } from "./invoices-status.server";
import { draftInput, moneySetUp, sentInvoice } from "./invoices-test-helpers";
import { recordPayment } from "./payments.server";

beforeEach(async () => {
  await runQueuedJobs(); // e-mails earlier tests queued go out before the mail is cleared
  fs.rmSync(path.join(config.dataDir, "mail"), { recursive: true, force: true });
});

const setUp = moneySetUp;
const draft = draftInput;

const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: invoiceSorts,
    defaultSort: "number",
    defaultDir: "desc",
    filters: invoiceListFilters,
  });

describe("drafts", () => {
  it("creates a numbered manual draft and keeps its totals equal to the lines through edits", async () => {
    const { ctx, customer } = await setUp();
    const first = await createManualInvoice(ctx, { customerId: customer.id });
    const second = await createManualInvoice(ctx, { customerId: customer.id });
    expect(second.number).toBe(first.number + 1);
    expect(first.status).toBe("draft");

    let saved = await updateDraftInvoice(ctx, first.id, draft());
    expect([saved.subtotalCents, saved.taxCents, saved.totalCents]).toEqual([62_000, 3713, 65_713]);

    const detail = await getInvoice(ctx, first.id);
    expect(detail.label).toBe(`INV-${first.number}`);
    expect(detail.lines.map((l) => l.amountCents)).toEqual([17_000, 45_000]);
    // Edit the motor line, drop labor, add a discount; tax follows the taxable lines only.
    saved = await updateDraftInvoice(
      ctx,
      first.id,
      draft({
        taxRateBasisPoints: 887,
        lines: [
          { ...detail.lines[1], id: detail.lines[1].id, quantity: 2 },
          { id: null, description: "Loyalty discount", quantity: 1, unitPriceCents: -5000, taxable: false },
        ],
      }),
    );
    expect([saved.subtotalCents, saved.taxCents, saved.totalCents]).toEqual([85_000, 7983, 92_983]);
    const after = await getInvoice(ctx, first.id);
    expect(after.lines.map((l) => [l.position, l.description])).toEqual([
      [0, "Pump motor 1.5 HP"],
      [1, "Loyalty discount"],
    ]);
    expect(after.lines[0].id).toBe(detail.lines[1].id);
  });

  it("refuses bad input, lines of another invoice, and edits once sent", async () => {
    const { ctx, customer } = await setUp();
    const inv = await createManualInvoice(ctx, { customerId: customer.id });
    await expect(
      updateDraftInvoice(
        ctx,
        inv.id,
        draft({ lines: [{ id: null, description: "", quantity: 1, unitPriceCents: 1, taxable: false }] }),
      ),
    ).rejects.toThrow(RuleError);
    await expect(
      updateDraftInvoice(
        ctx,
        inv.id,
        draft({ lines: [{ id: "nope", description: "x", quantity: 1, unitPriceCents: 1, taxable: false }] }),
      ),
    ).rejects.toMatchObject({ field: "lines.0.description" });
    await expect(
      updateDraftInvoice(
        ctx,
        inv.id,
        draft({
          lines: [
            { id: null, description: "Huge", quantity: 100_000, unitPriceCents: 9_999_999, taxable: false },
          ],
        }),
      ),
    ).rejects.toMatchObject({ field: "lines.0.quantity" });
    await updateDraftInvoice(ctx, inv.id, draft());
    await sendInvoice(ctx, inv.id);
    await expect(updateDraftInvoice(ctx, inv.id, draft())).rejects.toThrow(
      /seller\.rules\.onlyDraftEditable/,
    );
    await expect(deleteDraftInvoice(ctx, inv.id)).rejects.toThrow(
      keyed("money.rules.deleteVoidInstead", { status: "open" }),
    );
  });

  it("refuses another company's or an archived customer", async () => {
    const { ctx, customer } = await setUp();
    const other = await setUp();
    await expect(createManualInvoice(ctx, { customerId: other.customer.id })).rejects.toMatchObject({
      field: "customer",
    });
    await setCustomerArchived(ctx, customer.id, true);
    await expect(createManualInvoice(ctx, { customerId: customer.id })).rejects.toThrow(
      "seller.rules.customerArchived",
    );
  });
});

describe("sending", () => {
  it("issues today, dues by terms, e-mails the PDF and pay link; re-sends; the link then answers", async () => {
    const { ctx, customer } = await setUp();
    const created = await createManualInvoice(ctx, { customerId: customer.id });
    await updateDraftInvoice(ctx, created.id, draft());
    const reloaded = await getInvoice(ctx, created.id);
    expect(reloaded.payUrl).toBeNull();
    expect(await findInvoiceByPayToken(ctx, reloaded.payToken!)).toBeNull();

    const { invoice: sent } = await sendInvoice(ctx, created.id);
    // The e-mail goes through the job queue: nothing is sent until a worker runs it.
    expect(await listDevMailbox()).toEqual([]);
    expect(await runQueuedJobs()).toBe(1);
    const today = todayIn(ctx.timeZone);
    expect(sent.status).toBe("open");
    expect(sent.issuedOn).toBe(today);
    expect(sent.dueOn).toBe(addDays(today, 15));
    const [mail] = await listDevMailbox();
    expect(mail.to).toBe("dana.reed@example.com");
    expect(mail.subject).toContain(`Invoice INV-${created.number}`);
    expect(mail.text).toContain(`/invoice/${sent.payToken}`);
    // Greeted by first name, not by the "Reed, Dana" display name.
    expect(mail.text.split("\n")[0]).toBe("Hello Dana,");
    expect(mail.html).toContain("<p>Hello Dana,</p>");
    expect(mail.attachments?.[0]).toMatchObject({ contentType: "application/pdf" });
    expect(mail.attachments![0].size).toBeGreaterThan(1000);

    const { reminder } = await sendInvoice(ctx, created.id);
    await runQueuedJobs();
    expect(reminder).toBe(true);
    expect((await listDevMailbox()).length).toBe(2);

    const pay = await findInvoiceByPayToken(ctx, sent.payToken!);
    expect(pay).toMatchObject({
      id: created.id,
      companyId: ctx.companyId,
      balanceCents: 65_713,
      payable: true,
    });
    const doc = await getPublicInvoice(ctx, sent.payToken!);
    expect(doc).toMatchObject({
      label: `INV-${created.number}`,
      balanceCents: 65_713,
      dueOn: addDays(today, 15),
    });
    expect(await getPublicInvoice(ctx, "x".repeat(32))).toBeNull();
  });

  it("refuses without the customer's e-mail or without lines, changing nothing; a $0 invoice is paid when sent", async () => {
    const { ctx, customer } = await setUp(null);
    const inv = await createManualInvoice(ctx, { customerId: customer.id });
    await expect(sendInvoice(ctx, inv.id)).rejects.toThrow("seller.rules.addLineFirst");
    await updateDraftInvoice(ctx, inv.id, draft());
    await expect(sendInvoice(ctx, inv.id)).rejects.toThrow(/seller\.rules\.customerNoEmail/);
    expect((await getInvoice(ctx, inv.id)).status).toBe("draft");

    const withMail = await setUp();
    const free = await createManualInvoice(withMail.ctx, { customerId: withMail.customer.id });
    await updateDraftInvoice(
      withMail.ctx,
      free.id,
      draft({
        lines: [{ id: null, description: "Warranty visit", quantity: 1, unitPriceCents: 0, taxable: false }],
      }),
    );
    const { invoice: sent } = await sendInvoice(withMail.ctx, free.id);
    expect(sent.status).toBe("paid");
    expect(sent.paidAt).not.toBeNull();
  });
});

describe("void, uncollectible, delete", () => {
  it("void releases source keys: the stop, job and work can be billed again", async () => {
    const { ctx, customer } = await setUp();
    const location = await createLocation(ctx, customer.id, locationInput());
    const tech = await newTechnician(ctx);
    const stop = await createServiceStop(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      estimatedMinutes: null,
      description: "",
      serviceDate: "2026-11-20",
    });
    const { job: work } = await makeJob(ctx, {
      customerId: customer.id,
      stage: "finished",
      input: { title: "Fix leak", taxRateBasisPoints: 0, lines: [] },
    });
    // A finished job the billing run bills (below, as the run does: its line, then the job moved to invoiced).
    const inv = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      await appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Weekly service",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: `stop:${stop.id}`,
        },
        {
          kind: "job",
          description: "Fix leak",
          quantity: 1,
          unitPriceCents: 9000,
          taxable: false,
          sourceKey: `job:${work.id}`,
          jobId: work.id,
        },
      ]);
      await moveJobs(tx, ctx, [work.id], "invoice", d.id);
      return d;
    });
    // As the billing run does: the stop is claimed by the invoice (the run's own step, markBilled, is not exported;
    // the run itself is billing-run.test.ts).
    await ctx.db
      .update(serviceStop)
      .set({ billed: true, invoiceId: inv.id })
      .where(eq(serviceStop.id, stop.id));
    // Billed once: a second invoice can't take the same stop.
    const again = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      return appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Weekly service",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: `stop:${stop.id}`,
        },
      ]);
    });
    expect(again).toHaveLength(0);

    await expect(voidInvoice(ctx, inv.id, "")).rejects.toMatchObject({ field: "reason" });
    const voided = await voidInvoice(ctx, inv.id, "Billed the wrong customer");
    expect(voided).toMatchObject({ status: "void", voidReason: "Billed the wrong customer" });
    const lines = await ctx.db.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, inv.id));
    expect(lines.map((l) => [l.sourceKey, l.releasedSourceKey])).toEqual(
      expect.arrayContaining([
        [null, `stop:${stop.id}`],
        [null, `job:${work.id}`],
      ]),
    );
    const [stopAfter] = await ctx.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    expect(stopAfter.billed).toBe(false);
    const [jobAfter] = await ctx.db.select().from(job).where(eq(job.id, work.id));
    expect(jobAfter.billingStatus).toBe("accepted");

    const rebilled = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      return appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Weekly service",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: `stop:${stop.id}`,
        },
      ]);
    });
    expect(rebilled).toHaveLength(1);
    await expect(voidInvoice(ctx, inv.id, "twice")).rejects.toThrow(
      keyed("money.rules.notPossible", { action: "void", status: "void" }),
    );
  });

  it("removing a job's line from a draft puts the job back to accepted, with a history line", async () => {
    const { ctx, customer } = await setUp();
    const { job: work } = await makeJob(ctx, {
      customerId: customer.id,
      stage: "finished",
      input: { title: "Fix leak", taxRateBasisPoints: 0, lines: [] },
    });
    const inv = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      await appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "job",
          description: "Fix leak",
          quantity: 1,
          unitPriceCents: 9000,
          taxable: false,
          sourceKey: `job:${work.id}`,
          jobId: work.id,
        },
      ]);
      await moveJobs(tx, ctx, [work.id], "invoice", d.id);
      return d;
    });
    await updateDraftInvoice(ctx, inv.id, draft({ lines: [] }));
    const [after] = await ctx.db.select().from(job).where(eq(job.id, work.id));
    expect(after.billingStatus).toBe("accepted");
    const history = await jobHistoryOf(ctx, work.id);
    expect(history[0].action).toBe("invoiceVoided");
  });

  it("deleting a draft frees its sources; removing a sourced line from a draft does too", async () => {
    const { ctx, customer } = await setUp();
    const inv = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      await appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Visit",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: "stop:x",
        },
        {
          kind: "stop",
          description: "Visit",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: "stop:y",
        },
      ]);
      return d;
    });
    const lines = (await getInvoice(ctx, inv.id)).lines;
    await updateDraftInvoice(ctx, inv.id, draft({ lines: [{ ...lines[0], id: lines[0].id }] }));
    const inv2 = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      return appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Visit",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: "stop:y",
        },
        {
          kind: "stop",
          description: "Visit",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: "stop:x",
        },
      ]);
    });
    expect(inv2.map((l) => l.sourceKey)).toEqual(["stop:y"]);
    await deleteDraftInvoice(ctx, inv.id);
    await expect(getInvoice(ctx, inv.id)).rejects.toThrow(NotFoundError);
    const [freed] = await ctx.db.transaction(async (tx) => {
      const d = await createDraftInvoice(tx, ctx, { customerId: customer.id });
      return appendInvoiceLines(tx, ctx, d.id, [
        {
          kind: "stop",
          description: "Visit",
          quantity: 1,
          unitPriceCents: 4000,
          taxable: false,
          sourceKey: "stop:x",
        },
      ]);
    });
    expect(freed.sourceKey).toBe("stop:x");
  });

  it("marks an open invoice uncollectible; void is refused while money paid is not refunded", async () => {
    const { ctx, customer } = await setUp();
    const inv = await sentInvoice(ctx, customer.id);
    await recordPayment(ctx, inv.id, {
      amountCents: 1000,
      method: "cash",
      receivedOn: todayIn(ctx.timeZone),
    });
    await expect(voidInvoice(ctx, inv.id, "Wrong")).rejects.toThrow(
      keyed("money.rules.refundBeforeVoid", { amount: { cents: 1000, currency: ctx.currency } }),
    );
    const written = await markInvoiceUncollectible(ctx, inv.id);
    expect(written.status).toBe("uncollectible");
    await expect(markInvoiceUncollectible(ctx, inv.id)).rejects.toThrow(RuleError);
  });
});

describe("the list", () => {
  it("searches by number and customer, filters derived statuses, pages", async () => {
    const { ctx, customer } = await setUp();
    const other = await createCustomer(ctx, customerInput({ lastName: "Zimmer", email: "z@example.com" }));
    const a = await sentInvoice(ctx, customer.id);
    // b was sent on 17 December 2019 (net 15): past due since 1 January 2020.
    const b = await sentInvoice(ctx, other.id, draftInput(), new Date("2019-12-17T20:00:00Z"));
    const d = await createManualInvoice(ctx, { customerId: other.id });
    await recordPayment(ctx, a.id, {
      amountCents: 5000,
      method: "check",
      reference: "1001",
      receivedOn: todayIn(ctx.timeZone),
    });

    const all = await listInvoices(ctx, query());
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual([d.id, b.id, a.id]);
    expect(all.outstandingCents).toBe(65_713 * 2 - 5000);
    expect(all.overdueCents).toBe(65_713);
    const byStatus = async (status: string) =>
      (await listInvoices(ctx, query({ status }))).rows.map((r) => r.id);
    expect(await byStatus("overdue")).toEqual([b.id]);
    expect(await byStatus("partly paid")).toEqual([a.id]);
    expect(await byStatus("draft")).toEqual([d.id]);
    expect(await byStatus("nonsense")).toHaveLength(3);
    expect((await listInvoices(ctx, query({ q: a.label }))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listInvoices(ctx, query({ q: "zimm" }))).rows.map((r) => r.id)).toEqual([d.id, b.id]);
    expect(
      (await listInvoices(ctx, query({ customer: customer.id }))).rows.map((r) => r.displayStatus),
    ).toEqual(["partly paid"]);
    expect((await listInvoices(ctx, query({ from: "2999-01-01" }))).total).toBe(0);
    expect((await listInvoices(ctx, query({ from: "not a date" }))).total).toBe(3);
    expect((await listInvoices(ctx, query({ pageSize: "25", page: "2" }))).rows).toHaveLength(0);
  });
});

describe("tenancy and permissions", () => {
  it("another company's invoice is not found by any function", async () => {
    const a = await setUp();
    const inv = await sentInvoice(a.ctx, a.customer.id);
    const { ctx: b } = await newCompany("Other Pools");
    const today = todayIn(b.timeZone);
    const attempts = [
      () => getInvoice(b, inv.id),
      () => invoiceDocumentFor(b, inv.id),
      () => updateDraftInvoice(b, inv.id, draft()),
      () => deleteDraftInvoice(b, inv.id),
      () => sendInvoice(b, inv.id),
      () => voidInvoice(b, inv.id, "Not ours"),
      () => markInvoiceUncollectible(b, inv.id),
      () => recordPayment(b, inv.id, { amountCents: 100, method: "cash", receivedOn: today }),
    ];
    // Thunks: each call starts only when awaited, so no rejection goes unhandled meanwhile.
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(NotFoundError);
    expect((await listInvoices(b, query())).total).toBe(0);
  });

  it("a Technician (no money:read) may not see or change invoices", async () => {
    const { ctx, customer } = await setUp();
    const tech = await newTechnician(ctx);
    const inv = await createManualInvoice(ctx, { customerId: customer.id });
    await expect(listInvoices(tech, query())).rejects.toThrow(ForbiddenError);
    await expect(getInvoice(tech, inv.id)).rejects.toThrow(ForbiddenError);
    await expect(invoiceDocumentFor(tech, inv.id)).rejects.toThrow(ForbiddenError);
    await expect(createManualInvoice(tech, { customerId: customer.id })).rejects.toThrow(ForbiddenError);
    await expect(updateDraftInvoice(tech, inv.id, draft())).rejects.toThrow(ForbiddenError);
    await expect(sendInvoice(tech, inv.id)).rejects.toThrow(ForbiddenError);
    await expect(deleteDraftInvoice(tech, inv.id)).rejects.toThrow(ForbiddenError);
    await expect(voidInvoice(tech, inv.id, "reason")).rejects.toThrow(ForbiddenError);
  });
});
