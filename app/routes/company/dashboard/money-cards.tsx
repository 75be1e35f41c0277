import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard, Figure } from "./card";

type Revenue = NonNullable<CompanyDashboard["revenue"]>;
type Overdue = NonNullable<CompanyDashboard["overdueInvoices"]>;

function Change({ percent }: { percent: number | null }) {
  const t = useT();
  if (percent === null) return null;
  if (percent === 0)
    return (
      <Badge variant="light" color="gray">
        {t("office.revenue.same")}
      </Badge>
    );
  return (
    <Badge variant="light" color={percent > 0 ? "green" : "orange"}>
      {percent > 0
        ? t("office.revenue.up", { percent: Math.abs(percent) })
        : t("office.revenue.down", { percent: Math.abs(percent) })}
    </Badge>
  );
}

/** Invoiced and collected this month against last month. */
export function RevenueCard({ revenue, currency }: { revenue: Revenue; currency: string }) {
  const f = useFormat();
  const t = useT();
  const { thisMonth, lastMonth } = revenue;
  const money = (cents: number) => f.money(cents, { currency });
  const row = (label: string, now: number, before: number, change: number | null) => (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Figure label={label} value={money(now)} />
        <Change percent={change} />
      </Group>
      <Text size="sm" c="dimmed">
        {t("office.revenue.before", { month: f.month(lastMonth.start, "name"), amount: money(before) })}
      </Text>
    </Stack>
  );
  const month = f.month(thisMonth.start, "name");
  return (
    <DashCard
      title={t("office.revenue.title")}
      link={{ to: "/company/payments", label: t("office.revenue.link") }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="md">
        {row(
          t("office.revenue.invoicedIn", { month }),
          thisMonth.invoicedCents,
          lastMonth.invoicedCents,
          revenue.invoicedChange,
        )}
        {row(
          t("office.revenue.collectedIn", { month }),
          thisMonth.collectedCents,
          lastMonth.collectedCents,
          revenue.collectedChange,
        )}
      </SimpleGrid>
    </DashCard>
  );
}

export function OverdueCard({ overdue, currency }: { overdue: Overdue; currency: string }) {
  const f = useFormat();
  const t = useT();
  return (
    <DashCard
      title={t("office.overdue.title")}
      link={{ to: "/company/invoices?status=overdue", label: t("office.overdue.link") }}
    >
      {overdue.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t("office.overdue.empty")}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <Figure label={t("office.overdue.invoices")} value={overdue.count} color="red.8" />
            <Figure
              label={t("office.overdue.owed")}
              value={f.money(overdue.balanceCents, { currency })}
              color="red.8"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {overdue.oldestDueOn
              ? t("office.overdue.summaryOldest", {
                  count: overdue.count,
                  date: f.calendarDate(overdue.oldestDueOn, "short"),
                })
              : t("office.overdue.summary", { count: overdue.count })}
          </Text>
        </>
      )}
    </DashCard>
  );
}
