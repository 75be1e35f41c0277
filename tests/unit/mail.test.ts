import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/server/config.server";
import { listDevMailbox, MailNotConfiguredError, mailMode, sendMail } from "~/server/mail.server";

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

  it("reads NODE_ENV from the running process, not from the build", () => {
    const before = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = "production";
      expect(config.nodeEnv).toBe("production");
      expect(mailMode()).toBe("off");
      process.env.NODE_ENV = "development";
      expect(mailMode()).toBe("capture");
    } finally {
      process.env.NODE_ENV = before;
    }
    // The config reads it through a variable key, which no bundler replaces (Vite inlines `process.env.NODE_ENV`).
    const source = fs.readFileSync("app/server/config.server.ts", "utf8");
    expect(source).not.toMatch(/process\.env\.NODE_ENV/);
  });

  it("in production without SMTP_URL refuses to send and writes no file, unless DEV_MAILBOX=true", async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-mail-"));
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await expect(
        sendMail({ to: "admin@dripdrop.demo", subject: "Reset your Drip Drop password", text: "secret" }),
      ).rejects.toBeInstanceOf(MailNotConfiguredError);
      expect(fs.existsSync(path.join(process.env.DATA_DIR, "mail"))).toBe(false);
      process.env.DEV_MAILBOX = "true";
      await sendMail({ to: "demo@example.com", subject: "Kept on purpose", text: "1" });
      expect((await listDevMailbox()).map((m) => m.subject)).toEqual(["Kept on purpose"]);
    } finally {
      process.env.NODE_ENV = before;
      delete process.env.DEV_MAILBOX;
      fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
      delete process.env.DATA_DIR;
    }
  });
});
