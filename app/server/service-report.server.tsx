import { randomUUID } from "node:crypto";
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Db } from "~/db/client.server";
import { enqueue } from "~/domain/jobs/queue";
import { systemContext } from "~/domain/jobs/system-context.server";
import { linkedOwnerDeclines } from "~/domain/portal/email-choices.server";
import { type ServiceReportData, serviceReportData } from "~/domain/service/report.server";
import { markReportSent } from "~/domain/service/stop-history.server";
import type { TenantContext } from "~/domain/tenant.server";
import { config } from "./config.server";
import { logger } from "./logger.server";
import { sendMail } from "./mail.server";
import { readUploadUrl, signedUploadUrl } from "./storage.server";

/** The mark beside a reading, in the customer's language. */
const markKeys = {
  ok: "mail.report.mark.ok",
  low: "mail.report.mark.low",
  high: "mail.report.mark.high",
  retest: "mail.report.mark.retest",
} as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The report as plain text (every mail client) — the numbers a pool owner wants to see. */
export function reportText(r: ServiceReportData): string {
  const { t, longDate } = r.words;
  const upper = (s: string) => s.toLocaleUpperCase(r.words.locale);
  const lines = [
    t("mail.report.textTitle", { company: r.company.name, label: r.label }),
    t("mail.report.when", { date: longDate(r.date), address: r.address }),
    r.technician ? t("mail.report.technician", { name: r.technician }) : "",
    "",
  ];
  for (const body of r.bodies) {
    lines.push(upper(body.name));
    for (const { label, value, mark, target } of body.readings) {
      const line = !mark
        ? t("mail.report.reading", { label, value })
        : target
          ? t("mail.report.readingTargeted", { label, value, mark: t(markKeys[mark]), target })
          : t("mail.report.readingMarked", { label, value, mark: t(markKeys[mark]) });
      lines.push(`  ${line}`);
    }
    if (body.doses.length) lines.push(`  ${t("mail.report.added")}`, ...body.doses.map((d) => `    ${d}`));
    lines.push("");
  }
  if (r.checklist.length) {
    lines.push(upper(t("mail.report.checklist")));
    for (const task of r.checklist)
      lines.push(`  [${task.done ? "x" : " "}] ${task.name}${task.detail ? ` — ${task.detail}` : ""}`);
    lines.push("");
  }
  if (r.customerNotes) lines.push(upper(t("mail.report.notes")), r.customerNotes, "");
  if (r.photos.length)
    lines.push(
      upper(t("mail.report.photos")),
      ...r.photos.map((p) => `  ${config.baseUrl}${signedUploadUrl(p.url)}`),
      "",
    );
  lines.push(r.nextVisit ? t("mail.report.nextVisit", { date: longDate(r.nextVisit) }) : "");
  lines.push("", [r.company.name, r.company.phone, r.company.email].filter(Boolean).join(" · "));
  return lines.filter((l, i, all) => !(l === "" && all[i - 1] === "")).join("\n");
}

export function reportHtml(r: ServiceReportData): string {
  const { t, longDate } = r.words;
  const cell = "padding:4px 8px;border-bottom:1px solid #e9ecef;text-align:left";
  const bodies = r.bodies
    .map(
      (body) => `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(body.name)}</h2>
<table style="border-collapse:collapse;font-size:14px">${body.readings
        .map(
          (x) =>
            `<tr><th style="${cell}">${escapeHtml(x.label)}</th><td style="${cell}">${escapeHtml(x.value)}</td><td style="${cell};color:${x.mark === "ok" ? "#2b8a3e" : x.mark ? "#c92a2a" : "#495057"}">${x.mark ? t(markKeys[x.mark]) : ""}${x.target ? ` ${escapeHtml(t("mail.report.target", { target: x.target }))}` : ""}</td></tr>`,
        )
        .join("")}</table>${
        body.doses.length
          ? `<p style="margin:8px 0 0"><strong>${escapeHtml(t("mail.report.added"))}</strong> ${body.doses.map(escapeHtml).join("; ")}</p>`
          : ""
      }`,
    )
    .join("");
  const checklist = r.checklist.length
    ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(t("mail.report.checklist"))}</h2><ul style="padding-left:20px">${r.checklist
        .map(
          (t) =>
            `<li>${t.done ? "✔" : "✘"} ${escapeHtml(t.name)}${t.detail ? ` — ${escapeHtml(t.detail)}` : ""}</li>`,
        )
        .join("")}</ul>`
    : "";
  const photos = r.photos.length
    ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(t("mail.report.photos"))}</h2>${r.photos
        .map(
          (p) =>
            `<a href="${config.baseUrl}${signedUploadUrl(p.url)}"><img src="${config.baseUrl}${signedUploadUrl(p.thumbnailUrl)}" alt="${escapeHtml(t("mail.report.photoAlt"))}" width="160" style="margin:0 8px 8px 0;border-radius:4px"></a>`,
        )
        .join("")}`
    : "";
  return `<!doctype html><html lang="${r.words.language}"><body style="font-family:Arial,sans-serif;color:#212529;max-width:640px">
<h1 style="font-size:20px;margin:0">${escapeHtml(t("mail.report.title", { company: r.company.name, label: r.label }))}</h1>
<p style="margin:4px 0 0">${escapeHtml(t("mail.report.when", { date: longDate(r.date), address: r.address }))}${r.technician ? ` · ${escapeHtml(t("mail.report.technician", { name: r.technician }))}` : ""}</p>
${bodies}${checklist}
${r.customerNotes ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(t("mail.report.notes"))}</h2><p style="white-space:pre-wrap">${escapeHtml(r.customerNotes)}</p>` : ""}
${photos}
${r.nextVisit ? `<p><strong>${escapeHtml(t("mail.report.nextVisitLabel"))}</strong> ${escapeHtml(longDate(r.nextVisit))}</p>` : ""}
<p style="color:#495057;font-size:13px">${[r.company.name, r.company.phone, r.company.email]
    .filter(Boolean)
    .map((s) => escapeHtml(String(s)))
    .join(" · ")}</p>
</body></html>`;
}

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 11, fontFamily: "Helvetica", color: "#212529" },
  title: { fontSize: 18, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  heading: { fontSize: 13, marginTop: 14, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottom: "1 solid #e9ecef", paddingVertical: 3 },
  label: { width: "40%" },
  value: { width: "25%" },
  mark: { width: "35%" },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: 8, marginTop: 4 },
  photo: { width: 150, height: 112, objectFit: "cover" },
  muted: { color: "#495057" },
});

/** The report as a PDF (attached to the e-mail), photos included as thumbnails. */
export async function reportPdf(r: ServiceReportData): Promise<Buffer> {
  const { t, longDate } = r.words;
  const photos = (
    await Promise.all(
      r.photos.slice(0, 12).map(async (p) => (await readUploadUrl(p.thumbnailUrl))?.body ?? null),
    )
  ).filter((b): b is Buffer => b !== null);
  return renderToBuffer(
    <Document
      title={t("mail.report.documentTitle", { label: r.label })}
      author={r.company.name}
      language={r.words.locale}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>
          {t("mail.report.title", { company: r.company.name, label: r.label })}
        </Text>
        <Text style={styles.muted}>
          {t("mail.report.when", { date: longDate(r.date), address: r.address })}
          {r.technician ? ` · ${t("mail.report.technician", { name: r.technician })}` : ""}
        </Text>
        {r.bodies.map((body) => (
          <View key={body.name} wrap={false}>
            <Text style={styles.heading}>{body.name}</Text>
            {body.readings.map((x) => (
              <View key={x.label} style={styles.row}>
                <Text style={styles.label}>{x.label}</Text>
                <Text style={styles.value}>{x.value}</Text>
                <Text style={styles.mark}>
                  {x.mark ? t(markKeys[x.mark]) : ""}
                  {x.target ? ` ${t("mail.report.target", { target: x.target })}` : ""}
                </Text>
              </View>
            ))}
            {body.doses.length ? (
              <Text style={{ marginTop: 4 }}>
                {t("mail.report.added")} {body.doses.join("; ")}
              </Text>
            ) : null}
          </View>
        ))}
        {r.checklist.length ? <Text style={styles.heading}>{t("mail.report.checklist")}</Text> : null}
        {r.checklist.map((t) => (
          <Text key={t.name}>
            {t.done ? "[x]" : "[ ]"} {t.name}
            {t.detail ? ` — ${t.detail}` : ""}
          </Text>
        ))}
        {r.customerNotes ? <Text style={styles.heading}>{t("mail.report.notes")}</Text> : null}
        {r.customerNotes ? <Text>{r.customerNotes}</Text> : null}
        {photos.length ? <Text style={styles.heading}>{t("mail.report.photos")}</Text> : null}
        <View style={styles.photos}>
          {photos.map((buffer, i) => (
            <Image key={i} src={buffer} style={styles.photo} />
          ))}
        </View>
        {r.nextVisit ? (
          <Text style={styles.heading}>{t("mail.report.nextVisit", { date: longDate(r.nextVisit) })}</Text>
        ) : null}
        <Text style={[styles.muted, { marginTop: 16 }]}>
          {[r.company.name, r.company.phone, r.company.email].filter(Boolean).join(" · ")}
        </Text>
      </Page>
    </Document>,
  );
}

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
  if (await linkedOwnerDeclines(ctx.db, ctx.companyId, report.customer.id, "serviceReports"))
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
  await sendMail({
    to,
    replyTo: report.company.email ?? undefined,
    subject: t("mail.report.subject", { date: longDate(report.date) }),
    text: reportText(report),
    html: reportHtml(report),
    attachments: [
      {
        filename: t("mail.report.filename", { label: report.label }),
        contentType: "application/pdf",
        content: await reportPdf(report),
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

/**
 * The job: e-mails the report in the stop's company's name (the checks again, as things may have changed since it
 * was queued). Throws when the mail can't go, so the queue retries it.
 */
export async function deliverServiceReport(db: Db, job: ServiceReportJob) {
  const ctx = await systemContext(db, job.companyId, job.userId);
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

/** The job: tells the customer their visit was skipped, and why. Throws when the mail can't go (the queue retries). */
export async function deliverSkipNotice(db: Db, job: ServiceReportJob) {
  const ctx = await systemContext(db, job.companyId, job.userId);
  if (!ctx) return "company gone";
  const report = await serviceReportData(ctx, job.stopId);
  const refusal = await skipNoticeRefusal(ctx, report);
  if (refusal) return refusal;
  const { t, longDate } = report.words;
  const reason = skipReasons[report.skipReason ?? "other"] ?? "other";
  const text = [
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
  await sendMail({
    to: report.customer.email!,
    replyTo: report.company.email ?? undefined,
    subject: t("mail.skip.subject", { date: longDate(report.date) }),
    text,
  });
  return "sent";
}
