/**
 * The invoice e-mail: text and HTML with the lines, the balance, the due date and the pay link, and the PDF
 * attached. The caller decides what a failure means (sendInvoice changes nothing when the mail can't go).
 */
import { customerWords } from "~/core/mail/customer-words";
import type { InvoiceDocument } from "~/domain/money/invoices-document.server";
import { invoicePdf } from "./invoice-pdf.server";
import { sendMail } from "./mail.server";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invoice's words and formats in the customer's preferred language (English: as the documents always were). */
export const invoiceWords = (doc: InvoiceDocument) =>
  customerWords(doc.customer.language, doc.company.country);

export function invoiceMailContent(doc: InvoiceDocument, reminder: boolean) {
  const { t, f, longDate, hello } = invoiceWords(doc);
  const money = (c: number) => f.money(c, { currency: doc.currency });
  const facts = {
    label: doc.label,
    company: doc.company.name,
    amount: money(doc.balanceCents),
    date: longDate(doc.dueOn),
  };
  const subject = reminder ? t("mail.invoice.reminderSubject", facts) : t("mail.invoice.subject", facts);
  const text = [
    hello(doc.customer.greeting),
    "",
    t("mail.invoice.intro", { company: doc.company.name, label: doc.label }),
    "",
    ...doc.lines.map(
      (l) => `${l.description} — ${l.quantity} × ${money(l.unitPriceCents)} = ${money(l.amountCents)}`,
    ),
    "",
    `${t("mail.invoice.subtotal")}: ${money(doc.subtotalCents)}`,
    `${t("mail.invoice.tax")}: ${money(doc.taxCents)}`,
    `${t("mail.invoice.total")}: ${money(doc.totalCents)}`,
    ...(doc.paidCents ? [`${t("mail.invoice.paid")}: ${money(doc.paidCents)}`] : []),
    ...(doc.creditedCents ? [`${t("mail.invoice.credited")}: ${money(doc.creditedCents)}`] : []),
    doc.dueOn
      ? t("mail.invoice.balanceDueBy", { amount: money(doc.balanceCents), date: longDate(doc.dueOn) })
      : `${t("mail.invoice.balanceDue")}: ${money(doc.balanceCents)}`,
    "",
    ...(doc.notes ? [doc.notes, ""] : []),
    doc.payUrl ? t("mail.invoice.payLink", { url: doc.payUrl }) : "",
    t("mail.invoice.payOffline", { company: doc.company.name, label: doc.label }),
    "",
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  ].join("\n");
  const rows = doc.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td align="right">${l.quantity} × ${money(l.unitPriceCents)}</td><td align="right">${money(l.amountCents)}</td></tr>`,
    )
    .join("");
  const row = (label: string, cents: number, strong = false) =>
    strong
      ? `<tr><td colspan="2"><strong>${esc(label)}</strong></td><td align="right"><strong>${money(cents)}</strong></td></tr>`
      : `<tr><td colspan="2">${esc(label)}</td><td align="right">${money(cents)}</td></tr>`;
  // The label is wrapped after the message is escaped, so the company's name can't inject markup.
  const intro = esc(t("mail.invoice.intro", { company: doc.company.name, label: "\u0000" })).replace(
    "\u0000",
    `<strong>${doc.label}</strong>`,
  );
  const html = `<p>${esc(hello(doc.customer.greeting))}</p>
<p>${intro}</p>
<table cellpadding="4">${rows}
${row(t("mail.invoice.subtotal"), doc.subtotalCents)}
${row(t("mail.invoice.tax"), doc.taxCents)}
${row(t("mail.invoice.total"), doc.totalCents, true)}
${doc.paidCents ? row(t("mail.invoice.paid"), doc.paidCents) : ""}
${doc.creditedCents ? row(t("mail.invoice.credited"), doc.creditedCents) : ""}
${row(t("mail.invoice.balanceDue"), doc.balanceCents, true)}
</table>
<p>${esc(t("mail.invoice.due", { date: longDate(doc.dueOn) }))}</p>
${doc.notes ? `<p style="white-space:pre-wrap">${esc(doc.notes)}</p>` : ""}
${doc.payUrl ? `<p><a href="${esc(doc.payUrl)}">${esc(t("mail.invoice.payLinkText"))}</a></p>` : ""}
<p>${esc(t("mail.invoice.payOffline", { company: doc.company.name, label: doc.label }))}</p>`;
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
        filename: invoiceWords(doc).t("mail.invoice.filename", { label: doc.label }),
        contentType: "application/pdf",
        content: await invoicePdf(doc),
      },
    ],
  });
}
