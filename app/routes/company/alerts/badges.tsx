import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import type { AlertSeverity, AlertStatus } from "~/core/alerts/rules";

const severityColors: Record<AlertSeverity, string> = { critical: "red", warning: "orange", info: "blue" };
const statusColors: Record<AlertStatus, string> = { open: "red", acknowledged: "yellow", resolved: "green" };

export const severityLabels = {
  critical: "team.alerts.severity.critical",
  warning: "team.alerts.severity.warning",
  info: "team.alerts.severity.info",
} as const satisfies Record<AlertSeverity, string>;
export const statusLabels = {
  open: "team.alerts.status.open",
  acknowledged: "team.alerts.status.acknowledged",
  resolved: "team.alerts.status.resolved",
} as const satisfies Record<AlertStatus, string>;

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  const t = useT();
  return (
    <Badge color={severityColors[severity]} variant="light">
      {t(severityLabels[severity])}
    </Badge>
  );
}

export function AlertStatusBadge({ status }: { status: AlertStatus }) {
  const t = useT();
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(statusLabels[status])}
    </Badge>
  );
}
