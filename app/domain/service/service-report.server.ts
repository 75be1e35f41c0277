/**
 * The service report and the skipped-visit notice as use cases: who may ask, when the customer is not mailed (the
 * company's switch, the pool owner's own choice, no address), queueing the e-mail, and the job that sends it through
 * the ports (Documents renders the report, Mailer sends it) and marks the report sent.
 */
import { randomUUID } from "node:crypto";
import { logger } from "~/server/logger.server";
import { enqueue } from "../jobs/queue";
import { systemContext } from "../jobs/system-context.server";
import { linkedOwnerDeclines } from "../portal/email-choices.server";
import { requirePermission, type SystemContext, type TenantContext } from "../tenant.server";
import { type ServiceReportData, serviceReportData } from "./report.server";
import { markReportSent } from "./stop-history.server";

export type ReportOutcome = { sent: true } | { sent: false; reason: string };

/**
 * Why a service e-mail about a stop (its report, or the notice that it was skipped) is not sent: the company turned
 * them off for the customer, the linked pool owner declines them, or there is no address. Null when it may go.
 */
async function serviceMailRefusal(
  ctx: TenantContext,
  report: ServiceReportData,
  words: { off: string; ownerDeclines: string },
): Promise<string | null> {
  if (!report.customer.sendServiceReports) return words.off;
  if (await linkedOwnerDeclines(ctx.db, ctx, report.customer.id, "serviceReports"))
    return words.ownerDeclines;
  if (!report.customer.email) return "The customer has no e-mail address.";
  return null;
}

/** Why the report is not e-mailed (reports off, the owner reads it in the portal, no address), or null. */
const reportRefusal = (ctx: TenantContext, report: ServiceReportData) =>
  serviceMailRefusal(ctx, report, {
    off: "Service reports are off for this customer.",
    ownerDeclines: "The pool owner turned service report e-mails off (they read it in the portal).",
  });

/** Sends the report (text, HTML and PDF) and marks it sent; throws when the mail can't go. */
async function mailReport(ctx: TenantContext, stopId: string, report: ServiceReportData, to: string) {
  const { t, longDate } = report.words;
  const { text, html, pdf } = await ctx.ports.documents.serviceReport(report);
  await ctx.ports.mailer.send({
    to,
    replyTo: report.company.email ?? undefined,
    subject: t("mail.report.subject", { date: longDate(report.date) }),
    text,
    html,
    attachments: [
      {
        filename: t("mail.report.filename", { label: report.label }),
        contentType: "application/pdf",
        content: pdf,
      },
    ],
  });
  await markReportSent(ctx, stopId);
}

/**
 * E-mails the finished stop's report (text, HTML and PDF) to the customer now, unless they have no e-mail or the
 * company turned reports off for them. A mail failure is logged and reported, never thrown.
 */
export async function sendServiceReport(ctx: TenantContext, stopId: string): Promise<ReportOutcome> {
  const report = await serviceReportData(ctx, stopId);
  const refusal = await reportRefusal(ctx, report);
  if (refusal) return { sent: false, reason: refusal };
  try {
    await mailReport(ctx, stopId, report, report.customer.email!);
  } catch (error) {
    logger.error({ err: error, stopId }, "service report not sent");
    return { sent: false, reason: "The e-mail could not be sent; try again from the stop's page." };
  }
  return { sent: true };
}

/** The job name of the service report e-mail (app/domain/jobs/catalogue.server.ts). */
export const SERVICE_REPORT_JOB = "mail.service-report";

export interface ServiceReportJob {
  companyId: string;
  stopId: string;
  /** Who finished the stop or asked to send it again (the report goes out in the company's name). */
  userId: string;
}

/**
 * Puts the report's e-mail on the job queue (it goes out within a second or two, and is retried when the mail
 * server fails) unless it would be refused. The first send of a finished stop is keyed `service-report:<stopId>`,
 * so a repeated finish sends one; "send again" from the stop's page is a new key each time.
 */
export async function queueServiceReport(
  ctx: TenantContext,
  stopId: string,
  options: { again?: boolean } = {},
): Promise<ReportOutcome> {
  const report = await serviceReportData(ctx, stopId);
  const refusal = await reportRefusal(ctx, report);
  if (refusal) return { sent: false, reason: refusal };
  const job: ServiceReportJob = { companyId: ctx.companyId, stopId, userId: ctx.userId };
  await enqueue(SERVICE_REPORT_JOB, job, {
    key: options.again ? `service-report:${stopId}:${randomUUID()}` : `service-report:${stopId}`,
  });
  return { sent: true };
}

/** "Send the report again" from the stop's page: for someone who may change the stop's work (`operations:write`). */
export async function sendServiceReportAgain(ctx: TenantContext, stopId: string): Promise<ReportOutcome> {
  requirePermission(ctx, "operations:write");
  return queueServiceReport(ctx, stopId, { again: true });
}

/**
 * The job: e-mails the report in the stop's company's name (the checks again, as things may have changed since it
 * was queued). Throws when the mail can't go, so the queue retries it.
 */
export async function deliverServiceReport(system: SystemContext, job: ServiceReportJob) {
  const ctx = await systemContext(system, job.companyId, job.userId);
  if (!ctx) return "company gone";
  const report = await serviceReportData(ctx, job.stopId);
  const refusal = await reportRefusal(ctx, report);
  if (refusal) return refusal;
  await mailReport(ctx, job.stopId, report, report.customer.email!);
  return "sent";
}

/** The skip reasons as the notice's message names them (ICU select options have no spaces). */
const skipReasons: Record<string, string> = {
  "gate locked": "gateLocked",
  "dog out": "dogOut",
  "customer asked": "customerAsked",
  weather: "weather",
};

/** Why the customer is not told of a skipped visit (same opt-out as the service report), or null. */
const skipNoticeRefusal = (ctx: TenantContext, report: ServiceReportData) =>
  serviceMailRefusal(ctx, report, {
    off: "Service e-mails are off for this customer.",
    ownerDeclines: "The pool owner turned service e-mails off.",
  });

/** The job name of the skipped-visit e-mail (app/domain/jobs/catalogue.server.ts). */
export const SKIP_NOTICE_JOB = "mail.skip-notice";

/**
 * Puts the notice of a skipped visit on the job queue, keyed `skip-notice:<stopId>` so a stop skipped twice (a
 * repeated post) tells the customer once; unless it would be refused.
 */
export async function queueSkipNotice(ctx: TenantContext, stopId: string): Promise<ReportOutcome> {
  const report = await serviceReportData(ctx, stopId);
  const refusal = await skipNoticeRefusal(ctx, report);
  if (refusal) return { sent: false, reason: refusal };
  const job: ServiceReportJob = { companyId: ctx.companyId, stopId, userId: ctx.userId };
  await enqueue(SKIP_NOTICE_JOB, job, { key: `skip-notice:${stopId}` });
  return { sent: true };
}

/** The notice's text: the visit, why it was skipped, the technician's note and when the next visit is. */
function skipNoticeText(report: ServiceReportData) {
  const { t, longDate } = report.words;
  const reason = skipReasons[report.skipReason ?? "other"] ?? "other";
  return [
    t("mail.skip.body", { address: report.address, date: longDate(report.date), reason }),
    report.skipNote ? t("mail.skip.note", { note: report.skipNote }) : "",
    report.nextVisit
      ? t("mail.skip.nextVisit", { date: longDate(report.nextVisit) })
      : t("mail.skip.reschedule"),
    "",
    [report.company.name, report.company.phone, report.company.email].filter(Boolean).join(" · "),
  ]
    .filter((l, i) => l !== "" || i === 3)
    .join("\n");
}

/** The job: tells the customer their visit was skipped, and why. Throws when the mail can't go (the queue retries). */
export async function deliverSkipNotice(system: SystemContext, job: ServiceReportJob) {
  const ctx = await systemContext(system, job.companyId, job.userId);
  if (!ctx) return "company gone";
  const report = await serviceReportData(ctx, job.stopId);
  const refusal = await skipNoticeRefusal(ctx, report);
  if (refusal) return refusal;
  const { t, longDate } = report.words;
  await ctx.ports.mailer.send({
    to: report.customer.email!,
    replyTo: report.company.email ?? undefined,
    subject: t("mail.skip.subject", { date: longDate(report.date) }),
    text: skipNoticeText(report),
  });
  return "sent";
}
