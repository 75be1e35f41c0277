/**
 * `tsx tests/support/s3-server-cli.ts [port]`: s3rver on 127.0.0.1 (a free port without one) until stopped, printing
 * the S3_* settings that point the app at it, e.g. to try `npm start` with object storage by hand, or for a test that
 * starts app processes in other shells. Objects live in a temporary folder removed on exit.
 */
import { startS3Server } from "./s3-server";

const server = await startS3Server({ port: process.argv[2] ? Number(process.argv[2]) : undefined });
for (const [name, value] of Object.entries(server.env)) console.log(`${name}=${value}`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
