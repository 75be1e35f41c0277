/**
 * A local stand-in for QuickBooks Online (issue 23), on node:http with in-memory state, for the database tests and
 * the browser test: Intuit's OAuth 2 endpoints and the parts of the v3 data API the bookkeeping port calls. Point the
 * app at it with `standIn.env` (QBO_API_BASE, QBO_AUTHORIZE_URL, QBO_TOKEN_URL, QBO_REVOKE_URL, a client id/secret).
 *
 * - `GET /oauth2/authorize` shows a consent page ("Connect" / "Cancel"); Connect redirects back to the app's
 *   redirect_uri with `code`, `realmId` and the `state` it was given (Cancel with `error=access_denied`).
 * - `POST /oauth2/token` (HTTP Basic client credentials, form body): `authorization_code` (a code works once) and
 *   `refresh_token` (rotates the refresh token; an old one is `invalid_grant`). Access tokens live
 *   `accessTokenSeconds` (default 3600), so a test can make them expire.
 * - `POST /oauth2/revoke` ends the grant.
 * - `/v3/company/<realm>/{customer,item,invoice,payment,creditmemo}`: create (POST without Id), sparse update (POST
 *   with Id and the current SyncToken; a stale one is Fault 5010), read (GET …/<id>) and `query?query=select * from
 *   <Entity> [where <Field> = '<value>' [and Active = true]]`. Names are unique as in QuickBooks (6240), references
 *   must exist (2500), a bearer token that is unknown or expired answers 401 with an AuthenticationFault.
 *   Accounts, terms and tax codes of a new realm are seeded.
 *   `POST …/invoice?operation=void` voids an invoice (nothing owed, kept); `POST …/payment?operation=delete` deletes
 *   a payment (Id and current SyncToken). A Payment's lines lower the Balance of what they link (an Invoice, or a
 *   CreditMemo applied to one with a Payment of 0); updating or deleting the Payment puts those amounts back first.
 * - `?requestid=` on a POST makes it idempotent, as in QuickBooks: the same request id in the same realm gets the
 *   first answer again and changes nothing.
 * - `loseNextAnswer()` does the next data POST and then drops the connection without answering (a crash or a network
 *   cut after QuickBooks acted).
 * - `/_stand-in/…` drives it from another process: `health`, `fail-next` (the next data call answers the given
 *   status and Fault), `expire-tokens`, `state` (every realm's records, JSON).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

type Entity = "Customer" | "Item" | "Invoice" | "Payment" | "CreditMemo" | "Account" | "Term" | "TaxCode";
type QboRecord = Record<string, unknown> & { Id: string; SyncToken: string };
type PaymentLine = { Amount: number; LinkedTxn?: { TxnId: string; TxnType?: string }[] };

const ENTITY_PATHS: Record<string, Entity> = {
  customer: "Customer",
  item: "Item",
  invoice: "Invoice",
  payment: "Payment",
  creditmemo: "CreditMemo",
  account: "Account",
  term: "Term",
  taxcode: "TaxCode",
};

export interface FailNext {
  status: number;
  code?: string;
  message?: string;
  detail?: string;
  type?: string;
  /** Only a call on this entity path fails (e.g. "invoice"); any call when left out. */
  entity?: string;
}

interface Realm {
  records: Map<Entity, Map<string, QboRecord>>;
  counter: number;
}

export interface QuickbooksStandInOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  accessTokenSeconds?: number;
  /** The realm the consent page connects (a new one per stand-in by default). */
  realmId?: string;
}

export interface QuickbooksStandIn {
  url: string;
  env: Record<string, string>;
  realmId: string;
  /**
   * A code for the realm (another one than the consent page's: a QuickBooks company of its own, empty of records
   * but the seeded lists), as the consent page would give (database tests skip the browser).
   */
  issueCode(realmId?: string): string;
  records(entity: Entity, realmId?: string): QboRecord[];
  failNext(failure: FailNext): void;
  /** The next data POST is done, then its connection dropped before the answer. */
  loseNextAnswer(): void;
  /** Every access token given so far expires now. */
  expireAccessTokens(): void;
  /** Refresh tokens given so far stop working (a revoked grant). */
  revokeRefreshTokens(): void;
  /** Data calls made, as `METHOD path` (without the query string's minor version). */
  calls: string[];
  close(): Promise<void>;
}

const fault = (status: number, code: string, message: string, detail: string, type = "ValidationFault") => ({
  status,
  body: {
    Fault: { Error: [{ Message: message, Detail: detail, code }], type },
    time: new Date().toISOString(),
  },
});

function seedRealm(): Realm {
  const realm: Realm = { records: new Map(), counter: 100 };
  const put = (entity: Entity, record: Record<string, unknown>) => {
    const id = String(++realm.counter);
    const map = realm.records.get(entity) ?? new Map<string, QboRecord>();
    realm.records.set(entity, map);
    map.set(id, { ...record, Id: id, SyncToken: "0", Active: true });
  };
  put("Account", { Name: "Services", AccountType: "Income" });
  put("Account", { Name: "Sales of Product Income", AccountType: "Income" });
  put("Account", { Name: "Undeposited Funds", AccountType: "Other Current Asset" });
  put("Account", { Name: "Checking", AccountType: "Bank" });
  put("Term", { Name: "Due on receipt", DueDays: 0 });
  put("Term", { Name: "Net 15", DueDays: 15 });
  put("Term", { Name: "Net 30", DueDays: 30 });
  put("TaxCode", { Name: "California", Taxable: true });
  put("TaxCode", { Name: "Arizona", Taxable: true });
  return realm;
}

export async function startQuickbooksStandIn(
  options: QuickbooksStandInOptions = {},
): Promise<QuickbooksStandIn> {
  const clientId = options.clientId ?? "qbo-stand-in-client";
  const clientSecret = options.clientSecret ?? "qbo-stand-in-secret";
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600;
  const defaultRealm = options.realmId ?? String(9130350000000000 + Math.floor(Math.random() * 1e6));
  const realms = new Map<string, Realm>();
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, { realmId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();
  const calls: string[] = [];
  let failure: FailNext | null = null;
  let loseNext = false;
  /** First answers by `<realm>:<requestid>`. */
  const answersByRequest = new Map<string, { status: number; body: unknown }>();
  let serial = 0;

  const realmOf = (id: string) => {
    const realm = realms.get(id) ?? seedRealm();
    realms.set(id, realm);
    return realm;
  };
  const token = (prefix: string) => `${prefix}-${++serial}-${Math.random().toString(36).slice(2, 10)}`;
  const issueCode = (realmId = defaultRealm) => {
    const code = token("code");
    codes.set(code, realmId);
    realmOf(realmId);
    return code;
  };
  const grant = (realmId: string) => {
    const access = token("access");
    const refresh = token("refresh");
    accessTokens.set(access, { realmId, expiresAt: Date.now() + accessTokenSeconds * 1000 });
    refreshTokens.set(refresh, realmId);
    return {
      token_type: "bearer",
      access_token: access,
      refresh_token: refresh,
      expires_in: accessTokenSeconds,
      x_refresh_token_expires_in: 8_726_400,
    };
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://stand-in");
    let rememberAs: string | null = null;
    let dropAnswer = false;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (rememberAs) answersByRequest.set(rememberAs, { status, body });
      if (dropAnswer) {
        res.destroy();
        return;
      }
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    const html = (body: string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><head><title>QuickBooks stand-in</title></head><body>${body}</body></html>`,
      );
    };
    try {
      // ── Driving the stand-in ──
      if (url.pathname === "/_stand-in/health") return send(200, { ok: true });
      if (url.pathname === "/_stand-in/fail-next" && req.method === "POST") {
        failure = JSON.parse(raw || "{}") as FailNext;
        return send(200, { ok: true });
      }
      if (url.pathname === "/_stand-in/expire-tokens" && req.method === "POST") {
        for (const entry of accessTokens.values()) entry.expiresAt = 0;
        return send(200, { ok: true });
      }
      if (url.pathname === "/_stand-in/state") {
        const out: Record<string, Record<string, QboRecord[]>> = {};
        for (const [id, realm] of realms)
          out[id] = Object.fromEntries([...realm.records].map(([e, m]) => [e, [...m.values()]]));
        return send(200, out);
      }

      // ── OAuth 2 ──
      if (url.pathname === "/oauth2/authorize") {
        const redirect = url.searchParams.get("redirect_uri") ?? "";
        const state = url.searchParams.get("state") ?? "";
        if (url.searchParams.get("client_id") !== clientId || !redirect)
          return send(400, { error: "invalid_client" });
        const back = (params: Record<string, string>) =>
          `${redirect}?${new URLSearchParams({ ...params, state }).toString()}`;
        const code = issueCode();
        return html(
          `<main><h1>Connect to QuickBooks (stand-in)</h1><p>Company ${defaultRealm}</p>` +
            `<p><a href="${back({ code, realmId: defaultRealm })}">Connect</a> ` +
            `<a href="${back({ error: "access_denied" })}">Cancel</a></p></main>`,
        );
      }
      if (url.pathname === "/oauth2/token" && req.method === "POST") {
        const [user, pass] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
          .toString("utf8")
          .split(":");
        if (user !== clientId || pass !== clientSecret) return send(401, { error: "invalid_client" });
        const form = new URLSearchParams(raw);
        if (form.get("grant_type") === "authorization_code") {
          const realmId = codes.get(form.get("code") ?? "");
          if (!realmId)
            return send(400, { error: "invalid_grant", error_description: "Unknown or used code" });
          codes.delete(form.get("code") ?? "");
          return send(200, grant(realmId));
        }
        if (form.get("grant_type") === "refresh_token") {
          const old = form.get("refresh_token") ?? "";
          const realmId = refreshTokens.get(old);
          if (!realmId) return send(400, { error: "invalid_grant", error_description: "Token invalid" });
          refreshTokens.delete(old);
          return send(200, grant(realmId));
        }
        return send(400, { error: "unsupported_grant_type" });
      }
      if (url.pathname === "/oauth2/revoke" && req.method === "POST") {
        const { token: revoked } = JSON.parse(raw || "{}") as { token?: string };
        if (revoked) {
          refreshTokens.delete(revoked);
          accessTokens.delete(revoked);
        }
        return send(200, {});
      }

      // ── Data API ──
      const match = /^\/v3\/company\/([^/]+)\/([a-z]+)(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return send(404, { error: "not found" });
      const [, realmId, path, id] = match;
      calls.push(`${req.method} ${path}${id ? `/${id}` : ""}`);
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      const access = accessTokens.get(bearer);
      if (!access || access.realmId !== realmId || access.expiresAt <= Date.now()) {
        const f = fault(
          401,
          "3200",
          "message=AuthenticationFailed",
          "Token expired or invalid",
          "AuthenticationFault",
        );
        return send(f.status, f.body);
      }
      // Before the failure to inject: QuickBooks answers a request id it has seen, refusals included, with its first answer.
      const requestId = req.method === "POST" ? url.searchParams.get("requestid") : null;
      if (requestId) {
        const earlier = answersByRequest.get(`${realmId}:${requestId}`);
        if (earlier) return send(earlier.status, earlier.body);
        rememberAs = `${realmId}:${requestId}`;
      }
      if (failure && (!failure.entity || failure.entity === path)) {
        const f = failure;
        failure = null;
        const out = fault(
          f.status,
          f.code ?? "6000",
          f.message ?? "A business validation error has occurred",
          f.detail ?? "",
          f.type,
        );
        return send(out.status, out.body);
      }
      if (loseNext && req.method === "POST" && path !== "query") {
        loseNext = false;
        dropAnswer = true;
      }
      const realm = realmOf(realmId);
      const table = (entity: Entity) => {
        const map = realm.records.get(entity) ?? new Map<string, QboRecord>();
        realm.records.set(entity, map);
        return map;
      };
      if (path === "query") {
        const q = url.searchParams.get("query") ?? "";
        const parsed = /^select \* from (\w+)(?: where (.+?))?(?: maxresults \d+)?$/i.exec(q.trim());
        if (!parsed) {
          const f = fault(400, "4000", "Error parsing query", q);
          return send(f.status, f.body);
        }
        const entity = parsed[1] as Entity;
        let rows = [...table(entity).values()];
        for (const condition of (parsed[2] ?? "").split(/ and /i).filter(Boolean)) {
          const c = /^(\w+) = (?:'((?:[^'\\]|\\.)*)'|(true|false))$/.exec(condition.trim());
          if (!c) continue;
          const value = c[2] !== undefined ? c[2].replace(/\\(.)/g, "$1") : c[3] === "true";
          rows = rows.filter((row) => row[c[1]] === value);
        }
        return send(200, {
          QueryResponse: { [entity]: rows, maxResults: rows.length },
          time: new Date().toISOString(),
        });
      }
      const entity = ENTITY_PATHS[path];
      if (!entity) return send(404, { error: "no such entity" });
      if (req.method === "GET") {
        const record = id ? table(entity).get(id) : undefined;
        if (!record) {
          const f = fault(
            400,
            "610",
            "Object Not Found",
            `Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.`,
          );
          return send(f.status, f.body);
        }
        return send(200, { [entity]: record, time: new Date().toISOString() });
      }
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      // A payment's lines take their amounts off what they link (sign 1), or put them back (sign -1).
      const settleLinks = (record: Record<string, unknown>, sign: 1 | -1) => {
        for (const line of (record.Line as PaymentLine[] | undefined) ?? [])
          for (const linked of line.LinkedTxn ?? []) {
            const target = table(linked.TxnType === "CreditMemo" ? "CreditMemo" : "Invoice").get(
              linked.TxnId,
            );
            if (target)
              target.Balance = Math.round(((target.Balance as number) - sign * line.Amount) * 100) / 100;
          }
      };
      /** The transaction a delete or void names, at its current SyncToken; else the refusal QuickBooks gives. */
      const transactionAt = (record: QboRecord | undefined) => {
        const f = !record
          ? fault(400, "610", "Object Not Found", "Object Not Found : the transaction does not exist.")
          : String(body.SyncToken) !== record.SyncToken
            ? fault(
                400,
                "5010",
                "Stale Object Error",
                "Stale Object Error : You and someone else edited the same thing.",
              )
            : null;
        if (f) send(f.status, f.body);
        return f ? null : (record ?? null);
      };
      if (url.searchParams.get("operation") === "delete") {
        const current = transactionAt(entity === "Payment" ? table(entity).get(String(body.Id)) : undefined);
        if (!current) return;
        settleLinks(current, -1);
        table(entity).delete(current.Id);
        return send(200, { [entity]: { Id: current.Id, status: "Deleted" }, time: new Date().toISOString() });
      }
      if (url.searchParams.get("operation") === "void") {
        const current = transactionAt(table(entity).get(String(body.Id)));
        if (!current) return;
        const voided = {
          ...current,
          Balance: 0,
          TotalAmt: 0,
          PrivateNote: "Voided",
          SyncToken: String(Number(current.SyncToken) + 1),
        } as QboRecord;
        table(entity).set(current.Id, voided);
        return send(200, { [entity]: voided, time: new Date().toISOString() });
      }
      const refused = (code: string, message: string, detail: string) => {
        const f = fault(400, code, message, detail);
        send(f.status, f.body);
        return true;
      };
      const exists = (e: Entity, ref: unknown) =>
        Boolean(ref && typeof ref === "object" && table(e).has(String((ref as { value?: unknown }).value)));
      // References must exist, names must be unique.
      if (
        (entity === "Invoice" || entity === "Payment" || entity === "CreditMemo") &&
        !exists("Customer", body.CustomerRef)
      )
        return void refused(
          "2500",
          "Invalid Reference Id",
          "Invalid Reference Id : Customer assigned to this transaction has been deleted.",
        );
      for (const line of (body.Line as
        | { SalesItemLineDetail?: { ItemRef?: unknown }; LinkedTxn?: PaymentLine["LinkedTxn"] }[]
        | undefined) ?? []) {
        if (line.SalesItemLineDetail && !exists("Item", line.SalesItemLineDetail.ItemRef))
          return void refused(
            "2500",
            "Invalid Reference Id",
            "Invalid Reference Id : Item assigned to this line has been deleted.",
          );
        for (const linked of line.LinkedTxn ?? []) {
          const linkedEntity = linked.TxnType === "CreditMemo" ? "CreditMemo" : "Invoice";
          if (!table(linkedEntity).has(linked.TxnId))
            return void refused(
              "2500",
              "Invalid Reference Id",
              `Invalid Reference Id : ${linkedEntity} ${linked.TxnId} not found.`,
            );
        }
      }
      if (entity === "Item" && body.IncomeAccountRef && !exists("Account", body.IncomeAccountRef))
        return void refused(
          "2500",
          "Invalid Reference Id",
          "Invalid Reference Id : Accounts element id does not exist.",
        );
      const nameField = entity === "Customer" ? "DisplayName" : entity === "Item" ? "Name" : null;
      if (nameField && body[nameField] !== undefined) {
        const clash = [...table(entity).values()].find(
          (r) => r[nameField] === body[nameField] && r.Id !== body.Id,
        );
        if (clash)
          return void refused(
            "6240",
            "Duplicate Name Exists Error",
            `The name supplied already exists. : Another ${entity.toLowerCase()} is already using this name. Please use a different name.`,
          );
      }
      const now = new Date().toISOString();
      if (body.Id) {
        const current = table(entity).get(String(body.Id));
        if (!current)
          return void refused(
            "610",
            "Object Not Found",
            "Object Not Found : Something you're trying to use has been made inactive.",
          );
        if (String(body.SyncToken) !== current.SyncToken)
          return void refused(
            "5010",
            "Stale Object Error",
            "Stale Object Error : You and someone else edited the same thing.",
          );
        const { sparse: _sparse, ...changes } = body;
        if (entity === "Payment") settleLinks(current, -1);
        const updated = {
          ...current,
          ...changes,
          Id: current.Id,
          SyncToken: String(Number(current.SyncToken) + 1),
          MetaData: { ...(current.MetaData as object), LastUpdatedTime: now },
        } as QboRecord;
        if (entity === "Payment") settleLinks(updated, 1);
        table(entity).set(current.Id, updated);
        return send(200, { [entity]: updated, time: now });
      }
      const newId = String(++realm.counter);
      const created = {
        ...body,
        Id: newId,
        SyncToken: "0",
        MetaData: { CreateTime: now, LastUpdatedTime: now },
      } as QboRecord;
      if (entity === "Invoice" || entity === "CreditMemo") {
        const total = ((body.Line as { Amount?: number }[]) ?? []).reduce(
          (sum, l) => sum + (l.Amount ?? 0),
          0,
        );
        const tax = (body.TxnTaxDetail as { TotalTax?: number } | undefined)?.TotalTax ?? 0;
        created.TotalAmt = Math.round((total + tax) * 100) / 100;
        created.Balance = created.TotalAmt;
      }
      if (entity === "Payment") settleLinks(created, 1);
      if (created.Active === undefined && (entity === "Customer" || entity === "Item")) created.Active = true;
      table(entity).set(newId, created);
      return send(200, { [entity]: created, time: now });
    } catch (error) {
      send(500, {
        Fault: {
          Error: [{ Message: "Stand-in error", Detail: (error as Error).message, code: "500" }],
          type: "SystemFault",
        },
      });
    }
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  return {
    url,
    realmId: defaultRealm,
    env: {
      QBO_CLIENT_ID: clientId,
      QBO_CLIENT_SECRET: clientSecret,
      QBO_API_BASE: url,
      QBO_AUTHORIZE_URL: `${url}/oauth2/authorize`,
      QBO_TOKEN_URL: `${url}/oauth2/token`,
      QBO_REVOKE_URL: `${url}/oauth2/revoke`,
    },
    issueCode: (realmId) => issueCode(realmId),
    records: (entity, realmId = defaultRealm) => [
      ...(realms.get(realmId)?.records.get(entity)?.values() ?? []),
    ],
    failNext: (f) => {
      failure = f;
    },
    loseNextAnswer: () => {
      loseNext = true;
    },
    expireAccessTokens: () => {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
