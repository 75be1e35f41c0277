import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import { equipmentStatusLabel } from "../bodies-of-water/water-labels";

const statusColors: Record<string, string> = {
  operational: "teal",
  "needs maintenance": "yellow",
  "needs repair": "orange",
  "not operational": "red",
};

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge color={statusColors[status] ?? "gray"} variant="light" style={{ maxWidth: "none" }}>
      {equipmentStatusLabel(t, status)}
    </Badge>
  );
}

/** "due" (today or overdue) or "due soon" (within the coming days); nothing otherwise. */
export function DueBadge({ due, dueSoon }: { due: boolean; dueSoon: boolean }) {
  const t = useT();
  if (due)
    return (
      <Badge color="red" variant="filled" size="sm">
        {t("office.equipment.due")}
      </Badge>
    );
  if (dueSoon)
    return (
      <Badge color="yellow" variant="light" size="sm">
        {t("office.equipment.dueSoon")}
      </Badge>
    );
  return null;
}
