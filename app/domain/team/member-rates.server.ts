/** A member's rate sheet: rates are added, never edited, so what was paid when stays answerable. */

import { and, desc, eq } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { rateHistory, rateKinds, ratesOn } from "~/core/team/rates";
import { companyMember, memberRate } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type MemberRateInput, RATE_MESSAGES } from "./member-schemas";

/** Highest rate the sheet accepts ($100,000.00), so a slip of the finger is caught. */
export const MAX_MEMBER_RATE_CENTS = 10_000_000;

async function requireMember(ctx: TenantContext, memberId: string) {
  const [found] = await ctx.db
    .select({ id: companyMember.id })
    .from(companyMember)
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  if (!found) throw new NotFoundError("Member");
}

/** The member's rates: the ones in force today, and every rate as history (newest first). */
export async function memberRates(ctx: TenantContext, memberId: string) {
  requirePermission(ctx, "team:read");
  await requireMember(ctx, memberId);
  const rows = await ctx.db
    .select({
      id: memberRate.id,
      kind: memberRate.kind,
      amountCents: memberRate.amountCents,
      effectiveOn: memberRate.effectiveOn,
      createdAt: memberRate.createdAt,
    })
    .from(memberRate)
    .where(scoped(ctx, memberRate, eq(memberRate.memberId, memberId)))
    .orderBy(desc(memberRate.effectiveOn));
  const today = todayIn(ctx.timeZone);
  return { today, current: ratesOn(rows, today), history: rateHistory(rows, today) };
}

/** Adds a rate from a date; earlier rates stay. One rate per kind and date. */
export async function addMemberRate(ctx: TenantContext, memberId: string, input: MemberRateInput) {
  requirePermission(ctx, "team:manage");
  await requireMember(ctx, memberId);
  if (!rateKinds.includes(input.kind)) throw new RuleError("kind", RATE_MESSAGES.kind);
  if (
    !Number.isInteger(input.amountCents) ||
    input.amountCents <= 0 ||
    input.amountCents > MAX_MEMBER_RATE_CENTS
  )
    throw new RuleError("amount", RATE_MESSAGES.amount);
  if (!isValidDate(input.effectiveOn)) throw new RuleError("effectiveOn", RATE_MESSAGES.date);
  const [clash] = await ctx.db
    .select({ id: memberRate.id })
    .from(memberRate)
    .where(
      scoped(
        ctx,
        memberRate,
        and(
          eq(memberRate.memberId, memberId),
          eq(memberRate.kind, input.kind),
          eq(memberRate.effectiveOn, input.effectiveOn),
        ),
      ),
    );
  if (clash) throw new RuleError("effectiveOn", "people.rules.rateClash");
  const [created] = await ctx.db
    .insert(memberRate)
    .values({ companyId: ctx.companyId, memberId, createdBy: ctx.userId, ...input })
    .returning();
  return created;
}
