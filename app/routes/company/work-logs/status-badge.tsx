import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";

export function WorkLogStatusBadge({ status, running }: { status: "open" | "approved"; running?: boolean }) {
  const t = useT();
  if (running)
    return (
      <Badge color="teal" variant="light">
        {t("office.workLogStatus.running")}
      </Badge>
    );
  return (
    <Badge color={status === "approved" ? "green" : "orange"} variant="light">
      {status === "approved" ? t("office.workLogStatus.approved") : t("office.workLogStatus.open")}
    </Badge>
  );
}
