/**
 * Runs the QuickBooks Online stand-in on its own, for browser tests and local clicking-through:
 *
 *   npx tsx tests/support/quickbooks-stand-in-cli.ts [port]
 *
 * The port defaults to QBO_STAND_IN_PORT or 12112. It prints the environment to start the app with, then serves until
 * stopped. `GET /_stand-in/health` answers once it is up; `POST /_stand-in/fail-next` and the other `/_stand-in/…`
 * endpoints drive it from another process (see tests/support/quickbooks-stand-in.ts).
 */
import { startQuickbooksStandIn } from "./quickbooks-stand-in";

const port = Number(process.argv[2] ?? process.env.QBO_STAND_IN_PORT ?? 12112);

const standIn = await startQuickbooksStandIn({
  port,
  host: process.env.QBO_STAND_IN_HOST ?? "127.0.0.1",
  accessTokenSeconds: process.env.QBO_STAND_IN_TOKEN_SECONDS
    ? Number(process.env.QBO_STAND_IN_TOKEN_SECONDS)
    : undefined,
});

console.log(`QuickBooks stand-in listening on ${standIn.url}`);
console.log("Start the app with:");
for (const [name, value] of Object.entries(standIn.env)) console.log(`  ${name}=${value}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
