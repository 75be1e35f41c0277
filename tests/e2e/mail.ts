import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The e-mail the app sends during the browser tests: Playwright's global setup runs an SMTP server on loopback
 * (tests/e2e/global-setup.ts), the app sends to it through SMTP_URL, and every message lands here as one JSON file.
 */

export { e2ePort, smtpPort } from "./ports";
export const mailDir = () => path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-mail`);

export interface ReceivedMail {
  /** The file's name, sortable by arrival. */
  id: string;
  receivedAt: string;
  from: string;
  /** Lower-case addresses, envelope and To header. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailFilter {
  to?: string;
  subject?: RegExp;
}

/** Every message received so far that matches, newest first. */
export async function receivedMail(filter: MailFilter = {}): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = await fs.readdir(mailDir());
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith(".json"))
      .sort()
      .reverse()
      .map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir(), f), "utf8")) as ReceivedMail),
  );
  const to = filter.to?.toLowerCase();
  return mails.filter(
    (m) => (!to || m.to.includes(to)) && (!filter.subject || filter.subject.test(m.subject)),
  );
}

/** Waits for a message that matches (the newest one if several do) and returns it. */
export async function waitForMail(
  filter: MailFilter,
  options: { timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        [found] = await receivedMail(filter);
        return found !== undefined;
      },
      {
        message: `an e-mail${filter.to ? ` to ${filter.to}` : ""}${filter.subject ? ` with a subject like ${filter.subject}` : ""}`,
        timeout: options.timeout ?? 20_000,
      },
    )
    .toBe(true);
  return found as ReceivedMail;
}
