import { Badge } from "@mantine/core";

/** A badge keeps its whole word in a narrow table cell. */
const whole = { flexShrink: 0, overflow: "visible" } as const;

/** Whether a recurring stop still runs, in words. */
export function RecurringStatusBadge({ ended }: { ended: boolean }) {
  return ended ? (
    <Badge color="gray" variant="outline" component="span" style={whole}>
      ended
    </Badge>
  ) : (
    <Badge color="teal" variant="light" component="span" style={whole}>
      active
    </Badge>
  );
}
