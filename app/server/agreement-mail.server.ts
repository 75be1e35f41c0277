/**
 * The e-mail that brings a service agreement to the pool owner: the main terms, the link to read and accept or
 * decline it without signing in, and a word that it is in their portal too (when their account is linked).
 */
import { chemicalKeys, frequencyKeys } from "~/core/i18n/agreement-words";
import { wordFor } from "~/core/i18n/word-for";
import { customerWords } from "~/core/mail/customer-words";
import type { AgreementDocument } from "~/domain/money/agreement-document.server";
import { config } from "./config.server";
import { sendMail } from "./mail.server";

export const agreementUrl = (token: string) => `${config.baseUrl}/agreement/${token}`;
export const portalAgreementsUrl = () => `${config.baseUrl}/contracts`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The agreement's frequency and chemicals, in the customer's language. */
export { chemicalKeys, frequencyKeys };

export function agreementMail(doc: AgreementDocument, token: string, resend: boolean) {
  const { t, f, longDate, hello } = customerWords(doc.customer.language, doc.company.country);
  const url = agreementUrl(token);
  const portal = doc.customer.linkedUserId
    ? t("mail.agreement.portalLinked", { url: portalAgreementsUrl() })
    : t("mail.agreement.portalMaybe");
  const facts: [string, string][] = [
    [
      t("mail.agreement.rate"),
      t("mail.agreement.rateEvery", {
        amount: f.money(doc.rateCents, { currency: doc.company.currency }),
        interval: doc.rateInterval,
      }),
    ],
    [t("mail.agreement.frequency"), wordFor(t, frequencyKeys, doc.frequency)],
    [t("mail.agreement.chemicals"), wordFor(t, chemicalKeys, doc.chemicals)],
    [t("mail.agreement.starts"), longDate(doc.startsOn)],
    [t("mail.agreement.answerBy"), longDate(doc.acceptBy)],
  ];
  const words = { company: doc.company.name, label: doc.label, title: doc.title };
  const intro = resend ? t("mail.agreement.introAgain", words) : t("mail.agreement.intro", words);
  const text = [
    hello(doc.customer.greeting),
    "",
    intro,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    t("mail.agreement.readLink", { url }),
    portal,
    "",
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  ].join("\n");
  const html = `<p>${esc(hello(doc.customer.greeting))}</p><p>${esc(intro)}</p><table cellpadding="4">${facts
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td><strong>${esc(v)}</strong></td></tr>`)
    .join(
      "",
    )}</table><p><a href="${url}">${esc(t("mail.agreement.readLinkText"))}</a></p><p>${esc(portal)}</p><p style="color:#495057">${esc(
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  )}</p>`;
  return { subject: t("mail.agreement.subject", words), text, html };
}

/** Sends it; throws when the mail could not be handed over (the caller changes nothing then). */
export async function sendAgreementMail(doc: AgreementDocument, to: string, token: string, resend = false) {
  const mail = agreementMail(doc, token, resend);
  await sendMail({ to, replyTo: doc.company.email ?? undefined, ...mail });
}
