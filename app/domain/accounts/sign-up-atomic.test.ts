import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { company, companyMember, session, user } from "~/db/schema";
import { PASSWORD, testIp, testSystem } from "../../../tests/db/factories";
import { signUpClient, signUpCompany } from "./accounts.server";

const INJECTED = "Fails after its company is written";

// A failure after better-auth created the user: the company is written, then something breaks.
vi.mock("../companies/companies.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("../companies/companies.server")>();
  return {
    ...real,
    createCompanyWithOwner: async (...args: Parameters<typeof real.createCompanyWithOwner>) => {
      const created = await real.createCompanyWithOwner(...args);
      if (args[2] === INJECTED) throw new Error("injected failure");
      return created;
    },
  };
});

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@test.example`;

/** What a sign-up left behind for this address: the user, its sessions, companies it owns, its memberships. */
async function leftovers(address: string) {
  const database = await db();
  const users = await database.select({ id: user.id }).from(user).where(eq(user.email, address));
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return { users: 0, sessions: 0, companies: 0, memberships: 0 };
  const [sessions, companies, memberships] = await Promise.all([
    database.select().from(session).where(inArray(session.userId, ids)),
    database.select().from(company).where(inArray(company.ownerId, ids)),
    database.select().from(companyMember).where(inArray(companyMember.userId, ids)),
  ]);
  return {
    users: ids.length,
    sessions: sessions.length,
    companies: companies.length,
    memberships: memberships.length,
  };
}

const nothing = { users: 0, sessions: 0, companies: 0, memberships: 0 };

describe("company sign-up is all or nothing", () => {
  it("refuses a NUL in the company name on that field and leaves no user, session or company", async () => {
    const address = email("nul");
    await expect(
      signUpCompany(
        await testSystem(),
        {
          firstName: "Nul",
          lastName: "Byte",
          email: address,
          password: PASSWORD,
          companyName: "Pools\u0000Inc",
        },
        testIp(),
      ),
    ).rejects.toMatchObject({ field: "companyName", message: expect.stringContaining("U+0000") });
    expect(await leftovers(address)).toEqual(nothing);
  });

  it("undoes the user when writing the company fails after the user was created", async () => {
    const address = email("injected");
    await expect(
      signUpCompany(
        await testSystem(),
        { firstName: "Ann", lastName: "Later", email: address, password: PASSWORD, companyName: INJECTED },
        testIp(),
      ),
    ).rejects.toThrow("injected failure");
    expect(await leftovers(address)).toEqual(nothing);
    const orphans = await (await db()).select().from(company).where(eq(company.name, INJECTED));
    expect(orphans).toEqual([]);
  });

  it("refuses control characters in a pool owner's name too, creating nothing", async () => {
    const address = email("client-nul");
    await expect(
      signUpClient(
        await testSystem(),
        { firstName: "Pat\u0007", lastName: "Pool", email: address, password: PASSWORD },
        testIp(),
      ),
    ).rejects.toMatchObject({ field: "firstName" });
    expect(await leftovers(address)).toEqual(nothing);
  });

  it("for any names: either the user, the company and the membership, or nothing at all", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({
        unit: fc.constantFrom("a", " ", "\u0000", "\u001b", "\u0085", "é", "\uD83D"),
        maxLength: 8,
      }),
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, async (firstName, lastName, companyName) => {
        const address = email("fuzz");
        const outcome = await signUpCompany(
          await testSystem(),
          { firstName, lastName, email: address, password: PASSWORD, companyName },
          testIp(),
        ).then(
          () => "created",
          () => "refused",
        );
        const left = await leftovers(address);
        if (outcome === "created")
          expect(left).toEqual({ users: 1, sessions: 1, companies: 1, memberships: 1 });
        else expect(left).toEqual(nothing);
      }),
      { numRuns: 20 },
    );
  });
});
