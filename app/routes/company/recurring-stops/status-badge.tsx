import { Badge } from "@mantine/core";

/** A badge keeps its whole word in a narrow table cell (its label would shrink to an ellipsis). */
export const wholeBadge = {
  root: { flexShrink: 0, overflow: "visible" },
  label: { overflow: "visible" },
} as const;

/** Whether a recurring stop still runs, in words. */
export function RecurringStatusBadge({ ended }: { ended: boolean }) {
  return ended ? (
    <Badge color="gray" variant="outline" component="span" styles={wholeBadge}>
      ended
    </Badge>
  ) : (
    <Badge color="teal" variant="light" component="span" styles={wholeBadge}>
      active
    </Badge>
  );
}
