import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { skipReasonKeys } from "~/core/i18n/stop-words";
import { wordFor } from "~/core/i18n/word-for";

const colors: Record<string, string> = {
  scheduled: "gray",
  "in progress": "blue",
  finished: "green",
  skipped: "orange",
  cancelled: "dark",
};

export const stopStatusKeys: Record<string, MessageKey> = {
  scheduled: "field.status.scheduled",
  "in progress": "field.status.inProgress",
  finished: "field.status.finished",
  skipped: "field.status.skipped",
  cancelled: "field.status.cancelled",
};

/** A skip reason as a choice in the skip form ("Gate locked"). */
export const skipReasonOptionKeys: Record<string, MessageKey> = {
  "gate locked": "field.skipReasonOption.gateLocked",
  "dog out": "field.skipReasonOption.dogOut",
  "customer asked": "field.skipReasonOption.customerAsked",
  weather: "field.skipReasonOption.weather",
  other: "field.skipReasonOption.other",
};

/** A stop's status in words (with the skip reason), never by colour alone. */
export function StopStatusBadge({ status, skipReason }: { status: string; skipReason?: string | null }) {
  const t = useT();
  return (
    <Badge color={colors[status] ?? "gray"} variant="light">
      {status === "skipped" && skipReason
        ? t("field.status.skippedBecause", { reason: wordFor(t, skipReasonKeys, skipReason) })
        : wordFor(t, stopStatusKeys, status)}
    </Badge>
  );
}

export { skipReasonKeys };
