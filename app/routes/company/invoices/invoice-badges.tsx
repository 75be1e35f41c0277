import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import type { InvoiceDisplayStatus } from "~/core/money";
import { invoiceStatusKeys } from "./money-labels";

/** Named colours: the theme darkens light badges' text to pass contrast. The word says it, never colour alone. */
const colors: Record<InvoiceDisplayStatus, string> = {
  draft: "gray",
  open: "blue",
  "partly paid": "cyan",
  overdue: "red",
  paid: "green",
  void: "dark",
  uncollectible: "orange",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  const t = useT();
  return (
    <Badge
      component="span"
      color={colors[status]}
      variant={status === "void" ? "outline" : "light"}
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {t(invoiceStatusKeys[status])}
    </Badge>
  );
}
