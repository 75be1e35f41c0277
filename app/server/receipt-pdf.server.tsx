/** A payment receipt for the pool owner (@react-pdf/renderer, built-in Helvetica like the invoice PDF). */

import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import { paymentMethodLabels } from "~/domain/money/invoice-schemas";
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

/** Money carries the document's currency, calendar dates no zone: one formatter for every document. */
const documentFormat = formatterFor(PLATFORM_FORMAT);
/** Documents and e-mails write calendar dates (no zone applies) in their own style: "Tuesday, November 24, 2026". */
const longDate = (iso: string | null) => documentFormat.calendarDate(iso, "long");

/** The facts a receipt states, in order (shared by the page and the PDF). */
export function receiptFacts({ invoice, payment }: OwnerReceipt): [string, string][] {
  const money = (c: number) => documentFormat.money(c, { currency: invoice.currency });
  const facts: [string, string][] = [
    ["Received from", invoice.customer.name],
    ["Date", longDate(payment.receivedOn)],
    ["Method", paymentMethodLabels[payment.method as keyof typeof paymentMethodLabels] ?? payment.method],
    ["Amount", money(payment.amountCents)],
    ["For invoice", `${invoice.label} (total ${money(invoice.totalCents)})`],
    ["Balance after all payments", money(invoice.balanceCents)],
  ];
  if (payment.reference) facts.splice(3, 0, ["Reference", payment.reference]);
  if (payment.refundedCents > 0) facts.splice(4, 0, ["Refunded", money(payment.refundedCents)]);
  return facts;
}

export async function receiptPdf(receipt: OwnerReceipt): Promise<Buffer> {
  const { invoice } = receipt;
  return renderToBuffer(
    <Document title={`Receipt — ${invoice.label}`} author={invoice.company.name}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>Payment receipt</Text>
        <Text style={styles.bold}>{invoice.company.name}</Text>
        {invoice.company.address ? <Text style={styles.muted}>{invoice.company.address}</Text> : null}
        <Text style={[styles.muted, { marginBottom: 18 }]}>
          {[invoice.company.phone, invoice.company.email].filter(Boolean).join(" · ")}
        </Text>
        {receiptFacts(receipt).map(([label, value]) => (
          <View key={label} style={styles.row}>
            <Text style={styles.muted}>{label}</Text>
            <Text style={styles.bold}>{value}</Text>
          </View>
        ))}
        <Text style={[styles.muted, { marginTop: 18 }]}>Thank you for your payment.</Text>
      </Page>
    </Document>,
  );
}
