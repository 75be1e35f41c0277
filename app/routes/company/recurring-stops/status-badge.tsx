import { Badge } from "@mantine/core";

/** Whether a recurring stop still runs, in words. */
export function RecurringStatusBadge({ ended }: { ended: boolean }) {
  return ended ? (
    <Badge color="gray" variant="outline" component="span">
      ended
    </Badge>
  ) : (
    <Badge color="teal" variant="light" component="span">
      active
    </Badge>
  );
}
