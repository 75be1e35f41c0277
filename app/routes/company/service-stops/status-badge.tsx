import { Badge } from "@mantine/core";

const colors: Record<string, string> = {
  scheduled: "gray",
  "in progress": "blue",
  finished: "green",
  skipped: "orange",
  cancelled: "dark",
};

/** A stop's status in words (with the skip reason), never by colour alone. */
export function StopStatusBadge({ status, skipReason }: { status: string; skipReason?: string | null }) {
  return (
    <Badge color={colors[status] ?? "gray"} variant="light">
      {status === "skipped" && skipReason ? `skipped: ${skipReason}` : status}
    </Badge>
  );
}
