/**
 * Labor contracts: work a company offers to one of its members or to another company on the platform (the
 * subcontractor). One-time: some of a job's tasks. Recurring: a set of standing stops. The receiver accepts (choosing
 * its technician) or rejects; the offerer may withdraw an open offer; either side ends a recurring contract with
 * notice; finished one-time work is marked invoiced. Statuses move only through `core/team/labor-contract-status.ts`.
 * Contract rows are read only through `contractsOfParty` (labor-contract-party.server.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsPattern, type ListQuery, offsetOf } from "~/core/listing/list-query";
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
  laborContractLabel,
  laborContractStatuses,
  lastDayWithNotice,
} from "~/core/team/labor-contract-status";
import {
  company,
  companyMember,
  customer,
  job,
  jobTask,
  laborContract,
  laborContractStop,
  recurringServiceStop,
  role,
  serviceLocation,
  user,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { nextNumber } from "../service/stops.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { todayIn } from "../water/schemas";
import { applyContractToStops } from "./contract-stops.server";
import { contractsOfParty, findPartyContract, sidesOf } from "./labor-contract-party.server";
import type { OneTimeOfferInput, RecurringOfferInput } from "./labor-contract-schemas";

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
  const [rows, [{ total }]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(laborContract)
      .innerJoin(offeringCompany, eq(offeringCompany.id, laborContract.companyId))
      .leftJoin(receivingCompany, eq(receivingCompany.id, laborContract.receiverCompanyId))
      .leftJoin(companyMember, eq(companyMember.id, laborContract.receiverMemberId))
      .leftJoin(memberUser, eq(memberUser.id, companyMember.userId))
      .leftJoin(job, eq(job.id, laborContract.jobId))
      .where(where),
  ]);
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

/** This company's active members (for offering to a member). */
export async function memberOptions(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  return ctx.db
    .select({ value: companyMember.id, label: user.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(asc(user.name));
}

/** This company's members who work stops (role with operations:work), for choosing who does contracted work. */
export async function workerOptions(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  const rows = await ctx.db
    .select({ value: companyMember.id, label: user.name, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(asc(user.name));
  return rows
    .filter((r) => hasPermission(r.permissions, "operations:work"))
    .map(({ value, label }) => ({ value, label }));
}

/**
 * Other companies on the platform to offer work to (at most 10): active companies whose name contains `q`, or a
 * company whose e-mail (or its owner's) is exactly `q` — also one the platform has not approved yet, since the
 * e-mail is something two businesses that work together already share. Deactivated companies never.
 */
export async function receivingCompanyOptions(ctx: TenantContext, q: string) {
  requirePermission(ctx, "team:write");
  const term = q.trim();
  if (term.length < 2) return [];
  const email = term.toLowerCase();
  const owner = alias(user, "owner_user");
  const rows = await ctx.db
    .select({ value: company.id, label: company.name, city: company.city })
    .from(company)
    .leftJoin(owner, eq(owner.id, company.ownerId))
    .where(
      and(
        ne(company.id, ctx.companyId),
        ne(company.platformStatus, "deactivated"),
        or(
          and(eq(company.platformStatus, "active"), ilike(company.name, containsPattern(term))),
          sql`lower(${company.email}) = ${email}`,
          sql`lower(${owner.email}) = ${email}`,
        ),
      ),
    )
    .orderBy(asc(company.name))
    .limit(10);
  return rows.map((r) => ({ value: r.value, label: r.city ? `${r.label} (${r.city})` : r.label }));
}

// ---------------------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------------------

/** Checks the receiver: an active member of this company, or another company active on the platform. */
async function resolveReceiver(
  ctx: TenantContext,
  input: Pick<OneTimeOfferInput, "receiverKind" | "receiverMemberId" | "receiverCompanyId">,
) {
  if (input.receiverKind === "member") {
    const [member] = await ctx.db
      .select({ id: companyMember.id })
      .from(companyMember)
      .where(
        scoped(
          ctx,
          companyMember,
          eq(companyMember.id, input.receiverMemberId ?? ""),
          eq(companyMember.status, "active"),
        ),
      );
    if (!member) throw new RuleError("receiverMemberId", "Choose an active member of your company.");
    return { receiverMemberId: member.id, receiverCompanyId: null };
  }
  if (input.receiverCompanyId === ctx.companyId)
    throw new RuleError(
      "receiverCompanyId",
      "You can't offer a contract to your own company: offer it to one of your members instead.",
    );
  const [other] = await ctx.db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.id, input.receiverCompanyId ?? ""), ne(company.platformStatus, "deactivated")));
  if (!other) throw new RuleError("receiverCompanyId", "Choose a company that works on Drip Drop.");
  return { receiverMemberId: null, receiverCompanyId: other.id };
}

function requireNotPast(field: string, date: string | null, today: string, message: string) {
  if (date && date < today) throw new RuleError(field, message);
}

/** Offers some of a job's tasks, once, at a rate per job or per hour, to be accepted by a date. */
export async function offerJobContract(ctx: TenantContext, jobId: string, input: OneTimeOfferInput) {
  requirePermission(ctx, "team:write");
  const offered = await jobForContract(ctx, jobId);
  const today = todayIn(ctx.timeZone);
  const chosen = offered.tasks.filter((t) => input.taskIds.includes(t.id));
  if (chosen.length !== new Set(input.taskIds).size)
    throw new RuleError("taskIds", "Choose tasks of this job.");
  if (input.rateCents <= 0) throw new RuleError("rateCents", "The rate must be more than $0.");
  requireNotPast("acceptBy", input.acceptBy, today, "The accept-by date can't be in the past.");
  const receiver = await resolveReceiver(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx.companyId, "labor contract");
    const [created] = await tx
      .insert(laborContract)
      .values({
        companyId: ctx.companyId,
        number,
        kind: "one-time",
        ...receiver,
        jobId: offered.id,
        tasks: chosen.map((t) => t.name),
        rateCents: input.rateCents,
        rateUnit: input.rateUnit,
        terms: input.terms,
        acceptBy: input.acceptBy,
        offeredBy: ctx.userId,
      })
      .returning({ id: laborContract.id, number: laborContract.number });
    return { ...created, label: laborContractLabel(created.number) };
  });
}

/** The job (this company's) with its tasks, for the offer form; another company's job is not found. */
export async function jobForContract(ctx: TenantContext, jobId: string) {
  requirePermission(ctx, "team:read");
  const [found] = await ctx.db
    .select({ id: job.id, number: job.number, title: job.title, operationStatus: job.operationStatus })
    .from(job)
    .where(scoped(ctx, job, eq(job.id, jobId)));
  if (!found) throw new NotFoundError("Job");
  const tasks = await ctx.db
    .select({ id: jobTask.id, name: jobTask.name, done: jobTask.done })
    .from(jobTask)
    .where(scoped(ctx, jobTask, eq(jobTask.jobId, found.id)))
    .orderBy(asc(jobTask.position));
  return { ...found, tasks };
}

/** Offers a set of this company's recurring stops at a rate per stop / hour / month. */
export async function offerRecurringContract(ctx: TenantContext, input: RecurringOfferInput) {
  requirePermission(ctx, "team:write");
  const today = todayIn(ctx.timeZone);
  if (input.rateCents <= 0) throw new RuleError("rateCents", "The rate must be more than $0.");
  requireNotPast("startsOn", input.startsOn, today, "The first day can't be in the past.");
  if (input.endsOn && input.endsOn < input.startsOn)
    throw new RuleError("endsOn", "The last day can't be before the first day.");
  requireNotPast("acceptBy", input.acceptBy, today, "The accept-by date can't be in the past.");
  const ids = [...new Set(input.recurringStopIds)];
  const stops = await ctx.db
    .select({ id: recurringServiceStop.id, endDate: recurringServiceStop.endDate })
    .from(recurringServiceStop)
    .where(scoped(ctx, recurringServiceStop, inArray(recurringServiceStop.id, ids)));
  if (stops.length !== ids.length)
    throw new RuleError("recurringStopIds", "Choose recurring stops of your own company.");
  if (stops.some((s) => s.endDate && s.endDate < input.startsOn))
    throw new RuleError("recurringStopIds", "A chosen recurring stop ends before the contract starts.");
  const taken = await ctx.db
    .select({ number: laborContract.number })
    .from(laborContractStop)
    .innerJoin(laborContract, eq(laborContract.id, laborContractStop.contractId))
    .where(
      scoped(
        ctx,
        laborContractStop,
        inArray(laborContractStop.recurringServiceStopId, ids),
        inArray(laborContract.status, ["offered", "accepted"]),
        or(
          isNull(laborContract.acceptBy),
          sql`${laborContract.acceptBy} >= ${today}`,
          eq(laborContract.status, "accepted"),
        ),
      ),
    );
  if (taken.length)
    throw new RuleError(
      "recurringStopIds",
      `A chosen stop is already in labor contract ${laborContractLabel(taken[0].number)}; end or withdraw that one first.`,
    );
  const receiver = await resolveReceiver(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx.companyId, "labor contract");
    const [created] = await tx
      .insert(laborContract)
      .values({
        companyId: ctx.companyId,
        number,
        kind: "recurring",
        ...receiver,
        rateCents: input.rateCents,
        rateUnit: input.rateUnit,
        terms: input.terms,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        acceptBy: input.acceptBy,
        noticeDays: input.noticeDays,
        offeredBy: ctx.userId,
      })
      .returning({ id: laborContract.id, number: laborContract.number });
    await tx
      .insert(laborContractStop)
      .values(
        ids.map((id) => ({ companyId: ctx.companyId, contractId: created.id, recurringServiceStopId: id })),
      );
    return { ...created, label: laborContractLabel(created.number) };
  });
}

/** This company's recurring stops still running, for the recurring offer form. */
export async function recurringStopChoices(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  const today = todayIn(ctx.timeZone);
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
      technicianName: sql<
        string | null
      >`(select "u"."name" from "company_member" "m" join "user" "u" on "u"."id" = "m"."user_id" where "m"."id" = ${recurringServiceStop.technicianId})`,
    })
    .from(recurringServiceStop)
    .innerJoin(customer, eq(customer.id, recurringServiceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, recurringServiceStop.serviceLocationId))
    .where(
      scoped(
        ctx,
        recurringServiceStop,
        or(isNull(recurringServiceStop.endDate), sql`${recurringServiceStop.endDate} >= ${today}`),
      ),
    )
    .orderBy(asc(customer.displayName))
    .limit(500)
    .then((rows) => rows.map((r) => ({ ...r, schedule: describeRule(r) })));
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------------------------

export interface ActInput {
  note?: string;
  technicianId?: string | null;
  lastDay?: string | null;
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
    await ctx.db
      .update(laborContract)
      .set({ status: "expired", updatedAt: now })
      .where(contractsOfParty(ctx, eq(laborContract.id, row.id), eq(laborContract.status, "offered")));
    throw new RuleError("status", `This offer expired: it had to be accepted by ${row.acceptBy}.`);
  }
  const status = effectiveStatus(row, offererToday);
  const side: ContractSide | undefined = sides.find(
    (s) => applyLaborContractAction({ status, kind: row.kind }, action, s).ok,
  );
  if (!side) {
    const result = applyLaborContractAction({ status, kind: row.kind }, action, sides[0] ?? "receiver");
    throw new RuleError("status", result.ok ? "Not possible." : result.reason);
  }
  const next = applyLaborContractAction({ status, kind: row.kind }, action, side);
  if (!next.ok) throw new RuleError("status", next.reason);

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
        throw new RuleError("technicianId", "Choose which of your technicians does the work.");
      changes.receiverTechnicianId = input.technicianId ?? null;
    }
  }
  if (action === "end") {
    const today = todayIn(ctx.timeZone, now);
    if (input.lastDay && input.lastDay < today)
      throw new RuleError("lastDay", "The last day can't be in the past.");
    let lastDay = lastDayWithNotice(today, row.noticeDays, input.lastDay ?? null);
    if (row.endsOn && row.endsOn < lastDay) lastDay = row.endsOn;
    changes.endsEffectiveOn = lastDay;
    changes.endedBy = ctx.userId;
    changes.endNote = input.note?.trim() ?? "";
  }
  if (action === "invoice") changes.invoicedAt = now;

  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(laborContract)
      .set(changes)
      .where(contractsOfParty(ctx, eq(laborContract.id, row.id), eq(laborContract.status, row.status)))
      .returning();
    if (!updated) throw new RuleError("status", "The contract changed meanwhile; reload and try again.");
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
