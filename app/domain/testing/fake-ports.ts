/**
 * In-memory ports for database tests (decision 015): nothing leaves the process, and the test reads what the domain
 * asked for — the mail it sent (`outbox`), the files it stored (`files`), the addresses it looked up. Swap them onto
 * a context with `withPorts(ctx, fakePorts())`.
 *
 * Accounts are the exception: `auth` is the real better-auth adapter. better-auth owns the users, their password
 * accounts, sessions and reset links (every test's company owner is signed up through it), and the accounts tests
 * are about what it does with them (hashing, sessions, the per-address limit, reset links revoking sessions).
 */
import type { Db } from "~/db/client.server";
import { quickbooksBookkeeping } from "~/server/accounting/quickbooks.server";
import { betterAuth } from "~/server/ports.server";
import { InvalidWebhookSignatureError } from "../payments-errors";
import type { Mail, PaymentsEvent, Ports } from "../ports";
import type { OwnerContext } from "../tenant.server";

export interface FakePorts extends Ports {
  /** Every message handed to the mailer, oldest first. */
  outbox: Mail[];
  /** Stored files by storage name (uploads) or URL (agreement PDFs). */
  stored: Map<string, Buffer>;
  /** Addresses geocoded, in order. */
  geocoded: string[];
  /** Set to make `mailer.send` throw (a mail server that is down). */
  failMail: boolean;
}

const noPayments = async (): Promise<never> => {
  throw new Error("The fake ports take no payments: use the Stripe stand-in (the real adapter).");
};

/** The only signature the fake payments accept for a webhook (`fakeWebhook` signs with it). */
const FAKE_WEBHOOK_SIGNATURE = "t=0,v1=fake";

/** A webhook request the fake payments verify: the event as its body, signed with the fake signature. */
export const fakeWebhook = (event: PaymentsEvent) => ({
  body: JSON.stringify(event),
  header: FAKE_WEBHOOK_SIGNATURE,
});

function verifyFakeWebhook(rawBody: string, signatureHeader: string): PaymentsEvent {
  if (signatureHeader !== FAKE_WEBHOOK_SIGNATURE)
    throw new InvalidWebhookSignatureError("The fake webhook signature does not match.");
  // The event's times (created, a subscription's period end, …) come back as dates.
  return JSON.parse(rawBody, (_key, value) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)
      ? new Date(value)
      : value,
  ) as PaymentsEvent;
}

export function fakePorts(
  options: { coordinates?: { latitude: number; longitude: number } | null } = {},
): FakePorts {
  let counter = 0;
  const fake: FakePorts = {
    outbox: [],
    stored: new Map(),
    geocoded: [],
    failMail: false,
    mailer: {
      mode: () => "capture",
      send: async (mail) => {
        if (fake.failMail) throw new Error("The fake mail server is down.");
        fake.outbox.push(mail);
      },
      searchMailbox: async () => ({ items: [], page: 1, pageCount: 1, total: 0 }),
      mailboxAttachment: async () => null,
    },
    documents: {
      serviceReport: async (report) => ({
        text: `Service report ${report.label}`,
        html: `<p>Service report ${report.label}</p>`,
        pdf: Buffer.from("%PDF-fake"),
      }),
      invoiceMail: async (doc, reminder) => ({
        subject: `${reminder ? "Reminder: " : ""}Invoice ${doc.label}`,
        text: `Invoice ${doc.label}`,
      }),
      estimateMail: (e) => ({ subject: `Estimate ${e.label}`, text: e.url }),
      agreementMail: (doc, token) => ({ subject: `Agreement ${doc.label}`, text: `/agreement/${token}` }),
      signedAgreementPdf: async () => Buffer.from("%PDF-fake-agreement"),
    },
    files: {
      write: async (folder, bytes, ext) => {
        const name = `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, "0")}.${ext}`;
        fake.stored.set(folder ? `${folder}/${name}` : name, bytes);
        return name;
      },
      readUrl: async (url) => fake.stored.get(url.replace(/^\/uploads\//, "").replace(/\?.*$/, "")) ?? null,
      signedLink: (url) => `https://example.test${url}?sig=fake`,
      storeAgreementPdf: async (pdf) => {
        const url = `/uploads/agreements/fake-${++counter}.pdf`;
        fake.stored.set(url, pdf);
        return url;
      },
      readAgreementPdf: async (url) => (url ? (fake.stored.get(url) ?? null) : null),
      discardAgreementPdf: async (url) => {
        fake.stored.delete(url);
      },
      readImportFile: async (companyId, id) =>
        fake.stored.get(`imports/${companyId}-${id}.csv`)?.toString("utf8") ?? null,
    },
    geocoder: {
      geocode: async (address) => {
        fake.geocoded.push(address);
        return options.coordinates ?? null;
      },
    },
    travelTimes: { configured: () => false, roadTable: async () => null },
    // Payments tests run against the Stripe stand-in (the real adapter); the fake refuses rather than pretend, except
    // for verifying a webhook it signed itself (`fakeWebhook`), so the webhook's intake can be tested without Stripe.
    payments: {
      createConnectedAccount: noPayments,
      createOnboardingLink: noPayments,
      connectedAccountStatus: noPayments,
      createInvoiceCheckout: noPayments,
      retrieveCheckoutSession: noPayments,
      verifyWebhook: verifyFakeWebhook,
      chargeSavedPaymentMethod: noPayments,
      createCustomer: noPayments,
      createProduct: noPayments,
      updateProduct: noPayments,
      archiveProduct: noPayments,
      createPrice: noPayments,
      archivePrice: noPayments,
      createSubscription: noPayments,
      updateSubscriptionPrice: noPayments,
      pauseSubscription: noPayments,
      resumeSubscription: noPayments,
      cancelSubscription: noPayments,
    },
    // QuickBooks tests run against its stand-in (tests/support/quickbooks-stand-in.ts) through the real adapter, which
    // reads its configuration (QBO_*) on each call: unconfigured, it says so.
    bookkeeping: quickbooksBookkeeping,
    auth: betterAuth,
  };
  return fake;
}

/** The same context with other ports (a tenant or system context alike). */
export const withPorts = <C extends { ports: Ports }>(ctx: C, ports: Ports): C => ({ ...ctx, ports });

/** A pool owner's portal context over a test database, with in-memory ports. */
export function asOwner(db: Db, userId: string, ports: Ports = fakePorts()): OwnerContext {
  return { db, ports, userId };
}
