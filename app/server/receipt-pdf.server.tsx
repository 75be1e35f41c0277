/** A payment receipt for the pool owner (@react-pdf/renderer, built-in Helvetica like the invoice PDF). */

import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { wordFor } from "~/core/i18n/word-for";
import { type CustomerWords, customerWords } from "~/core/mail/customer-words";
import type { paymentMethodLabels } from "~/domain/money/invoice-schemas";
import type { OwnerReceipt } from "~/domain/portal/invoices.server";

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 11, fontFamily: "Helvetica", color: "#212529" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  bold: { fontFamily: "Helvetica-Bold" },
  muted: { color: "#495057" },
  row: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottom: "1 solid #dee2e6",
    paddingVertical: 5,
  },
});

/** The payment methods as a receipt names them, in the reader's language. */
const methodKeys = {
  check: "mail.receipt.method.check",
  cash: "mail.receipt.method.cash",
  card: "mail.receipt.method.card",
  ach: "mail.receipt.method.ach",
  other: "mail.receipt.method.other",
} as const satisfies Record<keyof typeof paymentMethodLabels, string>;

/** The receipt's words in the customer's preferred language (English: as it always was). */
export const receiptWords = ({ invoice }: OwnerReceipt) =>
  customerWords(invoice.customer.language, invoice.company.country);

/**
 * The facts a receipt states, in order (shared by the page and the PDF): in English unless given the words of
 * another language (the PDF passes the customer's).
 */
export function receiptFacts(
  { invoice, payment }: OwnerReceipt,
  words: CustomerWords = customerWords("en"),
): [string, string][] {
  const { t, f, longDate } = words;
  const money = (c: number) => f.money(c, { currency: invoice.currency });
  const method = wordFor(t, methodKeys, payment.method);
  const facts: [string, string][] = [
    [t("mail.receipt.receivedFrom"), invoice.customer.name],
    [t("mail.receipt.date"), longDate(payment.receivedOn) || "—"],
    [t("mail.receipt.method"), method],
    [t("mail.receipt.amount"), money(payment.amountCents)],
    [
      t("mail.receipt.forInvoice"),
      t("mail.receipt.invoiceTotal", { label: invoice.label, amount: money(invoice.totalCents) }),
    ],
    [t("mail.receipt.balanceAfter"), money(invoice.balanceCents)],
  ];
  if (payment.reference) facts.splice(3, 0, [t("mail.receipt.reference"), payment.reference]);
  if (payment.refundedCents > 0)
    facts.splice(4, 0, [t("mail.receipt.refunded"), money(payment.refundedCents)]);
  return facts;
}

export async function receiptPdf(receipt: OwnerReceipt): Promise<Buffer> {
  const { invoice } = receipt;
  const words = receiptWords(receipt);
  const { t } = words;
  return renderToBuffer(
    <Document
      title={t("mail.receipt.documentTitle", { label: invoice.label })}
      author={invoice.company.name}
      language={words.locale}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{t("mail.receipt.title")}</Text>
        <Text style={styles.bold}>{invoice.company.name}</Text>
        {invoice.company.address ? <Text style={styles.muted}>{invoice.company.address}</Text> : null}
        <Text style={[styles.muted, { marginBottom: 18 }]}>
          {[invoice.company.phone, invoice.company.email].filter(Boolean).join(" · ")}
        </Text>
        {receiptFacts(receipt, words).map(([label, value]) => (
          <View key={label} style={styles.row}>
            <Text style={styles.muted}>{label}</Text>
            <Text style={styles.bold}>{value}</Text>
          </View>
        ))}
        <Text style={[styles.muted, { marginTop: 18 }]}>{t("mail.receipt.thanks")}</Text>
      </Page>
    </Document>,
  );
}
