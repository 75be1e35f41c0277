import { Badge } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
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

/** Each status's word in the page's language (English: invoiceStatusLabels' words). */
const statusWords: Record<InvoiceDisplayStatus, MessageKey> = {
  draft: "portal.invoiceStatus.draft",
  open: "portal.invoiceStatus.open",
  "partly paid": "portal.invoiceStatus.partlyPaid",
  overdue: "portal.invoiceStatus.overdue",
  paid: "portal.invoiceStatus.paid",
  void: "portal.invoiceStatus.void",
  uncollectible: "portal.invoiceStatus.uncollectible",
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
      {statusWords[status] ? t(statusWords[status]) : invoiceStatusLabels[status]}
    </Badge>
  );
}
