import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { signUpClient, signUpCompany } from "~/domain/accounts/accounts.server";
import { resolveTenant } from "~/domain/companies/companies.server";

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const testIp = () => ({ ip: `10.0.${counter % 250}.${Math.floor(Math.random() * 250)}` });
export const PASSWORD = "correct-horse-battery";

/** A fresh company with its Owner; returns the owner's tenant context. */
export async function newCompany(name = "Test Pools") {
  const email = `owner-${unique()}@test.example`;
  const { userId } = await signUpCompany(
    { firstName: "Olga", lastName: "Owner", email, password: PASSWORD, companyName: `${name} ${unique()}` },
    testIp(),
  );
  const database = await db();
  const [row] = await database.select().from(user).where(eq(user.id, userId));
  const ctx = await resolveTenant(database, userId, row.recentlySelectedCompany);
  if (!ctx) throw new Error("company owner has no tenant");
  return { ctx, userId, email };
}

export async function newClient() {
  const email = `client-${unique()}@test.example`;
  const { userId } = await signUpClient(
    { firstName: "Pat", lastName: "Pool", email, password: PASSWORD },
    testIp(),
  );
  return { userId, email };
}
