import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type MessageKey, translatorFor } from "~/core/i18n/catalogs";
import { db } from "~/db/client.server";
import { account, company, companyMember, role, storedFile, user } from "~/db/schema";
import { PASSWORD, testIp, testSystem } from "../../../tests/db/factories";
import { fakePorts } from "../testing/fake-ports";
import {
  loadSignedInUser,
  SAME_MESSAGE_FOR_BAD_CREDENTIALS,
  signIn,
  signUpClient,
  signUpCompany,
  TOO_MANY_ATTEMPTS,
  updateProfile,
} from "./accounts.server";

/** A refused sign-in's message as an English page shows it (the domain answers with a catalog key). */
const inEnglish = (result: Awaited<ReturnType<typeof signIn>>) =>
  !result.ok && translatorFor("en")(result.message as MessageKey, result.values);

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@test.example`;

function requestWith(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request("http://localhost/", { headers: { cookie } });
}

describe("company sign-up", () => {
  it("creates a Company account, the company with its built-in roles, and the person as Owner", async () => {
    const address = email("owner");
    const { userId, headers } = await signUpCompany(
      await testSystem(),
      {
        firstName: "Olga",
        lastName: "Owner",
        email: address,
        password: PASSWORD,
        companyName: "Sparkle Pools",
      },
      testIp(),
    );
    const database = await db();
    const [person] = await database.select().from(user).where(eq(user.id, userId));
    expect(person.accountType).toBe("company");
    const [created] = await database
      .select()
      .from(company)
      .where(eq(company.id, person.recentlySelectedCompany!));
    expect(created.name).toBe("Sparkle Pools");
    expect(created.ownerId).toBe(userId);
    const roles = await database.select().from(role).where(eq(role.companyId, created.id));
    expect(roles.map((r) => r.name).sort()).toEqual(["Office", "Owner", "Technician"]);
    const [membership] = await database.select().from(companyMember).where(eq(companyMember.userId, userId));
    expect(roles.find((r) => r.id === membership.roleId)?.name).toBe("Owner");

    const signedIn = await loadSignedInUser(await testSystem(), requestWith(headers));
    expect(signedIn).toMatchObject({
      name: "Olga Owner",
      accountType: "company",
      selectedCompanyName: "Sparkle Pools",
      recentlySelectedCompany: created.id,
    });
  });

  it("stores a hash, never the password", async () => {
    const { userId } = await signUpClient(
      await testSystem(),
      { firstName: "A", lastName: "B", email: email("hash"), password: PASSWORD },
      testIp(),
    );
    const [row] = await (await db()).select().from(account).where(eq(account.userId, userId));
    expect(row.password).toBeTruthy();
    expect(row.password).not.toContain(PASSWORD);
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    const address = email("dup");
    await signUpClient(
      await testSystem(),
      { firstName: "A", lastName: "B", email: address, password: PASSWORD },
      testIp(),
    );
    await expect(
      signUpClient(
        await testSystem(),
        { firstName: "A", lastName: "B", email: address.toUpperCase(), password: PASSWORD },
        testIp(),
      ),
    ).rejects.toMatchObject({ field: "email" });
  });
});

describe("sign-in", () => {
  it("signs in with the right password and says the account type", async () => {
    const address = email("client");
    await signUpClient(
      await testSystem(),
      { firstName: "Pat", lastName: "Pool", email: address, password: PASSWORD },
      testIp(),
    );
    const result = await signIn(await testSystem(), address, PASSWORD, testIp());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.accountType).toBe("client");
      expect((await loadSignedInUser(await testSystem(), requestWith(result.headers)))?.email).toBe(address);
    }
  });

  it("gives the same message for an unknown e-mail and a wrong password", async () => {
    const address = email("same");
    await signUpClient(
      await testSystem(),
      { firstName: "A", lastName: "B", email: address, password: PASSWORD },
      testIp(),
    );
    const wrongPassword = await signIn(await testSystem(), address, "not-the-password", testIp());
    const unknown = await signIn(await testSystem(), email("nobody"), PASSWORD, testIp());
    expect(wrongPassword).toEqual({ ok: false, message: SAME_MESSAGE_FOR_BAD_CREDENTIALS, status: 400 });
    expect(unknown).toEqual(wrongPassword);
  });

  it("limits sign-in attempts per address", async () => {
    const ip = { ip: "192.0.2.77" };
    const results = [];
    for (let i = 0; i < 12; i++)
      results.push(await signIn(await testSystem(), email("guess"), "wrong-password", ip));
    expect(results.slice(0, 10).every((r) => !r.ok && r.message === SAME_MESSAGE_FOR_BAD_CREDENTIALS)).toBe(
      true,
    );
    expect(results[11]).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS, status: 429 });
    // Another address is not affected.
    expect(
      await signIn(await testSystem(), email("other"), "wrong-password", { ip: "192.0.2.78" }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("limits failed sign-ins per account, however many addresses the attempts come from", async () => {
    const address = email("target");
    await signUpClient(
      await testSystem(),
      { firstName: "Tia", lastName: "Target", email: address, password: PASSWORD },
      testIp(),
    );
    // An attacker rotating addresses: each address stays far under its own per-address limit.
    for (let i = 0; i < 10; i++)
      expect(
        await signIn(await testSystem(), address, `guess-${i}`, { ip: `198.51.100.${i + 1}` }),
      ).toMatchObject({
        status: 400,
      });
    const locked = await signIn(await testSystem(), address, "guess-11", { ip: "198.51.100.50" });
    expect(locked).toMatchObject({ ok: false, status: 429 });
    expect(inEnglish(locked)).toMatch(
      /^Too many failed sign-ins for this account\. Try again in \d+ minutes?/,
    );
    // Even the right password is refused from a new place while the account is locked.
    expect(await signIn(await testSystem(), address, PASSWORD, { ip: "198.51.100.51" })).toMatchObject({
      ok: false,
      status: 429,
    });
    // Another account is not affected.
    const other = email("bystander");
    await signUpClient(
      await testSystem(),
      { firstName: "Bo", lastName: "Stander", email: other, password: PASSWORD },
      testIp(),
    );
    expect((await signIn(await testSystem(), other, PASSWORD, { ip: "198.51.100.52" })).ok).toBe(true);
  });

  it("still lets the person in from where they have signed in before while their account is locked", async () => {
    const address = email("home");
    const home = { ip: "203.0.113.10" };
    await signUpClient(
      await testSystem(),
      { firstName: "Hal", lastName: "Home", email: address, password: PASSWORD },
      home,
    );
    for (let i = 0; i < 10; i++)
      await signIn(await testSystem(), address, `guess-${i}`, { ip: `198.51.100.${100 + i}` });
    expect(await signIn(await testSystem(), address, PASSWORD, { ip: "198.51.100.120" })).toMatchObject({
      status: 429,
    });
    const atHome = await signIn(await testSystem(), address, PASSWORD, home);
    expect(atHome.ok).toBe(true);
    // A wrong password from home is still just wrong (and counted), not a way around the check.
    expect(await signIn(await testSystem(), address, "wrong", home)).toEqual({
      ok: false,
      message: SAME_MESSAGE_FOR_BAD_CREDENTIALS,
      status: 400,
    });
  });

  it("locks an unknown e-mail alike, so the answers do not tell which accounts exist", async () => {
    const nobody = email("nobody");
    for (let i = 0; i < 10; i++)
      await signIn(await testSystem(), nobody, `guess-${i}`, { ip: `198.51.100.${200 + i}` });
    const answer = await signIn(await testSystem(), nobody, "guess", { ip: "198.51.100.230" });
    expect(answer).toMatchObject({ ok: false, status: 429 });
    expect(inEnglish(answer)).toMatch(/^Too many failed sign-ins for this account\./);
  });

  it("knows nobody without a session cookie", async () => {
    expect(await loadSignedInUser(await testSystem(), new Request("http://localhost/"))).toBeNull();
  });
});

describe("the profile", () => {
  it("stores a new picture through the file port as a public file, and removes it", async () => {
    const { userId } = await signUpClient(
      await testSystem(),
      { firstName: "Pia", lastName: "Picture", email: email("picture"), password: PASSWORD },
      testIp(),
    );
    const ports = fakePorts();
    const system = { db: await db(), ports };
    const picture = {
      kind: "image" as const,
      bytes: Buffer.from("profile-picture"),
      ext: "png" as const,
      thumbnail: null,
      name: "me.png",
    };
    await updateProfile(
      system,
      userId,
      { firstName: "Pia", lastName: "Pictured", phone: "555-0100" },
      picture,
    );
    const [person] = await system.db.select().from(user).where(eq(user.id, userId));
    expect(person).toMatchObject({ name: "Pia Pictured", phone: "555-0100" });
    const name = person.image?.replace("/uploads/", "") ?? "";
    expect(ports.stored.get(name)?.toString()).toBe("profile-picture");
    expect(ports.stored.size).toBe(1);
    const [record] = await system.db.select().from(storedFile).where(eq(storedFile.name, name));
    expect(record).toMatchObject({
      kind: "profile",
      visibility: "public",
      companyId: null,
      uploadedByUserId: userId,
    });

    // Saving without a new picture keeps it; `photoUrl: null` removes it.
    await updateProfile(system, userId, { firstName: "Pia", lastName: "Pictured" });
    expect((await system.db.select().from(user).where(eq(user.id, userId)))[0].image).toBe(person.image);
    await updateProfile(system, userId, { firstName: "Pia", lastName: "Pictured", photoUrl: null });
    expect((await system.db.select().from(user).where(eq(user.id, userId)))[0].image).toBeNull();
    expect(ports.stored.size).toBe(1);
  });
});
