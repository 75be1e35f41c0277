import { BarChart } from "@mantine/charts";
import { Table, Text, VisuallyHidden } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard } from "./card";

type Week = NonNullable<CompanyDashboard["week"]>;

/** This week's stops per day as stacked bars; the same figures as a table for screen readers. */
export function WeekCard({ week }: { week: Week }) {
  const f = useFormat();
  const t = useT();
  const data = week.days.map((d) => ({
    day: d.date === week.today ? t("office.week.today") : f.calendarDate(d.date, "weekday"),
    finished: d.finished,
    skipped: d.skipped,
    toDo: d.toDo,
  }));
  const { totals } = week;
  const empty = totals.finished + totals.skipped + totals.toDo === 0;
  const range = { start: f.calendarDate(week.start, "short"), end: f.calendarDate(week.end, "short") };
  return (
    <DashCard
      title={t("office.week.title")}
      link={{
        to: `/company/serviceStops?view=all&from=${week.start}&to=${week.end}`,
        label: t("office.week.link"),
      }}
    >
      <Text size="sm" c="dimmed">
        {empty ? t("office.week.empty", range) : t("office.week.summary", { ...range, ...totals })}
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
              { name: "finished", label: t("office.week.finished"), color: "green.7" },
              { name: "skipped", label: t("office.week.skipped"), color: "orange.6" },
              { name: "toDo", label: t("office.week.toDo"), color: "gray.5" },
            ]}
            withLegend
            // No fixed height: the legend wraps to two lines on a phone in a language with longer words.
            legendProps={{ verticalAlign: "bottom" }}
            yAxisProps={{ width: 28, allowDecimals: false, tickCount: 3 }}
            tickLine="none"
            gridAxis="y"
          />
          <VisuallyHidden>
            <Table>
              <Table.Caption>{t("office.week.caption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("office.week.day")}</Table.Th>
                  <Table.Th>{t("office.week.finished")}</Table.Th>
                  <Table.Th>{t("office.week.skipped")}</Table.Th>
                  <Table.Th>{t("office.week.toDo")}</Table.Th>
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
