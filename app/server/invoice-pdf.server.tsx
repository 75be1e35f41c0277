/**
 * The invoice and the customer statement as PDFs (@react-pdf/renderer, the built-in Helvetica so no font files are
 * needed): attached to the invoice e-mail and downloaded from the office's and the customer's pages.
 */

import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { wordFor } from "~/core/i18n/word-for";
import { customerWords } from "~/core/mail/customer-words";
import { type AgingBucket, agingBuckets, type PaymentTerms } from "~/core/money";
import type { InvoiceDocument } from "~/domain/money/invoices-document.server";
import type { Statement } from "~/domain/money/statements.server";

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#212529" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 18 },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold" },
  bold: { fontFamily: "Helvetica-Bold" },
  muted: { color: "#495057" },
  heading: { fontSize: 12, marginTop: 16, marginBottom: 6, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottom: "1 solid #dee2e6", paddingVertical: 4 },
  headRow: { flexDirection: "row", borderBottom: "1 solid #495057", paddingVertical: 4 },
  totals: { marginTop: 8, marginLeft: "auto", width: 220 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grand: { borderTop: "1 solid #495057", marginTop: 2, paddingTop: 4 },
  stamp: { fontSize: 14, fontFamily: "Helvetica-Bold", color: "#c92a2a", marginTop: 4 },
});

const cell = (width: string, right = false) => ({
  width,
  textAlign: right ? ("right" as const) : ("left" as const),
});

/** A missing date reads as the documents always wrote it: "—". */
const orNone = (s: string) => s || "—";

function CompanyBlock({ company }: { company: Omit<InvoiceDocument["company"], "country"> }) {
  return (
    <View>
      <Text style={styles.bold}>{company.name}</Text>
      {company.address ? <Text style={styles.muted}>{company.address}</Text> : null}
      <Text style={styles.muted}>{[company.phone, company.email].filter(Boolean).join(" · ")}</Text>
    </View>
  );
}

/** The stamp across a finished or unsent invoice, in the customer's language. */
const stampKeys = {
  draft: "mail.invoicePdf.status.draft",
  paid: "mail.invoicePdf.status.paid",
  void: "mail.invoicePdf.status.void",
} as const;

/** The invoice's payment terms, in the customer's language. */
const termKeys = {
  "due on receipt": "mail.invoicePdf.term.dueOnReceipt",
  "net 7": "mail.invoicePdf.term.net7",
  "net 15": "mail.invoicePdf.term.net15",
  "net 30": "mail.invoicePdf.term.net30",
  "net 60": "mail.invoicePdf.term.net60",
} as const satisfies Record<PaymentTerms, string>;

/** The invoice in the customer's preferred language (English: as it always was). */
export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { t, f, longDate, locale } = customerWords(doc.customer.language, doc.company.country);
  const money = (c: number) => f.money(c, { currency: doc.currency });
  const stamp =
    doc.status === "draft" || doc.status === "void" || doc.status === "paid"
      ? t(stampKeys[doc.status])
      : null;
  const terms = wordFor(t, termKeys, doc.terms);
  return renderToBuffer(
    <Document
      title={t("mail.invoicePdf.title", { label: doc.label })}
      author={doc.company.name}
      language={locale}
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <CompanyBlock company={doc.company} />
          <View style={{ alignItems: "flex-end" }}>
            <Text style={styles.title}>{t("mail.invoicePdf.title", { label: doc.label })}</Text>
            {stamp ? <Text style={styles.stamp}>{stamp}</Text> : null}
          </View>
        </View>
        <View style={styles.header}>
          <View>
            <Text style={styles.muted}>{t("mail.invoicePdf.billTo")}</Text>
            <Text style={styles.bold}>{doc.customer.name}</Text>
            {doc.customer.address ? <Text>{doc.customer.address}</Text> : null}
            {doc.customer.email ? <Text>{doc.customer.email}</Text> : null}
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text>{t("mail.invoicePdf.issued", { date: orNone(longDate(doc.issuedOn)) })}</Text>
            <Text>{t("mail.invoicePdf.dueOn", { date: orNone(longDate(doc.dueOn)) })}</Text>
            <Text>{t("mail.invoicePdf.terms", { terms })}</Text>
            {doc.periodStart && doc.periodEnd ? (
              <Text>
                {t("mail.invoicePdf.period", {
                  from: longDate(doc.periodStart),
                  to: longDate(doc.periodEnd),
                })}
              </Text>
            ) : null}
          </View>
        </View>
        <View style={styles.headRow}>
          <Text style={[cell("50%"), styles.bold]}>{t("mail.invoicePdf.description")}</Text>
          <Text style={[cell("14%", true), styles.bold]}>{t("mail.invoicePdf.quantity")}</Text>
          <Text style={[cell("18%", true), styles.bold]}>{t("mail.invoicePdf.unitPrice")}</Text>
          <Text style={[cell("18%", true), styles.bold]}>{t("mail.invoicePdf.amount")}</Text>
        </View>
        {doc.lines.map((l) => (
          <View key={l.id} style={styles.row} wrap={false}>
            <Text style={cell("50%")}>
              {l.description}
              {l.serviceDate ? ` (${l.serviceDate})` : ""}
              {l.taxable ? "" : " *"}
            </Text>
            <Text style={cell("14%", true)}>
              {l.quantity}
              {l.unit ? ` ${l.unit}` : ""}
            </Text>
            <Text style={cell("18%", true)}>{money(l.unitPriceCents)}</Text>
            <Text style={cell("18%", true)}>{money(l.amountCents)}</Text>
          </View>
        ))}
        <View style={styles.totals}>
          <View style={styles.totalRow}>
            <Text>{t("mail.invoice.subtotal")}</Text>
            <Text>{money(doc.subtotalCents)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>{t("mail.invoicePdf.taxRate", { rate: doc.taxRateBasisPoints / 100 })}</Text>
            <Text>{money(doc.taxCents)}</Text>
          </View>
          <View style={[styles.totalRow, styles.bold]}>
            <Text>{t("mail.invoice.total")}</Text>
            <Text>{money(doc.totalCents)}</Text>
          </View>
          {doc.paidCents ? (
            <View style={styles.totalRow}>
              <Text>{t("mail.invoice.paid")}</Text>
              <Text>-{money(doc.paidCents)}</Text>
            </View>
          ) : null}
          {doc.creditedCents ? (
            <View style={styles.totalRow}>
              <Text>{t("mail.invoice.credited")}</Text>
              <Text>-{money(doc.creditedCents)}</Text>
            </View>
          ) : null}
          <View style={[styles.totalRow, styles.grand, styles.bold]}>
            <Text>{t("mail.invoice.balanceDue")}</Text>
            <Text>{money(doc.status === "void" ? 0 : doc.balanceCents)}</Text>
          </View>
        </View>
        {doc.lines.some((l) => !l.taxable) && doc.taxCents > 0 ? (
          <Text style={[styles.muted, { marginTop: 6 }]}>{t("mail.invoicePdf.notTaxed")}</Text>
        ) : null}
        {doc.notes ? <Text style={styles.heading}>{t("mail.invoicePdf.notes")}</Text> : null}
        {doc.notes ? <Text>{doc.notes}</Text> : null}
        {doc.status === "void" && doc.voidReason ? (
          <Text style={{ marginTop: 12 }}>{t("mail.invoicePdf.voided", { reason: doc.voidReason })}</Text>
        ) : null}
        {doc.balanceCents > 0 && doc.status !== "void" && doc.status !== "draft" ? (
          <View>
            <Text style={styles.heading}>{t("mail.invoicePdf.howToPay")}</Text>
            <Text>
              {doc.payUrl
                ? t("mail.invoicePdf.payOnline", {
                    company: doc.company.name,
                    label: doc.label,
                    url: doc.payUrl,
                  })
                : t("mail.invoicePdf.payOffline", { company: doc.company.name, label: doc.label })}
            </Text>
          </View>
        ) : null}
      </Page>
    </Document>,
  );
}

/** The statement's aging buckets, in the customer's language. */
const statementAgingKeys = {
  current: "profile.statementPdf.aging.current",
  "1-30": "profile.statementPdf.aging.days1to30",
  "31-60": "profile.statementPdf.aging.days31to60",
  "61-90": "profile.statementPdf.aging.days61to90",
  "over 90": "profile.statementPdf.aging.over90",
} as const satisfies Record<AgingBucket, string>;

/** A stored payment method, in the customer's language; one the list doesn't know (an online provider) as stored. */
const statementMethodKeys = {
  check: "profile.statementPdf.method.check",
  cash: "profile.statementPdf.method.cash",
  card: "profile.statementPdf.method.card",
  ach: "profile.statementPdf.method.ach",
  other: "profile.statementPdf.method.other",
} as const;

/** The statement in the customer's preferred language (English: as it always was). */
export async function statementPdf(s: Statement): Promise<Buffer> {
  const { t, f, longDate, locale } = customerWords(s.customer.language, s.company.country);
  const money = (c: number) => f.money(c, { currency: s.currency });
  /** A calendar date in a table cell: "Nov 24, 2026" ("24 nov 2026" in Spanish). */
  const day = (iso: string | null) => (iso ? f.calendarDate(iso) : "—");
  const method = (m: string) => wordFor(t, statementMethodKeys, m);
  return renderToBuffer(
    <Document
      title={t("profile.statementPdf.documentTitle", { customer: s.customer.name })}
      author={s.company.name}
      language={locale}
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <CompanyBlock company={s.company} />
          <View style={{ alignItems: "flex-end" }}>
            <Text style={styles.title}>{t("profile.statementPdf.heading")}</Text>
            <Text>{longDate(s.today)}</Text>
          </View>
        </View>
        <Text style={styles.muted}>{t("profile.statementPdf.for")}</Text>
        <Text style={styles.bold}>{s.customer.name}</Text>
        {s.customer.address ? <Text>{s.customer.address}</Text> : null}

        <Text style={styles.heading}>{t("profile.statementPdf.open")}</Text>
        <View style={styles.headRow}>
          <Text style={[cell("18%"), styles.bold]}>{t("profile.statementPdf.invoice")}</Text>
          <Text style={[cell("20%"), styles.bold]}>{t("profile.statementPdf.issued")}</Text>
          <Text style={[cell("20%"), styles.bold]}>{t("profile.statementPdf.due")}</Text>
          <Text style={[cell("14%"), styles.bold]}>{t("profile.statementPdf.age")}</Text>
          <Text style={[cell("14%", true), styles.bold]}>{t("profile.statementPdf.total")}</Text>
          <Text style={[cell("14%", true), styles.bold]}>{t("profile.statementPdf.balance")}</Text>
        </View>
        {s.invoices.length === 0 ? (
          <Text style={{ paddingVertical: 4 }}>{t("profile.statementPdf.nothingOwed")}</Text>
        ) : null}
        {s.invoices.map((i) => (
          <View key={i.id} style={styles.row} wrap={false}>
            <Text style={cell("18%")}>{i.label}</Text>
            <Text style={cell("20%")}>{day(i.issuedOn)}</Text>
            <Text style={cell("20%")}>{day(i.dueOn)}</Text>
            <Text style={cell("14%")}>{t(statementAgingKeys[i.bucket])}</Text>
            <Text style={cell("14%", true)}>{money(i.totalCents)}</Text>
            <Text style={cell("14%", true)}>{money(i.balanceCents)}</Text>
          </View>
        ))}
        <View style={[styles.row, { marginTop: 8 }]}>
          {agingBuckets.map((b) => (
            <View key={b} style={{ width: "20%" }}>
              <Text style={styles.muted}>{t(statementAgingKeys[b])}</Text>
              <Text>{money(s.aging[b])}</Text>
            </View>
          ))}
        </View>
        <View style={[styles.totals, styles.bold]}>
          <View style={[styles.totalRow, styles.grand]}>
            <Text>{t("profile.statementPdf.totalDue")}</Text>
            <Text>{money(s.aging.totalCents)}</Text>
          </View>
        </View>

        <Text style={styles.heading}>
          {t("profile.statementPdf.received", { from: longDate(s.from), to: longDate(s.to) })}
        </Text>
        {s.payments.length === 0 ? <Text>{t("profile.statementPdf.noPayments")}</Text> : null}
        {s.payments.map((p) => (
          <View key={p.id} style={styles.row} wrap={false}>
            <Text style={cell("22%")}>{day(p.receivedOn)}</Text>
            <Text style={cell("18%")}>{p.invoiceLabel}</Text>
            <Text style={cell("30%")}>
              {method(p.method)}
              {p.reference ? ` ${p.reference}` : ""}
            </Text>
            <Text style={cell("30%", true)}>
              {money(p.amountCents)}
              {p.refundedCents
                ? ` ${t("profile.statementPdf.refunded", { amount: money(p.refundedCents) })}`
                : ""}
            </Text>
          </View>
        ))}
      </Page>
    </Document>,
  );
}
