/**
 * The estimate e-mail: the job's priced lines and totals, and the link to accept or decline it, in the customer's
 * preferred language (English when none).
 */

import { customerWords } from "~/core/mail/customer-words";
import { greetingName } from "~/core/mail/greeting";
import { lineAmountCents } from "~/core/operations/job-money";
import type { EstimateMailInput } from "~/domain/ports";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function estimateMail(e: EstimateMailInput) {
  const { t, f, hello } = customerWords(e.customer.preferredLanguage, e.company.country);
  const money = (c: number) => f.money(c, { currency: e.currency });
  const greeting = hello(greetingName(e.customer));
  const words = { company: e.company.name, label: e.label, title: e.title };
  const rows = e.lines.map(
    (l) =>
      `${l.description} — ${l.quantity} × ${money(l.unitPriceCents)}${l.taxable ? "" : ` ${t("mail.estimate.noTax")}`}`,
  );
  const text = [
    greeting,
    "",
    t("mail.estimate.intro", words),
    e.description,
    "",
    ...rows,
    "",
    `${t("mail.invoice.subtotal")}: ${money(e.totals.subtotalCents)}`,
    `${t("mail.invoice.tax")}: ${money(e.totals.taxCents)}`,
    `${t("mail.invoice.total")}: ${money(e.totals.totalCents)}`,
    "",
    t("mail.estimate.link", { url: e.url }),
    "",
    [e.company.name, e.company.phone, e.company.email].filter(Boolean).join(" · "),
  ].join("\n");
  // The label is set in bold after the message is escaped, so no name can inject markup.
  const intro = esc(t("mail.estimate.intro", { ...words, label: "\u0000" })).replace(
    "\u0000",
    `<strong>${e.label}</strong>`,
  );
  const html = `<p>${esc(greeting)}</p><p>${intro}</p><table cellpadding="4">${e.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td>${l.quantity} × ${money(l.unitPriceCents)}</td><td align="right">${money(lineAmountCents(l.quantity, l.unitPriceCents))}</td></tr>`,
    )
    .join(
      "",
    )}<tr><td colspan="2">${esc(t("mail.invoice.tax"))}</td><td align="right">${money(e.totals.taxCents)}</td></tr><tr><td colspan="2"><strong>${esc(t("mail.invoice.total"))}</strong></td><td align="right"><strong>${money(e.totals.totalCents)}</strong></td></tr></table><p><a href="${e.url}">${esc(t("mail.estimate.linkText"))}</a></p>`;
  return { subject: t("mail.estimate.subject", words), text, html };
}
