/**
 * Every background job of the product: what it runs, when (cron, UTC), and how often it is tried. System jobs go
 * over every company explicitly; per-item jobs (an e-mail, a charge) carry their company in the payload and an
 * idempotency key. The worker (app/server/jobs) runs them through `runJob`.
 */
import {
  pushToQuickbooks,
  QUICKBOOKS_PUSH_JOB,
  type QuickbooksPushJob,
} from "../accounting/quickbooks-sync.server";
import { claimDueDigests, mailAlertDigest } from "../alerts/digest.server";
import { evaluateAlertRules } from "../alerts/evaluate.server";
import { IMPORT_RUN_JOB, type ImportRunJob, runImportJob } from "../import/history-run.server";
import { pruneLimitCounters } from "../limits/limits.server";
import { expireOverdueAgreements } from "../money/agreement-answers.server";
import { deliverInvoiceMail, INVOICE_MAIL_JOB, type InvoiceMailJob } from "../money/invoices-status.server";
import { raiseOverdueAlerts } from "../money/overdue.server";
import { chargeAutopay, dueAutopay } from "../money/stripe-autopay.server";
import { generateSchedule } from "../routing/schedule.server";
import {
  deliverServiceReport,
  deliverSkipNotice,
  SERVICE_REPORT_JOB,
  type ServiceReportJob,
  SKIP_NOTICE_JOB,
} from "../service/service-report.server";
import type { SystemContext } from "../tenant.server";
import { deliveryDone, markDelivered } from "./deliveries.server";
import { enqueue } from "./queue";
import { systemContext } from "./system-context.server";

/** A job runs as the system: the database and the ports, no person's session. */
export interface JobRun extends SystemContext {
  /** The job's idempotency key, if it was queued with one. */
  key: string | null;
}

export interface JobDefinition {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each job reads its own payload shape
  run(job: JobRun, data: any): Promise<unknown>;
  /** Cron expression (UTC): queued once per period however many workers run. */
  cron?: string;
  /** Also queued when a worker starts (once per hour however many start), as the old in-process timers did. */
  onStart?: boolean;
  /** Attempts after the first before the job goes to the dead letters. */
  retryLimit?: number;
}

const hourly = "0 * * * *";

export const jobCatalogue: JobDefinition[] = [
  {
    // Keeps every company's recurring visits created for its horizon (docs/decisions/005, superseded by 010).
    name: "schedule.generate",
    cron: hourly,
    onStart: true,
    run: (job) => generateSchedule(job),
  },
  {
    name: "money.agreement-expiry",
    cron: hourly,
    onStart: true,
    run: (job) => expireOverdueAgreements(job),
  },
  { name: "money.overdue-alerts", cron: hourly, onStart: true, run: (job) => raiseOverdueAlerts(job) },
  {
    // Each due attempt becomes its own job, keyed by invoice and attempt, so one decline or outage delays only it.
    name: "money.autopay",
    cron: hourly,
    onStart: true,
    run: async (job) => {
      const due = await dueAutopay(job);
      for (const { invoiceId, attempt } of due)
        await enqueue(
          "money.autopay-charge",
          { invoiceId, attempt },
          { key: `autopay:${invoiceId}:${attempt}` },
        );
      return { queued: due.length };
    },
  },
  {
    name: "money.autopay-charge",
    run: (job, data: { invoiceId: string; attempt: number }) =>
      chargeAutopay(job, data.invoiceId, data.attempt),
  },
  { name: "alerts.evaluate", cron: hourly, onStart: true, run: (job) => evaluateAlertRules(job) },
  {
    name: "alerts.digests",
    cron: hourly,
    onStart: true,
    run: (system) =>
      claimDueDigests(system, new Date(), (tx, due) =>
        enqueue("mail.alert-digest", due, { tx, key: `alert-digest:${due.userId}:${due.date}` }),
      ),
  },
  {
    name: "mail.alert-digest",
    run: (system, data: { userId: string }) => mailAlertDigest(system, data.userId),
  },
  { name: "limits.prune", cron: hourly, onStart: true, run: (job) => pruneLimitCounters(job) },
  { name: SERVICE_REPORT_JOB, run: (system, data: ServiceReportJob) => deliverServiceReport(system, data) },
  { name: SKIP_NOTICE_JOB, run: (system, data: ServiceReportJob) => deliverSkipNotice(system, data) },
  { name: INVOICE_MAIL_JOB, run: (system, data: InvoiceMailJob) => deliverInvoiceMail(system, data) },
  {
    // One record to QuickBooks Online; a refusal is recorded in the sync log (retried from there), so only a failure
    // of our own is retried here.
    name: QUICKBOOKS_PUSH_JOB,
    retryLimit: 2,
    run: (system, data: QuickbooksPushJob) => pushToQuickbooks(system, data),
  },
  {
    // A large migration import's dry run or import, in chunks; a retry resumes after the last committed chunk.
    name: IMPORT_RUN_JOB,
    retryLimit: 2,
    run: async (system, data: ImportRunJob) =>
      runImportJob(
        await systemContext(system, data.companyId, data.userId, ["customers:read", "customers:write"]),
        data,
      ),
  },
];

/**
 * Runs one delivery of a job. A keyed job whose work is recorded as done skips it (a redelivery after a worker died
 * mid-job); otherwise the work runs and, when it returns, is recorded. An error propagates: the queue retries.
 */
export async function runJob(definition: JobDefinition, job: JobRun, data: unknown) {
  if (job.key && (await deliveryDone(job, job.key))) return { skipped: "already done" };
  const result = await definition.run(job, data);
  if (job.key) await markDelivered(job, job.key, definition.name);
  return result;
}
