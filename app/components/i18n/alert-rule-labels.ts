/**
 * core/alerts/rules.ts words each rule in English (label, description, threshold unit) for its own use (digests, logs).
 * These keys word the same rules in the page's language, by the rule's key: `t(alertRuleKeys[rule.key].label)`.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { entryFor } from "~/core/i18n/word-for";

export const alertRuleKeys = {
  "reading-out-of-range": {
    label: "builder.alertRule.readingOutOfRange.label",
    description: "builder.alertRule.readingOutOfRange.description",
  },
  "stop-skipped": {
    label: "builder.alertRule.stopSkipped.label",
    description: "builder.alertRule.stopSkipped.description",
  },
  "required-task-missed": {
    label: "builder.alertRule.requiredTaskMissed.label",
    description: "builder.alertRule.requiredTaskMissed.description",
  },
  "stop-missed": {
    label: "builder.alertRule.stopMissed.label",
    description: "builder.alertRule.stopMissed.description",
  },
  "stop-running-late": {
    label: "builder.alertRule.stopRunningLate.label",
    description: "builder.alertRule.stopRunningLate.description",
    unit: "builder.alertRule.stopRunningLate.unit",
  },
  "equipment-service-due": {
    label: "builder.alertRule.equipmentServiceDue.label",
    description: "builder.alertRule.equipmentServiceDue.description",
    unit: "builder.alertRule.equipmentServiceDue.unit",
  },
  "filter-pressure-high": {
    label: "builder.alertRule.filterPressureHigh.label",
    description: "builder.alertRule.filterPressureHigh.description",
    unit: "builder.alertRule.filterPressureHigh.unit",
  },
  "repair-request-received": {
    label: "builder.alertRule.repairRequestReceived.label",
    description: "builder.alertRule.repairRequestReceived.description",
  },
  "estimate-accepted": {
    label: "builder.alertRule.estimateAccepted.label",
    description: "builder.alertRule.estimateAccepted.description",
  },
  "estimate-declined": {
    label: "builder.alertRule.estimateDeclined.label",
    description: "builder.alertRule.estimateDeclined.description",
  },
  "low-stock": {
    label: "builder.alertRule.lowStock.label",
    description: "builder.alertRule.lowStock.description",
  },
  "invoice-overdue": {
    label: "builder.alertRule.invoiceOverdue.label",
    description: "builder.alertRule.invoiceOverdue.description",
    unit: "builder.alertRule.invoiceOverdue.unit",
  },
  "payment-failed": {
    label: "builder.alertRule.paymentFailed.label",
    description: "builder.alertRule.paymentFailed.description",
  },
  "agreement-accepted": {
    label: "builder.alertRule.agreementAccepted.label",
    description: "builder.alertRule.agreementAccepted.description",
  },
  "agreement-declined": {
    label: "builder.alertRule.agreementDeclined.label",
    description: "builder.alertRule.agreementDeclined.description",
  },
  "agreement-expiring": {
    label: "builder.alertRule.agreementExpiring.label",
    description: "builder.alertRule.agreementExpiring.description",
    unit: "builder.alertRule.agreementExpiring.unit",
  },
  "long-day": {
    label: "builder.alertRule.longDay.label",
    description: "builder.alertRule.longDay.description",
    unit: "builder.alertRule.longDay.unit",
  },
  "offline-change-refused": {
    label: "builder.alertRule.offlineChangeRefused.label",
    description: "builder.alertRule.offlineChangeRefused.description",
  },
  "accounting-sync-failed": {
    label: "builder.alertRule.accountingSyncFailed.label",
    description: "builder.alertRule.accountingSyncFailed.description",
  },
} as const satisfies Record<string, { label: MessageKey; description: MessageKey; unit?: MessageKey }>;

/** A rule's words in the page's language; a rule this list lacks keeps core's English. */
export function alertRuleWords(
  t: (key: MessageKey) => string,
  rule: { key: string; label: string; description: string; unit?: string | null },
): { label: string; description: string; unit: string | null } {
  const keys = entryFor<{ label: MessageKey; description: MessageKey; unit?: MessageKey }>(
    alertRuleKeys,
    rule.key,
  );
  if (!keys) return { label: rule.label, description: rule.description, unit: rule.unit ?? null };
  return {
    label: t(keys.label),
    description: t(keys.description),
    unit: keys.unit ? t(keys.unit) : (rule.unit ?? null),
  };
}
