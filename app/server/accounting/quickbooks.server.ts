/**
 * The bookkeeping port's adapter: QuickBooks Online. OAuth 2 through Intuit's `intuit-oauth` client (consent URL,
 * code exchange, refresh, revoke; its endpoints are class-wide settings, set from config before each use so the tests'
 * stand-in can take their place), and the v3 data API (`/v3/company/<realm>/<entity>`, `query`) as plain JSON over
 * fetch with the bearer token. Tokens cross the port sealed (./seal.server); the OAuth state is signed here too.
 */
import OAuthClient from "intuit-oauth";
import type { QboFault } from "~/core/accounting/quickbooks";
import { QuickbooksCallError, QuickbooksNotConfiguredError } from "~/domain/accounting/quickbooks-errors";
import type {
  Bookkeeping,
  QuickbooksEntity,
  QuickbooksOption,
  QuickbooksSession,
  SealedQuickbooksTokens,
} from "~/domain/ports";
import { config } from "../config.server";
import { readSigned, seal, sign, unseal } from "./seal.server";

/** QuickBooks' API minor version the bodies are written for. */
const MINOR_VERSION = "75";
/** A consent that is not finished within this time must start again. */
const STATE_TTL_MS = 15 * 60 * 1000;
const CALL_TIMEOUT_MS = 20_000;

function settings() {
  const s = config.quickbooks;
  if (!s.clientId || !s.clientSecret) throw new QuickbooksNotConfiguredError();
  return { ...s, clientId: s.clientId, clientSecret: s.clientSecret };
}

function oauthClient(redirectUri?: string) {
  const s = settings();
  // intuit-oauth keeps its endpoints on the class; point them at this configuration (Intuit's, or the stand-in).
  Object.assign(OAuthClient, {
    authorizeEndpoint: s.authorizeUrl,
    tokenEndpoint: s.tokenUrl,
    revokeEndpoint: s.revokeUrl,
  });
  return new OAuthClient({
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    environment: s.environment,
    redirectUri: redirectUri ?? `${config.baseUrl}/company/settings/accounting/callback`,
  });
}

interface TokenJson {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  x_refresh_token_expires_in?: number;
}

function sealedTokens(json: TokenJson, now = Date.now()): SealedQuickbooksTokens {
  if (!json.access_token || !json.refresh_token)
    throw new QuickbooksCallError(400, null, "QuickBooks sent no tokens");
  const key = config.quickbooks.tokenKey;
  return {
    accessToken: seal(key, json.access_token),
    refreshToken: seal(key, json.refresh_token),
    accessTokenExpiresAt: new Date(now + (json.expires_in ?? 3600) * 1000),
    refreshTokenExpiresAt: json.x_refresh_token_expires_in
      ? new Date(now + json.x_refresh_token_expires_in * 1000)
      : null,
  };
}

/** intuit-oauth's error (an OAuthError with the response) as the port's error. */
function oauthFailure(error: unknown): QuickbooksCallError {
  if (error instanceof QuickbooksCallError || error instanceof QuickbooksNotConfiguredError)
    return error as QuickbooksCallError;
  const e = error as {
    code?: string;
    authResponse?: { response?: { status?: number }; json?: { error?: string; error_description?: string } };
    response?: { status?: number };
  };
  const status = Number(e.authResponse?.response?.status ?? e.response?.status ?? e.code ?? 0) || 0;
  const body = e.authResponse?.json;
  const fault: QboFault | null = body?.error
    ? {
        type: "AuthenticationFault",
        Error: [{ Message: body.error, Detail: body.error_description ?? body.error, code: body.error }],
      }
    : null;
  return new QuickbooksCallError(status || 0, fault, `QuickBooks OAuth failed (${status})`);
}

async function call(
  session: QuickbooksSession,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const s = settings();
  const url = new URL(
    `${s.apiBase.replace(/\/$/, "")}/v3/company/${encodeURIComponent(session.realmId)}/${path}`,
  );
  url.searchParams.set("minorversion", MINOR_VERSION);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${unseal(s.tokenKey, session.accessToken)}`,
        accept: "application/json",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new QuickbooksCallError(0, null, `QuickBooks could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  if (!response.ok) {
    const fault = (json.Fault ?? json.fault ?? null) as QboFault | null;
    throw new QuickbooksCallError(response.status, fault);
  }
  return json;
}

/** A value inside a QuickBooks query's single quotes. */
const quoted = (value: string) => `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

async function query(session: QuickbooksSession, entity: string, where: string) {
  const q = `select * from ${entity}${where ? ` where ${where}` : ""} maxresults 1000`;
  const json = await call(session, "GET", `query?query=${encodeURIComponent(q)}`);
  const result = (json.QueryResponse ?? {}) as Record<string, Record<string, unknown>[] | undefined>;
  return result[entity] ?? [];
}

const entityPath = (entity: QuickbooksEntity) => entity.toLowerCase();

/** QuickBooks' "Object Not Found" (code 610): the record is not there (or was deleted). */
const isObjectNotFound = (error: unknown) =>
  error instanceof QuickbooksCallError && error.fault?.Error?.some((e) => e.code === "610") === true;

export const quickbooksBookkeeping: Bookkeeping = {
  configured: () => Boolean(config.quickbooks.clientId && config.quickbooks.clientSecret),

  signState: (payload) =>
    sign(config.quickbooks.tokenKey, { ...payload, expiresAt: Date.now() + STATE_TTL_MS }),

  readState: (state) => {
    const payload = readSigned(config.quickbooks.tokenKey, state) as {
      companyId?: unknown;
      memberId?: unknown;
      expiresAt?: unknown;
    } | null;
    if (!payload || typeof payload.companyId !== "string" || typeof payload.memberId !== "string")
      return null;
    if (typeof payload.expiresAt !== "number" || payload.expiresAt < Date.now()) return null;
    return { companyId: payload.companyId, memberId: payload.memberId };
  },

  authorizeUrl: (state, redirectUri) =>
    oauthClient(redirectUri).authorizeUri({ scope: [OAuthClient.scopes.Accounting], state }),

  async exchangeCode({ code, realmId, redirectUri }) {
    const client = oauthClient(redirectUri);
    try {
      const response = await client.createToken(
        `${redirectUri}?${new URLSearchParams({ code, realmId }).toString()}`,
      );
      return sealedTokens(response.getJson() as TokenJson);
    } catch (error) {
      throw oauthFailure(error);
    }
  },

  async refresh(refreshToken) {
    const client = oauthClient();
    try {
      const response = await client.refreshUsingToken(unseal(config.quickbooks.tokenKey, refreshToken));
      return sealedTokens(response.getJson() as TokenJson);
    } catch (error) {
      throw oauthFailure(error);
    }
  },

  async revoke(refreshToken) {
    const client = oauthClient();
    try {
      await client.revoke({ refresh_token: unseal(config.quickbooks.tokenKey, refreshToken) });
    } catch (error) {
      throw oauthFailure(error);
    }
  },

  async listOptions(session, what) {
    const rows =
      what === "accounts"
        ? await query(session, "Account", "Active = true")
        : what === "terms"
          ? await query(session, "Term", "Active = true")
          : await query(session, "TaxCode", "Active = true");
    return rows
      .map(
        (row): QuickbooksOption => ({
          id: String(row.Id),
          name: String(row.Name ?? row.FullyQualifiedName ?? row.Id),
          type: typeof row.AccountType === "string" ? row.AccountType : "",
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name));
  },

  async findId(session, entity, field, value) {
    const rows = await query(session, entity, `${field} = ${quoted(value)}`);
    return rows[0] ? String(rows[0].Id) : null;
  },

  async upsert(session, entity, body, id, requestId) {
    let payload: Record<string, unknown> = body;
    if (id) {
      // A sparse update at the record's current SyncToken (QuickBooks refuses a stale one).
      const current = await call(session, "GET", `${entityPath(entity)}/${encodeURIComponent(id)}`);
      const record = (current[entity] ?? {}) as { SyncToken?: string };
      payload = { ...body, Id: id, SyncToken: record.SyncToken ?? "0", sparse: true };
    }
    const path = requestId
      ? `${entityPath(entity)}?requestid=${encodeURIComponent(requestId)}`
      : entityPath(entity);
    const json = await call(session, "POST", path, payload);
    const saved = json[entity] as { Id?: string } | undefined;
    if (!saved?.Id) throw new QuickbooksCallError(502, null, "QuickBooks answered without the record");
    return String(saved.Id);
  },

  async deleteTransaction(session, entity, id) {
    let record: { SyncToken?: string };
    try {
      const current = await call(session, "GET", `${entityPath(entity)}/${encodeURIComponent(id)}`);
      record = (current[entity] ?? {}) as { SyncToken?: string };
    } catch (error) {
      // Deleted already (an earlier delete whose answer was lost): nothing left to do.
      if (isObjectNotFound(error)) return;
      throw error;
    }
    await call(session, "POST", `${entityPath(entity)}?operation=delete`, {
      Id: id,
      SyncToken: record.SyncToken ?? "0",
    });
  },

  async voidTransaction(session, entity, id) {
    const current = await call(session, "GET", `${entityPath(entity)}/${encodeURIComponent(id)}`);
    const record = (current[entity] ?? {}) as { SyncToken?: string };
    await call(session, "POST", `${entityPath(entity)}?operation=void`, {
      Id: id,
      SyncToken: record.SyncToken ?? "0",
    });
  },
};
