/**
 * The ports: what the domain asks of the world outside the database (decision 015). Small interfaces the domain owns;
 * the adapters live in app/server (app/server/ports.server.ts builds them once per process) and an in-memory fake in
 * app/domain/testing/fake-ports.ts lets a database test read the outbox. The dependency points one way:
 * routes → domain → ports ← server. Logging and configuration are not ports (see the decision).
 */
import type { MailMode } from "~/core/mail/mail-mode";
import type { PageOf } from "~/core/mail/mailbox-view";
import type { AgreementAcceptance } from "~/db/schema";
import type { AgreementDocument } from "./money/agreement-document.server";
import type { InvoiceDocument } from "./money/invoices-document.server";
import type { ServiceReportData } from "./service/report.server";

// ─── Mail ───────────────────────────────────────────────────────────────────────────────────────────────────────

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A message kept in the development mailbox (no SMTP server), as the Admin console's Mailbox lists it. */
export interface StoredMail extends Omit<Mail, "attachments"> {
  id: string;
  from: string;
  sentAt: string;
  attachments?: { filename: string; contentType: string; size: number }[];
}

export interface Mailer {
  /** Where mail goes now: SMTP, captured for the Admin console's Mailbox, or off. */
  mode(): MailMode;
  /** Hands the message over; throws when it can't (with mail off, `MailNotConfiguredError`). */
  send(mail: Mail): Promise<void>;
  /** The captured mailbox (mode "capture"): one page, newest first, narrowed by recipient and subject. */
  searchMailbox(input: { query: string; page: number; perPage: number }): Promise<PageOf<StoredMail>>;
  /** One attachment of a captured message, or null. */
  mailboxAttachment(
    mailId: string,
    filename: string,
  ): Promise<{ filename: string; contentType: string; content: Buffer } | null>;
}

// ─── Documents (what the product renders: PDFs and the bodies of its e-mails) ───────────────────────────────────

/** A rendered e-mail without its addressee. */
export type MailContent = Omit<Mail, "to" | "replyTo">;

/** What the estimate e-mail shows: the job's priced lines and totals, and the link to accept or decline it. */
export interface EstimateMailInput {
  company: { name: string; phone: string | null; email: string | null; country: string };
  customer: {
    name: string;
    firstName: string | null;
    companyName: string | null;
    displayAsCompany: boolean;
    preferredLanguage: string | null;
  };
  label: string;
  title: string;
  description: string;
  lines: { description: string; quantity: number; unitPriceCents: number; taxable: boolean }[];
  totals: { subtotalCents: number; taxCents: number; totalCents: number };
  currency: string;
  url: string;
}

export interface Documents {
  /** The service report as text, HTML and a PDF (photos as thumbnails). */
  serviceReport(report: ServiceReportData): Promise<{ text: string; html: string; pdf: Buffer }>;
  /** The invoice e-mail (or its reminder) with the invoice's PDF attached. */
  invoiceMail(doc: InvoiceDocument, reminder: boolean): Promise<MailContent>;
  /** The estimate e-mail, in the customer's language. */
  estimateMail(estimate: EstimateMailInput): MailContent;
  /** The agreement e-mail with its link (`token`), first sent or sent again. */
  agreementMail(doc: AgreementDocument, token: string, resend: boolean): MailContent;
  /** The signed agreement (terms and acceptance record) as a PDF. */
  signedAgreementPdf(doc: AgreementDocument, acceptance: AgreementAcceptance): Promise<Buffer>;
}

// ─── Files ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** A checked file, ready to store: its bytes as they will be stored, and for photos a thumbnail. */
export interface PreparedFile {
  kind: "image" | "pdf";
  bytes: Buffer;
  ext: "jpg" | "png" | "webp" | "pdf";
  thumbnail: Buffer | null;
  /** The name the person gave it (shown with message files), at most 120 characters. */
  name: string;
}

/** Where stored files live: images under uploads/, PDFs of messages and receipts in their own folders. */
export type UploadFolder = "" | "messages" | "receipts";

export interface FileStore {
  /** Writes bytes under a new random name in the folder; returns that name. */
  write(folder: UploadFolder, bytes: Buffer, ext: string): Promise<string>;
  /** A stored upload's bytes by its URL (/uploads/…), or null. */
  readUrl(url: string): Promise<Buffer | null>;
  /** An absolute, signed and expiring link to an upload, for an e-mail read without a session. */
  signedLink(url: string): string;
  /** Keeps a signed agreement's PDF; returns its storage URL. */
  storeAgreementPdf(pdf: Buffer): Promise<string>;
  /** A kept agreement PDF by its storage URL, or null. */
  readAgreementPdf(url: string | null): Promise<Buffer | null>;
  /** Removes a PDF made for an acceptance that did not happen after all. */
  discardAgreementPdf(url: string): Promise<void>;
  /** An uploaded import file's text (kept between the wizard's steps and for a background import), or null. */
  readImportFile(companyId: string, id: string): Promise<string | null>;
}

// ─── Places and travel ──────────────────────────────────────────────────────────────────────────────────────────

export interface Geocoder {
  /** Coordinates of an address, or null (none configured, timed out, nothing found). */
  geocode(address: string): Promise<{ latitude: number; longitude: number } | null>;
}

export interface TravelTimes {
  /** Whether a road service is configured (so a null table means it failed, not that there is none). */
  configured(): boolean;
  /** Row-major road distances (m) and durations (s) between the points, or null (not configured or failed). */
  roadTable(
    points: { lat: number; lng: number }[],
  ): Promise<{ distances: Float64Array; durations: Float64Array } | null>;
}

// ─── Payments (Stripe, on the company's connected account) ──────────────────────────────────────────────────────

export interface ConnectedAccountStatus {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe's field paths still owed now or past due (`external_account`, `tos_acceptance.date`, …). */
  requirementsDue: string[];
  /** Why charges or payouts are off (`requirements.past_due`, `rejected.fraud`, …), null when they are not. */
  disabledReason: string | null;
}

export interface CheckoutSessionSummary {
  sessionId: string;
  /** `complete` once the customer has paid (or the payment is on its way, see paymentStatus). */
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotal: number | null;
  currency: string | null;
  invoiceId: string | null;
  paymentIntentId: string | null;
  /** The Stripe customer on the company's account (created by Checkout when the card was saved). */
  customerId: string | null;
  /** The card saved for later charges when the session was created with `savePaymentMethod`. */
  paymentMethodId: string | null;
}

export type ChargeResult =
  | { ok: true; paymentIntentId: string; status: "succeeded" | "processing" }
  | {
      ok: false;
      paymentIntentId: string | null;
      status: "failed";
      /** Stripe's code: `card_declined`, `expired_card`, `authentication_required` (the customer must pay online), … */
      code: string | null;
      /** The issuer's reason when it gave one: `insufficient_funds`, `generic_decline`, … */
      declineCode: string | null;
      /** Stripe's message, fit to show the office ("Your card has insufficient funds."). */
      message: string;
    };

export interface ProductSummary {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
}

export type PriceInterval = "week" | "month" | "year";

export interface PriceSummary {
  id: string;
  productId: string;
  unitAmountCents: number | null;
  currency: string;
  interval: PriceInterval | null;
  intervalCount: number | null;
  active: boolean;
}

export interface SubscriptionSummary {
  id: string;
  customerId: string;
  /** Stripe's status: `active`, `incomplete`, `past_due`, `canceled`, `unpaid`, … */
  status: string;
  priceId: string | null;
  /** Collection is paused (`pauseSubscription`): no invoices are charged until it resumes. */
  paused: boolean;
  resumesAt: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
}

/** One invoice to pay on a Stripe-hosted Checkout page on the company's account. */
export interface InvoiceCheckoutInput {
  accountId: string;
  invoiceId: string;
  invoiceLabel: string;
  amountCents: number;
  currency: string;
  customerEmail?: string | null;
  /** A Stripe customer on the company's account; Checkout then prefills its e-mail. */
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Keep the card on a Stripe customer (the given one, or one Checkout creates) for autopay. */
  savePaymentMethod?: boolean;
}

export interface PaymentsEventBase {
  eventId: string;
  /** The connected account the event happened on (`acct_…`); null for the platform's own events. */
  accountId: string | null;
  /** Stripe's event type, e.g. `checkout.session.completed`. */
  type: string;
  created: Date;
}

/**
 * The events the product acts on, as plain objects. Stripe may send an event more than once and in any order: handle
 * each idempotently (by `eventId`, or by the state it describes).
 */
export type PaymentsEvent =
  | (PaymentsEventBase & {
      /** checkout.session.completed / async_payment_succeeded / async_payment_failed / expired. */
      kind: "checkout";
      outcome: "completed" | "paid_later" | "failed_later" | "expired";
      session: CheckoutSessionSummary;
    })
  | (PaymentsEventBase & {
      /** payment_intent.succeeded / payment_intent.payment_failed: checkout and autopay charges alike. */
      kind: "payment";
      outcome: "succeeded" | "failed";
      paymentIntentId: string;
      invoiceId: string | null;
      amountCents: number;
      currency: string;
      customerId: string | null;
      failureCode: string | null;
      failureMessage: string | null;
    })
  | (PaymentsEventBase & { kind: "account"; status: ConnectedAccountStatus })
  | (PaymentsEventBase & {
      /** customer.subscription.created / updated / deleted / paused / resumed. */
      kind: "subscription";
      change: "created" | "updated" | "deleted" | "paused" | "resumed";
      subscription: SubscriptionSummary;
    })
  | (PaymentsEventBase & {
      /** invoice.paid / invoice.payment_failed for a subscription's Stripe invoice (not a Drip Drop invoice). */
      kind: "subscription_invoice";
      outcome: "paid" | "payment_failed";
      stripeInvoiceId: string;
      subscriptionId: string | null;
      customerId: string | null;
      amountPaidCents: number;
      amountDueCents: number;
      currency: string;
      hostedInvoiceUrl: string | null;
    })
  | (PaymentsEventBase & { kind: "other" });

/**
 * A company's connected account, and its products, prices, customers and subscriptions (`accountId`). Throws
 * `PaymentsNotConfiguredError` / `PaymentsProviderError` (domain/payments-errors) as the Stripe module does.
 */
export interface Payments {
  /** A new connected account (Stripe collects requirements and bears losses); returns its id (`acct_…`). */
  createConnectedAccount(input: {
    email: string;
    companyName: string;
    country: string;
    companyId?: string;
  }): Promise<string>;
  /** A single-use link to Stripe's hosted onboarding for the account. */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  connectedAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;
  /** A Stripe-hosted Checkout page on the company's account for one invoice (`savePaymentMethod` keeps the card). */
  createInvoiceCheckout(input: InvoiceCheckoutInput): Promise<{ sessionId: string; url: string }>;
  retrieveCheckoutSession(accountId: string, sessionId: string): Promise<CheckoutSessionSummary>;
  /**
   * A webhook request's event, once its `Stripe-Signature` header matches the raw body (exactly the bytes received).
   * Throws `InvalidWebhookSignatureError` (tampered, wrong secret, too old: answer 400) and
   * `PaymentsNotConfiguredError` without STRIPE_WEBHOOK_SECRET (domain/payments-errors).
   */
  verifyWebhook(rawBody: string, signatureHeader: string): PaymentsEvent;
  /** Charges a saved card off-session; a decline is `{ ok: false }`, other failures throw. One key per attempt. */
  chargeSavedPaymentMethod(input: {
    accountId: string;
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    invoiceId: string;
    idempotencyKey: string;
    description?: string;
  }): Promise<ChargeResult>;
  createCustomer(
    accountId: string,
    input: { email: string; name: string; metadata?: Record<string, string> },
  ): Promise<string>;
  createProduct(
    accountId: string,
    input: { name: string; description?: string | null; metadata?: Record<string, string> },
  ): Promise<ProductSummary>;
  updateProduct(
    accountId: string,
    productId: string,
    input: { name?: string; description?: string | null; metadata?: Record<string, string> },
  ): Promise<ProductSummary>;
  archiveProduct(accountId: string, productId: string): Promise<ProductSummary>;
  /** A recurring price (prices are immutable: a new amount is a new price). */
  createPrice(
    accountId: string,
    input: {
      productId: string;
      unitAmountCents: number;
      currency: string;
      interval: PriceInterval;
      intervalCount?: number;
    },
  ): Promise<PriceSummary>;
  archivePrice(accountId: string, priceId: string): Promise<PriceSummary>;
  createSubscription(
    accountId: string,
    input: {
      customerId: string;
      priceId: string;
      paymentMethodId?: string | null;
      daysUntilDue?: number;
      metadata?: Record<string, string>;
      idempotencyKey?: string;
    },
  ): Promise<SubscriptionSummary>;
  updateSubscriptionPrice(
    accountId: string,
    subscriptionId: string,
    priceId: string,
    options?: { prorate?: boolean },
  ): Promise<SubscriptionSummary>;
  pauseSubscription(
    accountId: string,
    subscriptionId: string,
    options?: { resumesAt?: Date },
  ): Promise<SubscriptionSummary>;
  resumeSubscription(accountId: string, subscriptionId: string): Promise<SubscriptionSummary>;
  cancelSubscription(
    accountId: string,
    subscriptionId: string,
    options?: { atPeriodEnd?: boolean },
  ): Promise<SubscriptionSummary>;
}

// ─── Accounts (better-auth owns the users' passwords and sessions) ──────────────────────────────────────────────

/** Who is asking, as the server saw them: the address sign-in attempts are counted under. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** The session cookies to hand to the browser (`set-cookie` headers). */
export type SessionCookies = Headers;

export type NewUserResult =
  | { ok: true; userId: string; cookies: SessionCookies }
  | { ok: false; refusal: "email-taken" | "password-too-short" | "failed" };

export type PasswordSignInResult =
  | { ok: true; cookies: SessionCookies; accountType: string | null }
  | { ok: false; refusal: "too-many-attempts" | "mismatch" };

/**
 * Users with a password and their sessions. The request `headers` carry the browser's session cookie. The adapter
 * holds better-auth, which writes the user, account, session and verification tables itself.
 */
export interface Auth {
  /** The user signed in by these headers' session cookie, or null. */
  sessionUserId(headers: Headers): Promise<string | null>;
  /** A new user with a password (e-mail already lower-cased), signed in: its first session's cookies. */
  createUser(
    person: { email: string; password: string; firstName: string; lastName: string },
    client: ClientInfo,
  ): Promise<NewUserResult>;
  /** Checks the password and opens a session; counts the attempt against the client's address. */
  signInWithPassword(email: string, password: string, client: ClientInfo): Promise<PasswordSignInResult>;
  /** Ends the headers' session; returns the cookies that clear it in the browser. */
  signOut(headers: Headers): Promise<SessionCookies>;
  /** Mails a reset link to the address if it has an account (nothing said either way); false when rate-limited. */
  sendPasswordReset(email: string, client: ClientInfo): Promise<boolean>;
  /** The user a pending reset link (its token) is for, or null. */
  resetLinkUserId(token: string): Promise<string | null>;
  /** Sets the password of the reset link's user and revokes their sessions; false when the link is not valid. */
  resetPassword(token: string, newPassword: string): Promise<boolean>;
  /** Changes the signed-in user's password; false when the current password is wrong. */
  changePassword(headers: Headers, currentPassword: string, newPassword: string): Promise<boolean>;
}

// ─── Bookkeeping (QuickBooks Online, on the company's own QuickBooks company) ──────────────────────────────────

/**
 * A company's OAuth tokens as the domain keeps them: sealed by the adapter (AES-256-GCM under the server's key), so
 * the domain stores and hands them back but never reads them.
 */
export interface SealedQuickbooksTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
}

/** What a data call needs: the connected company (realm) and its sealed access token. */
export interface QuickbooksSession {
  realmId: string;
  accessToken: string;
}

/** QuickBooks' entities the product writes. */
export type QuickbooksEntity = "Customer" | "Item" | "Invoice" | "Payment" | "CreditMemo";

export interface QuickbooksOption {
  id: string;
  name: string;
  /** An account's type ("Income", "Bank", "Other Current Asset"); empty for terms and tax codes. */
  type: string;
}

/**
 * QuickBooks Online: OAuth 2 (intuit-oauth) and the v3 data API. A refusal or an unreachable QuickBooks throws
 * `QuickbooksCallError` (domain/accounting/quickbooks-errors), with the status and QuickBooks' Fault; the domain words
 * it (core/accounting plainQuickbooksError) and refreshes the token once on a 401.
 */
export interface Bookkeeping {
  /** Whether this server has a QuickBooks app (QBO_CLIENT_ID and QBO_CLIENT_SECRET). */
  configured(): boolean;
  /** A signed, expiring OAuth `state` naming the company and member who started connecting. */
  signState(payload: { companyId: string; memberId: string }): string;
  /** The state's payload when its signature holds and it has not expired; otherwise null. */
  readState(state: string): { companyId: string; memberId: string } | null;
  /** Intuit's consent page for the accounting scope, coming back to `redirectUri` with code, realmId and state. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(input: {
    code: string;
    realmId: string;
    redirectUri: string;
  }): Promise<SealedQuickbooksTokens>;
  refresh(refreshToken: string): Promise<SealedQuickbooksTokens>;
  /** Revokes the grant (disconnect); best effort for the caller. */
  revoke(refreshToken: string): Promise<void>;
  /** Active accounts, terms and tax codes, for the Accounting page's selects. */
  listOptions(
    session: QuickbooksSession,
    what: "accounts" | "terms" | "taxCodes",
  ): Promise<QuickbooksOption[]>;
  /** The id of the entity whose `field` equals `value` (DisplayName, Name, DocNumber), or null. */
  findId(
    session: QuickbooksSession,
    entity: QuickbooksEntity,
    field: string,
    value: string,
  ): Promise<string | null>;
  /**
   * Creates the entity, or (with `id`) updates it sparsely at its current SyncToken; returns QuickBooks' id. The same
   * id back means the same record: a retry never creates a second one. `requestId` (a create's, ≤ 50 characters)
   * makes the create idempotent in QuickBooks: sent again, it answers with the record it made the first time.
   */
  upsert(
    session: QuickbooksSession,
    entity: QuickbooksEntity,
    body: Record<string, unknown>,
    id: string | null,
    requestId?: string,
  ): Promise<string>;
  /** Voids a transaction (an invoice) at its current SyncToken: it stays, with nothing owed. */
  voidTransaction(session: QuickbooksSession, entity: "Invoice", id: string): Promise<void>;
  /**
   * Deletes a transaction (a payment removed or refunded in full here) at its current SyncToken. One QuickBooks no
   * longer has is already what was asked: no error.
   */
  deleteTransaction(session: QuickbooksSession, entity: "Payment", id: string): Promise<void>;
}

// ─── The bundle ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface Ports {
  mailer: Mailer;
  documents: Documents;
  files: FileStore;
  geocoder: Geocoder;
  travelTimes: TravelTimes;
  payments: Payments;
  bookkeeping: Bookkeeping;
  auth: Auth;
}
