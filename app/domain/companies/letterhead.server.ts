import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { company } from "~/db/schema";
import type { TenantContext } from "../tenant.server";

/**
 * The company as the head of a document its customer reads without signing in (an estimate, an agreement): its name
 * and contacts, and the currency and time zone the document's figures are written in. Undefined for an unknown id.
 * The company is the document's (found by its link's token).
 */
export async function companyLetterhead(db: Db | Tx, { companyId }: Pick<TenantContext, "companyId">) {
  const [row] = await db
    .select({
      name: company.name,
      email: company.email,
      phone: company.phone,
      currency: company.currency,
      timeZone: company.timeZone,
      country: company.country,
    })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}
