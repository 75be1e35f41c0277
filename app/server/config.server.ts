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
