import { Badge } from "@mantine/core";
import type { JobAction } from "~/core/operations/job-status";

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
  return (
    <Badge
      component="span"
      color={operationColors[status] ?? "gray"}
      variant="light"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {status}
    </Badge>
  );
}

export function BillingBadge({ status }: { status: string }) {
  return (
    <Badge
      component="span"
      color={billingColors[status] ?? "gray"}
      variant="outline"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      billing: {status}
    </Badge>
  );
}

/** What the buttons and the history call each action. */
export const actionLabels: Record<JobAction | "created" | "edited" | "visitScheduled", string> = {
  created: "Created",
  edited: "Edited",
  visitScheduled: "Visit scheduled",
  sendEstimate: "Estimate sent",
  acceptEstimate: "Estimate accepted",
  declineEstimate: "Estimate declined",
  skipEstimate: "Approved without estimate",
  schedule: "Scheduled",
  start: "Started",
  finish: "Finished",
  cancel: "Cancelled",
  invoice: "Invoiced",
  invoiceVoided: "Invoice voided",
  markPaid: "Paid",
};

export const actionButtonLabels: Partial<Record<JobAction, string>> = {
  skipEstimate: "Approve without estimate",
  acceptEstimate: "Record acceptance",
  declineEstimate: "Record decline",
  cancel: "Cancel job",
};
