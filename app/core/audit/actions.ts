/**
 * What the admin action log says for each action key the code writes (`audit_log.action`). The key stays stable for
 * queries and exports; people read the label. `audit()` only accepts a key of this table, and a unit test reads the
 * source for every key written, so a new action cannot reach the log without its words.
 */
export const auditActionLabels = {
  "company.approve": "Approved company",
  "company.reject": "Rejected company",
  "company.verify": "Verified company",
  "company.unverify": "Removed company's verified badge",
  "company.deactivate": "Deactivated company",
  "company.reactivate": "Reactivated company",
  "verification.approve": "Approved verification request",
  "verification.reject": "Rejected verification request",
  "payment-request.approve": "Approved payment request",
  "payment-request.reject": "Rejected payment request",
  "subscription.create": "Started subscription",
  "subscription.cancel": "Cancelled subscription",
  "payment.record": "Recorded payment",
  "payment.refund": "Refunded payment",
  "category.create": "Added service category",
  "category.update": "Edited service category",
  "category.activate": "Turned service category on",
  "category.deactivate": "Turned service category off",
  "category.move-up": "Moved service category up",
  "category.move-down": "Moved service category down",
  "contact.read": "Read contact message",
  "mailbox.view": "Opened the mailbox",
  "mailbox.attachment": "Opened a mailbox attachment",
  "jobs.view": "Opened the failed jobs",
  "jobs.retry": "Retried a failed job",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(auditActionLabels, action);
}

/**
 * The words for a logged action. A key no longer in the table (an older release's row) still reads as words:
 * "company.archive" → "Company archive".
 */
export function auditActionLabel(action: string): string {
  if (isAuditAction(action)) return auditActionLabels[action];
  const words = action
    .replace(/[._-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : "Action";
}
