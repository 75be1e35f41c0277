import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import type { RepairRequestStatus } from "~/db/schema/operations";

const colors: Record<RepairRequestStatus, string> = {
  open: "orange",
  "in progress": "blue",
  resolved: "green",
  dismissed: "gray",
};

/** The words for a repair request's status. */
export const repairStatusKeys = {
  open: "work.repairStatus.open",
  "in progress": "work.repairStatus.inProgress",
  resolved: "work.repairStatus.resolved",
  dismissed: "work.repairStatus.dismissed",
} as const satisfies Record<RepairRequestStatus, string>;

/** Who raised a repair request, when no name is known. */
export const requesterKindKeys = {
  technician: "work.repairs.kind.technician",
  office: "work.repairs.kind.office",
  client: "work.repairs.kind.client",
} as const;

export function RepairStatusBadge({ status }: { status: RepairRequestStatus }) {
  const t = useT();
  return (
    <Badge color={colors[status]} variant="light">
      {t(repairStatusKeys[status])}
    </Badge>
  );
}
