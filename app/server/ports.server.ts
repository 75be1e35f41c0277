/**
 * The adapters behind the domain's ports (app/domain/ports.ts), built once per process: each wraps the server module
 * that does the work (mail, storage, PDFs, the geocoder, OSRM). Routes and the job worker hand them to the domain on
 * the tenant context (middleware) or a system context (`systemContext()`).
 */
import { db } from "~/db/client.server";
import type { Ports } from "~/domain/ports";
import type { OwnerContext, SystemContext } from "~/domain/tenant.server";
import { agreementMail } from "./agreement-mail.server";
import {
  discardAgreementPdf,
  readAgreementPdf,
  renderSignedAgreementPdf,
  storeAgreementPdf,
} from "./agreement-pdf.server";
import { config } from "./config.server";
import { estimateMail } from "./estimate-mail.server";
import { geocode } from "./geocoder.server";
import { invoiceMailContent, invoiceWords } from "./invoice-mail.server";
import { invoicePdf } from "./invoice-pdf.server";
import { devMailboxAttachment, mailMode, searchDevMailbox, sendMail } from "./mail.server";
import { osrmTable } from "./osrm.server";
import {
  archivePrice,
  archiveProduct,
  cancelSubscription,
  chargeSavedPaymentMethod,
  connectedAccountStatus,
  createConnectedAccount,
  createCustomer,
  createInvoiceCheckout,
  createOnboardingLink,
  createPrice,
  createProduct,
  createSubscription,
  pauseSubscription,
  resumeSubscription,
  retrieveCheckoutSession,
  toPaymentsEvent,
  updateProduct,
  updateSubscriptionPrice,
  verifyWebhook,
} from "./payments/stripe.server";
import { reportHtml, reportPdf, reportText } from "./service-report.server";
import { readUploadUrl, signedUploadUrl, writeUpload } from "./storage.server";

function buildPorts(): Ports {
  return {
    mailer: {
      mode: mailMode,
      send: async (mail) => {
        await sendMail(mail);
      },
      searchMailbox: searchDevMailbox,
      mailboxAttachment: devMailboxAttachment,
    },
    documents: {
      serviceReport: async (report) => ({
        text: reportText(report),
        html: reportHtml(report),
        pdf: await reportPdf(report),
      }),
      invoiceMail: async (doc, reminder) => ({
        ...invoiceMailContent(doc, reminder),
        attachments: [
          {
            filename: invoiceWords(doc).t("mail.invoice.filename", { label: doc.label }),
            contentType: "application/pdf",
            content: await invoicePdf(doc),
          },
        ],
      }),
      estimateMail,
      agreementMail,
      signedAgreementPdf: renderSignedAgreementPdf,
    },
    files: {
      write: writeUpload,
      readUrl: async (url) => (await readUploadUrl(url))?.body ?? null,
      signedLink: (url) => `${config.baseUrl}${signedUploadUrl(url)}`,
      storeAgreementPdf,
      readAgreementPdf,
      discardAgreementPdf,
    },
    geocoder: { geocode },
    travelTimes: {
      configured: () => Boolean(process.env.OSRM_URL),
      roadTable: osrmTable,
    },
    payments: {
      createConnectedAccount,
      createOnboardingLink,
      connectedAccountStatus,
      createInvoiceCheckout,
      retrieveCheckoutSession,
      verifyWebhook: (rawBody, signatureHeader) => toPaymentsEvent(verifyWebhook(rawBody, signatureHeader)),
      chargeSavedPaymentMethod,
      createCustomer,
      createProduct,
      updateProduct,
      archiveProduct,
      createPrice,
      archivePrice,
      createSubscription,
      updateSubscriptionPrice,
      pauseSubscription,
      resumeSubscription,
      cancelSubscription,
    },
  };
}

let built: Ports | undefined;

/** The process's ports (built on first use). */
export function serverPorts(): Ports {
  built ??= buildPorts();
  return built;
}

/** The database and the ports, for work that acts for no one company (jobs, webhooks, admin, sign-in, portal). */
export async function systemContext(): Promise<SystemContext> {
  return { db: await db(), ports: serverPorts() };
}

/** A signed-in pool owner's context, for the portal's use cases (the client area's middleware, public pages). */
export async function ownerContextFor(userId: string): Promise<OwnerContext> {
  return { ...(await systemContext()), userId };
}
