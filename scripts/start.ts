/**
 * `npm start`: serves the product with React's production build. NODE_ENV must be set before React is first loaded,
 * so this launcher sets the defaults and only then loads the server (scripts/serve.ts); `npm run dev` stays
 * development.
 *
 * A laptop's `npm start` (no NODE_ENV given) keeps e-mail for the Admin's Mailbox when there is no SMTP_URL, as the
 * demo needs; a deployment that sets NODE_ENV=production itself gets mail OFF without SMTP unless DEV_MAILBOX=true
 * (core/mail/mail-mode.ts, docs/SECURITY.md).
 */
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  if (!process.env.SMTP_URL && process.env.DEV_MAILBOX === undefined) process.env.DEV_MAILBOX = "true";
}

if (process.env.ROLE === "worker") {
  // ROLE=worker: the job worker alone, no HTTP server (app/server/config.server.ts).
  await import("./worker.ts");
} else {
  // With PostgreSQL, one web process per core: this process then only supervises them (server/cluster.server.ts).
  const { superviseWebProcesses } = await import("~/server/cluster.server");
  if (!superviseWebProcesses()) await import("./serve.ts");
}

export {};
