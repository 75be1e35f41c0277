import { LineChart } from "@mantine/charts";
import { Badge, SimpleGrid, Text, Title } from "@mantine/core";
import { ReferenceArea } from "recharts";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { flagStatusKeys, readingLabel } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { markReadings } from "~/core/chemistry/ranges";
import { wordFor } from "~/core/i18n/word-for";
import {
  type Reading,
  rangeStatus,
  type Sanitizer,
  type Surface,
  type Targets,
  readings as targetReadings,
} from "~/core/water/targets";
import type { Units } from "~/core/water/volume";
import { type StopReading, stopReadings, stopReadingUnit } from "~/domain/service/readings";

export interface ReadingVisit {
  stopId: string;
  label: string;
  date: string;
  readings: Partial<Record<StopReading, number>>;
}

const targetOf = (targets: Targets, reading: StopReading) =>
  (targetReadings as readonly string[]).includes(reading) ? targets[reading as Reading] : undefined;

/**
 * A body of water's readings over its visits: one small chart per reading with its target band shaded, then the
 * same numbers as a table (what a screen reader, or someone who wants the figures, reads).
 */
export function ReadingHistory({
  visits,
  targets,
  units,
  water,
}: {
  visits: ReadingVisit[];
  targets: Targets;
  units: Units;
  /** The body's sanitizer and surface: each visit is then marked as its stop screen judged it (FC by its CYA). */
  water?: { sanitizer: Sanitizer; surface: Surface };
}) {
  const f = useFormat();
  const t = useT();
  if (visits.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("field.history.none")}
      </Text>
    );
  const measured = stopReadings.filter((r) => visits.some((v) => v.readings[r] !== undefined));
  // Each visit judged once, as its stop screen judged it (FC by its CYA), not once per reading column.
  const judged = new Map(
    water
      ? visits.map((v) => [
          v.stopId,
          new Map(
            markReadings({ readings: v.readings, ...water, targets, units }).map((m) => [
              m.reading,
              m.status,
            ]),
          ),
        ])
      : [],
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
        {measured.map((reading) => {
          const range = targetOf(targets, reading);
          const unit = stopReadingUnit(reading, units);
          const data = visits
            .filter((v) => v.readings[reading] !== undefined)
            .map((v) => ({ date: f.calendarDate(v.date, "short"), value: v.readings[reading] as number }));
          const values = data.map((d) => d.value);
          const low = Math.min(...values, range?.min ?? Number.POSITIVE_INFINITY);
          const high = Math.max(...values, range?.max ?? Number.NEGATIVE_INFINITY);
          // A round axis: pad the data by 15 % and snap to a step that suits the span (0.1 for pH, 10 for TA…).
          const pad = (high - low) * 0.15 || Math.max(Math.abs(high) * 0.1, 0.1);
          const step = 10 ** Math.floor(Math.log10(high - low + 2 * pad)) / 2;
          const axisMin = Math.max(0, Math.floor((low - pad) / step) * step);
          const axisMax = Math.ceil((high + pad) / step) * step;
          return (
            <figure key={reading} style={{ margin: 0 }}>
              <Title order={3} size="h6" component="figcaption" mb={4}>
                {t("field.history.title", {
                  reading: readingLabel(t, reading),
                  unit: unit || "none",
                  hasRange: range ? "yes" : "no",
                  min: range ? f.number(range.min) : "",
                  max: range ? f.number(range.max) : "",
                })}
              </Title>
              <LineChart
                h={160}
                data={data}
                dataKey="date"
                series={[{ name: "value", label: readingLabel(t, reading), color: "teal.7" }]}
                curveType="linear"
                withLegend={false}
                yAxisProps={{ domain: [axisMin, axisMax], width: 48 }}
                valueFormatter={(v) => f.number(v)}
              >
                {range ? (
                  <ReferenceArea
                    y1={range.min}
                    y2={range.max}
                    fill="var(--mantine-color-green-5)"
                    fillOpacity={0.15}
                  />
                ) : null}
              </LineChart>
            </figure>
          );
        })}
      </SimpleGrid>
      <StackedTable
        label={t("field.history.table")}
        caption={t("field.history.caption")}
        rows={[...visits].reverse()}
        rowKey={(v) => v.stopId}
        columns={[
          {
            header: t("field.history.visit"),
            title: true,
            nowrap: true,
            cell: (v) => (
              <>
                {f.calendarDate(v.date)}
                <Text size="xs" c="dimmed">
                  {v.label}
                </Text>
              </>
            ),
          },
          ...measured.map((r) => ({
            header: readingLabel(t, r),
            nowrap: true,
            cell: (v: ReadingVisit) => {
              const value = v.readings[r];
              const range = targetOf(targets, r);
              const status = water
                ? (judged.get(v.stopId)?.get(r) ?? "ok")
                : value !== undefined && range
                  ? rangeStatus(value, range).status
                  : "ok";
              return (
                <>
                  {value === undefined ? "—" : f.number(value, { grouping: false, maximumFractionDigits: 6 })}
                  {status !== "ok" ? (
                    <Badge ml={4} size="xs" color={status === "retest" ? "orange" : "red"} variant="light">
                      {wordFor(t, flagStatusKeys, status)}
                    </Badge>
                  ) : null}
                </>
              );
            },
          })),
        ]}
      />
    </>
  );
}
