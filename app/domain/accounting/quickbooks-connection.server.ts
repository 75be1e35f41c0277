/**
 * A company's connection to QuickBooks Online (issue 23): connect with OAuth 2 (a signed `state` bound to the company
 * and the member who started it), the tokens kept sealed and refreshed when they expire (and once on a 401), the
 * mappings chosen on Settings → Accounting, and disconnect. A refresh QuickBooks refuses marks the connection
 * "reconnect" and raises the "accounting sync failed" alert; pushes wait until someone connects again.
 */

import { eq, isNull, ne } from "drizzle-orm";
import { plainQuickbooksError } from "~/core/accounting/quickbooks";
import { keyed } from "~/core/i18n/keyed";
import type { Db, Tx } from "~/db/client.server";
import { alert, quickbooksConnection, quickbooksSync } from "~/db/schema";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { NotFoundError, RuleError } from "../errors";
import type { QuickbooksSession, SealedQuickbooksTokens } from "../ports";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import { QuickbooksCallError, QuickbooksNotConfiguredError } from "./quickbooks-errors";

/** Where Intuit sends the person back after consent (registered as a redirect URI of the company's Intuit app). */
const quickbooksRedirectUri = () => `${config.baseUrl}/company/settings/accounting/callback`;

/** The connection needs a person to connect again (a refused refresh): pushes stop with this reason. */
export class QuickbooksReconnectError extends Error {
  constructor(disconnected = false) {
    super(keyed(disconnected ? "seller.qbo.error.notConnected" : "seller.qbo.error.reconnect", {}));
  }
}

/** The push needs a mapping nobody chose yet (the income account of the service items). */
export class QuickbooksMappingError extends Error {}

type Company = Pick<TenantContext, "companyId">;

/** The company's connection row (tokens sealed), in the caller's transaction. */
export async function connectionOf(db: Db | Tx, ctx: Pick<TenantContext, "companyId">) {
  const [row] = await db.select().from(quickbooksConnection).where(scoped(ctx, quickbooksConnection));
  return row ?? null;
}

export type QuickbooksConnectionRow = NonNullable<Awaited<ReturnType<typeof connectionOf>>>;

// ─── Alerts ─────────────────────────────────────────────────────────────────────────────────────────────────────

const ALERT_KEYS = { failed: "quickbooks:sync-failed", reconnect: "quickbooks:reconnect" } as const;

/**
 * One open "accounting sync failed" alert per company and cause (a failed push, a connection to renew), kept up to
 * date with the latest reason rather than one per record.
 */
export async function raiseQuickbooksAlert(
  tx: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  cause: keyof typeof ALERT_KEYS,
  detail: string,
  title: string,
) {
  if (!(await isRuleEnabled(tx, ctx, "accounting-sync-failed"))) return;
  const dedupeKey = ALERT_KEYS[cause];
  const [open] = await tx
    .select({ id: alert.id })
    .from(alert)
    .where(scoped(ctx, alert, eq(alert.dedupeKey, dedupeKey), isNull(alert.resolvedAt)));
  if (open) {
    await tx
      .update(alert)
      .set({ detail, title })
      .where(scoped(ctx, alert, eq(alert.id, open.id)));
    return;
  }
  await tx
    .insert(alert)
    .values({
      companyId: ctx.companyId,
      kind: "accounting sync failed",
      severity: cause === "reconnect" ? "critical" : "warning",
      title,
      detail,
      dedupeKey,
    })
    .onConflictDoNothing();
}

/** Resolves the open alert of a cause that is over (every failed push sent, or connected again). */
export async function resolveQuickbooksAlert(
  tx: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  cause: keyof typeof ALERT_KEYS,
) {
  await tx
    .update(alert)
    .set({ resolvedAt: new Date() })
    .where(scoped(ctx, alert, eq(alert.dedupeKey, ALERT_KEYS[cause]), isNull(alert.resolvedAt)));
}

// ─── Tokens ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Refreshed this long before the access token expires, so a call never starts with a token about to lapse. */
const EARLY_MS = 60_000;

async function storeTokens(db: Db | Tx, ctx: Company, tokens: SealedQuickbooksTokens) {
  await db
    .update(quickbooksConnection)
    .set({ ...tokens, status: "connected", updatedAt: new Date() })
    .where(scoped(ctx, quickbooksConnection));
}

/**
 * Refreshes the tokens; `seen` is the access token the caller had, so of two callers refreshing at once the second
 * takes the first's new token instead of spending the (rotated) refresh token again. A refusal (the grant revoked or
 * expired) marks the connection "reconnect" and raises the alert; an unreachable QuickBooks is only a failed push.
 */
async function refreshTokens(system: SystemContext, ctx: Company, seen: string): Promise<QuickbooksSession> {
  const result = await system.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(quickbooksConnection)
      .where(scoped(ctx, quickbooksConnection))
      .for("update");
    if (!row) throw new QuickbooksReconnectError();
    if (row.status === "reconnect") throw new QuickbooksReconnectError();
    if (row.accessToken !== seen && row.accessTokenExpiresAt.getTime() > Date.now() + EARLY_MS)
      return { session: { realmId: row.realmId, accessToken: row.accessToken }, refused: false };
    try {
      const tokens = await system.ports.bookkeeping.refresh(row.refreshToken);
      await storeTokens(tx, ctx, tokens);
      return { session: { realmId: row.realmId, accessToken: tokens.accessToken }, refused: false };
    } catch (error) {
      if (!(error instanceof QuickbooksCallError) || error.status === 0 || error.status >= 500) throw error;
      logger.warn({ companyId: ctx.companyId, status: error.status }, "QuickBooks refused the token refresh");
      await tx
        .update(quickbooksConnection)
        .set({ status: "reconnect", updatedAt: new Date() })
        .where(scoped(ctx, quickbooksConnection));
      await raiseQuickbooksAlert(
        tx,
        ctx,
        "reconnect",
        keyed("team.alertText.quickbooksReconnectDetail", {}),
        keyed("team.alertText.quickbooksReconnect", {}),
      );
      return { session: null, refused: true };
    }
  });
  if (!result.session) throw new QuickbooksReconnectError();
  return result.session;
}

/**
 * Runs `work` with a live session on the company's QuickBooks: the token refreshed first when it is about to expire,
 * and once more when QuickBooks answers 401 anyway (revoked early, clock skew).
 */
export async function withQuickbooksSession<T>(
  system: SystemContext,
  ctx: Company,
  work: (session: QuickbooksSession, connection: QuickbooksConnectionRow) => Promise<T>,
): Promise<T> {
  const connection = await connectionOf(system.db, ctx);
  if (!connection) throw new QuickbooksReconnectError(true);
  if (connection.status === "reconnect") throw new QuickbooksReconnectError();
  let session: QuickbooksSession = { realmId: connection.realmId, accessToken: connection.accessToken };
  if (connection.accessTokenExpiresAt.getTime() <= Date.now() + EARLY_MS)
    session = await refreshTokens(system, ctx, connection.accessToken);
  try {
    return await work(session, connection);
  } catch (error) {
    if (!(error instanceof QuickbooksCallError) || error.status !== 401) throw error;
    session = await refreshTokens(system, ctx, session.accessToken);
    return work(session, connection);
  }
}

/** The reason a call failed, in plain words (a keyed message); null for an error that is not QuickBooks'. */
export function quickbooksReason(error: unknown): string | null {
  if (error instanceof QuickbooksCallError)
    return plainQuickbooksError({ status: error.status, fault: error.fault });
  if (error instanceof QuickbooksReconnectError || error instanceof QuickbooksMappingError)
    return error.message;
  if (error instanceof QuickbooksNotConfiguredError) return keyed("seller.qbo.error.notConfigured", {});
  if (error instanceof NotFoundError) return keyed("seller.qbo.error.recordGone", {});
  return null;
}

// ─── Connect and disconnect ─────────────────────────────────────────────────────────────────────────────────────

/** Intuit's consent page for this company, with a state bound to the company and the member. */
export function startQuickbooksConnect(ctx: TenantContext) {
  requirePermission(ctx, "money:manage");
  if (!ctx.ports.bookkeeping.configured()) throw new QuickbooksNotConfiguredError();
  const state = ctx.ports.bookkeeping.signState({ companyId: ctx.companyId, memberId: ctx.memberId });
  return ctx.ports.bookkeeping.authorizeUrl(state, quickbooksRedirectUri());
}

export interface QuickbooksCallback {
  code: string | null;
  realmId: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Intuit's answer: the state must be this company's and this member's (a link started in another company, or by
 * someone else, is refused), then the code becomes tokens, kept sealed. Connecting to another QuickBooks company than
 * before forgets the ids of the old one, so everything is pushed there afresh.
 */
export async function completeQuickbooksConnect(ctx: TenantContext, answer: QuickbooksCallback) {
  requirePermission(ctx, "money:manage");
  if (answer.error) throw new RuleError("form", "seller.qbo.connectCancelled");
  const bound = answer.state ? ctx.ports.bookkeeping.readState(answer.state) : null;
  if (!bound || bound.companyId !== ctx.companyId || bound.memberId !== ctx.memberId)
    throw new RuleError("form", "seller.qbo.stateRefused");
  if (!answer.code || !answer.realmId) throw new RuleError("form", "seller.qbo.connectIncomplete");
  const realmId = answer.realmId.slice(0, 64);
  let tokens: SealedQuickbooksTokens;
  try {
    tokens = await ctx.ports.bookkeeping.exchangeCode({
      code: answer.code,
      realmId,
      redirectUri: quickbooksRedirectUri(),
    });
  } catch (error) {
    if (error instanceof QuickbooksCallError) throw new RuleError("form", "seller.qbo.exchangeFailed");
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(quickbooksConnection)
      .values({ companyId: ctx.companyId, realmId, ...tokens, status: "connected", connectedAt: new Date() })
      .onConflictDoUpdate({
        target: quickbooksConnection.companyId,
        set: { realmId, ...tokens, status: "connected", connectedAt: new Date(), updatedAt: new Date() },
      });
    // Ids of another QuickBooks company mean nothing in this one.
    await tx
      .update(quickbooksSync)
      .set({ quickbooksId: null, realmId: null, updatedAt: new Date() })
      .where(scoped(ctx, quickbooksSync, ne(quickbooksSync.realmId, realmId)));
    await resolveQuickbooksAlert(tx, ctx, "reconnect");
  });
}

/** Revokes the grant (QuickBooks may be unreachable: the connection is forgotten anyway) and forgets the tokens. */
export async function disconnectQuickbooks(ctx: TenantContext) {
  requirePermission(ctx, "money:manage");
  const row = await connectionOf(ctx.db, ctx);
  if (!row) return;
  try {
    await ctx.ports.bookkeeping.revoke(row.refreshToken);
  } catch (error) {
    logger.warn({ err: error, companyId: ctx.companyId }, "QuickBooks revoke failed; disconnecting anyway");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(quickbooksConnection).where(scoped(ctx, quickbooksConnection));
    await resolveQuickbooksAlert(tx, ctx, "reconnect");
  });
}

// ─── Mappings ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface QuickbooksMappings {
  incomeAccountRef: string | null;
  /** A service rate's own income account, by rate kind (core/accounting RATE_KINDS). */
  rateIncomeRefs: Record<string, string>;
  taxCodeRef: string | null;
  depositAccountRef: string | null;
  termsRefs: Record<string, string>;
}

/** The lists for the page, or why QuickBooks could not give them (in plain words). */
export async function quickbooksOptionsForPage(ctx: TenantContext) {
  try {
    return { options: await quickbooksOptions(ctx), problem: null };
  } catch (error) {
    const problem = quickbooksReason(error);
    if (!problem || error instanceof NotFoundError) throw error;
    return { options: null, problem };
  }
}

/** QuickBooks' accounts, terms and tax codes for the mapping selects. */
export async function quickbooksOptions(ctx: TenantContext) {
  requirePermission(ctx, "money:manage");
  return withQuickbooksSession(ctx, ctx, async (session) => {
    const [accounts, terms, taxCodes] = await Promise.all([
      ctx.ports.bookkeeping.listOptions(session, "accounts"),
      ctx.ports.bookkeeping.listOptions(session, "terms"),
      ctx.ports.bookkeeping.listOptions(session, "taxCodes"),
    ]);
    return { accounts, terms, taxCodes };
  });
}

/** The connection as the Accounting page shows it (no tokens). */
export async function quickbooksConnectionView(ctx: TenantContext) {
  requirePermission(ctx, "money:manage");
  const row = await connectionOf(ctx.db, ctx);
  if (!row) return null;
  return {
    realmId: row.realmId,
    status: row.status,
    connectedAt: row.connectedAt,
    mappings: {
      incomeAccountRef: row.incomeAccountRef,
      taxCodeRef: row.taxCodeRef,
      depositAccountRef: row.depositAccountRef,
      rateIncomeRefs: row.rateIncomeRefs,
      termsRefs: row.termsRefs as Record<string, string>,
    } satisfies QuickbooksMappings,
  };
}

/** Whether the company is connected (pushes are queued only then). */
export async function isQuickbooksConnected(tx: Db | Tx, ctx: Pick<TenantContext, "companyId">) {
  const [row] = await tx
    .select({ id: quickbooksConnection.id })
    .from(quickbooksConnection)
    .where(scoped(ctx, quickbooksConnection));
  return Boolean(row);
}
