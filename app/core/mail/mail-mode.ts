/**
 * Where the e-mail Drip Drop sends goes. With SMTP_URL it is delivered; without it, outside production, it is captured
 * on disk for the Admin console's Mailbox page (demo and development); in production nothing is captured unless
 * DEV_MAILBOX=true says so, and mail that would carry a secret (reset links, invite codes) is refused instead.
 */
export type MailMode = "smtp" | "capture" | "off";

export interface MailSettings {
  smtpUrl?: string;
  /** The running process's NODE_ENV. */
  nodeEnv?: string;
  /** DEV_MAILBOX as written: "true" captures even in production, "false" never captures. */
  devMailbox?: string;
}

/** "true"/"1"/"yes"/"on" → true, "false"/"0"/"no"/"off" → false, anything else (or unset) → undefined. */
export function parseFlag(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (["true", "1", "yes", "on"].includes(v)) return true;
  if (["false", "0", "no", "off"].includes(v)) return false;
  return undefined;
}

export function mailMode(settings: MailSettings): MailMode {
  if (settings.smtpUrl?.trim()) return "smtp";
  const flag = parseFlag(settings.devMailbox);
  if (flag !== undefined) return flag ? "capture" : "off";
  return settings.nodeEnv === "production" ? "off" : "capture";
}

/** Shown next to a form whose e-mail can't be sent (password reset, invitations). */
export const MAIL_NOT_CONFIGURED =
  "E-mail is not configured on this server, so this e-mail can't be sent. Ask the person who runs this Drip Drop installation to set SMTP_URL.";

/** The forgot-password page's variant: the same for every address, so it reveals no account. */
export const RESET_MAIL_NOT_CONFIGURED =
  "E-mail is not configured on this server, so password reset links can't be sent. Ask the person who runs this Drip Drop installation for help.";

/** One line for the start-up banner: where mail goes and how to read it. */
export function mailBanner(mode: MailMode, baseUrl: string, adminEmail?: string): string[] {
  switch (mode) {
    case "smtp":
      return ["E-mail: sent through the SMTP server in SMTP_URL."];
    case "capture":
      return [
        "E-mail: no SMTP_URL, so mail is not delivered; it is kept in the Admin console's Mailbox.",
        `  Read it: sign in as the Admin${adminEmail ? ` (${adminEmail})` : ""} and open ${baseUrl}/admin/mailbox`,
      ];
    case "off":
      return [
        "E-mail: OFF (no SMTP_URL in production). Password resets and invitations are refused until SMTP_URL is set",
        "  (DEV_MAILBOX=true keeps mail in the Admin console's Mailbox instead).",
      ];
  }
}
