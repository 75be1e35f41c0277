import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Table, Title, VisuallyHidden } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";

interface Figures {
  stopsPerDay: { day: string; finished: number; scheduled: number }[];
  paymentsByMonth: { month: string; cents: number; payments: number }[];
  signUpsByWeek: { week: string; company: number; client: number }[];
}

/** One chart per figure; each has its numbers as a visually hidden table for screen readers. */
export function DashboardCharts({ figures }: { figures: Figures }) {
  const f = useFormat();
  const stops = figures.stopsPerDay.map((d) => ({
    day: f.calendarDate(d.day, "short"),
    Finished: d.finished,
    Other: d.scheduled - d.finished,
  }));
  const payments = figures.paymentsByMonth.map((m) => ({
    month: f.month(m.month),
    Dollars: Math.round(m.cents / 100),
  }));
  const signUps = figures.signUpsByWeek.map((w) => ({
    week: f.calendarDate(w.week, "short"),
    Companies: w.company,
    "Pool owners": w.client,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} mb="xl">
      <ChartCard title="Service stops per day (30 days)">
        <BarChart
          h={200}
          data={stops}
          dataKey="day"
          type="stacked"
          series={[
            { name: "Finished", color: "teal.7" },
            { name: "Other", label: "Scheduled, skipped", color: "gray.5" },
          ]}
          withLegend
          tickLine="none"
        />
        <HiddenTable
          caption="Service stops per day"
          head={["Day", "Finished", "All"]}
          rows={figures.stopsPerDay.map((d) => [f.calendarDate(d.day), d.finished, d.scheduled])}
        />
      </ChartCard>
      <ChartCard title="Payments recorded by companies (12 months)">
        <BarChart
          h={200}
          data={payments}
          dataKey="month"
          series={[{ name: "Dollars", color: "blue.7" }]}
          valueFormatter={(v) => f.money(v * 100)}
          tickLine="none"
        />
        <HiddenTable
          caption="Payments by month"
          head={["Month", "Amount", "Payments"]}
          rows={figures.paymentsByMonth.map((m) => [f.month(m.month), f.money(m.cents), m.payments])}
        />
      </ChartCard>
      <ChartCard title="Sign-ups per week (12 weeks)">
        <BarChart
          h={200}
          data={signUps}
          dataKey="week"
          series={[
            { name: "Companies", color: "indigo.7" },
            { name: "Pool owners", color: "cyan.7" },
          ]}
          withLegend
          tickLine="none"
        />
        <HiddenTable
          caption="Sign-ups per week"
          head={["Week of", "Company accounts", "Pool owner accounts"]}
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
