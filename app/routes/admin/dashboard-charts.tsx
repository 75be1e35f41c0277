import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Table, Title, VisuallyHidden } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";

interface Figures {
  stopsPerDay: { day: string; finished: number; scheduled: number }[];
  paymentsByMonth: { month: string; cents: number; payments: number }[];
  signUpsByWeek: { week: string; company: number; client: number }[];
}

/**
 * One chart per figure; each has its numbers as a visually hidden table for screen readers. Series are named by
 * stable data keys and labelled in the reader's words (legend and tooltip); months read as months ("Nov 2026").
 */
export function DashboardCharts({ figures }: { figures: Figures }) {
  const f = useFormat();
  const t = useT();
  const stops = figures.stopsPerDay.map((d) => ({
    day: f.calendarDate(d.day, "short"),
    finished: d.finished,
    other: d.scheduled - d.finished,
  }));
  const payments = figures.paymentsByMonth.map((m) => ({
    month: f.month(m.month),
    dollars: Math.round(m.cents / 100),
  }));
  const signUps = figures.signUpsByWeek.map((w) => ({
    week: f.calendarDate(w.week, "short"),
    companies: w.company,
    poolOwners: w.client,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} mb="xl">
      <ChartCard title={t("admin.charts.stops")}>
        <BarChart
          h={200}
          data={stops}
          dataKey="day"
          type="stacked"
          valueFormatter={(v) => f.number(v)}
          series={[
            { name: "finished", label: t("admin.charts.finished"), color: "teal.7" },
            { name: "other", label: t("admin.charts.other"), color: "gray.5" },
          ]}
          withLegend
          tickLine="none"
        />
        <HiddenTable
          caption={t("admin.charts.stopsCaption")}
          head={[t("admin.charts.day"), t("admin.charts.finished"), t("admin.charts.all")]}
          rows={figures.stopsPerDay.map((d) => [f.calendarDate(d.day), d.finished, d.scheduled])}
        />
      </ChartCard>
      <ChartCard title={t("admin.charts.payments")}>
        <BarChart
          h={200}
          data={payments}
          dataKey="month"
          series={[{ name: "dollars", label: t("admin.charts.dollars"), color: "blue.7" }]}
          valueFormatter={(v) => f.money(v * 100)}
          tickLine="none"
        />
        <HiddenTable
          caption={t("admin.charts.paymentsCaption")}
          head={[t("admin.charts.month"), t("admin.charts.amount"), t("admin.charts.paymentCount")]}
          rows={figures.paymentsByMonth.map((m) => [f.month(m.month), f.money(m.cents), m.payments])}
        />
      </ChartCard>
      <ChartCard title={t("admin.charts.signUps")}>
        <BarChart
          h={200}
          data={signUps}
          dataKey="week"
          valueFormatter={(v) => f.number(v)}
          series={[
            { name: "companies", label: t("admin.charts.companies"), color: "indigo.7" },
            { name: "poolOwners", label: t("admin.charts.poolOwners"), color: "cyan.7" },
          ]}
          withLegend
          tickLine="none"
        />
        <HiddenTable
          caption={t("admin.charts.signUpsCaption")}
          head={[
            t("admin.charts.weekOf"),
            t("admin.charts.companyAccounts"),
            t("admin.charts.poolOwnerAccounts"),
          ]}
          rows={figures.signUpsByWeek.map((w) => [f.calendarDate(w.week), w.company, w.client])}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="figure" m={0}>
      <Title order={2} size="h5" mb="sm" component="figcaption">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <VisuallyHidden>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r[0])}>
              {r.map((cell, i) => (
                <Table.Td key={head[i]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
