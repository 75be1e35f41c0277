import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { invite } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
import { listRoles } from "../companies/companies.server";
import { inviteMember } from "./invites.server";

// The mail server refuses one address; every other mail goes out as usual.
vi.mock("~/server/mail.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/server/mail.server")>();
  return {
    ...real,
    sendMail: async (...args: Parameters<typeof real.sendMail>) => {
      if (String(args[0].to).startsWith("unreachable")) throw new Error("SMTP refused the recipient");
      return real.sendMail(...args);
    },
  };
});

describe("inviting a member is all or nothing", () => {
  it("keeps no open invitation when its e-mail could not be sent", async () => {
    const { ctx } = await newCompany("Invite Mail");
    const roleId = (await listRoles(ctx)).find((r) => r.name === "Technician")!.id;
    await expect(
      inviteMember(ctx, { email: "unreachable@test.example", roleId, workerType: "employee" }),
    ).rejects.toThrow("SMTP refused");
    expect(await ctx.db.select().from(invite).where(eq(invite.companyId, ctx.companyId))).toEqual([]);
    // Other invitations still go out and are kept.
    const sent = await inviteMember(ctx, { email: "reachable@test.example", roleId, workerType: "employee" });
    expect(sent.sentAt).not.toBeNull();
  });
});
