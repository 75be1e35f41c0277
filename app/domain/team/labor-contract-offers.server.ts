/**
 * Offering labor contracts: who may receive one (a member, or another company on the platform), the choices the
 * offer forms show (the job's tasks, the company's recurring stops), and the offers themselves, checked against the
 * database (this company's job, tasks and stops, dates against the company's today) and numbered LC-n.
 */

import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern } from "~/core/listing/list-query";
import { describeRule } from "~/core/recurrence/recurrence";
import { laborContractLabel } from "~/core/team/labor-contract-status";
import {
  company,
  companyMember,
  customer,
  job,
  jobTask,
  laborContract,
  laborContractStop,
  recurringServiceStop,
  serviceLocation,
  user,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import type { OneTimeOfferInput, RecurringOfferInput } from "./labor-contract-schemas";

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
    if (!member) throw new RuleError("receiverMemberId", "contracts.rules.activeMember");
    return { receiverMemberId: member.id, receiverCompanyId: null };
  }
  if (input.receiverCompanyId === ctx.companyId)
    throw new RuleError("receiverCompanyId", "contracts.rules.ownCompany");
  const [other] = await ctx.db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.id, input.receiverCompanyId ?? ""), ne(company.platformStatus, "deactivated")));
  if (!other) throw new RuleError("receiverCompanyId", "contracts.rules.platformCompany");
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
    throw new RuleError("taskIds", "contracts.rules.jobTasks");
  if (input.rateCents <= 0) throw new RuleError("rateCents", "contracts.validation.ratePositive");
  requireNotPast("acceptBy", input.acceptBy, today, "contracts.validation.acceptByPast");
  const receiver = await resolveReceiver(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx, "labor contract");
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
  if (input.rateCents <= 0) throw new RuleError("rateCents", "contracts.validation.ratePositive");
  requireNotPast("startsOn", input.startsOn, today, "contracts.rules.firstDayPast");
  if (input.endsOn && input.endsOn < input.startsOn)
    throw new RuleError("endsOn", "contracts.validation.endsBeforeStart");
  requireNotPast("acceptBy", input.acceptBy, today, "contracts.validation.acceptByPast");
  const ids = [...new Set(input.recurringStopIds)];
  const stops = await ctx.db
    .select({ id: recurringServiceStop.id, endDate: recurringServiceStop.endDate })
    .from(recurringServiceStop)
    .where(scoped(ctx, recurringServiceStop, inArray(recurringServiceStop.id, ids)));
  if (stops.length !== ids.length) throw new RuleError("recurringStopIds", "contracts.rules.ownStops");
  if (stops.some((s) => s.endDate && s.endDate < input.startsOn))
    throw new RuleError("recurringStopIds", "contracts.rules.stopEndsBefore");
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
      keyed("contracts.rules.stopTaken", { label: laborContractLabel(taken[0].number) }),
    );
  const receiver = await resolveReceiver(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx, "labor contract");
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
