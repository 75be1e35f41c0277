/**
 * What the schedule generator and the stop screen need from recurring labor contracts: which contract covers a
 * recurring stop's visit on a date (and so who does it), and the labor cost of a finished contracted stop.
 * Imports nothing of routing, so the generator can use it.
 */
import { eq, inArray } from "drizzle-orm";
import { contractCovering, stopLaborCostCents } from "~/core/team/labor-contract-status";
import type { Db, Tx } from "~/db/client.server";
import { laborContract, laborContractStop, laborCost, type serviceStop } from "~/db/schema";
import type { TenantContext } from "../tenant.server";
import { contractsOfParty } from "./labor-contract-party.server";

type ContractRow = typeof laborContract.$inferSelect;

/** Accepted or ended recurring contracts of the offering company that cover this recurring stop. */
export async function contractsForRecurringStop(
  db: Db | Tx,
  { companyId }: Pick<TenantContext, "companyId">,
  recurringStopId: string,
) {
  // tenancy: owner — contractsOfParty() and companyId = companyId filter the company's contracts
  return db
    .select({ contract: laborContract })
    .from(laborContractStop)
    .innerJoin(laborContract, eq(laborContract.id, laborContractStop.contractId))
    .where(
      contractsOfParty(
        { companyId },
        eq(laborContractStop.companyId, companyId),
        eq(laborContract.companyId, companyId),
        eq(laborContractStop.recurringServiceStopId, recurringStopId),
        eq(laborContract.kind, "recurring"),
        inArray(laborContract.status, ["accepted", "ended"]),
      ),
    )
    .then((rows) => rows.map((r) => r.contract));
}

/**
 * The contract fields of a visit on `date`: under a contract with another company the visit carries the contract,
 * the contractor and its technician, and none of the offering company's technicians; under a member contract it
 * carries the contract (the member is the recurring stop's technician). Outside any contract: the recurring stop's
 * technician, no contract.
 */
export function visitContractFields(
  contracts: readonly ContractRow[],
  date: string,
  technicianId: string | null,
) {
  const c = contractCovering(contracts, date);
  if (!c)
    return { technicianId, laborContractId: null, contractorCompanyId: null, contractorTechnicianId: null };
  if (c.receiverCompanyId)
    return {
      technicianId: null,
      laborContractId: c.id,
      contractorCompanyId: c.receiverCompanyId,
      contractorTechnicianId: c.receiverTechnicianId,
    };
  return {
    technicianId: c.receiverMemberId ?? technicianId,
    laborContractId: c.id,
    contractorCompanyId: null,
    contractorTechnicianId: null,
  };
}

/**
 * Records the labor cost of a finished stop done under a contract, once (a unique index per contract and stop):
 * per stop the rate, per hour the minutes on site × the rate, per month nothing per stop. Returns the amount or null.
 */
export async function recordStopLaborCost(
  tx: Db | Tx,
  stop: Pick<typeof serviceStop.$inferSelect, "id" | "companyId" | "laborContractId" | "durationMinutes">,
) {
  if (!stop.laborContractId) return null;
  // tenancy: owner — contractsOfParty() filters the stop's company's contracts
  const [contract] = await tx
    .select({ id: laborContract.id, rateCents: laborContract.rateCents, rateUnit: laborContract.rateUnit })
    .from(laborContract)
    .where(
      contractsOfParty(
        { companyId: stop.companyId },
        eq(laborContract.companyId, stop.companyId),
        eq(laborContract.id, stop.laborContractId),
      ),
    );
  if (!contract) return null;
  const amount = stopLaborCostCents(contract, stop.durationMinutes);
  if (amount === null) return null;
  const [row] = await tx
    .insert(laborCost)
    .values({
      companyId: stop.companyId,
      contractId: contract.id,
      serviceStopId: stop.id,
      amountCents: amount,
    })
    .onConflictDoNothing()
    .returning({ amountCents: laborCost.amountCents });
  return row?.amountCents ?? null;
}
