import { Badge } from "@mantine/core";

const statusColors: Record<string, string> = {
  operational: "teal",
  "needs maintenance": "yellow",
  "needs repair": "orange",
  "not operational": "red",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColors[status] ?? "gray"} variant="light" style={{ maxWidth: "none" }}>
      {status}
    </Badge>
  );
}

/** "due" (today or overdue) or "due soon" (within the coming days); nothing otherwise. */
export function DueBadge({ due, dueSoon }: { due: boolean; dueSoon: boolean }) {
  if (due)
    return (
      <Badge color="red" variant="filled" size="sm">
        due
      </Badge>
    );
  if (dueSoon)
    return (
      <Badge color="yellow" variant="light" size="sm">
        due soon
      </Badge>
    );
  return null;
}
