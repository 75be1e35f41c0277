import { Anchor, Badge, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/** Where a purchased line went: billable or not, the customer and job it is for, invoiced or not. */
export function LineWhere({
  line,
}: {
  line: {
    billable: boolean;
    customerId: string | null;
    customerName: string | null;
    jobId: string | null;
    jobNumber: number | null;
    invoicedAt: Date | string | null;
  };
}) {
  const t = useT();
  return (
    <Group gap={6} wrap="wrap">
      {line.billable ? (
        <Badge color={line.invoicedAt ? "green" : "blue"} variant="light" size="sm">
          {line.invoicedAt ? t("purchasing.lineWhere.invoiced") : t("purchasing.lineWhere.billable")}
        </Badge>
      ) : null}
      {line.customerId && line.customerName ? (
        <Anchor component={Link} to={`/company/customers/details/${line.customerId}`} size="sm">
          {line.customerName}
        </Anchor>
      ) : null}
      {line.jobId && line.jobNumber !== null ? (
        <Anchor component={Link} to={`/company/jobs/detail/${line.jobId}`} size="sm">
          J-{line.jobNumber}
        </Anchor>
      ) : null}
      {!line.billable && !line.customerId && !line.jobId ? (
        <Text size="sm" c="dimmed">
          {t("purchasing.lineWhere.stock")}
        </Text>
      ) : null}
    </Group>
  );
}
