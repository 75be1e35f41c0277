import { sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { companySequence } from "~/db/schema";
import type { TenantContext } from "./tenant.server";

/**
 * Next value of a per-company sequence (S-… stops, J-… jobs, INV-… invoices, credit notes, agreements, contracts),
 * in the caller's transaction. With `count`, reserves that many consecutive values at once and returns the first
 * (the billing run numbers all its drafts in one statement).
 */
export async function nextNumber(
  tx: Tx,
  { companyId }: Pick<TenantContext, "companyId">,
  name: string,
  count = 1,
): Promise<number> {
  const [row] = await tx
    .insert(companySequence)
    .values({ companyId, name, next: 1 + count })
    .onConflictDoUpdate({
      target: [companySequence.companyId, companySequence.name],
      set: { next: sql`${companySequence.next} + ${count}` },
    })
    .returning({ next: companySequence.next });
  return row.next - count;
}
