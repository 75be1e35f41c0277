/**
 * Puts an accepted or ended recurring labor contract into the schedule: a member contract makes the member the
 * technician of its recurring stops; then every covered recurring stop's future visits are re-synced, so they carry
 * the contract (and the contractor) from its start until its (notice) end. Runs in the decision's transaction.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { company, type laborContract, laborContractStop, recurringServiceStop } from "~/db/schema";
import { syncRecurringStop } from "../routing/schedule.server";

export async function applyContractToStops(
  tx: Tx,
  contract: typeof laborContract.$inferSelect,
  now = new Date(),
) {
  // tenancy: owner — filters laborContractStop.companyId = the contract's offering company
  const links = await tx
    .select({ id: laborContractStop.recurringServiceStopId })
    .from(laborContractStop)
    .where(
      and(eq(laborContractStop.companyId, contract.companyId), eq(laborContractStop.contractId, contract.id)),
    );
  const ids = links.map((l) => l.id);
  if (!ids.length) return;
  if (contract.status === "accepted" && contract.receiverMemberId)
    // tenancy: owner — filters recurringServiceStop.companyId = the contract's offering company
    await tx
      .update(recurringServiceStop)
      .set({ technicianId: contract.receiverMemberId, updatedAt: now })
      .where(
        and(eq(recurringServiceStop.companyId, contract.companyId), inArray(recurringServiceStop.id, ids)),
      );
  const [offerer] = await tx.select().from(company).where(eq(company.id, contract.companyId));
  // tenancy: owner — filters recurringServiceStop.companyId = the contract's offering company
  const stops = await tx
    .select()
    .from(recurringServiceStop)
    .where(
      and(eq(recurringServiceStop.companyId, contract.companyId), inArray(recurringServiceStop.id, ids)),
    );
  for (const r of stops) await syncRecurringStop(tx, offerer, r, { now });
}
