import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { company, user } from "~/db/schema";

/** The admin's first look at the platform: accounts by type and the newest companies. */
export async function platformOverview(db: Db) {
  const byType = await db
    .select({ accountType: user.accountType, n: count() })
    .from(user)
    .groupBy(user.accountType);
  const newestCompanies = await db
    .select({
      id: company.id,
      name: company.name,
      status: company.platformStatus,
      createdAt: company.createdAt,
    })
    .from(company)
    .orderBy(desc(company.createdAt))
    .limit(10);
  const [pending] = await db
    .select({ n: count() })
    .from(company)
    .where(eq(company.platformStatus, "pending"));
  const accounts = { admin: 0, company: 0, client: 0 } as Record<string, number>;
  for (const row of byType) accounts[row.accountType] = row.n;
  return { accounts, newestCompanies, pendingCompanies: pending?.n ?? 0 };
}
