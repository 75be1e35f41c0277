/**
 * The adapters behind the domain's ports (app/domain/ports.ts), built once per process: each wraps the server module
 * that does the work (mail, storage, PDFs, the geocoder, OSRM, Stripe, QuickBooks, better-auth). Routes and the job worker hand them to the domain on
 * the tenant context (middleware) or a system context (`systemContext()`).
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verification } from "~/db/schema";
import type { Auth, ClientInfo, Ports } from "~/domain/ports";
import type { OwnerContext, SystemContext } from "~/domain/tenant.server";
import { quickbooksBookkeeping } from "./accounting/quickbooks.server";
import { agreementMail } from "./agreement-mail.server";
import {
  discardAgreementPdf,
  readAgreementPdf,
  renderSignedAgreementPdf,
  storeAgreementPdf,
} from "./agreement-pdf.server";
import { getAuth } from "./auth.server";
import { config } from "./config.server";
import { estimateMail } from "./estimate-mail.server";
import { geocode } from "./geocoder.server";
import { readImportFile } from "./import-files.server";
import { invoiceMailContent, invoiceWords } from "./invoice-mail.server";
import { invoicePdf } from "./invoice-pdf.server";
import { logger } from "./logger.server";
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

/** The headers better-auth reads of a call made on the server for the client (its address, its browser). */
function clientHeaders(client: ClientInfo) {
  const headers = new Headers();
  headers.set("content-type", "application/json");
  headers.set("origin", config.baseUrl);
  // better-auth reads the client's address from this header only (auth.server.ts); the browser's never gets here.
  headers.set("x-dripdrop-client-ip", client.ip);
  if (client.userAgent) headers.set("user-agent", client.userAgent);
  return headers;
}

/** A request to better-auth's own endpoints, made on the server for the client. */
function authRequest(path: string, body: unknown, client: ClientInfo) {
  return new Request(`${config.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: clientHeaders(client),
    body: JSON.stringify(body),
  });
}

/** Cookies better-auth set, to pass on to the browser. */
function cookiesOf(response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

/**
 * better-auth, bound to the process's database (getAuth follows the handle a test or script sets). The database
 * tests' fake ports use it too: better-auth owns the user, account, session and verification tables.
 */
export const betterAuth: Auth = {
  sessionUserId: async (headers) => {
    const found = await (await getAuth()).api.getSession({ headers });
    return found?.user.id ?? null;
  },
  createUser: async (person, client) => {
    const auth = await getAuth();
    // Called server-side (no per-address limit): the limit guards password guessing on sign-in.
    const response = await auth.api.signUpEmail({
      body: { ...person, name: `${person.firstName} ${person.lastName}` },
      headers: clientHeaders(client),
      asResponse: true,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      if (response.status === 422 || body.code?.includes("ALREADY_EXISTS"))
        return { ok: false, refusal: "email-taken" };
      if (body.code === "PASSWORD_TOO_SHORT") return { ok: false, refusal: "password-too-short" };
      logger.error({ status: response.status, body }, "sign-up failed");
      return { ok: false, refusal: "failed" };
    }
    const { user: created } = (await response.json()) as { user: { id: string } };
    return { ok: true, userId: created.id, cookies: cookiesOf(response) };
  },
  signInWithPassword: async (email, password, client) => {
    const auth = await getAuth();
    const response = await auth.handler(
      authRequest("/sign-in/email", { email, password, rememberMe: true }, client),
    );
    if (response.status === 429) return { ok: false, refusal: "too-many-attempts" };
    if (!response.ok) return { ok: false, refusal: "mismatch" };
    const { user: signedIn } = (await response.json()) as { user: { accountType?: string } };
    return { ok: true, cookies: cookiesOf(response), accountType: signedIn.accountType ?? null };
  },
  signOut: async (headers) => {
    const response = await (await getAuth()).api.signOut({ headers, asResponse: true });
    return cookiesOf(response);
  },
  sendPasswordReset: async (email, client) => {
    const auth = await getAuth();
    const response = await auth.handler(
      authRequest("/request-password-reset", { email, redirectTo: "/resetPassword" }, client),
    );
    return response.status !== 429;
  },
  resetLinkUserId: async (token) => {
    // better-auth keeps a pending reset as `reset-password:<token>` → the user's id.
    const [pending] = await (await db())
      .select({ userId: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    return pending?.userId ?? null;
  },
  resetPassword: async (token, newPassword) => {
    try {
      await (await getAuth()).api.resetPassword({ body: { token, newPassword } });
      return true;
    } catch {
      return false;
    }
  },
  changePassword: async (headers, currentPassword, newPassword) => {
    try {
      await (await getAuth()).api.changePassword({ body: { currentPassword, newPassword }, headers });
      return true;
    } catch {
      return false;
    }
  },
};

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
      readImportFile,
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
    bookkeeping: quickbooksBookkeeping,
    auth: betterAuth,
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
