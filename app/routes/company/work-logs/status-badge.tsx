import { Badge } from "@mantine/core";

export function WorkLogStatusBadge({ status, running }: { status: "open" | "approved"; running?: boolean }) {
  if (running)
    return (
      <Badge color="teal" variant="light">
        On the clock
      </Badge>
    );
  return (
    <Badge color={status === "approved" ? "green" : "orange"} variant="light">
      {status === "approved" ? "Approved" : "Open"}
    </Badge>
  );
}
