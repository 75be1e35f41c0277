/**
 * Labor contracts: work a company offers to one of its members or to another company on the platform (the
 * subcontractor). One-time: some of a job's tasks. Recurring: a set of standing stops. The receiver accepts (choosing
 * its technician) or rejects; the offerer may withdraw an open offer; either side ends a recurring contract with
 * notice; finished one-time work is marked invoiced. Statuses move only through `core/team/labor-contract-status.ts`.
 * Contract rows are read only through `contractsOfParty` (labor-contract-party.server.ts).
 */

import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { todayIn } from "~/core/calendar/dates";
import { companyFormat, formatterFor } from "~/core/format/format";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { hasPermission } from "~/core/permissions/permissions";
import { describeRule } from "~/core/recurrence/recurrence";
import {
  allowedLaborContractActions,
  applyLaborContractAction,
  type ContractSide,
  effectiveStatus,
  isPastAcceptBy,
  type LaborContractAction,
  type LaborContractStatus,
  laborContractActionTable,
  laborContractLabel,
  laborContractStatuses,
  lastDayWithNotice,
} from "~/core/team/labor-contract-status";
import {
  company,
  companyMember,
  customer,
  job,
  laborContract,
  laborContractStop,
  recurringServiceStop,
  serviceLocation,
  user,
} from "~/db/schema";
import { RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, type TenantContext } from "../tenant.server";
import { applyContractToStops } from "./contract-stops.server";
import { contractsOfParty, findPartyContract, sidesOf } from "./labor-contract-party.server";
import { stopWorkerOptions } from "./workers.server";

type ContractRow = typeof laborContract.$inferSelect;
type Kind = ContractRow["kind"];

export const contractSorts = ["number", "offered", "status"] as const;
export type ContractSort = (typeof contractSorts)[number];
export const contractFilters = ["side", "status"] as const;

const offeringCompany = alias(company, "offering_company");
const receivingCompany = alias(company, "receiving_company");
const memberUser = alias(user, "member_user");

/** The other party's name as this company sees it: whom we offered to, or who offered to us. */
const partyNames = {
  offererName: offeringCompany.name,
  receiverName: sql<string>`coalesce(${receivingCompany.name}, ${memberUser.name}, '')`,
};

// ---------------------------------------------------------------------------------------------------------------
// Lists and detail
// ---------------------------------------------------------------------------------------------------------------

/** Contracts of one kind this company is a party to; `side` = "ours" (offered by us) or "theirs" (offered to us). */
export async function listLaborContracts(ctx: TenantContext, kind: Kind, query: ListQuery<ContractSort>) {
  requirePermission(ctx, "team:read");
  const today = todayIn(ctx.timeZone);
  const side: "ours" | "theirs" = query.filters.side === "theirs" ? "theirs" : "ours";
  const status = query.filters.status as LaborContractStatus | undefined;
  const pattern = query.q ? containsPattern(query.q) : null;
  const numberQuery = query.q.replace(/^lc-?/i, "");
  const statusCondition =
    !status || !laborContractStatuses.includes(status)
      ? undefined
      : status === "expired"
        ? or(
            eq(laborContract.status, "expired"),
            and(eq(laborContract.status, "offered"), sql`${laborContract.acceptBy} < ${today}`),
          )
        : status === "offered"
          ? and(
              eq(laborContract.status, "offered"),
              sql`(${laborContract.acceptBy} is null or ${laborContract.acceptBy} >= ${today})`,
            )
          : eq(laborContract.status, status);
  const where = contractsOfParty(
    ctx,
    eq(laborContract.kind, kind),
    side === "ours"
      ? eq(laborContract.companyId, ctx.companyId)
      : eq(laborContract.receiverCompanyId, ctx.companyId),
    statusCondition,
    pattern
      ? /^\d+$/.test(numberQuery)
        ? eq(laborContract.number, Number(numberQuery))
        : or(
            ilike(offeringCompany.name, pattern),
            ilike(receivingCompany.name, pattern),
            ilike(memberUser.name, pattern),
            ilike(job.title, pattern),
            ilike(laborContract.terms, pattern),
          )
      : undefined,
  );
  const from = () =>
    // tenancy: owner — from() is only ever narrowed by the contractsOfParty(ctx) `where` of listLaborContracts
    ctx.db
      .select({
        id: laborContract.id,
        number: laborContract.number,
        kind: laborContract.kind,
        status: laborContract.status,
        rateCents: laborContract.rateCents,
        rateUnit: laborContract.rateUnit,
        acceptBy: laborContract.acceptBy,
        startsOn: laborContract.startsOn,
        endsOn: laborContract.endsOn,
        endsEffectiveOn: laborContract.endsEffectiveOn,
        offeredAt: laborContract.offeredAt,
        jobNumber: job.number,
        jobTitle: job.title,
        stopCount: sql<number>`(select count(*)::int from ${laborContractStop} where ${laborContractStop.contractId} = ${laborContract.id})`,
        ...partyNames,
      })
      .from(laborContract)
      .innerJoin(offeringCompany, eq(offeringCompany.id, laborContract.companyId))
      .leftJoin(receivingCompany, eq(receivingCompany.id, laborContract.receiverCompanyId))
      .leftJoin(companyMember, eq(companyMember.id, laborContract.receiverMemberId))
      .leftJoin(memberUser, eq(memberUser.id, companyMember.userId))
      .leftJoin(job, eq(job.id, laborContract.jobId));
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    number: [direction(laborContract.offeredAt), direction(laborContract.number)],
    offered: [direction(laborContract.offeredAt)],
    status: [direction(laborContract.status), desc(laborContract.offeredAt)],
  }[query.sort];
  // tenancy: owner — the `where` is contractsOfParty(ctx), the two-party contract's tenant filter
  const { rows, total } = await paginate(ctx.db, query, () => from().where(where).$dynamic(), orderBy);
  return {
    side,
    total,
    rows: rows.map((r) => ({
      ...r,
      label: laborContractLabel(r.number),
      status: effectiveStatus(r, today),
      // The job's number is the offering company's; only its title is shared with a receiver.
      jobNumber: side === "ours" ? r.jobNumber : null,
    })),
  };
}

/** One contract as this company may see it: the terms, the parties, and only what the contract shares. */
export async function getLaborContract(ctx: TenantContext, contractId: string, kind: Kind) {
  requirePermission(ctx, "team:read");
  const row = await findPartyContract(ctx, contractId, kind);
  const today = todayIn(ctx.timeZone);
  const sides = sidesOf(ctx, row);
  // tenancy: owner — contractsOfParty(ctx) on a contract this company is party to
  const [[names], [technician], jobInfo, stops] = await Promise.all([
    ctx.db
      .select(partyNames)
      .from(laborContract)
      .innerJoin(offeringCompany, eq(offeringCompany.id, laborContract.companyId))
      .leftJoin(receivingCompany, eq(receivingCompany.id, laborContract.receiverCompanyId))
      .leftJoin(companyMember, eq(companyMember.id, laborContract.receiverMemberId))
      .leftJoin(memberUser, eq(memberUser.id, companyMember.userId))
      .where(contractsOfParty(ctx, eq(laborContract.id, row.id))),
    row.receiverTechnicianId
      ? ctx.db
          .select({ name: user.name })
          .from(companyMember)
          .innerJoin(user, eq(user.id, companyMember.userId))
          .where(eq(companyMember.id, row.receiverTechnicianId))
      : Promise.resolve([]),
    row.jobId ? sharedJob(ctx, row) : Promise.resolve(null),
    row.kind === "recurring" ? sharedStops(ctx, row) : Promise.resolve([]),
  ]);
  const status = effectiveStatus(row, today);
  const canWrite = hasPermission(ctx.permissions, "team:write");
  const actions = canWrite
    ? [...new Set(sides.flatMap((s) => allowedLaborContractActions({ status, kind: row.kind }, s)))]
    : [];
  return {
    id: row.id,
    label: laborContractLabel(row.number),
    kind: row.kind,
    status,
    sides,
    offeredByUs: row.companyId === ctx.companyId,
    toMember: Boolean(row.receiverMemberId),
    offererName: names?.offererName ?? "",
    receiverName: names?.receiverName ?? "",
    technicianName: technician?.name ?? null,
    tasks: row.tasks,
    rateCents: row.rateCents,
    rateUnit: row.rateUnit,
    terms: row.terms,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    acceptBy: row.acceptBy,
    noticeDays: row.noticeDays,
    offeredAt: row.offeredAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    endNote: row.endNote,
    endsEffectiveOn: row.endsEffectiveOn,
    invoicedAt: row.invoicedAt,
    job: jobInfo,
    stops,
    actions,
    today,
    earliestLastDay: lastDayWithNotice(today, row.noticeDays, null),
    technicianOptions:
      canWrite && actions.includes("accept") && !row.receiverMemberId ? await workerOptions(ctx) : [],
  };
}
export type LaborContractDetail = Awaited<ReturnType<typeof getLaborContract>>;

/** The job behind a one-time contract, as shared: title, type and where; its number only for the offerer. */
async function sharedJob(ctx: TenantContext, row: ContractRow) {
  // tenancy: owner — filters job.companyId = the contract's company; row found with contractsOfParty(ctx)
  const [found] = await ctx.db
    .select({
      id: job.id,
      number: job.number,
      title: job.title,
      type: job.type,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
    })
    .from(job)
    .leftJoin(serviceLocation, eq(serviceLocation.id, job.serviceLocationId))
    .where(and(eq(job.companyId, row.companyId), eq(job.id, row.jobId ?? "")));
  if (!found) return null;
  const ours = row.companyId === ctx.companyId;
  return { ...found, id: ours ? found.id : null, number: ours ? found.number : null };
}

/** The recurring stops a contract covers, as shared: the customer's display name and the place. */
async function sharedStops(ctx: TenantContext, row: ContractRow) {
  // tenancy: owner — filters laborContractStop.companyId = the contract's company; row found with contractsOfParty(ctx)
  return ctx.db
    .select({
      id: recurringServiceStop.id,
      customerName: customer.displayName,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      frequency: recurringServiceStop.frequency,
      days: recurringServiceStop.days,
      interval: recurringServiceStop.interval,
      monthWeek: recurringServiceStop.monthWeek,
      estimatedMinutes: recurringServiceStop.estimatedMinutes,
    })
    .from(laborContractStop)
    .innerJoin(recurringServiceStop, eq(recurringServiceStop.id, laborContractStop.recurringServiceStopId))
    .innerJoin(customer, eq(customer.id, recurringServiceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, recurringServiceStop.serviceLocationId))
    .where(and(eq(laborContractStop.companyId, row.companyId), eq(laborContractStop.contractId, row.id)))
    .orderBy(asc(customer.displayName))
    .then((rows) => rows.map((r) => ({ ...r, schedule: describeRule(r) })));
}

/** This company's members who work stops (role with operations:work), for choosing who does contracted work. */
export async function workerOptions(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  return stopWorkerOptions(ctx);
}

export {
  jobForContract,
  memberOptions,
  offerJobContract,
  offerRecurringContract,
  receivingCompanyOptions,
  recurringStopChoices,
} from "./labor-contract-offers.server";

// ---------------------------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------------------------

export interface ActInput {
  note?: string;
  technicianId?: string | null;
  lastDay?: string | null;
}

/**
 * Why a side may not take an action, as a catalog key with its values: the same checks, in the same order, as
 * `applyLaborContractAction` (core/team/labor-contract-status.ts), whose English reasons these keys repeat.
 */
function refusal(
  contract: { status: LaborContractStatus; kind: Kind },
  action: LaborContractAction,
  by: ContractSide,
): string {
  const rule = laborContractActionTable[action];
  if (!rule.kinds.includes(contract.kind))
    return keyed("contracts.rules.laborKind", { action, kind: contract.kind });
  if (!rule.from.includes(contract.status))
    return keyed("contracts.rules.laborAction", { action, status: contract.status });
  if (!rule.by.includes(by))
    return keyed("contracts.rules.laborSide", {
      action,
      side: rule.by.includes("receiver") ? "receiver" : "offerer",
    });
  return "contracts.rules.notPossible";
}

/**
 * Takes an action on a contract this company is a party to, as the side it speaks for. Accepting after the accept-by
 * date marks the offer expired and is refused.
 */
export async function actOnContract(
  ctx: TenantContext,
  contractId: string,
  kind: Kind,
  action: LaborContractAction,
  input: ActInput = {},
  now = new Date(),
) {
  requirePermission(ctx, "team:write");
  const row = await findPartyContract(ctx, contractId, kind);
  const sides = sidesOf(ctx, row);
  const offererToday = await companyToday(ctx, row.companyId, now);
  if (action === "accept" && row.status === "offered" && isPastAcceptBy(row.acceptBy, offererToday)) {
    // tenancy: owner — contractsOfParty(ctx) on a contract this company is party to
    await ctx.db
      .update(laborContract)
      .set({ status: "expired", updatedAt: now })
      .where(contractsOfParty(ctx, eq(laborContract.id, row.id), eq(laborContract.status, "offered")));
    throw new RuleError(
      "status",
      keyed("contracts.rules.offerExpired", {
        date: formatterFor(companyFormat(ctx)).calendarDate(row.acceptBy),
      }),
    );
  }
  const status = effectiveStatus(row, offererToday);
  const side: ContractSide | undefined = sides.find(
    (s) => applyLaborContractAction({ status, kind: row.kind }, action, s).ok,
  );
  if (!side) {
    throw new RuleError("status", refusal({ status, kind: row.kind }, action, sides[0] ?? "receiver"));
  }
  const next = applyLaborContractAction({ status, kind: row.kind }, action, side);
  if (!next.ok) throw new RuleError("status", refusal({ status, kind: row.kind }, action, side));

  const changes: Partial<typeof laborContract.$inferInsert> = { status: next.next, updatedAt: now };
  if (action === "accept" || action === "reject") {
    changes.decidedBy = ctx.userId;
    changes.decidedAt = now;
    changes.decisionNote = input.note?.trim() ?? "";
  }
  if (action === "accept") {
    if (row.receiverMemberId) changes.receiverTechnicianId = row.receiverMemberId;
    else {
      const workers = await workerOptions(ctx);
      if (!workers.some((w) => w.value === input.technicianId))
        throw new RuleError("technicianId", "contracts.rules.chooseTechnician");
      changes.receiverTechnicianId = input.technicianId ?? null;
    }
  }
  if (action === "end") {
    const today = todayIn(ctx.timeZone, now);
    if (input.lastDay && input.lastDay < today) throw new RuleError("lastDay", "contracts.rules.lastDayPast");
    let lastDay = lastDayWithNotice(today, row.noticeDays, input.lastDay ?? null);
    if (row.endsOn && row.endsOn < lastDay) lastDay = row.endsOn;
    changes.endsEffectiveOn = lastDay;
    changes.endedBy = ctx.userId;
    changes.endNote = input.note?.trim() ?? "";
  }
  if (action === "invoice") changes.invoicedAt = now;

  return ctx.db.transaction(async (tx) => {
    // tenancy: owner — contractsOfParty(ctx) on a contract this company is party to
    const [updated] = await tx
      .update(laborContract)
      .set(changes)
      .where(contractsOfParty(ctx, eq(laborContract.id, row.id), eq(laborContract.status, row.status)))
      .returning();
    if (!updated) throw new RuleError("status", "contracts.rules.contractChanged");
    if (updated.kind === "recurring" && (action === "accept" || action === "end"))
      await applyContractToStops(tx, updated, now);
    return { ...updated, label: laborContractLabel(updated.number) };
  });
}

async function companyToday(ctx: TenantContext, companyId: string, now: Date) {
  const [row] = await ctx.db
    .select({ timeZone: company.timeZone })
    .from(company)
    .where(eq(company.id, companyId));
  return todayIn(row?.timeZone ?? ctx.timeZone, now);
}
