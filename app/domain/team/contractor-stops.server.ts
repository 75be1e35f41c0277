/**
 * How a subcontractor works a stop it was contracted for. The stop, its readings, doses, tasks and alerts stay the
 * offering company's records (its customer, its report); the contractor's member acts on that one stop only, through
 * a guest context: the offering company's id, no area permission, and `contractor` set so the stop functions
 * allow this stop alone and hide what the contract does not share (customer e-mail and phone, other visits, the
 * company's catalog). See docs/decisions/008-contractors-work-contract-stops.md.
 */
import { and, eq, inArray } from "drizzle-orm";
import { laborContractLabel } from "~/core/team/labor-contract-status";
import { company, laborContract, serviceStop } from "~/db/schema";
import { ForbiddenError, NotFoundError } from "../errors";
import { can, type TenantContext } from "../tenant.server";
import { contractsOfParty } from "./labor-contract-party.server";

export interface ContractorVisit {
  /** The contractor's company (the signed-in member's). */
  companyId: string;
  stopId: string;
  contractId: string;
  contractLabel: string;
  offeredBy: string;
}

export type GuestContext = TenantContext & { contractor: ContractorVisit };

/**
 * The context in which the signed-in contractor member works one contracted stop. Not the contractor's stop (another
 * company, no contract, a contract offered to someone else, a cancelled contract) → not found; the stop's technician
 * works it, and the contractor's office (operations:write) may too.
 */
export async function contractorStopContext(ctx: TenantContext, stopId: string): Promise<GuestContext> {
  if (ctx.contractor) throw new NotFoundError("Service stop");
  // tenancy: owner — another company's stop shared with this one: contractsOfParty() + contractorCompanyId = ctx.companyId
  const [row] = await ctx.db
    .select({
      offeringCompanyId: serviceStop.companyId,
      technicianId: serviceStop.contractorTechnicianId,
      contractId: laborContract.id,
      contractNumber: laborContract.number,
      offeredBy: company.name,
      timeZone: company.timeZone,
      units: company.units,
      currency: company.currency,
    })
    .from(serviceStop)
    .innerJoin(
      laborContract,
      and(
        eq(laborContract.id, serviceStop.laborContractId),
        eq(laborContract.companyId, serviceStop.companyId),
      ),
    )
    .innerJoin(company, eq(company.id, serviceStop.companyId))
    .where(
      contractsOfParty(
        ctx,
        eq(serviceStop.id, stopId),
        eq(serviceStop.contractorCompanyId, ctx.companyId),
        eq(laborContract.receiverCompanyId, ctx.companyId),
        inArray(laborContract.status, ["accepted", "ended"]),
      ),
    );
  if (!row) throw new NotFoundError("Service stop");
  const ownStop = row.technicianId === ctx.memberId && can(ctx, "operations:work");
  if (!ownStop && !can(ctx, "operations:write")) throw new ForbiddenError("operations:work");
  return {
    ...ctx,
    companyId: row.offeringCompanyId,
    companyName: row.offeredBy,
    timeZone: row.timeZone,
    units: row.units,
    currency: row.currency,
    roleName: "Contractor",
    // No area permission at all: the stop functions let a guest in through `contractor.stopId` alone.
    permissions: [],
    contractor: {
      companyId: ctx.companyId,
      stopId,
      contractId: row.contractId,
      contractLabel: laborContractLabel(row.contractNumber),
      offeredBy: row.offeredBy,
    },
  };
}

/**
 * The offering company sends its own service report (or skip notice) to its customer when the contractor finishes:
 * a read-only context of the offering company for that one mail. The contractor never sees the address it goes to.
 */
export function offeringCompanyReportContext(guest: GuestContext): TenantContext {
  const { contractor: _contractor, ...rest } = guest;
  return { ...rest, roleName: "System", permissions: ["operations:read"] };
}
