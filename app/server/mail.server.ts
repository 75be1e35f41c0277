import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { MAIL_NOT_CONFIGURED, type MailMode } from "~/core/mail/mail-mode";
import { type PageOf, pageOf, searchMails } from "~/core/mail/mailbox-view";
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

/** Where mail goes now: SMTP, captured for the Admin console's Mailbox, or off (production without SMTP). */
export const mailMode = (): MailMode => config.mailMode;

/** Thrown by `sendMail` when e-mail is off: nothing is sent and nothing is written anywhere. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super(MAIL_NOT_CONFIGURED);
  }
}

/**
 * Sends through SMTP_URL when set; otherwise (outside production, or with DEV_MAILBOX=true) writes the message to
 * data/mail/ for the Admin console's Mailbox; with mail off it refuses (MailNotConfiguredError) and writes nothing.
 */
export async function sendMail(mail: Mail) {
  const mode = mailMode();
  if (mode === "smtp") {
    const transport = nodemailer.createTransport(config.smtpUrl!);
    await transport.sendMail({ from: config.mailFrom, ...mail });
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  if (mode === "off") {
    logger.warn({ subject: mail.subject }, "mail not sent: e-mail is not configured (SMTP_URL)");
    throw new MailNotConfiguredError();
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
  logger.info({ to: mail.to, subject: mail.subject }, "mail kept for the Admin Mailbox (no SMTP_URL)");
}

/** Captured messages' file names, newest first (ids sort by time). */
async function mailFiles(): Promise<string[]> {
  try {
    return (await fs.readdir(mailDir()))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

async function readStored(file: string): Promise<StoredMail | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(mailDir(), file), "utf8")) as StoredMail;
  } catch {
    return null; // a file half-written or removed meanwhile
  }
}

/** The newest captured messages (tests read them; people use the Admin console's Mailbox). */
export async function listDevMailbox(limit = 50): Promise<StoredMail[]> {
  const found = await Promise.all((await mailFiles()).slice(0, limit).map(readStored));
  return found.filter((m): m is StoredMail => m !== null);
}

/** How many captured messages a search looks through (the newest); older ones stay on disk, unread. */
export const MAILBOX_SEARCH_LIMIT = 2000;

/** One page of captured mail, newest first, narrowed by a search on recipient and subject. */
export async function searchDevMailbox(input: {
  query: string;
  page: number;
  perPage: number;
}): Promise<PageOf<StoredMail>> {
  const mails = await listDevMailbox(MAILBOX_SEARCH_LIMIT);
  return pageOf(searchMails(mails, input.query), input.page, input.perPage);
}

/** A captured attachment's bytes, or null; only a file the message lists is read (no path from the request). */
export async function devMailboxAttachment(mailId: string, filename: string) {
  if (!/^[\w-]+$/.test(mailId)) return null;
  const mail = await readStored(`${mailId}.json`);
  const listed = mail?.attachments?.find((a) => a.filename === filename);
  if (!mail || !listed) return null;
  try {
    const content = await fs.readFile(path.join(mailDir(), `${mail.id}-${listed.filename}`));
    return { filename: listed.filename, contentType: listed.contentType, content };
  } catch {
    return null;
  }
}
