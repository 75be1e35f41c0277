import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import { wordFor } from "~/core/i18n/word-for";
import type { BillingStatus, JobAction, OperationStatus } from "~/core/operations/job-status";
import type { JobTypeOption } from "~/domain/operations/job-schemas";

const operationColors: Record<string, string> = {
  "estimate pending": "yellow",
  unscheduled: "gray",
  scheduled: "blue",
  "in progress": "cyan",
  finished: "green",
  cancelled: "dark",
};
const billingColors: Record<string, string> = {
  draft: "gray",
  estimate: "grape.9",
  accepted: "teal",
  invoiced: "violet",
  paid: "green",
};

/** Statuses in words (never by colour alone), keeping their whole word in narrow cells. */
export function OperationBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge
      component="span"
      color={operationColors[status] ?? "gray"}
      variant="light"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {wordFor(t, operationStatusKeys, status)}
    </Badge>
  );
}

export function BillingBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge
      component="span"
      color={billingColors[status] ?? "gray"}
      variant="outline"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {t("work.jobBilling.badge", { status: wordFor(t, billingStatusKeys, status) })}
    </Badge>
  );
}

/** What the buttons and the history call each action. */
export const actionLabels = {
  created: "work.jobAction.created",
  edited: "work.jobAction.edited",
  visitScheduled: "work.jobAction.visitScheduled",
  sendEstimate: "work.jobAction.sendEstimate",
  acceptEstimate: "work.jobAction.acceptEstimate",
  declineEstimate: "work.jobAction.declineEstimate",
  skipEstimate: "work.jobAction.skipEstimate",
  schedule: "work.jobAction.schedule",
  start: "work.jobAction.start",
  finish: "work.jobAction.finish",
  cancel: "work.jobAction.cancel",
  invoice: "work.jobAction.invoice",
  invoiceVoided: "work.jobAction.invoiceVoided",
  markPaid: "work.jobAction.markPaid",
} as const satisfies Record<JobAction | "created" | "edited" | "visitScheduled", string>;

export const actionButtonLabels = {
  skipEstimate: "work.jobButton.skipEstimate",
  acceptEstimate: "work.jobButton.acceptEstimate",
  declineEstimate: "work.jobButton.declineEstimate",
  cancel: "work.jobButton.cancel",
} as const satisfies Partial<Record<JobAction, string>>;

/** The words for a job's operation status, billing status and type. */
export const operationStatusKeys = {
  "estimate pending": "work.jobStatus.estimatePending",
  unscheduled: "work.jobStatus.unscheduled",
  scheduled: "work.jobStatus.scheduled",
  "in progress": "work.jobStatus.inProgress",
  finished: "work.jobStatus.finished",
  cancelled: "work.jobStatus.cancelled",
} as const satisfies Record<OperationStatus, string>;

export const billingStatusKeys = {
  draft: "work.jobBilling.draft",
  estimate: "work.jobBilling.estimate",
  accepted: "work.jobBilling.accepted",
  invoiced: "work.jobBilling.invoiced",
  paid: "work.jobBilling.paid",
} as const satisfies Record<BillingStatus, string>;

export const jobTypeKeys = {
  repair: "work.jobType.repair",
  install: "work.jobType.install",
  inspection: "work.jobType.inspection",
  clean: "work.jobType.clean",
  "filter clean": "work.jobType.filterClean",
  "drain/fill": "work.jobType.drainFill",
  "green-to-clean": "work.jobType.greenToClean",
  other: "work.jobType.other",
} as const satisfies Record<JobTypeOption, string>;
