/**
 * The Admin console's Mailbox: e-mail captured on disk when no SMTP server is configured (the demo, development).
 * Reset links and invite codes are in there, so only a platform Admin reads it, and every view is audit-logged.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { MailMode } from "~/core/mail/mail-mode";
import { NotFoundError } from "../errors";
import { type AdminContext, audit, requireAdmin } from "./admin.server";

export async function readMailbox(
  ctx: AdminContext,
  input: { query?: string; page?: number; pageSize?: number } = {},
) {
  requireAdmin(ctx);
  const query = (input.query ?? "").trim().slice(0, 200);
  const found = await ctx.ports.mailer.searchMailbox({
    query,
    page: input.page ?? 1,
    perPage: input.pageSize ?? 25,
  });
  await audit(ctx.db, ctx, "mailbox.view", "mailbox", null, {
    query,
    page: found.page,
    shown: found.items.map((m) => ({ id: m.id, to: m.to, subject: m.subject })),
    total: found.total,
  });
  return { mode: ctx.ports.mailer.mode(), query, pageSize: input.pageSize ?? 25, ...found };
}

/** One attachment of a captured message, audit-logged like a view. */
export async function readMailboxAttachment(ctx: AdminContext, mailId: string, filename: string) {
  requireAdmin(ctx);
  const found = await ctx.ports.mailer.mailboxAttachment(mailId, filename);
  if (!found) throw new NotFoundError("Attachment");
  await audit(ctx.db, ctx, "mailbox.attachment", "mailbox", mailId, { filename: found.filename });
  return found;
}

export interface MailHealth {
  mode: MailMode;
  /** A warning for the Admin dashboard (a catalog key), or null when e-mail is delivered. */
  warning: MessageKey | null;
}

/** The Admin dashboard's e-mail health line. */
export function mailHealth(ctx: AdminContext): MailHealth {
  requireAdmin(ctx);
  const mode = ctx.ports.mailer.mode();
  if (mode === "off") return { mode, warning: "admin.dashboard.mailOffText" };
  if (mode === "capture") return { mode, warning: "admin.dashboard.mailCapturedText" };
  return { mode, warning: null };
}
