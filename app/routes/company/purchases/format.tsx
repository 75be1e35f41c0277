import { Anchor, Badge, Group, Text } from "@mantine/core";
import { Link } from "react-router";

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date ("2026-11-20") as "Nov 20, 2026". */
export function formatDay(day: string) {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function formatQuantity(n: number) {
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 }).format(n);
}

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
  return (
    <Group gap={6} wrap="wrap">
      {line.billable ? (
        <Badge color={line.invoicedAt ? "green" : "blue"} variant="light" size="sm">
          {line.invoicedAt ? "invoiced" : "billable"}
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
          Stock
        </Text>
      ) : null}
    </Group>
  );
}
