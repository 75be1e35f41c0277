import { BarChart } from "@mantine/charts";
import { Table, Text, VisuallyHidden } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard } from "./card";

type Week = NonNullable<CompanyDashboard["week"]>;

/** This week's stops per day as stacked bars; the same figures as a table for screen readers. */
export function WeekCard({ week }: { week: Week }) {
  const f = useFormat();
  const data = week.days.map((d) => ({
    day: d.date === week.today ? "Today" : f.calendarDate(d.date, "weekday"),
    finished: d.finished,
    skipped: d.skipped,
    toDo: d.toDo,
  }));
  const { totals } = week;
  const empty = totals.finished + totals.skipped + totals.toDo === 0;
  return (
    <DashCard
      title="This week"
      link={{
        to: `/company/serviceStops?view=all&from=${week.start}&to=${week.end}`,
        label: "This week's stops",
      }}
    >
      <Text size="sm" c="dimmed">
        {f.calendarDate(week.start, "short")} – {f.calendarDate(week.end, "short")}:{" "}
        {empty
          ? "no stops this week."
          : `${totals.finished} finished, ${totals.skipped} skipped, ${totals.toDo} to do.`}
      </Text>
      {empty ? null : (
        <>
          <BarChart
            h={180}
            data={data}
            dataKey="day"
            type="stacked"
            aria-hidden
            // Its figures are in the table below; the chart itself takes no keyboard focus.
            barChartProps={{ accessibilityLayer: false }}
            series={[
              { name: "finished", label: "Finished", color: "green.7" },
              { name: "skipped", label: "Skipped", color: "orange.6" },
              { name: "toDo", label: "To do", color: "gray.5" },
            ]}
            withLegend
            legendProps={{ verticalAlign: "bottom", height: 28 }}
            yAxisProps={{ width: 28, allowDecimals: false, tickCount: 3 }}
            tickLine="none"
            gridAxis="y"
          />
          <VisuallyHidden>
            <Table>
              <Table.Caption>Stops this week by day</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Finished</Table.Th>
                  <Table.Th>Skipped</Table.Th>
                  <Table.Th>To do</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {week.days.map((d) => (
                  <Table.Tr key={d.date}>
                    <Table.Th scope="row">
                      {f.calendarDate(d.date, "weekday")} {f.calendarDate(d.date, "short")}
                    </Table.Th>
                    <Table.Td>{d.finished}</Table.Td>
                    <Table.Td>{d.skipped}</Table.Td>
                    <Table.Td>{d.toDo}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </DashCard>
  );
}
