/**
 * Stops, jobs and invoices for domain tests, made through the use cases a person would go through — never by inserting
 * a row with a status — so a test starts from a state the product can actually reach (issue 24 §5). Each factory takes
 * the company's owner context, has defaults for everything and takes overrides, and a clock (`on`, `at`, `sentAt`,
 * `visitDate`) for a test that needs the past: the use cases it calls take their `now`.
 */
import { eq } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import type { BillingStatus, OperationStatus } from "~/core/operations/job-status";
import { invoice, job, serviceStop } from "~/db/schema";
import { createCustomer } from "~/domain/customers/customers.server";
import { createLocation } from "~/domain/locations/locations.server";
import { createInvoiceFromJob, invoicesOfJob } from "~/domain/money/invoice-from-job.server";
import type { DraftInput } from "~/domain/money/invoice-schemas";
import { createManualInvoice, updateDraftInvoice } from "~/domain/money/invoices-drafts.server";
import { sendInvoice, voidInvoice } from "~/domain/money/invoices-status.server";
import { recordPayment } from "~/domain/money/payments.server";
import { takeJobAction } from "~/domain/operations/job-actions.server";
import { createJob } from "~/domain/operations/job-editing.server";
import type { JobInput } from "~/domain/operations/job-schemas";
import { jobVisitScheduled } from "~/domain/operations/job-visits.server";
import { createServiceStop } from "~/domain/service/schedule-stop.server";
import type { VisitInput } from "~/domain/service/stop-schemas";
import { arriveAtStop, recordVisit, skipStop } from "~/domain/service/stop-visit.server";
import type { TenantContext } from "~/domain/tenant.server";
import { customerInput, locationInput } from "./factories";

let visitKeys = 0;

async function customerIdOf(ctx: TenantContext, customerId: string | undefined) {
  return customerId ?? (await createCustomer(ctx, customerInput())).id;
}

// ─── Jobs ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** A repair of 2 h labor × 85.00 (not taxed) and a 450.00 motor (taxed at 8.25 %): 620.00 + 37.13 = 657.13. */
export function jobInput(customerId: string, overrides: Partial<JobInput> = {}): JobInput {
  return {
    customerId,
    serviceLocationId: null,
    bodyOfWaterId: null,
    equipmentId: null,
    type: "repair",
    title: "Replace pump motor",
    description: "",
    taxRateBasisPoints: 825,
    tasks: [],
    lines: [
      {
        kind: "labor",
        itemId: null,
        description: "Labor",
        quantity: 2,
        unitPriceCents: 8500,
        unitCostCents: 3000,
        taxable: false,
      },
      {
        kind: "item",
        itemId: null,
        description: "Pump motor 1.5 HP",
        quantity: 1,
        unitPriceCents: 45_000,
        unitCostCents: 30_000,
        taxable: true,
      },
    ],
    ...overrides,
  };
}

export const JOB_TOTAL = 65_713;

/**
 * How far a job is taken, in the order its state machine allows (core/operations/job-status.ts):
 * created ("estimate pending", billing draft) → accepted (approved without an estimate: unscheduled) → scheduled (one
 * visit booked) → in progress (the technician arrived) → finished (the visit recorded as finished) → invoiced (a
 * draft invoice made from the job) → paid (that invoice sent and paid in full). "cancelled" cancels an accepted job.
 */
export type JobStage =
  | "created"
  | "accepted"
  | "scheduled"
  | "in progress"
  | "finished"
  | "invoiced"
  | "paid"
  | "cancelled";

const stageOrder: JobStage[] = [
  "created",
  "accepted",
  "scheduled",
  "in progress",
  "finished",
  "invoiced",
  "paid",
];

/** The job's operation and billing status at each stage. */
const reached: Record<JobStage, [OperationStatus, BillingStatus]> = {
  created: ["estimate pending", "draft"],
  accepted: ["unscheduled", "accepted"],
  scheduled: ["scheduled", "accepted"],
  "in progress": ["in progress", "accepted"],
  finished: ["finished", "accepted"],
  invoiced: ["finished", "invoiced"],
  paid: ["finished", "paid"],
  cancelled: ["cancelled", "accepted"],
};

export interface VisitOptions {
  /** The visit's date; default today in the company's time zone. */
  visitDate?: string;
  /** The visit's technician (a member id); default the context's own member. */
  technicianId?: string;
  /** Who works the visit (arrives, finishes); default `ctx`. Must be allowed to work the visit's stop. */
  worker?: TenantContext;
  /** When the visit is arrived at and finished (so the job's history says it started and finished then); default now. */
  at?: Date;
}

export interface JobOptions extends VisitOptions {
  /** Default: a new customer. */
  customerId?: string;
  /** Any field of the job's form (customerId aside). */
  input?: Partial<Omit<JobInput, "customerId">>;
  /** Default "created". */
  stage?: JobStage;
}

/**
 * A job created with the job form and taken through its use cases to `stage` (see advanceJob). Returns the job's row
 * as it is then, its visit's stop (from "scheduled" on) and the invoice made from it (from "invoiced" on).
 */
export async function makeJob(ctx: TenantContext, options: JobOptions = {}) {
  const customerId = await customerIdOf(ctx, options.customerId);
  const created = await createJob(ctx, jobInput(customerId, options.input));
  return advanceJob(ctx, created.id, options.stage ?? "created", options);
}

/**
 * Takes an existing job from where it is to `stage`, one allowed action at a time: approved without an estimate,
 * one visit booked (at the job's place, or a new place of the customer's), arrived, finished by the visit, invoiced
 * by "Invoice this job", that invoice sent and paid in full. A step the job is already past is skipped.
 */
export async function advanceJob(
  ctx: TenantContext,
  jobId: string,
  stage: JobStage,
  options: VisitOptions = {},
) {
  const reach = (s: JobStage) =>
    stage === "cancelled" ? s === "accepted" : stageOrder.indexOf(stage) >= stageOrder.indexOf(s);
  const current = () =>
    ctx.db
      .select()
      .from(job)
      .where(eq(job.id, jobId))
      .then(([row]) => row);
  const worker = options.worker ?? ctx;
  let row = await current();
  let [stop] = await ctx.db.select().from(serviceStop).where(eq(serviceStop.jobId, jobId));

  if (row.operationStatus === "estimate pending" && reach("accepted"))
    await takeJobAction(ctx, jobId, "skipEstimate");
  if (stage === "cancelled") await takeJobAction(ctx, jobId, "cancel");
  row = await current();
  if (row.operationStatus === "unscheduled" && reach("scheduled")) {
    const serviceLocationId =
      row.serviceLocationId ?? (await createLocation(ctx, row.customerId, locationInput())).id;
    stop = await createServiceStop(
      ctx,
      {
        customerId: row.customerId,
        serviceLocationId,
        serviceDate: options.visitDate ?? todayIn(ctx.timeZone),
        technicianId: options.technicianId ?? ctx.memberId,
        taskGroupId: null,
        estimatedMinutes: null,
        description: "",
      },
      jobId,
    );
    await jobVisitScheduled(ctx, jobId, stop);
  }
  row = await current();
  if (row.operationStatus === "scheduled" && reach("in progress"))
    await arriveAtStop(worker, stop.id, options.at);
  row = await current();
  if (row.operationStatus === "in progress" && reach("finished"))
    await recordVisit(
      worker,
      stop.id,
      { bodies: [], tasks: [], internalNotes: "", customerNotes: "", photos: [] },
      { finish: true, key: `factory-visit-${visitKeys++}`, now: options.at },
    );
  row = await current();
  if (row.billingStatus === "accepted" && row.operationStatus === "finished" && reach("invoiced"))
    await createInvoiceFromJob(ctx, jobId);
  row = await current();
  const [billed] = await invoicesOfJob(ctx, jobId);
  if (row.billingStatus === "invoiced" && reach("paid")) await payInFull(ctx, billed.id);
  row = await current();
  const [operation, billing] = reached[stage];
  if (row.operationStatus !== operation || row.billingStatus !== billing)
    throw new Error(`advanceJob: wanted ${stage}, the job is ${row.operationStatus} / ${row.billingStatus}`);
  return { job: row, stop: stop ?? null, invoiceId: billed?.id ?? null };
}

// ─── Service stops ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * How far a stop is taken by the technician's use cases: "scheduled" (as the office adds it), "in progress" (arrived),
 * "finished" (arrived, then the visit recorded as finished), "skipped" (skipped with a reason, the office alerted).
 */
export type StopStage = "scheduled" | "in progress" | "finished" | "skipped";

export interface StopWork {
  /** When the technician arrives (or, for "skipped", skips); default now. */
  at?: Date;
  /** When the visit is finished; default 30 minutes after arriving. */
  finishAt?: Date;
  /** Who works the stop; default `ctx` (an owner may work any stop). */
  worker?: TenantContext;
  /** What the finished visit recorded; default nothing (no readings, no tasks). */
  visit?: Partial<VisitInput>;
  /** For "skipped"; default "gate locked". */
  skipReason?: "gate locked" | "dog out" | "customer asked" | "weather" | "other";
}

const minuteAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Takes a scheduled stop to `stage` through the technician's use cases, at `at`: arrives then and finishes (30 minutes
 * later, or at `finishAt`), or skips then. Returns the stop's row as it is then.
 */
export async function advanceStop(ctx: TenantContext, stopId: string, stage: StopStage, work: StopWork = {}) {
  const worker = work.worker ?? ctx;
  const at = work.at ?? new Date();
  if (stage === "in progress" || stage === "finished") await arriveAtStop(worker, stopId, at);
  if (stage === "finished")
    await recordVisit(
      worker,
      stopId,
      { bodies: [], tasks: [], internalNotes: "", customerNotes: "", photos: [], ...work.visit },
      { finish: true, key: `factory-visit-${visitKeys++}`, now: work.finishAt ?? minuteAfter(at, 30) },
    );
  if (stage === "skipped")
    await skipStop(
      worker,
      stopId,
      { reason: work.skipReason ?? "gate locked", note: "", key: `factory-skip-${visitKeys++}` },
      at,
    );
  const [row] = await ctx.db.select().from(serviceStop).where(eq(serviceStop.id, stopId));
  if (row.status !== stage) throw new Error(`advanceStop: wanted ${stage}, the stop is ${row.status}`);
  return row;
}

export interface StopOptions extends StopWork {
  /** The stop's date; default today in the company's time zone. */
  on?: string;
  /** Default "scheduled". */
  stage?: StopStage;
  /** Default: a new customer. */
  customerId?: string;
  /** Default: a new place of the customer's. */
  serviceLocationId?: string;
  /** A member id, or null for none; default the context's own member. */
  technicianId?: string | null;
  taskGroupId?: string | null;
  estimatedMinutes?: number | null;
}

/**
 * A one-off stop as the office adds it, on `on`, then taken to `stage` (see advanceStop). Without `at` the work is done
 * at 9:00 UTC on the stop's date, so a stop of last month was finished last month.
 */
export async function makeStop(ctx: TenantContext, options: StopOptions = {}) {
  const serviceDate = options.on ?? todayIn(ctx.timeZone);
  const customerId = await customerIdOf(ctx, options.customerId);
  const serviceLocationId =
    options.serviceLocationId ?? (await createLocation(ctx, customerId, locationInput())).id;
  const stop = await createServiceStop(ctx, {
    customerId,
    serviceLocationId,
    serviceDate,
    technicianId: options.technicianId === undefined ? ctx.memberId : options.technicianId,
    taskGroupId: options.taskGroupId ?? null,
    estimatedMinutes: options.estimatedMinutes ?? null,
    description: "",
  });
  const stage = options.stage ?? "scheduled";
  if (stage === "scheduled") return stop;
  return advanceStop(ctx, stop.id, stage, {
    ...options,
    at: options.at ?? new Date(`${serviceDate}T09:00:00Z`),
  });
}

// ─── Invoices ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Two lines: 2 h labor × 85.00 (not taxed) and a 450.00 motor (taxed at 8.25 %): 620.00 + 37.13 tax = 657.13. */
export const invoiceDraftInput = (overrides: Partial<DraftInput> = {}): DraftInput => ({
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
 * How far an invoice is taken: "draft" (made and filled in), "open" (sent), "partly paid" (sent, then
 * `paidCents` paid in cash), "paid" (sent and paid in full), "void" (sent, then voided).
 */
export type InvoiceStage = "draft" | "open" | "partly paid" | "paid" | "void";

export interface InvoiceOptions {
  /** Default: a new customer. */
  customerId?: string;
  /** The draft's terms, tax rate, notes and lines. */
  input?: Partial<DraftInput>;
  /** Default "open". */
  stage?: InvoiceStage;
  /** For "partly paid": how much; default 100.00. */
  paidCents?: number;
  /** When it is sent (the issue date follows, in the company's time zone); default now. */
  sentAt?: Date;
}

/** An invoice taken through its use cases to `stage`; returns its row as it is then. */
export async function makeInvoice(ctx: TenantContext, options: InvoiceOptions = {}) {
  const stage = options.stage ?? "open";
  const customerId = await customerIdOf(ctx, options.customerId);
  const draft = await createManualInvoice(ctx, { customerId });
  await updateDraftInvoice(ctx, draft.id, invoiceDraftInput(options.input));
  if (stage !== "draft") await sendInvoice(ctx, draft.id, options.sentAt);
  if (stage === "partly paid") await pay(ctx, draft.id, options.paidCents ?? 10_000);
  if (stage === "paid") await payInFull(ctx, draft.id);
  if (stage === "void") await voidInvoice(ctx, draft.id, "Made in error");
  const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, draft.id));
  // "partly paid" is an open invoice with a payment.
  if (row.status !== (stage === "partly paid" ? "open" : stage))
    throw new Error(`makeInvoice: wanted ${stage}, the invoice is ${row.status}`);
  return row;
}

function pay(ctx: TenantContext, invoiceId: string, amountCents: number) {
  return recordPayment(ctx, invoiceId, {
    amountCents,
    method: "cash",
    reference: "",
    note: "",
    receivedOn: todayIn(ctx.timeZone),
  });
}

/** Sends the invoice if it is still a draft, then pays its whole balance in cash. */
export async function payInFull(ctx: TenantContext, invoiceId: string) {
  const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  if (row.status === "draft") await sendInvoice(ctx, invoiceId);
  const [sent] = await ctx.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  await pay(ctx, invoiceId, sent.totalCents - sent.paidCents - sent.creditedCents);
}
