/**
 * THE tenant rule for labor contracts: a contract row is visible to the company that offered it (`company_id`) and to
 * the company it was offered to (`receiver_company_id`), and to nobody else. Every read of `labor_contract` goes
 * through `contractsOfParty`; anything outside it is "not found".
 */
import { and, eq, or, type SQL } from "drizzle-orm";
import type { ContractSide } from "~/core/team/labor-contract-status";
import { laborContract } from "~/db/schema";
import { NotFoundError } from "../errors";
import type { TenantContext } from "../tenant.server";

type ContractRow = typeof laborContract.$inferSelect;

/** Where-clause: the contracts this company is a party to, with any further conditions. */
export function contractsOfParty(ctx: Pick<TenantContext, "companyId">, ...conditions: (SQL | undefined)[]) {
  return and(
    or(eq(laborContract.companyId, ctx.companyId), eq(laborContract.receiverCompanyId, ctx.companyId)),
    ...conditions,
  ) as SQL;
}

/** One contract this company is a party to, of the given kind, or NotFoundError. */
export async function findPartyContract(
  ctx: Pick<TenantContext, "companyId" | "db">,
  contractId: string,
  kind: ContractRow["kind"],
): Promise<ContractRow> {
  // tenancy: owner — contractsOfParty(ctx) is the tenant filter of a two-party contract
  const [row] = await ctx.db
    .select()
    .from(laborContract)
    .where(contractsOfParty(ctx, eq(laborContract.id, contractId), eq(laborContract.kind, kind)));
  if (!row) throw new NotFoundError("Labor contract");
  return row;
}

/**
 * The sides this company speaks for. A contract with another company: offerer or receiver. A contract with one of
 * the company's own members: the office records both the offer and the member's answer.
 */
export function sidesOf(ctx: Pick<TenantContext, "companyId">, row: ContractRow): ContractSide[] {
  if (row.companyId === ctx.companyId) return row.receiverMemberId ? ["offerer", "receiver"] : ["offerer"];
  return row.receiverCompanyId === ctx.companyId ? ["receiver"] : [];
}
