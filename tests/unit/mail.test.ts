import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDevMailbox, sendMail } from "~/server/mail.server";

describe("mail", () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends through SMTP_URL when it is set", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    try {
      await sendMail({ to: "pat@example.com", subject: "Your service report", text: "All clear." });
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Your service report");
    expect(received[0]).toContain("To: pat@example.com");
  });

  it("writes to the dev mailbox without SMTP_URL, newest first", async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-mail-"));
    try {
      await sendMail({ to: "a@example.com", subject: "First", text: "1" });
      await sendMail({ to: "b@example.com", subject: "Second", text: "2" });
      const mails = await listDevMailbox();
      expect(mails.map((m) => m.subject)).toEqual(["Second", "First"]);
      expect(received).toHaveLength(1);
    } finally {
      fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
      delete process.env.DATA_DIR;
    }
  });
});
