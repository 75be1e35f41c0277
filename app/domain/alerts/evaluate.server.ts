/**
 * The alert evaluator: for every company, each hourly rule that is on raises one alert per record whose condition
 * holds (once: the dedupe key allows one unresolved alert per record and episode, and an alert a person resolved is
 * not raised again while the same condition lasts), and resolves the rule's open alerts whose condition cleared
 * (`resolved_by_user_id` null = by the system). It also clears event alerts whose cause is gone: an overdue invoice
 * paid or voided, an item restocked. A system function (decision 005: run in-process every hour and on start);
 * idempotent, so several processes may run it.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { recordOfKey, wallClock } from "~/core/alerts/conditions";
import { effectiveRule, ruleByKey } from "~/core/alerts/rules";
import type { Db } from "~/db/client.server";
import { alert, company, invoice, item } from "~/db/schema";
import { logger } from "~/server/logger.server";
import type { SystemContext } from "../tenant.server";
import { type Candidate, hourlyRuleChecks } from "./hourly-rules.server";

interface CompanyRow {
  id: string;
  timeZone: string;
  alertRules: Record<string, { enabled?: unknown; threshold?: unknown }>;
}

async function evaluateRule(db: Db, c: CompanyRow, ruleKey: string, now: Date) {
  const def = ruleByKey(ruleKey)!;
  const setting = effectiveRule(def, c.alertRules);
  if (!setting.enabled) return { raised: 0, resolved: 0 };
  const check = hourlyRuleChecks[ruleKey];
  const clock = wallClock(now, c.timeZone);
  const scope = {
    companyId: c.id,
    today: clock.date,
    minutes: clock.minutes,
    now,
    threshold: setting.threshold ?? 0,
  };

  // tenancy: system — hourly alert job, runs per company c and filters alert.companyId = c.id
  const open = await db
    .select({ id: alert.id, dedupeKey: alert.dedupeKey })
    .from(alert)
    .where(
      and(
        eq(alert.companyId, c.id),
        eq(alert.kind, def.kind),
        isNull(alert.resolvedAt),
        isNotNull(alert.dedupeKey),
      ),
    );
  const openKeys = new Set(open.map((o) => o.dedupeKey!));
  const ids = [
    ...new Set(open.map((o) => recordOfKey(o.dedupeKey!)).filter((id): id is string => Boolean(id))),
  ];
  const holding = new Set(ids.length ? (await check(db, { ...scope, ids })).map((h) => h.dedupeKey) : []);
  const cleared = open.filter((o) => !holding.has(o.dedupeKey!)).map((o) => o.id);
  if (cleared.length)
    // tenancy: system — hourly alert job, filters alert.companyId = c.id
    await db
      .update(alert)
      .set({ resolvedAt: now, resolvedByUserId: null })
      .where(and(eq(alert.companyId, c.id), inArray(alert.id, cleared), isNull(alert.resolvedAt)));

  let fresh: Candidate[] = (await check(db, scope)).filter((f) => !openKeys.has(f.dedupeKey));
  if (fresh.length) {
    // An alert a person resolved stays resolved while its condition (the same key) lasts.
    // tenancy: system — hourly alert job, filters alert.companyId = c.id
    const handled = await db
      .select({ key: alert.dedupeKey })
      .from(alert)
      .where(
        and(
          eq(alert.companyId, c.id),
          inArray(
            alert.dedupeKey,
            fresh.map((f) => f.dedupeKey),
          ),
          isNotNull(alert.resolvedByUserId),
        ),
      );
    const skip = new Set(handled.map((h) => h.key));
    fresh = fresh.filter((f) => !skip.has(f.dedupeKey));
  }
  let raised = 0;
  for (const f of fresh) {
    const inserted = await db
      .insert(alert)
      .values({ ...f, companyId: c.id, kind: def.kind, severity: def.severity })
      .onConflictDoNothing({ target: [alert.companyId, alert.dedupeKey], where: sql`resolved_at is null` })
      .returning({ id: alert.id });
    raised += inserted.length;
  }
  return { raised, resolved: cleared.length };
}

/**
 * Event alerts whose cause is gone: an overdue invoice or a failed card payment no longer owed, an item back above its
 * low-stock level.
 */
async function clearEventAlerts(db: Db, companyId: string, now: Date) {
  // tenancy: system — alert job, filters alert.companyId = the company being evaluated
  const paid = await db
    .update(alert)
    .set({ resolvedAt: now, resolvedByUserId: null })
    .where(
      and(
        eq(alert.companyId, companyId),
        inArray(alert.kind, ["invoice overdue", "payment failed"]),
        isNull(alert.resolvedAt),
        isNotNull(alert.invoiceId),
        sql`not exists (select 1 from ${invoice} where ${invoice.id} = ${alert.invoiceId} and ${invoice.status} = 'open' and ${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents} > 0)`,
      ),
    )
    .returning({ id: alert.id });
  // tenancy: system — alert job, filters alert.companyId = the company being evaluated
  const restocked = await db
    .update(alert)
    .set({ resolvedAt: now, resolvedByUserId: null })
    .where(
      and(
        eq(alert.companyId, companyId),
        eq(alert.kind, "low stock"),
        isNull(alert.resolvedAt),
        isNotNull(alert.itemId),
        sql`not exists (select 1 from ${item} where ${item.id} = ${alert.itemId} and ${item.stockQuantity} <= ${item.lowStockThreshold} and ${item.archivedAt} is null)`,
      ),
    )
    .returning({ id: alert.id });
  return paid.length + restocked.length;
}

/** Evaluates every hourly rule for every active company; returns what it did. */
export async function evaluateAlertRules({ db }: SystemContext, now = new Date(), onlyCompanyId?: string) {
  const companies: CompanyRow[] = await db
    .select({ id: company.id, timeZone: company.timeZone, alertRules: company.alertRules })
    .from(company)
    .where(and(isNull(company.deactivatedAt), onlyCompanyId ? eq(company.id, onlyCompanyId) : undefined));
  const totals = { companies: companies.length, raised: 0, resolved: 0 };
  for (const c of companies) {
    for (const ruleKey of Object.keys(hourlyRuleChecks)) {
      try {
        const { raised, resolved } = await evaluateRule(db, c, ruleKey, now);
        totals.raised += raised;
        totals.resolved += resolved;
      } catch (error) {
        // One company's or rule's failure must not stop the others.
        logger.error({ err: error, companyId: c.id, ruleKey }, "alert rule failed");
      }
    }
    totals.resolved += await clearEventAlerts(db, c.id, now);
  }
  return totals;
}
