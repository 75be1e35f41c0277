/**
 * The invoice e-mail: text and HTML with the lines, the balance, the due date and the pay link, and the PDF
 * attached. The caller decides what a failure means (sendInvoice changes nothing when the mail can't go).
 */
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import { hello } from "~/core/mail/greeting";
import type { InvoiceDocument } from "~/domain/money/invoices-document.server";
import { invoicePdf } from "./invoice-pdf.server";
import { sendMail } from "./mail.server";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Money carries the document's currency, calendar dates no zone: one formatter for every document. */
const documentFormat = formatterFor(PLATFORM_FORMAT);
/** Documents and e-mails write calendar dates (no zone applies) in their own style: "Tuesday, November 24, 2026". */
const longDate = (iso: string | null) => (iso ? documentFormat.calendarDate(iso, "long") : "");

export function invoiceMailContent(doc: InvoiceDocument, reminder: boolean) {
  const money = (c: number) => documentFormat.money(c, { currency: doc.currency });
  const subject = `${reminder ? "Reminder: invoice" : "Invoice"} ${doc.label} from ${doc.company.name} — ${money(doc.balanceCents)} due ${longDate(doc.dueOn)}`;
  const text = [
    hello(doc.customer.greeting),
    "",
    `${doc.company.name} sends you invoice ${doc.label} (PDF attached).`,
    "",
    ...doc.lines.map(
      (l) => `${l.description} — ${l.quantity} × ${money(l.unitPriceCents)} = ${money(l.amountCents)}`,
    ),
    "",
    `Subtotal: ${money(doc.subtotalCents)}`,
    `Tax: ${money(doc.taxCents)}`,
    `Total: ${money(doc.totalCents)}`,
    ...(doc.paidCents ? [`Paid: ${money(doc.paidCents)}`] : []),
    ...(doc.creditedCents ? [`Credited: ${money(doc.creditedCents)}`] : []),
    `Balance due: ${money(doc.balanceCents)}${doc.dueOn ? ` by ${longDate(doc.dueOn)}` : ""}`,
    "",
    ...(doc.notes ? [doc.notes, ""] : []),
    doc.payUrl ? `View and pay your invoice: ${doc.payUrl}` : "",
    `Or pay by check or cash to ${doc.company.name}, quoting ${doc.label}.`,
    "",
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  ].join("\n");
  const rows = doc.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td align="right">${l.quantity} × ${money(l.unitPriceCents)}</td><td align="right">${money(l.amountCents)}</td></tr>`,
    )
    .join("");
  const html = `<p>${esc(hello(doc.customer.greeting))}</p>
<p>${esc(doc.company.name)} sends you invoice <strong>${doc.label}</strong> (PDF attached).</p>
<table cellpadding="4">${rows}
<tr><td colspan="2">Subtotal</td><td align="right">${money(doc.subtotalCents)}</td></tr>
<tr><td colspan="2">Tax</td><td align="right">${money(doc.taxCents)}</td></tr>
<tr><td colspan="2"><strong>Total</strong></td><td align="right"><strong>${money(doc.totalCents)}</strong></td></tr>
${doc.paidCents ? `<tr><td colspan="2">Paid</td><td align="right">${money(doc.paidCents)}</td></tr>` : ""}
${doc.creditedCents ? `<tr><td colspan="2">Credited</td><td align="right">${money(doc.creditedCents)}</td></tr>` : ""}
<tr><td colspan="2"><strong>Balance due</strong></td><td align="right"><strong>${money(doc.balanceCents)}</strong></td></tr>
</table>
<p>Due ${esc(longDate(doc.dueOn))}.</p>
${doc.notes ? `<p style="white-space:pre-wrap">${esc(doc.notes)}</p>` : ""}
${doc.payUrl ? `<p><a href="${esc(doc.payUrl)}">View and pay your invoice</a></p>` : ""}
<p>Or pay by check or cash to ${esc(doc.company.name)}, quoting ${doc.label}.</p>`;
  return { subject, text, html };
}

/** Sends the invoice to the customer's e-mail with the PDF attached; throws when the mail can't be sent. */
export async function mailInvoice(doc: InvoiceDocument, to: string, reminder = false) {
  const content = invoiceMailContent(doc, reminder);
  await sendMail({
    to,
    replyTo: doc.company.email ?? undefined,
    ...content,
    attachments: [
      {
        filename: `invoice-${doc.label}.pdf`,
        contentType: "application/pdf",
        content: await invoicePdf(doc),
      },
    ],
  });
}
