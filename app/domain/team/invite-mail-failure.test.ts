import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invite } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
import { listRoles } from "../companies/companies.server";
import { fakePorts, withPorts } from "../testing/fake-ports";
import { inviteMember } from "./invites.server";

describe("inviting a member is all or nothing", () => {
  it("keeps no open invitation when its e-mail could not be sent", async () => {
    const company = await newCompany("Invite Mail");
    // The mail server refuses one address; every other mail goes out as usual.
    const ports = fakePorts();
    const send = ports.mailer.send;
    ports.mailer.send = async (mail) => {
      if (String(mail.to).startsWith("unreachable")) throw new Error("SMTP refused the recipient");
      return send(mail);
    };
    const ctx = withPorts(company.ctx, ports);
    const roleId = (await listRoles(ctx)).find((r) => r.name === "Technician")!.id;
    await expect(
      inviteMember(ctx, { email: "unreachable@test.example", roleId, workerType: "employee" }),
    ).rejects.toThrow("SMTP refused");
    expect(await ctx.db.select().from(invite).where(eq(invite.companyId, ctx.companyId))).toEqual([]);
    expect(ports.outbox).toEqual([]);
    // Other invitations still go out and are kept.
    const sent = await inviteMember(ctx, { email: "reachable@test.example", roleId, workerType: "employee" });
    expect(sent.sentAt).not.toBeNull();
    expect(ports.outbox.map((m) => m.to)).toEqual(["reachable@test.example"]);
  });
});
