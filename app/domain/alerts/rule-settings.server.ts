/**
 * A company's alert rules: each on/off with its threshold, stored in `company.alert_rules` over the catalogue's
 * defaults (core/alerts/rules). Reading is open to anyone who sees alerts; changing needs `operations:manage` (the
 * Office and the Owner: there is no alerts area in the permission table, and the rules span operations, equipment,
 * money and the team, which the office runs).
 */
import { eq } from "drizzle-orm";
import {
  alertRules,
  type EffectiveRule,
  effectiveRule,
  mergeRuleSettings,
  ruleByKey,
} from "~/core/alerts/rules";
import type { Db, Tx } from "~/db/client.server";
import { company } from "~/db/schema";
import { requirePermission, type TenantContext } from "../tenant.server";
import type { AlertRulesInput } from "./schemas";

/** The company's stored rule settings (over the catalogue's defaults). */
async function storedRules(db: Db | Tx, { companyId }: Pick<TenantContext, "companyId">) {
  const [row] = await db.select({ rules: company.alertRules }).from(company).where(eq(company.id, companyId));
  return row?.rules ?? {};
}

/** Whether an event's alert should be raised (an unknown key counts as on). */
export async function isRuleEnabled(
  db: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  ruleKey: string,
): Promise<boolean> {
  const def = ruleByKey(ruleKey);
  if (!def) return true;
  return effectiveRule(def, await storedRules(db, ctx)).enabled;
}

/** One rule's setting for a company (the evaluator and the event paths with a threshold). */
export async function ruleSetting(
  db: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  ruleKey: string,
): Promise<EffectiveRule> {
  const def = ruleByKey(ruleKey);
  if (!def) throw new Error(`Unknown alert rule ${ruleKey}`);
  return effectiveRule(def, await storedRules(db, ctx));
}

export async function getAlertRules(ctx: TenantContext) {
  requirePermission(ctx, "operations:manage");
  const settings = mergeRuleSettings(await storedRules(ctx.db, ctx));
  return alertRules.map(({ threshold: thresholdDef, ...def }) => ({
    ...def,
    thresholdDef: thresholdDef ?? null,
    ...settings[def.key],
  }));
}

export async function saveAlertRules(ctx: TenantContext, input: AlertRulesInput) {
  requirePermission(ctx, "operations:manage");
  const values = input as Record<string, unknown>;
  const rules = Object.fromEntries(
    alertRules.map((r) => [
      r.key,
      r.threshold
        ? { enabled: Boolean(values[`${r.key}.enabled`]), threshold: Number(values[`${r.key}.threshold`]) }
        : { enabled: Boolean(values[`${r.key}.enabled`]) },
    ]),
  );
  await ctx.db
    .update(company)
    .set({ alertRules: rules, updatedAt: new Date() })
    .where(eq(company.id, ctx.companyId));
  return rules;
}

/** The kinds whose rule is on, for code that raises several kinds at once. */
export async function enabledAlertKinds(db: Db | Tx, ctx: Pick<TenantContext, "companyId">) {
  const stored = await storedRules(db, ctx);
  return new Set(alertRules.filter((r) => effectiveRule(r, stored).enabled).map((r) => r.kind));
}
