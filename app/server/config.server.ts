import os from "node:os";
import path from "node:path";
import { type MailMode, mailMode } from "~/core/mail/mail-mode";
import { paymentsConfig } from "./payments/config.server";

/**
 * A variable read from the running process. The key goes through a variable so that no bundler can inline a build-time
 * value (Vite inlines NODE_ENV wherever the code names it as a property); the process's own environment counts.
 */
function runtimeEnv(name: string): string | undefined {
  return process.env[name];
}

export interface S3Settings {
  url: string;
  bucket: string;
  region: string;
  /** Undefined: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}
export type ProcessRole = "all" | "web" | "worker";

/** Every environment variable the product reads, in one place (the README's Configuration section lists them). */
export const config = {
  get port() {
    return Number(process.env.PORT ?? 3000);
  },
  get dataDir() {
    return path.resolve(process.env.DATA_DIR ?? "data");
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get baseUrl() {
    return process.env.APP_URL ?? `http://localhost:${this.port}`;
  },
  get authSecret() {
    return process.env.AUTH_SECRET ?? "drip-drop-development-secret-change-me-in-production";
  },
  get smtpUrl() {
    return process.env.SMTP_URL || undefined;
  },
  /** NODE_ENV of the running process ("production" from `npm start` in a deployment). */
  get nodeEnv() {
    return runtimeEnv("NODE_ENV") ?? "development";
  },
  /** DEV_MAILBOX=true keeps mail in the Admin Mailbox in production without SMTP; false never keeps it. */
  get devMailbox() {
    return runtimeEnv("DEV_MAILBOX");
  },
  /** Where e-mail goes: SMTP, captured for the Admin Mailbox, or off (see core/mail/mail-mode.ts). */
  get mailMode(): MailMode {
    return mailMode({ smtpUrl: this.smtpUrl, nodeEnv: this.nodeEnv, devMailbox: this.devMailbox });
  },
  get mailFrom() {
    return process.env.MAIL_FROM ?? "Drip Drop <no-reply@dripdrop.local>";
  },
  /** Sign-in attempts allowed per IP address per minute. */
  get signInRateLimit() {
    return Number(process.env.SIGN_IN_RATE_LIMIT ?? 10);
  },
  /**
   * Failed sign-ins allowed per e-mail address in 15 minutes, from any number of addresses; past it, that account is
   * refused from places it has no session from, until the window ends (app/domain/accounts).
   */
  get signInAccountLimit() {
    return Number(process.env.SIGN_IN_ACCOUNT_LIMIT ?? 10);
  },
  /** Posts per client address per hour of each public form (contact, service request, sign-up). */
  get publicFormRateLimit() {
    return Number(process.env.PUBLIC_FORM_RATE_LIMIT ?? 10);
  },
  /**
   * Reverse proxies in front of the app (express `trust proxy` hops). 0 (default): the client address is the
   * socket's and X-Forwarded-For is ignored; n: it is taken from X-Forwarded-For, n hops from the right.
   */
  get trustProxy() {
    const hops = Number(process.env.TRUST_PROXY ?? 0);
    if (!Number.isInteger(hops) || hops < 0)
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops (0, 1, 2…), not "${process.env.TRUST_PROXY}"`,
      );
    return hops;
  },
  /**
   * What this process runs (ROLE): `all` (default) the web server and the job worker, `web` the web server only
   * (jobs are queued for a worker), `worker` the job worker only (no HTTP). web/worker need DATABASE_URL.
   */
  get role(): ProcessRole {
    const role = process.env.ROLE || "all";
    if (role !== "all" && role !== "web" && role !== "worker")
      throw new Error(`ROLE must be all, web or worker, not "${role}"`);
    return role;
  },
  /** Port of the Prometheus `/metrics` listener; unset, no metrics are served. */
  get metricsPort() {
    const port = process.env.METRICS_PORT;
    return port ? Number(port) : undefined;
  },
  /** Address the metrics listener binds: loopback unless a scraper elsewhere must reach it. */
  get metricsHost() {
    return process.env.METRICS_HOST ?? "127.0.0.1";
  },
  /** Seconds requests and jobs in flight get to finish after SIGTERM/SIGINT before their connections are cut. */
  get shutdownTimeoutMs() {
    return Number(process.env.SHUTDOWN_TIMEOUT ?? 25) * 1000;
  },
  /**
   * Web processes (Node's cluster, server/cluster.server.ts). With PostgreSQL, WEB_CONCURRENCY or one per core; the
   * embedded database is always served by one process, the only one that may open its files.
   */
  get webConcurrency() {
    if (!this.databaseUrl) return 1;
    const given = process.env.WEB_CONCURRENCY;
    if (!given) return os.availableParallelism();
    const count = Number(given);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`WEB_CONCURRENCY must be a number of processes (1, 2…), not "${given}"`);
    return count;
  },
  get seedDemo() {
    return process.env.SEED_DEMO !== "false";
  },
  /** Map tiles ({z}/{x}/{y}); OpenStreetMap's by default. */
  get mapTileUrl() {
    return process.env.MAP_TILE_URL ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
  },
  get geocoderUrl() {
    return process.env.GEOCODER_URL || undefined;
  },
  /**
   * S3-compatible object storage for uploaded files (server/file-store): on when S3_URL (the endpoint, e.g.
   * `https://s3.eu-west-1.amazonaws.com` or a MinIO/Garage/R2 URL) is set, which then needs S3_BUCKET. S3_REGION
   * defaults to us-east-1; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (without both, the AWS SDK's own
   * chain: AWS_* variables, instance role); S3_FORCE_PATH_STYLE (default true) addresses the bucket as
   * `<url>/<bucket>/…`, what most self-hosted stores need. Null: files stay on the local disk under DATA_DIR.
   */
  get s3(): S3Settings | null {
    const url = process.env.S3_URL || undefined;
    if (!url) return null;
    const bucket = process.env.S3_BUCKET || undefined;
    if (!bucket) throw new Error("S3_URL is set but S3_BUCKET is not: name the bucket that keeps the files.");
    const accessKeyId = process.env.S3_ACCESS_KEY_ID || undefined;
    const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY || undefined;
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
      throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.");
    const pathStyle = process.env.S3_FORCE_PATH_STYLE ?? "true";
    if (pathStyle !== "true" && pathStyle !== "false")
      throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`);
    return {
      url,
      bucket,
      region: process.env.S3_REGION || "us-east-1",
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: pathStyle === "true",
    };
  },
  /**
   * QuickBooks Online (issue 23, server/accounting): QBO_CLIENT_ID and QBO_CLIENT_SECRET of the company's Intuit app
   * (without both, the Accounting page says the server has no QuickBooks app), QBO_ENVIRONMENT (sandbox, the default,
   * or production) picks Intuit's data API unless QBO_API_BASE names another (the tests' stand-in), and
   * QBO_AUTHORIZE_URL / QBO_TOKEN_URL / QBO_REVOKE_URL override Intuit's OAuth endpoints likewise. The tokens are
   * sealed with AES-256-GCM under a key derived from ACCOUNTING_TOKEN_KEY (or AUTH_SECRET when unset).
   */
  get quickbooks() {
    const environment = process.env.QBO_ENVIRONMENT === "production" ? "production" : "sandbox";
    return {
      clientId: process.env.QBO_CLIENT_ID || undefined,
      clientSecret: process.env.QBO_CLIENT_SECRET || undefined,
      environment,
      apiBase:
        process.env.QBO_API_BASE ||
        (environment === "production"
          ? "https://quickbooks.api.intuit.com"
          : "https://sandbox-quickbooks.api.intuit.com"),
      authorizeUrl: process.env.QBO_AUTHORIZE_URL || "https://appcenter.intuit.com/connect/oauth2",
      tokenUrl: process.env.QBO_TOKEN_URL || "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
      revokeUrl: process.env.QBO_REVOKE_URL || "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
      tokenKey: process.env.ACCOUNTING_TOKEN_KEY || this.authSecret,
    } as const;
  },
  get logLevel() {
    return process.env.LOG_LEVEL ?? "info";
  },
  /**
   * Stripe: STRIPE_SECRET_KEY (without it, manual-payments mode), STRIPE_WEBHOOK_SECRET, and STRIPE_API_HOST /
   * STRIPE_API_PORT / STRIPE_API_PROTOCOL for the test stand-in. Read by the payments port (server/payments).
   */
  get stripe() {
    return paymentsConfig();
  },
};
