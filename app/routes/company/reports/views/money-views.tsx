import { BarChart } from "@mantine/charts";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { agingBuckets } from "~/core/money";
import type { LoadedReport } from "~/domain/reports/reports.server";
import { vehicleCostSchema } from "~/domain/reports/schemas";
import { agingBucketKeys } from "../../invoices/money-labels";
import { ChartFigure, Empty, Figures, ReportTable } from "./parts";

type Data<K extends LoadedReport["key"]> = Extract<LoadedReport, { key: K }>["data"];
const customerLink = (id: string, name: string) => (
  <Anchor component={Link} to={`/company/customers/details/${id}`}>
    {name}
  </Anchor>
);

export function RevenueView({ data, currency }: { data: Data<"revenue">; currency: string }) {
  const f = useFormat();
  const t = useT();
  const money = (cents: number) => f.money(cents, { currency });
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.revenue.invoicedBeforeTax"), value: money(data.totals.invoicedCents) },
          { label: t("reports.revenue.collected"), value: money(data.totals.collectedCents) },
        ]}
      />
      <ChartFigure caption={t("reports.revenue.chartCaption")}>
        <BarChart
          h={240}
          data={data.months.map((m) => ({
            month: f.month(m.month),
            invoiced: m.invoicedCents / 100,
            collected: m.collectedCents / 100,
          }))}
          dataKey="month"
          series={[
            { name: "invoiced", label: t("reports.revenue.invoiced"), color: "blue.6" },
            { name: "collected", label: t("reports.revenue.collected"), color: "teal.6" },
          ]}
          valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
          yAxisProps={{ width: 72 }}
          withLegend
        />
      </ChartFigure>
      {data.customers.length === 0 ? (
        <Empty>{t("reports.revenue.empty")}</Empty>
      ) : (
        <ReportTable
          label={t("reports.revenue.tableLabel")}
          minWidth={520}
          head={[t("reports.table.customer"), t("reports.revenue.invoiced"), t("reports.revenue.collected")]}
          rows={data.customers.map((r) => ({
            key: r.customerId,
            cells: [customerLink(r.customerId, r.name), money(r.invoicedCents), money(r.collectedCents)],
          }))}
          foot={[
            t("reports.table.total"),
            money(data.totals.invoicedCents),
            money(data.totals.collectedCents),
          ]}
        />
      )}
      <Text size="xs" c="dimmed">
        {t("reports.revenue.note")}
      </Text>
    </Stack>
  );
}

export function ProfitView({ data, currency }: { data: Data<"profit">; currency: string }) {
  const f = useFormat();
  const t = useT();
  const miles = (n: number) => f.quantity(n, "mi", { grouping: false });
  const money = (cents: number) => f.money(cents, { currency });
  // Rows come lowest profit first: chart them all, or the five lowest and five highest.
  const charted = data.rows.length <= 10 ? data.rows : [...data.rows.slice(0, 5), ...data.rows.slice(-5)];
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.table.revenue"), value: money(data.totals.revenueCents) },
          {
            label: t("reports.profit.costs"),
            value: money(data.totals.revenueCents - data.totals.profitCents),
          },
          { label: t("reports.table.profit"), value: money(data.totals.profitCents) },
          { label: t("reports.table.finishedVisits"), value: String(data.totals.visits) },
        ]}
      />
      {data.rows.length === 0 ? (
        <Empty>{t("reports.profit.empty")}</Empty>
      ) : (
        <>
          <ChartFigure
            caption={
              charted.length < data.rows.length
                ? t("reports.profit.chartLowestHighest")
                : t("reports.profit.chartCaption")
            }
          >
            <BarChart
              h={Math.max(160, charted.length * 30)}
              data={charted.map((r) => ({ account: r.name, profit: r.profitCents / 100 }))}
              dataKey="account"
              orientation="vertical"
              series={[{ name: "profit", label: t("reports.table.profit"), color: "teal.7" }]}
              getBarColor={(value) => (value < 0 ? "red.7" : "teal.7")}
              valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
              yAxisProps={{ width: 110 }}
            />
          </ChartFigure>
          <ReportTable
            label={t("reports.profit.chartCaption")}
            minWidth={900}
            head={[
              t("reports.table.customer"),
              t("reports.table.visits"),
              t("reports.table.revenue"),
              t("reports.revenue.collected"),
              t("reports.table.chemicals"),
              t("reports.table.labor"),
              t("reports.table.drive"),
              t("reports.table.profit"),
              t("reports.profit.margin"),
            ]}
            rows={data.rows.map((r) => ({
              key: r.customerId,
              cells: [
                customerLink(r.customerId, r.name),
                r.visits,
                money(r.revenueCents),
                money(r.collectedCents),
                money(r.chemicalCents),
                money(r.laborCents),
                `${money(r.driveCents)} (${miles(r.driveMiles)})`,
                <Text key="p" span fw={700} c={r.profitCents < 0 ? "red.9" : undefined}>
                  {money(r.profitCents)}
                </Text>,
                r.marginPercent === null ? "—" : f.percent(r.marginPercent / 100),
              ],
            }))}
            foot={[
              t("reports.table.total"),
              data.totals.visits,
              money(data.totals.revenueCents),
              money(data.totals.collectedCents),
              money(data.totals.chemicalCents),
              money(data.totals.laborCents),
              `${money(data.totals.driveCents)} (${miles(data.totals.driveMiles)})`,
              money(data.totals.profitCents),
              "",
            ]}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t("reports.profit.note")}
      </Text>
    </Stack>
  );
}

export function RoutesView({ data, currency }: { data: Data<"routes">; currency: string }) {
  const f = useFormat();
  const t = useT();
  const miles = (n: number) => f.quantity(n, "mi", { grouping: false });
  const money = (cents: number) => f.money(cents, { currency });
  const techs = [...new Set(data.rows.map((r) => r.technicianName))];
  const byDate = new Map<string, Record<string, number | string>>();
  for (const r of data.rows) {
    const row = byDate.get(r.date) ?? { date: r.date.slice(5) };
    row[r.technicianName] = r.profitCents / 100;
    byDate.set(r.date, row);
  }
  const colors = ["blue.6", "orange.6", "teal.6", "grape.6", "red.6", "cyan.6"];
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.routes.routeDays"), value: String(data.rows.length) },
          { label: t("reports.table.stops"), value: String(data.totals.stops) },
          { label: t("reports.routes.profitOnRoutes"), value: money(data.totals.profitCents) },
          { label: t("reports.routes.unroutedRevenue"), value: money(data.unroutedRevenueCents) },
        ]}
      />
      {data.rows.length === 0 ? (
        <Empty>{t("reports.table.noFinishedVisits")}</Empty>
      ) : (
        <>
          <ChartFigure caption={t("reports.routes.chartCaption")}>
            <BarChart
              h={260}
              data={[...byDate.values()]}
              dataKey="date"
              series={techs.map((name, i) => ({ name, color: colors[i % colors.length] }))}
              valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
              // Bars grow from zero, also when every day lost money.
              yAxisProps={{
                width: 72,
                domain: [(min: number) => Math.min(0, min), (max: number) => Math.max(0, max)],
              }}
              withLegend
            />
          </ChartFigure>
          <ReportTable
            label={t("reports.catalog.routesTitle")}
            minWidth={860}
            head={[
              t("reports.routes.date"),
              t("reports.table.technician"),
              t("reports.table.stops"),
              t("reports.routes.revenueShare"),
              t("reports.table.chemicals"),
              t("reports.table.labor"),
              t("reports.table.drive"),
              t("reports.table.profit"),
            ]}
            rows={data.rows.map((r) => ({
              key: `${r.date}|${r.technicianId}`,
              cells: [
                f.calendarDate(r.date),
                r.technicianName,
                r.stops,
                money(r.revenueCents),
                money(r.chemicalCents),
                money(r.laborCents),
                `${money(r.driveCents)} (${miles(r.driveMiles)})`,
                <Text key="p" span fw={700} c={r.profitCents < 0 ? "red.9" : undefined}>
                  {money(r.profitCents)}
                </Text>,
              ],
            }))}
            foot={[
              t("reports.table.total"),
              "",
              data.totals.stops,
              money(data.totals.revenueCents),
              money(data.totals.chemicalCents),
              money(data.totals.laborCents),
              `${money(data.totals.driveCents)} (${miles(data.totals.driveMiles)})`,
              money(data.totals.profitCents),
            ]}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t("reports.routes.note")}
      </Text>
    </Stack>
  );
}

export function AgingView({ data, currency }: { data: Data<"aging">; currency: string }) {
  const f = useFormat();
  const t = useT();
  const money = (cents: number) => f.money(cents, { currency });
  return (
    <Stack gap="lg">
      <Text size="sm">{t("reports.aging.today", { date: f.calendarDate(data.today) })}</Text>
      <Figures
        items={[
          { label: t("reports.aging.outstanding"), value: money(data.totals.totalCents) },
          { label: t("reports.aging.pastDue"), value: money(data.totals.totalCents - data.totals.current) },
        ]}
      />
      <ChartFigure caption={t("reports.aging.chartCaption")}>
        <BarChart
          h={220}
          data={agingBuckets.map((b) => ({ age: t(agingBucketKeys[b]), balance: data.totals[b] / 100 }))}
          dataKey="age"
          series={[{ name: "balance", label: t("reports.aging.balance"), color: "orange.6" }]}
          valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
          yAxisProps={{ width: 72 }}
        />
      </ChartFigure>
      {data.rows.length === 0 ? (
        <Empty>{t("reports.aging.empty")}</Empty>
      ) : (
        <ReportTable
          label={t("reports.aging.tableLabel")}
          minWidth={820}
          head={[
            t("reports.table.customer"),
            t("reports.aging.invoices"),
            ...agingBuckets.map((b) => t(agingBucketKeys[b])),
            t("reports.table.total"),
          ]}
          rows={data.rows.map((r) => ({
            key: r.customerId,
            cells: [
              <Anchor key="c" component={Link} to={`/company/invoices/statement/${r.customerId}`}>
                {r.name}
              </Anchor>,
              r.invoices,
              ...agingBuckets.map((b) => money(r[b])),
              money(r.totalCents),
            ],
          }))}
          foot={[
            t("reports.table.total"),
            "",
            ...agingBuckets.map((b) => money(data.totals[b])),
            money(data.totals.totalCents),
          ]}
        />
      )}
    </Stack>
  );
}

/** "Cost assumptions": the cost per mile the profit reports use; edited by members with settings:write. */
export function CostAssumptions({
  centsPerMile,
  canEdit,
  actionData,
}: {
  centsPerMile: number;
  canEdit: boolean;
  actionData: Rejected | undefined;
}) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(vehicleCostSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const current = (centsPerMile / 100).toFixed(2);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        {t("reports.costs.heading")}
      </Title>
      {canEdit ? (
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="vehicle-cost" />
          <Group align="end" gap="sm">
            <TextInput
              name="vehicleCost"
              label={t("reports.costs.label")}
              description={t("reports.costs.description")}
              inputMode="decimal"
              defaultValue={values.vehicleCost ?? current}
              error={errors.vehicleCost}
              w={260}
            />
            <Button type="submit" loading={busy} variant="default">
              {t("reports.costs.save")}
            </Button>
          </Group>
        </Form>
      ) : (
        <Text size="sm">{t("reports.costs.readOnly", { cost: `$${current}` })}</Text>
      )}
    </Paper>
  );
}
