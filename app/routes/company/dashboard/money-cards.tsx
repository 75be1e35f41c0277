import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard, Figure, plural } from "./card";

type Revenue = NonNullable<CompanyDashboard["revenue"]>;
type Overdue = NonNullable<CompanyDashboard["overdueInvoices"]>;

function Change({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  if (percent === 0)
    return (
      <Badge variant="light" color="gray">
        same as last month
      </Badge>
    );
  return (
    <Badge variant="light" color={percent > 0 ? "green" : "orange"}>
      {percent > 0 ? "+" : "−"}
      {Math.abs(percent)}% vs last month
    </Badge>
  );
}

/** Invoiced and collected this month against last month. */
export function RevenueCard({ revenue, currency }: { revenue: Revenue; currency: string }) {
  const f = useFormat();
  const { thisMonth, lastMonth } = revenue;
  const money = (cents: number) => f.money(cents, { currency });
  const row = (label: string, now: number, before: number, change: number | null) => (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Figure label={`${label} in ${f.month(thisMonth.start, "name")}`} value={money(now)} />
        <Change percent={change} />
      </Group>
      <Text size="sm" c="dimmed">
        {f.month(lastMonth.start, "name")}: {money(before)}
      </Text>
    </Stack>
  );
  return (
    <DashCard title="Revenue" link={{ to: "/company/payments", label: "Payments received" }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="md">
        {row("Invoiced", thisMonth.invoicedCents, lastMonth.invoicedCents, revenue.invoicedChange)}
        {row("Collected", thisMonth.collectedCents, lastMonth.collectedCents, revenue.collectedChange)}
      </SimpleGrid>
    </DashCard>
  );
}

export function OverdueCard({ overdue, currency }: { overdue: Overdue; currency: string }) {
  const f = useFormat();
  return (
    <DashCard
      title="Overdue invoices"
      link={{ to: "/company/invoices?status=overdue", label: "See overdue invoices" }}
    >
      {overdue.count === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing overdue. Every open invoice is within its terms.
        </Text>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <Figure label="Invoices" value={overdue.count} color="red.8" />
            <Figure label="Owed" value={f.money(overdue.balanceCents, { currency })} color="red.8" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {plural(overdue.count, "invoice")} past due
            {overdue.oldestDueOn
              ? `; the oldest was due ${f.calendarDate(overdue.oldestDueOn, "short")}`
              : ""}
            .
          </Text>
        </>
      )}
    </DashCard>
  );
}
