import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "./config.server";
import { logger } from "./logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends Mail {
  id: string;
  from: string;
  sentAt: string;
}

const mailDir = () => path.join(config.dataDir, "mail");

/** Sends through SMTP_URL when set; otherwise writes the message to data/mail/ for the dev mailbox page. */
export async function sendMail(mail: Mail) {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    await transport.sendMail({ from: config.mailFrom, ...mail });
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  const sentAt = new Date().toISOString();
  // Sortable by time; the monotonic clock orders two mails sent in the same millisecond.
  const id = `${sentAt.replace(/[:.]/g, "-")}-${process.hrtime.bigint().toString().padStart(20, "0")}`;
  const stored: StoredMail = { id, from: config.mailFrom, sentAt, ...mail };
  await fs.mkdir(mailDir(), { recursive: true });
  await fs.writeFile(path.join(mailDir(), `${id}.json`), JSON.stringify(stored, null, 2));
  logger.info({ to: mail.to, subject: mail.subject }, "mail written to the dev mailbox");
}

export async function listDevMailbox(limit = 50): Promise<StoredMail[]> {
  let files: string[];
  try {
    files = await fs.readdir(mailDir());
  } catch {
    return [];
  }
  const newest = files
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir(), f), "utf8"))));
}

export const devMailboxEnabled = () => !config.smtpUrl;
