import { eq, lt, sql } from "drizzle-orm";
import {
  type LimitRule,
  type LimitState,
  limitState,
  waitMinutes,
  windowCutoff,
} from "~/core/security/limit-window";
import { limitCounter } from "~/db/schema";
import { config } from "~/server/config.server";
import { RateLimitedError } from "../errors";
import type { SystemContext } from "../tenant.server";

/**
 * THE limiter for Drip Drop's own limits: a fixed-window counter per key in the `limit_counter` table, moved by one
 * atomic upsert so every app process sharing the database sees the same count. (better-auth keeps its own per-IP
 * sign-in limit in its `rate_limit` table.) System work: the counters belong to no company, and need no ports.
 */

const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject}`;

/** Counts one event of `subject` (an address, an e-mail) under the rule; says whether it is within the limit. */
export async function hit(
  { db }: Pick<SystemContext, "db">,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitState> {
  const cutoff = windowCutoff(rule, now).toISOString();
  const restart = sql`${limitCounter.windowStartedAt} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(limitCounter)
    .values({ key: keyOf(rule, subject), count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: limitCounter.key,
      set: {
        count: sql`case when ${restart} then 1 else ${limitCounter.count} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${now.toISOString()}::timestamptz else ${limitCounter.windowStartedAt} end`,
      },
    })
    .returning();
  return limitState(rule, row, now, true);
}

/** The counter as it stands, without counting: `allowed` says whether one more event would be. */
export async function peek(
  { db }: Pick<SystemContext, "db">,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitState> {
  const [row] = await db
    .select()
    .from(limitCounter)
    .where(eq(limitCounter.key, keyOf(rule, subject)));
  return limitState(rule, row, now, false);
}

/** Forgets counters whose window started before `before` (hourly upkeep; the longest window is an hour). */
export async function pruneLimitCounters(
  { db }: Pick<SystemContext, "db">,
  before = new Date(Date.now() - 24 * 60 * 60 * 1000),
) {
  const removed = await db
    .delete(limitCounter)
    .where(lt(limitCounter.windowStartedAt, before))
    .returning({ key: limitCounter.key });
  return { removed: removed.length };
}

/** The public forms that anyone may post, each limited per client address. */
export type PublicForm = "contact" | "service-request" | "sign-up";

export function publicFormRule(form: PublicForm): LimitRule {
  return { name: `form-${form}`, max: config.publicFormRateLimit, windowSeconds: 60 * 60 };
}

/**
 * Counts a post of a public form from `ip` and refuses it (RateLimitedError: status 429, the form's message) past
 * PUBLIC_FORM_RATE_LIMIT posts per hour from one address. Called before anything is saved.
 */
export async function limitPublicForm(
  system: Pick<SystemContext, "db">,
  form: PublicForm,
  ip: string,
  now = new Date(),
) {
  const state = await hit(system, publicFormRule(form), ip, now);
  if (!state.allowed)
    throw new RateLimitedError(
      `Too many submissions from your network in a short time. Try again in ${waitMinutes(state.retryAfterSeconds)}.`,
    );
}
