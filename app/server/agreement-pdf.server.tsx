/**
 * The signed service agreement as a PDF (`@react-pdf/renderer`): every term as the pool owner read it, and the
 * acceptance record (typed name, time, IP address, browser). Made once, at acceptance, and kept in the file store
 * under `uploads/agreements/` — never served by the public `/uploads/:file` route; the company, the pool owner's portal
 * and the agreement link each serve it after their own check.
 */

import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { companyFormat, formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import type { AgreementAcceptance } from "~/db/schema";
import type { AgreementDocument } from "~/domain/money/agreement-document.server";
import { fileStore } from "./file-store/file-store.server";

const keyOf = (name: string) => `uploads/agreements/${name}`;
const STORED_URL = /^\/uploads\/agreements\/([0-9a-f-]{36}\.pdf)$/;

/** Money carries the document's currency, calendar dates no zone: one formatter for every document. */
const documentFormat = formatterFor(PLATFORM_FORMAT);
/** Documents and e-mails write calendar dates (no zone applies) in their own style: "Tuesday, November 24, 2026". */
const longDate = (iso: string | null) => documentFormat.calendarDate(iso, "long");

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

/** The agreement's terms and its acceptance as a PDF. */
export async function renderSignedAgreementPdf(
  doc: AgreementDocument,
  acceptance: AgreementAcceptance,
): Promise<Buffer> {
  const at = new Date(acceptance.at);
  return renderToBuffer(
    <Document title={`Service agreement ${doc.label}`} author={doc.company.name} subject={doc.title}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>
          Service agreement {doc.label}: {doc.title}
        </Text>
        <Text style={styles.muted}>
          Between {doc.company.name} and {doc.customer.name}
        </Text>
        <Text style={styles.heading}>Terms of service</Text>
        <Row label="Service locations">
          {doc.allLocations
            ? `All of the customer's service locations${doc.locations.length ? `: ${doc.locations.map((l) => l.label).join("; ")}` : ""}`
            : doc.locations.map((l) => l.label).join("; ")}
        </Row>
        <Row label="Frequency">{doc.frequency}</Row>
        <Row label="Rate">{doc.rateText}</Row>
        <Row label="Chemicals">
          {doc.includedItems.length
            ? `${doc.chemicalsText}: ${doc.includedItems.join(", ")}`
            : doc.chemicalsText}
        </Row>
        <Row label="Repairs">{doc.repairsText}</Row>
        <Row label="Filter service">{doc.filterService ? "Included" : "Not included"}</Row>
        <Row label="Starts">{longDate(doc.startsOn)}</Row>
        <Row label="Ends">{doc.endsOn ? longDate(doc.endsOn) : "Open-ended, until either side ends it"}</Row>
        {doc.terms ? <Text style={styles.heading}>Terms and conditions</Text> : null}
        {doc.terms ? <Text>{doc.terms}</Text> : null}
        <View style={styles.box} wrap={false}>
          <Text style={{ fontFamily: "Helvetica-Bold", marginBottom: 4 }}>Accepted</Text>
          <Text>Accepted by: {acceptance.name} (typed full name)</Text>
          <Text>On: {formatterFor(companyFormat(doc.company)).dateTime(at, "detail", { zone: true })}</Text>
          <Text>From IP address: {acceptance.ip ?? "unknown"}</Text>
          <Text>Browser: {acceptance.userAgent ?? "unknown"}</Text>
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
