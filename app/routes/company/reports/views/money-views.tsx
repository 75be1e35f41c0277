import { BarChart } from "@mantine/charts";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { agingBucketLabels, agingBuckets } from "~/core/money";
import type { LoadedReport } from "~/domain/reports/reports.server";
import { vehicleCostSchema } from "~/domain/reports/schemas";
import { ChartFigure, Empty, Figures, ReportTable } from "./parts";

type Data<K extends LoadedReport["key"]> = Extract<LoadedReport, { key: K }>["data"];
const customerLink = (id: string, name: string) => (
  <Anchor component={Link} to={`/company/customers/details/${id}`}>
    {name}
  </Anchor>
);

export function RevenueView({ data, currency }: { data: Data<"revenue">; currency: string }) {
  const f = useFormat();
  const money = (cents: number) => f.money(cents, { currency });
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: "Invoiced (before tax)", value: money(data.totals.invoicedCents) },
          { label: "Collected", value: money(data.totals.collectedCents) },
        ]}
      />
      <ChartFigure caption="Invoiced and collected by month">
        <BarChart
          h={240}
          data={data.months.map((m) => ({
            month: f.month(m.month),
            Invoiced: m.invoicedCents / 100,
            Collected: m.collectedCents / 100,
          }))}
          dataKey="month"
          series={[
            { name: "Invoiced", color: "blue.6" },
            { name: "Collected", color: "teal.6" },
          ]}
          valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
          yAxisProps={{ width: 72 }}
          withLegend
        />
      </ChartFigure>
      {data.customers.length === 0 ? (
        <Empty>No invoices were issued and no money came in between these dates.</Empty>
      ) : (
        <ReportTable
          label="Revenue by customer"
          minWidth={520}
          head={["Customer", "Invoiced", "Collected"]}
          rows={data.customers.map((r) => ({
            key: r.customerId,
            cells: [customerLink(r.customerId, r.name), money(r.invoicedCents), money(r.collectedCents)],
          }))}
          foot={["Total", money(data.totals.invoicedCents), money(data.totals.collectedCents)]}
        />
      )}
      <Text size="xs" c="dimmed">
        Invoiced: invoices issued in the range that were sent (open, paid or written off), before sales tax;
        drafts and void invoices don't count. Collected: payments received in the range, less refunds.
      </Text>
    </Stack>
  );
}

export function ProfitView({ data, currency }: { data: Data<"profit">; currency: string }) {
  const f = useFormat();
  const money = (cents: number) => f.money(cents, { currency });
  // Rows come lowest profit first: chart them all, or the five lowest and five highest.
  const charted = data.rows.length <= 10 ? data.rows : [...data.rows.slice(0, 5), ...data.rows.slice(-5)];
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: "Revenue", value: money(data.totals.revenueCents) },
          { label: "Costs", value: money(data.totals.revenueCents - data.totals.profitCents) },
          { label: "Profit", value: money(data.totals.profitCents) },
          { label: "Finished visits", value: String(data.totals.visits) },
        ]}
      />
      {data.rows.length === 0 ? (
        <Empty>No revenue and no finished visits between these dates.</Empty>
      ) : (
        <>
          <ChartFigure
            caption={
              charted.length < data.rows.length
                ? "Lowest and highest profit per account"
                : "Profit per account"
            }
          >
            <BarChart
              h={Math.max(160, charted.length * 30)}
              data={charted.map((r) => ({ account: r.name, Profit: r.profitCents / 100 }))}
              dataKey="account"
              orientation="vertical"
              series={[{ name: "Profit", color: "teal.7" }]}
              getBarColor={(value) => (value < 0 ? "red.7" : "teal.7")}
              valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
              yAxisProps={{ width: 110 }}
            />
          </ChartFigure>
          <ReportTable
            label="Profit per account"
            minWidth={900}
            head={[
              "Customer",
              "Visits",
              "Revenue",
              "Collected",
              "Chemicals",
              "Labor",
              "Drive",
              "Profit",
              "Margin",
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
                `${money(r.driveCents)} (${r.driveMiles} mi)`,
                <Text key="p" span fw={700} c={r.profitCents < 0 ? "red.9" : undefined}>
                  {money(r.profitCents)}
                </Text>,
                r.marginPercent === null ? "—" : `${r.marginPercent}%`,
              ],
            }))}
            foot={[
              "Total",
              data.totals.visits,
              money(data.totals.revenueCents),
              money(data.totals.collectedCents),
              money(data.totals.chemicalCents),
              money(data.totals.laborCents),
              `${money(data.totals.driveCents)} (${data.totals.driveMiles} mi)`,
              money(data.totals.profitCents),
              "",
            ]}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        Revenue: invoices issued in the range (sent, before tax). Chemicals: each dose at its item's cost.
        Labor: a labor contract's cost for the stop, else the technician's per-stop rate plus minutes on site
        at their hourly rate. Drive: miles from the previous stop (the first from home or the shop, the last
        also back) at the cost per mile.
      </Text>
    </Stack>
  );
}

export function RoutesView({ data, currency }: { data: Data<"routes">; currency: string }) {
  const f = useFormat();
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
          { label: "Route days", value: String(data.rows.length) },
          { label: "Stops", value: String(data.totals.stops) },
          { label: "Profit on routes", value: money(data.totals.profitCents) },
          { label: "Revenue of accounts not visited", value: money(data.unroutedRevenueCents) },
        ]}
      />
      {data.rows.length === 0 ? (
        <Empty>No finished visits between these dates.</Empty>
      ) : (
        <>
          <ChartFigure caption="Profit per technician and day">
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
            label="Profit per route"
            minWidth={860}
            head={["Date", "Technician", "Stops", "Revenue share", "Chemicals", "Labor", "Drive", "Profit"]}
            rows={data.rows.map((r) => ({
              key: `${r.date}|${r.technicianId}`,
              cells: [
                f.calendarDate(r.date),
                r.technicianName,
                r.stops,
                money(r.revenueCents),
                money(r.chemicalCents),
                money(r.laborCents),
                `${money(r.driveCents)} (${r.driveMiles} mi)`,
                <Text key="p" span fw={700} c={r.profitCents < 0 ? "red.9" : undefined}>
                  {money(r.profitCents)}
                </Text>,
              ],
            }))}
            foot={[
              "Total",
              "",
              data.totals.stops,
              money(data.totals.revenueCents),
              money(data.totals.chemicalCents),
              money(data.totals.laborCents),
              `${money(data.totals.driveCents)} (${data.totals.driveMiles} mi)`,
              money(data.totals.profitCents),
            ]}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        A route is one technician's day. Each visit carries an even share of its account's revenue for the
        range; costs are the visit's own, as in profit per account.
      </Text>
    </Stack>
  );
}

export function AgingView({ data, currency }: { data: Data<"aging">; currency: string }) {
  const f = useFormat();
  const money = (cents: number) => f.money(cents, { currency });
  return (
    <Stack gap="lg">
      <Text size="sm">
        Balances owed today ({f.calendarDate(data.today)}); the date range does not apply.
      </Text>
      <Figures
        items={[
          { label: "Outstanding", value: money(data.totals.totalCents) },
          { label: "Past due", value: money(data.totals.totalCents - data.totals.current) },
        ]}
      />
      <ChartFigure caption="Outstanding by age">
        <BarChart
          h={220}
          data={agingBuckets.map((b) => ({ age: agingBucketLabels[b], Balance: data.totals[b] / 100 }))}
          dataKey="age"
          series={[{ name: "Balance", color: "orange.6" }]}
          valueFormatter={(v: number) => f.money(v * 100, { currency, whole: true })}
          yAxisProps={{ width: 72 }}
        />
      </ChartFigure>
      {data.rows.length === 0 ? (
        <Empty>No customer owes anything today.</Empty>
      ) : (
        <ReportTable
          label="Outstanding balances by customer"
          minWidth={820}
          head={["Customer", "Invoices", ...agingBuckets.map((b) => agingBucketLabels[b]), "Total"]}
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
            "Total",
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
  const { errors, values, onSubmit } = useValidatedForm(vehicleCostSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const current = (centsPerMile / 100).toFixed(2);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        Cost assumptions
      </Title>
      {canEdit ? (
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="vehicle-cost" />
          <Group align="end" gap="sm">
            <TextInput
              name="vehicleCost"
              label="Vehicle cost per mile ($)"
              description="Fuel, wear and insurance for each mile driven."
              inputMode="decimal"
              defaultValue={values.vehicleCost ?? current}
              error={errors.vehicleCost}
              w={260}
            />
            <Button type="submit" loading={busy} variant="default">
              Save
            </Button>
          </Group>
        </Form>
      ) : (
        <Text size="sm">Driving costs ${current} a mile (the owner can change it).</Text>
      )}
    </Paper>
  );
}
