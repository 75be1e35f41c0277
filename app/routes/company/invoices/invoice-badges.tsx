import { Badge } from "@mantine/core";
import { type InvoiceDisplayStatus, invoiceStatusLabels } from "~/core/money";

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
  return (
    <Badge
      component="span"
      color={colors[status]}
      variant={status === "void" ? "outline" : "light"}
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {invoiceStatusLabels[status]}
    </Badge>
  );
}
