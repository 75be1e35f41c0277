/**
 * The e-mail that brings a service agreement to the pool owner: the main terms, the link to read and accept or
 * decline it without signing in, and a word that it is in their portal too (when their account is linked).
 */
import { formatterFor, PLATFORM_FORMAT } from "~/core/format/format";
import { hello } from "~/core/mail/greeting";
import type { AgreementDocument } from "~/domain/money/agreement-document.server";
import { config } from "./config.server";
import { sendMail } from "./mail.server";

export const agreementUrl = (token: string) => `${config.baseUrl}/agreement/${token}`;
export const portalAgreementsUrl = () => `${config.baseUrl}/contracts`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Money carries the document's currency, calendar dates no zone: one formatter for every document. */
const documentFormat = formatterFor(PLATFORM_FORMAT);
/** Documents and e-mails write calendar dates (no zone applies) in their own style: "Tuesday, November 24, 2026". */
const longDate = (iso: string | null) => (iso ? documentFormat.calendarDate(iso, "long") : "");

export function agreementMail(doc: AgreementDocument, token: string, resend: boolean) {
  const url = agreementUrl(token);
  const portal = doc.customer.linkedUserId
    ? `It is also in your Drip Drop portal under Contracts: ${portalAgreementsUrl()}`
    : "If you have a Drip Drop pool owner account linked to us, it is also in your portal under Contracts.";
  const facts: [string, string][] = [
    ["Rate", doc.rateText],
    ["Frequency", doc.frequency],
    ["Chemicals", doc.chemicalsText],
    ["Starts", longDate(doc.startsOn)],
    ["Please answer by", longDate(doc.acceptBy)],
  ];
  const intro = `${doc.company.name} ${resend ? "sends you again" : "sends you"} service agreement ${doc.label}: ${doc.title}.`;
  const text = [
    hello(doc.customer.greeting),
    "",
    intro,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    `Read the whole agreement and accept or decline it here: ${url}`,
    portal,
    "",
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  ].join("\n");
  const html = `<p>${esc(hello(doc.customer.greeting))}</p><p>${esc(intro)}</p><table cellpadding="4">${facts
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td><strong>${esc(v)}</strong></td></tr>`)
    .join(
      "",
    )}</table><p><a href="${url}">Read the agreement and accept or decline it</a></p><p>${esc(portal)}</p><p style="color:#495057">${esc(
    [doc.company.name, doc.company.phone, doc.company.email].filter(Boolean).join(" · "),
  )}</p>`;
  return {
    subject: `Service agreement ${doc.label} from ${doc.company.name}: ${doc.title}`,
    text,
    html,
  };
}

/** Sends it; throws when the mail could not be handed over (the caller changes nothing then). */
export async function sendAgreementMail(doc: AgreementDocument, to: string, token: string, resend = false) {
  const mail = agreementMail(doc, token, resend);
  await sendMail({ to, replyTo: doc.company.email ?? undefined, ...mail });
}
