import { BarChart } from "@mantine/charts";
import { Anchor, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { readingNameKeys } from "~/core/i18n/water-words";
import { usageText } from "~/core/reports/chemicals";
import type { LoadedReport } from "~/domain/reports/reports.server";
import { ChartFigure, Empty, Figures, ReportTable } from "./parts";

type Data<K extends LoadedReport["key"]> = Extract<LoadedReport, { key: K }>["data"];
/** A reading's name, or the stored word when the list has none. */
const readingKey = (reading: string): MessageKey | null =>
  reading in readingNameKeys ? readingNameKeys[reading as keyof typeof readingNameKeys] : null;

export function ChemicalsView({ data, currency }: { data: Data<"chemicals">; currency: string }) {
  const f = useFormat();
  const t = useT();
  const money = (c: number) => f.money(c, { currency });
  if (data.perBody.length === 0) return <Empty>{t("reports.chemicals.empty")}</Empty>;
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.chemicals.atCost"), value: money(data.totalCents) },
          { label: t("reports.chemicals.bodiesDosed"), value: String(data.perBody.length) },
          { label: t("reports.chemicals.notCosted"), value: String(data.uncosted) },
        ]}
      />
      <ChartFigure caption={t("reports.chemicals.chartCaption")}>
        <BarChart
          h={240}
          data={data.perProduct.map((p) => ({ product: p.productName, cost: p.costCents / 100 }))}
          dataKey="product"
          series={[{ name: "cost", label: t("reports.table.cost"), color: "blue.6" }]}
          valueFormatter={(v) => money(Math.round(v * 100))}
          yAxisProps={{ width: 72 }}
          xAxisProps={{ tick: false }}
        />
      </ChartFigure>
      <ReportTable
        label={t("reports.chemicals.perProductLabel")}
        minWidth={420}
        head={[t("reports.chemicals.product"), t("reports.chemicals.used"), t("reports.table.cost")]}
        rows={data.perProduct.map((p) => ({
          key: `${p.productName}|${p.unit}`,
          cells: [p.productName, `${p.amount} ${p.unit}`, money(p.costCents)],
        }))}
      />
      <Title order={2} size="h5">
        {t("reports.chemicals.perTechnician")}
      </Title>
      <ReportTable
        label={t("reports.chemicals.perTechnicianLabel")}
        minWidth={640}
        head={[
          t("reports.table.technician"),
          t("reports.table.visits"),
          t("reports.chemicals.doses"),
          t("reports.table.cost"),
          t("reports.chemicals.costPerVisit"),
        ]}
        rows={data.perTechnician.map((t) => ({
          key: t.technicianId ?? "none",
          cells: [t.name, t.visits, t.doses, money(t.costCents), money(t.costPerVisitCents)],
        }))}
      />
      <Title order={2} size="h5">
        {t("reports.chemicals.perBody")}
      </Title>
      <ReportTable
        label={t("reports.chemicals.perBodyLabel")}
        minWidth={820}
        head={[
          t("reports.chemicals.bodyOfWater"),
          t("reports.table.customer"),
          t("reports.table.visits"),
          t("reports.chemicals.used"),
          t("reports.table.cost"),
        ]}
        rows={data.perBody.map((b) => ({
          key: b.bodyOfWaterId,
          cells: [
            <Anchor key="b" component={Link} to={`/company/bodiesOfWater/details/${b.bodyOfWaterId}`}>
              {b.bodyName}
            </Anchor>,
            b.customerName,
            b.visits,
            usageText(b.usage),
            money(b.costCents),
          ],
        }))}
      />
      <Text size="xs" c="dimmed">
        {t("reports.chemicals.note")}
      </Text>
    </Stack>
  );
}

export function ProductivityView({ data }: { data: Data<"productivity"> }) {
  const f = useFormat();
  const t = useT();
  if (data.length === 0) return <Empty>{t("reports.productivity.empty")}</Empty>;
  return (
    <Stack gap="lg">
      <ChartFigure caption={t("reports.productivity.chartCaption")}>
        <BarChart
          h={240}
          data={data.map((r) => ({ name: r.name, onSite: r.onSiteMinutes, driving: r.driveMinutes }))}
          dataKey="name"
          type="stacked"
          series={[
            { name: "onSite", label: t("reports.productivity.onSite"), color: "teal.6" },
            { name: "driving", label: t("reports.productivity.driving"), color: "orange.6" },
          ]}
          valueFormatter={(v) => f.duration(v)}
          yAxisProps={{ width: 72 }}
          withLegend
        />
      </ChartFigure>
      <ReportTable
        label={t("reports.catalog.productivityTitle")}
        minWidth={960}
        head={[
          t("reports.table.technician"),
          t("reports.productivity.days"),
          t("reports.productivity.finished"),
          t("reports.productivity.skipped"),
          t("reports.productivity.stopsPerDay"),
          t("reports.productivity.minutesPerStop"),
          t("reports.productivity.onSite"),
          t("reports.productivity.drivingEstimate"),
          t("reports.productivity.clocked"),
          t("reports.productivity.clockedOffSite"),
        ]}
        rows={data.map((r) => ({
          key: r.technicianId,
          cells: [
            r.name,
            r.days,
            r.finished,
            r.skipped,
            r.stopsPerDay === null ? "—" : f.number(r.stopsPerDay, { grouping: false }),
            r.minutesPerStop === null ? "—" : f.number(r.minutesPerStop, { grouping: false }),
            f.duration(r.onSiteMinutes),
            `${f.duration(r.driveMinutes)} (${f.quantity(r.driveMiles, "mi", { grouping: false })})`,
            r.clockedMinutes ? f.duration(r.clockedMinutes) : "—",
            r.clockedMinutes ? f.duration(r.offSiteClockedMinutes) : "—",
          ],
        }))}
      />
      <Text size="xs" c="dimmed">
        {t("reports.productivity.note")}
      </Text>
    </Stack>
  );
}

export function ComplianceView({ data }: { data: Data<"compliance"> }) {
  const f = useFormat();
  const t = useT();
  const share = (v: number | null) => (v === null ? "—" : f.percent(v / 100));
  if (data.overall.visits === 0) return <Empty>{t("reports.table.noFinishedVisits")}</Empty>;
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.compliance.inRange"), value: share(data.overall.sharePercent) },
          { label: t("reports.table.finishedVisits"), value: String(data.overall.visits) },
          { label: t("reports.compliance.measured"), value: String(data.overall.measured) },
          { label: t("reports.compliance.everyReading"), value: String(data.overall.inRange) },
        ]}
      />
      <ChartFigure caption={t("reports.compliance.chartCaption")}>
        <BarChart
          h={220}
          data={data.perTechnician.map((r) => ({ name: r.name, inRange: r.sharePercent ?? 0 }))}
          dataKey="name"
          series={[{ name: "inRange", label: t("reports.compliance.inRange"), color: "teal.6" }]}
          yAxisProps={{ domain: [0, 100], width: 48 }}
          valueFormatter={(v) => f.percent(v / 100)}
        />
      </ChartFigure>
      <ReportTable
        label={t("reports.compliance.tableLabel")}
        minWidth={560}
        head={[
          t("reports.table.technician"),
          t("reports.table.finishedVisits"),
          t("reports.compliance.measured"),
          t("reports.compliance.inRange"),
          t("reports.compliance.share"),
        ]}
        rows={data.perTechnician.map((r) => ({
          key: r.technicianId ?? "none",
          cells: [r.name, r.visits, r.measured, r.inRange, share(r.sharePercent)],
        }))}
      />
      {data.perReading.length ? (
        <div>
          <Title order={2} size="h5" mb="xs">
            {t("reports.compliance.mostOften")}
          </Title>
          <List size="sm">
            {data.perReading.map((r) => {
              const key = readingKey(r.reading);
              return (
                <List.Item key={r.reading}>
                  {t("reports.compliance.outOfRangeVisits", {
                    reading: key ? t(key) : r.reading,
                    count: r.visitsOutOfRange,
                  })}
                </List.Item>
              );
            })}
          </List>
        </div>
      ) : null}
      <Text size="xs" c="dimmed">
        {t("reports.compliance.note")}
      </Text>
    </Stack>
  );
}

export function ChurnView({ data }: { data: Data<"churn"> }) {
  const f = useFormat();
  const t = useT();
  const names = (list: typeof data.gained, day: (c: (typeof data.gained)[number]) => string | null) =>
    list.length ? (
      <List size="sm">
        {list.map((c) => (
          <List.Item key={c.id}>
            <Anchor component={Link} to={`/company/customers/details/${c.id}`}>
              {c.name}
            </Anchor>{" "}
            <Text span size="xs" c="dimmed">
              {day(c) ? f.calendarDate(day(c) as string) : ""}
            </Text>
          </List.Item>
        ))}
      </List>
    ) : (
      <Text size="sm" c="dimmed">
        {t("reports.churn.none")}
      </Text>
    );
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: t("reports.churn.activeAtStart"), value: String(data.activeAtStart) },
          { label: t("reports.churn.gained"), value: String(data.gained.length) },
          { label: t("reports.churn.lost"), value: String(data.lost.length) },
          {
            label: t("reports.churn.rate"),
            value: data.churnPercent === null ? "—" : f.percent(data.churnPercent / 100),
          },
        ]}
      />
      <ChartFigure caption={t("reports.churn.chartCaption")}>
        <BarChart
          h={200}
          data={[
            { label: t("reports.churn.atStart"), customers: data.activeAtStart },
            { label: t("reports.churn.gained"), customers: data.gained.length },
            { label: t("reports.churn.lost"), customers: data.lost.length },
            { label: t("reports.churn.atEnd"), customers: data.activeAtEnd },
          ]}
          dataKey="label"
          series={[{ name: "customers", label: t("reports.churn.customers"), color: "blue.6" }]}
          yAxisProps={{ width: 48, allowDecimals: false }}
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Title order={2} size="h5" mb="xs">
            {t("reports.churn.gained")}
          </Title>
          {names(data.gained, (c) => c.createdOn)}
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            {t("reports.churn.lost")}
          </Title>
          {names(data.lost, (c) => c.archivedOn ?? c.inactiveOn)}
        </div>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t("reports.churn.note")}
      </Text>
    </Stack>
  );
}
