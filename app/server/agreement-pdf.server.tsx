/**
 * The signed service agreement as a PDF (`@react-pdf/renderer`): every term as the pool owner read it, and the
 * acceptance record (typed name, time, IP address, browser). Made once, at acceptance, and kept in the file store
 * under `uploads/agreements/` — never served by the public `/uploads/:file` route; the company, the pool owner's portal
 * and the agreement link each serve it after their own check.
 */

import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { companyFormat, formatterFor } from "~/core/format/format";
import { wordFor } from "~/core/i18n/word-for";
import { customerWords } from "~/core/mail/customer-words";
import type { AgreementAcceptance } from "~/db/schema";
import type { AgreementDocument } from "~/domain/money/agreement-document.server";
import { chemicalKeys, frequencyKeys } from "./agreement-mail.server";
import { fileStore } from "./file-store/file-store.server";

const keyOf = (name: string) => `uploads/agreements/${name}`;
const STORED_URL = /^\/uploads\/agreements\/([0-9a-f-]{36}\.pdf)$/;

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10.5, fontFamily: "Helvetica", color: "#212529", lineHeight: 1.35 },
  title: { fontSize: 18, marginBottom: 2, fontFamily: "Helvetica-Bold" },
  heading: { fontSize: 12.5, marginTop: 14, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottom: "1 solid #e9ecef", paddingVertical: 3 },
  label: { width: "32%", color: "#495057" },
  value: { width: "68%" },
  muted: { color: "#495057" },
  box: { marginTop: 16, padding: 10, border: "1 solid #2f9e44" },
});

function Row({ label, children }: { label: string; children: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{children}</Text>
    </View>
  );
}

/** The agreement's terms and its acceptance as a PDF, in the customer's preferred language (English when none). */
export async function renderSignedAgreementPdf(
  doc: AgreementDocument,
  acceptance: AgreementAcceptance,
): Promise<Buffer> {
  const { t, f, longDate, locale } = customerWords(doc.customer.language, doc.company.country);
  const at = new Date(acceptance.at);
  const places = doc.locations.map((l) => l.label).join("; ");
  const chemicals = wordFor(t, chemicalKeys, doc.chemicals);
  return renderToBuffer(
    <Document
      title={t("mail.agreementPdf.documentTitle", { label: doc.label })}
      author={doc.company.name}
      subject={doc.title}
      language={locale}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>
          {t("mail.agreementPdf.title", { label: doc.label, title: doc.title })}
        </Text>
        <Text style={styles.muted}>
          {t("mail.agreementPdf.between", { company: doc.company.name, customer: doc.customer.name })}
        </Text>
        <Text style={styles.heading}>{t("mail.agreementPdf.termsOfService")}</Text>
        <Row label={t("mail.agreementPdf.locations")}>
          {doc.allLocations
            ? doc.locations.length
              ? t("mail.agreementPdf.allLocationsListed", { locations: places })
              : t("mail.agreementPdf.allLocations")
            : places}
        </Row>
        <Row label={t("mail.agreement.frequency")}>{wordFor(t, frequencyKeys, doc.frequency)}</Row>
        <Row label={t("mail.agreement.rate")}>
          {t("mail.agreement.rateEvery", {
            amount: f.money(doc.rateCents, { currency: doc.company.currency }),
            interval: doc.rateInterval,
          })}
        </Row>
        <Row label={t("mail.agreement.chemicals")}>
          {doc.includedItems.length ? `${chemicals}: ${doc.includedItems.join(", ")}` : chemicals}
        </Row>
        <Row label={t("mail.agreementPdf.repairs")}>
          {doc.repairsIncludedCents > 0
            ? t("mail.agreementPdf.repairsIncluded", {
                amount: f.money(doc.repairsIncludedCents, { currency: doc.company.currency }),
              })
            : t("mail.agreementPdf.repairsNotIncluded")}
        </Row>
        <Row label={t("mail.agreementPdf.filterService")}>
          {doc.filterService ? t("mail.agreementPdf.included") : t("mail.agreementPdf.notIncluded")}
        </Row>
        <Row label={t("mail.agreement.starts")}>{longDate(doc.startsOn) || "—"}</Row>
        <Row label={t("mail.agreementPdf.ends")}>
          {doc.endsOn ? longDate(doc.endsOn) : t("mail.agreementPdf.openEnded")}
        </Row>
        {doc.terms ? <Text style={styles.heading}>{t("mail.agreementPdf.termsAndConditions")}</Text> : null}
        {doc.terms ? <Text>{doc.terms}</Text> : null}
        <View style={styles.box} wrap={false}>
          <Text style={{ fontFamily: "Helvetica-Bold", marginBottom: 4 }}>
            {t("mail.agreementPdf.accepted")}
          </Text>
          <Text>{t("mail.agreementPdf.acceptedBy", { name: acceptance.name })}</Text>
          <Text>
            {t("mail.agreementPdf.acceptedOn", {
              when: formatterFor({ ...companyFormat(doc.company), locale }).dateTime(at, "detail", {
                zone: true,
              }),
            })}
          </Text>
          <Text>{t("mail.agreementPdf.ip", { ip: acceptance.ip ?? t("mail.agreementPdf.unknown") })}</Text>
          <Text>
            {t("mail.agreementPdf.browser", {
              browser: acceptance.userAgent ?? t("mail.agreementPdf.unknown"),
            })}
          </Text>
        </View>
        <Text style={[styles.muted, { marginTop: 16 }]}>
          {[doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · ")}
        </Text>
      </Page>
    </Document>,
  );
}

/** Keeps a signed agreement's PDF; returns its storage URL (saved as `signed_pdf_url`). */
export async function storeAgreementPdf(pdf: Buffer): Promise<string> {
  const name = `${crypto.randomUUID()}.pdf`;
  await (await fileStore()).put(keyOf(name), pdf);
  return `/uploads/agreements/${name}`;
}

/** The bytes of a kept PDF by its storage URL, or null (unknown shape, or the file is gone). */
export async function readAgreementPdf(url: string | null): Promise<Buffer | null> {
  const name = url ? STORED_URL.exec(url)?.[1] : undefined;
  if (!name) return null;
  return (await fileStore()).get(keyOf(name));
}

/** Removes a PDF made for an acceptance that did not happen after all (someone else answered first). */
export async function discardAgreementPdf(url: string) {
  const name = STORED_URL.exec(url)?.[1];
  if (name) await (await fileStore()).delete(keyOf(name));
}

/** The answer a PDF route sends. */
export function pdfResponse(pdf: Buffer, filename: string) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
