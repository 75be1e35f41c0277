/**
 * The service report as the customer reads it: plain text, HTML and a PDF (the Documents port's adapter). When it is
 * sent and to whom is the domain's use case (app/domain/service/service-report.server.ts).
 */
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ServiceReportData } from "~/domain/service/report.server";
import { config } from "./config.server";
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
