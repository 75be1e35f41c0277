import { BarChart } from "@mantine/charts";
import { Anchor, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { usageText } from "~/core/reports/chemicals";
import { type Reading, readingLabels } from "~/core/water/targets";
import type { LoadedReport } from "~/domain/reports/reports.server";
import { ChartFigure, Empty, Figures, ReportTable } from "./parts";

type Data<K extends LoadedReport["key"]> = Extract<LoadedReport, { key: K }>["data"];
const orDash = (v: number | null, suffix = "") => (v === null ? "—" : `${v}${suffix}`);

export function ChemicalsView({ data, currency }: { data: Data<"chemicals">; currency: string }) {
  const f = useFormat();
  const money = (c: number) => f.money(c, { currency });
  if (data.perBody.length === 0)
    return <Empty>No chemicals were added at finished visits between these dates.</Empty>;
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: "Chemicals at cost", value: money(data.totalCents) },
          { label: "Pools and spas dosed", value: String(data.perBody.length) },
          { label: "Doses not costed", value: String(data.uncosted) },
        ]}
      />
      <ChartFigure caption="Cost by product">
        <BarChart
          h={240}
          data={data.perProduct.map((p) => ({ product: p.productName, Cost: p.costCents / 100 }))}
          dataKey="product"
          series={[{ name: "Cost", color: "blue.6" }]}
          valueFormatter={(v) => money(Math.round(v * 100))}
          yAxisProps={{ width: 72 }}
          xAxisProps={{ tick: false }}
        />
      </ChartFigure>
      <ReportTable
        label="Chemicals per product"
        minWidth={420}
        head={["Product", "Used", "Cost"]}
        rows={data.perProduct.map((p) => ({
          key: `${p.productName}|${p.unit}`,
          cells: [p.productName, `${p.amount} ${p.unit}`, money(p.costCents)],
        }))}
      />
      <Title order={2} size="h5">
        Per technician
      </Title>
      <ReportTable
        label="Chemicals per technician"
        minWidth={640}
        head={["Technician", "Visits", "Doses", "Cost", "Cost per visit"]}
        rows={data.perTechnician.map((t) => ({
          key: t.technicianId ?? "none",
          cells: [t.name, t.visits, t.doses, money(t.costCents), money(t.costPerVisitCents)],
        }))}
      />
      <Title order={2} size="h5">
        Per body of water
      </Title>
      <ReportTable
        label="Chemicals per body of water"
        minWidth={820}
        head={["Body of water", "Customer", "Visits", "Used", "Cost"]}
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
        Each dose is converted into its item's unit and costed at the item's cost. Doses typed without a
        catalog item, or whose item has no cost, are counted as not costed.
      </Text>
    </Stack>
  );
}

export function ProductivityView({ data }: { data: Data<"productivity"> }) {
  const f = useFormat();
  if (data.length === 0) return <Empty>No technician finished a stop between these dates.</Empty>;
  return (
    <Stack gap="lg">
      <ChartFigure caption="Minutes on site and driving (estimate) per technician">
        <BarChart
          h={240}
          data={data.map((r) => ({ name: r.name, "On site": r.onSiteMinutes, Driving: r.driveMinutes }))}
          dataKey="name"
          type="stacked"
          series={[
            { name: "On site", color: "teal.6" },
            { name: "Driving", color: "orange.6" },
          ]}
          valueFormatter={(v) => f.duration(v)}
          yAxisProps={{ width: 72 }}
          withLegend
        />
      </ChartFigure>
      <ReportTable
        label="Technician productivity"
        minWidth={960}
        head={[
          "Technician",
          "Days",
          "Finished",
          "Skipped",
          "Stops per day",
          "Minutes per stop",
          "On site",
          "Driving (estimate)",
          "Clocked",
          "Clocked, off site",
        ]}
        rows={data.map((r) => ({
          key: r.technicianId,
          cells: [
            r.name,
            r.days,
            r.finished,
            r.skipped,
            orDash(r.stopsPerDay),
            orDash(r.minutesPerStop),
            f.duration(r.onSiteMinutes),
            `${f.duration(r.driveMinutes)} (${r.driveMiles} mi)`,
            r.clockedMinutes ? f.duration(r.clockedMinutes) : "—",
            r.clockedMinutes ? f.duration(r.offSiteClockedMinutes) : "—",
          ],
        }))}
      />
      <Text size="xs" c="dimmed">
        On site: arrived → finished. Driving: the day's path (start → stops in the order they were reached →
        start) in straight lines × the road factor at the average speed. Clocked: work-log time on days with
        stops; "clocked, off site" is that time less the minutes on site (driving, loading, paid breaks).
      </Text>
    </Stack>
  );
}

export function ComplianceView({ data }: { data: Data<"compliance"> }) {
  if (data.overall.visits === 0) return <Empty>No finished visits between these dates.</Empty>;
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: "In range", value: orDash(data.overall.sharePercent, "%") },
          { label: "Finished visits", value: String(data.overall.visits) },
          { label: "Measured", value: String(data.overall.measured) },
          { label: "Every reading in range", value: String(data.overall.inRange) },
        ]}
      />
      <ChartFigure caption="Visits with every reading in range, per technician (%)">
        <BarChart
          h={220}
          data={data.perTechnician.map((t) => ({ name: t.name, "In range": t.sharePercent ?? 0 }))}
          dataKey="name"
          series={[{ name: "In range", color: "teal.6" }]}
          yAxisProps={{ domain: [0, 100], width: 48 }}
          valueFormatter={(v) => `${v}%`}
        />
      </ChartFigure>
      <ReportTable
        label="Readings compliance per technician"
        minWidth={560}
        head={["Technician", "Finished visits", "Measured", "In range", "Share"]}
        rows={data.perTechnician.map((t) => ({
          key: t.technicianId ?? "none",
          cells: [t.name, t.visits, t.measured, t.inRange, orDash(t.sharePercent, "%")],
        }))}
      />
      {data.perReading.length ? (
        <div>
          <Title order={2} size="h5" mb="xs">
            Most often out of range
          </Title>
          <List size="sm">
            {data.perReading.map((r) => (
              <List.Item key={r.reading}>
                {readingLabels[r.reading as Reading]}: {r.visitsOutOfRange} visit
                {r.visitsOutOfRange === 1 ? "" : "s"}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <Text size="xs" c="dimmed">
        A visit is in range when every reading with a target (the company's defaults and the body of water's
        own overrides, as the stop screen shows them) was within it. Visits without such a reading are not
        measured.
      </Text>
    </Stack>
  );
}

export function ChurnView({ data }: { data: Data<"churn"> }) {
  const f = useFormat();
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
        None.
      </Text>
    );
  return (
    <Stack gap="lg">
      <Figures
        items={[
          { label: "Active at the start", value: String(data.activeAtStart) },
          { label: "Gained", value: String(data.gained.length) },
          { label: "Lost", value: String(data.lost.length) },
          { label: "Churn rate", value: orDash(data.churnPercent, "%") },
        ]}
      />
      <ChartFigure caption="Customers over the range">
        <BarChart
          h={200}
          data={[
            { label: "At the start", Customers: data.activeAtStart },
            { label: "Gained", Customers: data.gained.length },
            { label: "Lost", Customers: data.lost.length },
            { label: "At the end", Customers: data.activeAtEnd },
          ]}
          dataKey="label"
          series={[{ name: "Customers", color: "blue.6" }]}
          yAxisProps={{ width: 48, allowDecimals: false }}
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Title order={2} size="h5" mb="xs">
            Gained
          </Title>
          {names(data.gained, (c) => c.createdOn)}
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            Lost
          </Title>
          {names(data.lost, (c) => c.archivedOn ?? c.inactiveOn)}
        </div>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        A customer counts from the day the record was made until it was archived or set inactive (its last
        change). Leads are not counted. Churn rate: customers active at the start and lost during the range ÷
        those active at the start.
      </Text>
    </Stack>
  );
}
