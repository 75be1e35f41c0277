import fs from "node:fs/promises";
import path from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailDir, type ReceivedMail, smtpPort } from "./mail";

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .map((a) => a.address?.toLowerCase())
    .filter((a): a is string => Boolean(a));

/**
 * A real SMTP server on loopback for the run: the app sends through it (SMTP_URL, set in playwright.config.ts) and
 * each message is parsed and written to the mail folder as JSON, for `waitForMail` (tests/e2e/mail.ts).
 */
export default async function globalSetup() {
  const dir = mailDir();
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  let count = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          count += 1;
          const id = `${Date.now().toString().padStart(15, "0")}-${String(count).padStart(6, "0")}`;
          const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail: ReceivedMail = {
            id,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? "",
            to: [...new Set([...envelope, ...addresses(parsed.to)])],
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              size: a.size,
            })),
          };
          // Written before the server answers, so the message is there once the app's send has returned; written
          // beside and then renamed, so a test polling the folder never reads half a file (a flake seen once).
          const file = path.join(dir, `${id}.json`);
          await fs.writeFile(`${file}.part`, JSON.stringify(mail, null, 2));
          await fs.rename(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(smtpPort(), "127.0.0.1", () => {
      server.off("error", reject);
      server.on("error", (error) => console.warn(`e2e SMTP server: ${error.message}`));
      resolve();
    });
  });

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
