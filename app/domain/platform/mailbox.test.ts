import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { MAIL_NOT_CONFIGURED, RESET_MAIL_NOT_CONFIGURED } from "~/core/mail/mail-mode";
import { auditLog, invite, user } from "~/db/schema";
import { requestPasswordReset } from "~/domain/accounts/accounts.server";
import { MailNotConfiguredError, sendMail } from "~/server/mail.server";
import { systemContext } from "~/server/ports.server";
import { customerInput, newCompany, testIp, testSystem } from "../../../tests/db/factories";
import { listRoles } from "../companies/companies.server";
import { createCustomer } from "../customers/customers.server";
import { RuleError } from "../errors";
import { inviteMember, invitePoolOwner, listOpenInvites, resendInvite } from "../team/invites.server";
import { adminContext } from "./admin.server";
import { mailHealth, readMailbox, readMailboxAttachment } from "./mailbox.server";
import { expectForbidden, newAdmin } from "./test-helpers";

const mailFiles = () => {
  try {
    return fs.readdirSync(path.join(process.env.DATA_DIR!, "mail"));
  } catch {
    return [];
  }
};

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["NODE_ENV", "SMTP_URL", "DEV_MAILBOX"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("the Admin console's Mailbox (mail captured without SMTP)", () => {
  beforeEach(() => {
    delete process.env.SMTP_URL;
    delete process.env.DEV_MAILBOX;
  });

  it("shows a stranger's reset request for the Admin only to a signed-in Admin, and audit-logs the view", async () => {
    const admin = await newAdmin();
    const [adminRow] = await admin.db.select().from(user).where(eq(user.id, admin.userId));
    // A stranger asks for the Admin's reset link.
    await requestPasswordReset(await testSystem(), adminRow.email, testIp());

    // Anyone else gets no mailbox: a company owner, a hand-made context, nobody.
    const owner = await newCompany();
    await expectForbidden(adminContext(await systemContext(), owner.userId));
    await expectForbidden(adminContext(await systemContext(), null));
    await expectForbidden(
      readMailbox({ ...(await systemContext()), userId: owner.userId, name: "Olga Owner" }),
    );

    const found = await readMailbox(admin, { query: adminRow.email });
    expect(found.mode).toBe("capture");
    expect(found.total).toBe(1);
    expect(found.items[0].subject).toBe("Reset your Drip Drop password");
    expect(found.items[0].text).toMatch(/\/resetPassword\?token=\S+/);

    const views = await admin.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.userId), eq(auditLog.action, "mailbox.view")));
    expect(views).toHaveLength(1);
    expect(views[0].targetKind).toBe("mailbox");
    expect(views[0].detail).toMatchObject({ query: adminRow.email, total: 1 });
  });

  it("lists newest first, searches recipient and subject, pages, and serves listed attachments only", async () => {
    const admin = await newAdmin();
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 1; i <= 3; i++)
      await sendMail({
        to: `${tag}-${i}@example.com`,
        subject: `Invoice ${i} ${tag}`,
        text: "See the PDF.",
        attachments: [
          { filename: `INV-${i}.pdf`, contentType: "application/pdf", content: Buffer.from("%PDF-1.4") },
        ],
      });
    const first = await readMailbox(admin, { query: tag, page: 1, pageSize: 2 });
    expect(first.items.map((m) => m.subject)).toEqual([`Invoice 3 ${tag}`, `Invoice 2 ${tag}`]);
    expect(first).toMatchObject({ total: 3, pageCount: 2 });
    const second = await readMailbox(admin, { query: `${tag}-1@`, page: 1 });
    expect(second.items.map((m) => m.to)).toEqual([`${tag}-1@example.com`]);
    expect(second.items[0].attachments).toEqual([
      { filename: "INV-1.pdf", contentType: "application/pdf", size: 8 },
    ]);

    const file = await readMailboxAttachment(admin, second.items[0].id, "INV-1.pdf");
    expect(file.content.toString()).toBe("%PDF-1.4");
    await expect(readMailboxAttachment(admin, second.items[0].id, "../INV-2.pdf")).rejects.toThrow(
      /not found/,
    );
    await expect(readMailboxAttachment(admin, "../../etc", "passwd")).rejects.toThrow(/not found/);
  });

  it("says on the dashboard that mail is captured, not delivered", async () => {
    expect(mailHealth(await newAdmin())).toMatchObject({ mode: "capture", warning: expect.any(String) });
  });
});

describe("production without SMTP_URL: e-mail is off", () => {
  beforeEach(() => {
    delete process.env.SMTP_URL;
    delete process.env.DEV_MAILBOX;
    process.env.NODE_ENV = "production";
  });

  it("refuses a password reset for every address alike and writes no file", async () => {
    const owner = await newCompany();
    const before = mailFiles();
    for (const email of [owner.email, "nobody-here@example.com"]) {
      const refused = requestPasswordReset(await testSystem(), email, testIp());
      await expect(refused).rejects.toBeInstanceOf(RuleError);
      await expect(refused).rejects.toThrow(RESET_MAIL_NOT_CONFIGURED);
    }
    await expect(sendMail({ to: "a@example.com", subject: "s", text: "t" })).rejects.toBeInstanceOf(
      MailNotConfiguredError,
    );
    expect(mailFiles()).toEqual(before);
  });

  it("refuses a team invitation (nothing saved) and makes a pool-owner code without e-mailing it", async () => {
    const { ctx } = await newCompany();
    const roleId = (await listRoles(ctx)).find((r) => r.name === "Technician")!.id;
    const before = mailFiles();
    await expect(
      inviteMember(ctx, { email: "new-tech@example.com", roleId, workerType: "employee" }),
    ).rejects.toThrow(MAIL_NOT_CONFIGURED);
    expect(await listOpenInvites(ctx, "member")).toEqual([]);

    const customer = await createCustomer(ctx, customerInput({ email: "pool-owner@example.com" }));
    const created = await invitePoolOwner(ctx, customer.id);
    expect(created).toMatchObject({ mailed: false, mailOff: true });
    expect(mailFiles()).toEqual(before);

    process.env.NODE_ENV = "test";
    const sent = await inviteMember(ctx, { email: "later@example.com", roleId, workerType: "employee" });
    process.env.NODE_ENV = "production";
    await expect(resendInvite(ctx, sent.id)).rejects.toThrow(MAIL_NOT_CONFIGURED);
    const [row] = await ctx.db.select().from(invite).where(eq(invite.id, sent.id));
    expect(row.sentAt).toEqual(sent.sentAt);
  });

  it("is a health warning on the Admin dashboard", async () => {
    const health = mailHealth(await newAdmin());
    expect(health.mode).toBe("off");
    // The warning is a catalog key; the dashboard says it in the reader's language.
    expect(translatorFor("en").text(health.warning ?? "")).toContain("E-mail is not configured");
  });

  it("captures again when DEV_MAILBOX=true says so", async () => {
    process.env.DEV_MAILBOX = "true";
    const before = mailFiles().length;
    await sendMail({ to: "demo@example.com", subject: "Demo", text: "kept" });
    expect(mailFiles().length).toBe(before + 1);
  });
});
