import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";

/** A badge keeps its whole word in a narrow table cell (its label would shrink to an ellipsis). */
export const wholeBadge = {
  root: { flexShrink: 0, overflow: "visible" },
  label: { overflow: "visible" },
} as const;

/** Whether a recurring stop still runs, in words. */
export function RecurringStatusBadge({ ended }: { ended: boolean }) {
  const t = useT();
  return ended ? (
    <Badge color="gray" variant="outline" component="span" styles={wholeBadge}>
      {t("routing.recurring.endedBadge")}
    </Badge>
  ) : (
    <Badge color="teal" variant="light" component="span" styles={wholeBadge}>
      {t("routing.recurring.activeBadge")}
    </Badge>
  );
}
