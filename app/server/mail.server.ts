import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "./config.server";
import { logger } from "./logger.server";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface StoredMail extends Omit<Mail, "attachments"> {
  id: string;
  from: string;
  sentAt: string;
  /** Attachments are written next to the message as `<id>-<filename>`. */
  attachments?: { filename: string; contentType: string; size: number }[];
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
  const { attachments, ...message } = mail;
  const stored: StoredMail = {
    id,
    from: config.mailFrom,
    sentAt,
    ...message,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        }
      : {}),
  };
  await fs.mkdir(mailDir(), { recursive: true });
  for (const a of attachments ?? [])
    await fs.writeFile(path.join(mailDir(), `${id}-${a.filename}`), a.content);
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
