import { Badge } from "@mantine/core";
import type { AlertSeverity, AlertStatus } from "~/core/alerts/rules";

const severityColors: Record<AlertSeverity, string> = { critical: "red", warning: "orange", info: "blue" };
const statusColors: Record<AlertStatus, string> = { open: "red", acknowledged: "yellow", resolved: "green" };

export const severityLabels: Record<AlertSeverity, string> = {
  critical: "Critical",
  warning: "Warning",
  info: "Info",
};
export const statusLabels: Record<AlertStatus, string> = {
  open: "Open",
  acknowledged: "Acknowledged",
  resolved: "Resolved",
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <Badge color={severityColors[severity]} variant="light">
      {severityLabels[severity]}
    </Badge>
  );
}

export function AlertStatusBadge({ status }: { status: AlertStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
