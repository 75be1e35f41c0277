import { type AuditAction, auditActionLabel, isAuditAction } from "~/core/audit/actions";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";

/** Catalog keys of the admin action log's actions (core/audit/actions.ts has their English words). */
const auditActionKeys = {
  "company.approve": "admin.audit.companyApprove",
  "company.reject": "admin.audit.companyReject",
  "company.verify": "admin.audit.companyVerify",
  "company.unverify": "admin.audit.companyUnverify",
  "company.deactivate": "admin.audit.companyDeactivate",
  "company.reactivate": "admin.audit.companyReactivate",
  "verification.approve": "admin.audit.verificationApprove",
  "verification.reject": "admin.audit.verificationReject",
  "payment-request.approve": "admin.audit.paymentRequestApprove",
  "payment-request.reject": "admin.audit.paymentRequestReject",
  "subscription.create": "admin.audit.subscriptionCreate",
  "subscription.cancel": "admin.audit.subscriptionCancel",
  "payment.record": "admin.audit.paymentRecord",
  "payment.refund": "admin.audit.paymentRefund",
  "category.create": "admin.audit.categoryCreate",
  "category.update": "admin.audit.categoryUpdate",
  "category.activate": "admin.audit.categoryActivate",
  "category.deactivate": "admin.audit.categoryDeactivate",
  "category.move-up": "admin.audit.categoryMoveUp",
  "category.move-down": "admin.audit.categoryMoveDown",
  "contact.read": "admin.audit.contactRead",
  "mailbox.view": "admin.audit.mailboxView",
  "mailbox.attachment": "admin.audit.mailboxAttachment",
  "jobs.view": "admin.audit.jobsView",
  "jobs.retry": "admin.audit.jobsRetry",
} as const satisfies Record<AuditAction, MessageKey>;

/**
 * A logged action in the reader's words. A key an older release wrote (no word of its own) reads in English as
 * core/audit's words for it ("Company archive"); in another language as "other action", naming the stored key.
 */
export function auditActionWords(t: Translator<MessageKey>, action: string): string {
  if (isAuditAction(action)) return t(auditActionKeys[action]);
  if (t.language === "en") return auditActionLabel(action);
  const stored = action.trim();
  return stored ? t("common.audit.otherAction", { action: stored }) : t("common.audit.action");
}
