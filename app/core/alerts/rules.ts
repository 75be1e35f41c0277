/**
 * The alert rules: one per alert kind, each on/off and (some) tunable per company. The catalogue says what each
 * rule watches, its default, its threshold's unit and bounds, how severe its alerts are and which area of the
 * permission table may see (read) and handle (write) them. Pure.
 */
import type { Area } from "../permissions/permissions";

export const alertKindList = [
  "reading out of range",
  "stop skipped",
  "required task missed",
  "stop missed",
  "stop running late",
  "equipment service due",
  "filter pressure high",
  "repair request received",
  "estimate accepted",
  "estimate declined",
  "low stock",
  "invoice overdue",
  "payment failed",
  "agreement accepted",
  "agreement declined",
  "agreement expiring",
  "long day",
  "offline change refused",
  "accounting sync failed",
] as const;
export type AlertKindName = (typeof alertKindList)[number];

export type AlertSeverity = "info" | "warning" | "critical";
export const alertSeverities = ["critical", "warning", "info"] as const satisfies readonly AlertSeverity[];

export interface ThresholdDef {
  default: number;
  min: number;
  max: number;
  /** Shown after the number ("minutes past the window's end"). */
  unit: string;
}

export interface AlertRuleDef {
  key: string;
  kind: AlertKindName;
  label: string;
  description: string;
  defaultEnabled: boolean;
  severity: AlertSeverity;
  /** Who sees the rule's alerts (`area:read`) and handles them (`area:write`). */
  area: Extract<Area, "operations" | "customers" | "money" | "team">;
  /** "event": raised when the thing happens; "hourly": by the evaluator, which also resolves it when it clears. */
  source: "event" | "hourly";
  threshold?: ThresholdDef;
}

const rule = (def: AlertRuleDef) => def;

export const alertRules: readonly AlertRuleDef[] = [
  rule({
    key: "reading-out-of-range",
    kind: "reading out of range",
    label: "Reading out of range",
    description: "A reading taken at a stop is outside the pool's target range.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "stop-skipped",
    kind: "stop skipped",
    label: "Stop skipped",
    description: "A technician skipped a stop (gate locked, dog out, weather…).",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "required-task-missed",
    kind: "required task missed",
    label: "Required task missed",
    description: "A stop was finished without one of its required tasks.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "stop-missed",
    kind: "stop missed",
    label: "Stop missed",
    description: "A stop of an earlier day was neither finished nor skipped.",
    defaultEnabled: true,
    severity: "critical",
    area: "operations",
    source: "hourly",
  }),
  rule({
    key: "stop-running-late",
    kind: "stop running late",
    label: "Stop running late",
    description: "Today's stop with a time window is not finished this long after the window's end.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "hourly",
    threshold: { default: 30, min: 0, max: 480, unit: "minutes past the window's end" },
  }),
  rule({
    key: "equipment-service-due",
    kind: "equipment service due",
    label: "Equipment service due",
    description: "A piece of equipment's next service date is near (or past).",
    defaultEnabled: true,
    severity: "info",
    area: "customers",
    source: "hourly",
    threshold: { default: 7, min: 0, max: 90, unit: "days ahead" },
  }),
  rule({
    key: "filter-pressure-high",
    kind: "filter pressure high",
    label: "Filter pressure high",
    description: "A filter's current pressure is this far above its clean pressure: time to clean it.",
    defaultEnabled: true,
    severity: "warning",
    area: "customers",
    source: "hourly",
    threshold: { default: 8, min: 1, max: 50, unit: "psi over the clean pressure" },
  }),
  rule({
    key: "repair-request-received",
    kind: "repair request received",
    label: "Repair request received",
    description: "A technician or a pool owner reported a problem.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "estimate-accepted",
    kind: "estimate accepted",
    label: "Estimate accepted",
    description: "A customer accepted a job's estimate: schedule the work.",
    defaultEnabled: true,
    severity: "info",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "estimate-declined",
    kind: "estimate declined",
    label: "Estimate declined",
    description: "A customer declined a job's estimate.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "low-stock",
    kind: "low stock",
    label: "Low stock",
    description: "A tracked item fell to its low-stock level (set on each item).",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "invoice-overdue",
    kind: "invoice overdue",
    label: "Invoice overdue",
    description: "An open invoice with a balance is this many days past its due date.",
    defaultEnabled: true,
    severity: "warning",
    area: "money",
    source: "hourly",
    threshold: { default: 0, min: 0, max: 90, unit: "days past due" },
  }),
  rule({
    key: "payment-failed",
    kind: "payment failed",
    label: "Automatic payment failed",
    description: "A saved card was declined when autopay charged it.",
    defaultEnabled: true,
    severity: "critical",
    area: "money",
    source: "event",
  }),
  rule({
    key: "agreement-accepted",
    kind: "agreement accepted",
    label: "Agreement accepted",
    description: "A pool owner accepted a service agreement.",
    defaultEnabled: true,
    severity: "info",
    area: "money",
    source: "event",
  }),
  rule({
    key: "agreement-declined",
    kind: "agreement declined",
    label: "Agreement declined",
    description: "A pool owner declined a service agreement.",
    defaultEnabled: true,
    severity: "warning",
    area: "money",
    source: "event",
  }),
  rule({
    key: "agreement-expiring",
    kind: "agreement expiring",
    label: "Agreement expiring",
    description: "An accepted agreement ends within this many days.",
    defaultEnabled: true,
    severity: "warning",
    area: "money",
    source: "hourly",
    threshold: { default: 30, min: 1, max: 180, unit: "days before it ends" },
  }),
  rule({
    key: "long-day",
    kind: "long day",
    label: "A technician's long day",
    description: "Someone has been on the clock longer than this (a shift still open, or a finished one).",
    defaultEnabled: true,
    severity: "warning",
    area: "team",
    source: "hourly",
    threshold: { default: 10, min: 4, max: 24, unit: "hours on the clock" },
  }),
  rule({
    key: "offline-change-refused",
    kind: "offline change refused",
    label: "Offline change refused",
    description:
      "Work a technician did offline could not be saved when the phone synced: the stop was reassigned or deleted, or their access changed.",
    defaultEnabled: true,
    severity: "warning",
    area: "operations",
    source: "event",
  }),
  rule({
    key: "accounting-sync-failed",
    kind: "accounting sync failed",
    label: "QuickBooks sync failed",
    description:
      "A customer, invoice, payment or credit note could not be sent to QuickBooks Online, or the connection needs signing in again.",
    defaultEnabled: true,
    severity: "warning",
    area: "money",
    source: "event",
  }),
];

export type AlertRuleKey = string;

const byKey = new Map(alertRules.map((r) => [r.key, r]));
const byKind = new Map(alertRules.map((r) => [r.kind, r]));

export function ruleByKey(key: string): AlertRuleDef | undefined {
  return byKey.get(key);
}

export function ruleForKind(kind: AlertKindName): AlertRuleDef {
  // Every kind has a rule (a unit test keeps the catalogue complete).
  return byKind.get(kind)!;
}

/** What a company stored (`company.alert_rules`), possibly partial or stale. */
export type StoredAlertRules = Record<string, { enabled?: unknown; threshold?: unknown } | undefined>;

export interface EffectiveRule {
  enabled: boolean;
  /** Null for rules without a threshold. */
  threshold: number | null;
}

/** One rule's setting: the company's value where it is valid, else the rule's default. */
export function effectiveRule(def: AlertRuleDef, stored: StoredAlertRules | null | undefined): EffectiveRule {
  const own = stored?.[def.key];
  const enabled = typeof own?.enabled === "boolean" ? own.enabled : def.defaultEnabled;
  if (!def.threshold) return { enabled, threshold: null };
  const t = own?.threshold;
  const valid =
    typeof t === "number" && Number.isFinite(t) && t >= def.threshold.min && t <= def.threshold.max;
  return { enabled, threshold: valid ? t : def.threshold.default };
}

/** Every rule's setting, merged with the defaults. */
export function mergeRuleSettings(
  stored: StoredAlertRules | null | undefined,
): Record<string, EffectiveRule> {
  return Object.fromEntries(alertRules.map((r) => [r.key, effectiveRule(r, stored)]));
}

export type AlertStatus = "open" | "acknowledged" | "resolved";
export const alertStatuses = ["open", "acknowledged", "resolved"] as const satisfies readonly AlertStatus[];

/** open → acknowledged → resolved, from the two times (resolved wins). */
export function alertStatus(a: { acknowledgedAt: Date | string | null; resolvedAt: Date | string | null }) {
  if (a.resolvedAt) return "resolved" as const;
  if (a.acknowledgedAt) return "acknowledged" as const;
  return "open" as const;
}

/** The alert kinds a role may see: those whose rule's area it can read. */
export function visibleKinds(can: (area: AlertRuleDef["area"], level: "read" | "write") => boolean) {
  return alertRules.filter((r) => can(r.area, "read")).map((r) => r.kind);
}
