import { Badge } from "@mantine/core";
import type { RepairRequestStatus } from "~/db/schema/operations";
import { repairRequestStatusLabels } from "~/domain/operations/repair-request-schemas";

const colors: Record<RepairRequestStatus, string> = {
  open: "orange",
  "in progress": "blue",
  resolved: "green",
  dismissed: "gray",
};

export function RepairStatusBadge({ status }: { status: RepairRequestStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {repairRequestStatusLabels[status]}
    </Badge>
  );
}
