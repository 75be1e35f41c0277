import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import { newClient, newCompany } from "../../../tests/db/factories";
import { listRoles } from "../companies/companies.server";
import type { TenantContext } from "../tenant.server";
import { inviteMember } from "./invites.server";

const technician = async (ctx: TenantContext) =>
  (await listRoles(ctx)).find((r) => r.name === "Technician")!.id;
const address = (who: string) => `${who}-${Math.random().toString(36).slice(2, 9)}@test.example`;

async function mailTo(to: string) {
  const [mail] = (await listDevMailbox(500)).filter((m) => m.to === to);
  return mail;
}

describe("the team invitation e-mail in the invitee's language", () => {
  it("is English by default, as it always read", async () => {
    const { ctx } = await newCompany("Idioma Pools");
    const to = address("sam");
    await inviteMember(ctx, { email: to, roleId: await technician(ctx), workerType: "employee" });
    const mail = await mailTo(to);
    expect(mail.subject).toBe(`${ctx.companyName} invites you to join their team on Drip Drop`);
    expect(mail.text).toMatch(
      new RegExp(
        `^${ctx.companyName} invites you to join their team on Drip Drop as Technician\\.\\n\\n1\\. Open `,
      ),
    );
    expect(mail.text).toContain("The code works once, until ");
  });

  it("follows the inviter's profile language for an address without an account, the invitee's own when it has one", async () => {
    const { ctx, userId } = await newCompany("Idioma Pools");
    await ctx.db.update(user).set({ locale: "es-MX" }).where(eq(user.id, userId));
    const newcomer = address("ana");
    await inviteMember(ctx, { email: newcomer, roleId: await technician(ctx), workerType: "employee" });
    const spanish = await mailTo(newcomer);
    expect(spanish.subject).toBe(`${ctx.companyName} lo invita a unirse a su equipo en Drip Drop`);
    expect(spanish.text).toContain("1. Abra ");
    expect(spanish.text).toContain("El código funciona una sola vez, hasta el ");
    expect(spanish.text).not.toMatch(/invites you|The code works/);

    // Someone who already has an account and chose English gets English, whatever the inviter speaks.
    const known = await newClient();
    await ctx.db.update(user).set({ locale: "en-US" }).where(eq(user.id, known.userId));
    await inviteMember(ctx, { email: known.email, roleId: await technician(ctx), workerType: "employee" });
    expect((await mailTo(known.email)).subject).toBe(
      `${ctx.companyName} invites you to join their team on Drip Drop`,
    );
  });
});
