import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { RouteMap, type RouteMapRoute, useRouteColor } from "~/components/map/route-map";
import { tenantContext } from "~/context";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { overviewMapRoutes, WEEK } from "~/core/routing/map-routes";
import { routingOverview } from "~/domain/routing/overview.server";
import { config } from "~/server/config.server";
import { withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/routing";
import { weekdayKeys, weekdayShortKeys } from "./route-management/weekdays";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "routing.overview.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** How many rows an unrouted list shows before "Show all". */
const SHORT_LIST = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  return withErrorPages(async () => {
    const overview = await routingOverview(tenant);
    const day = params.get("day") ?? "";
    const technician = params.get("technician") ?? "";
    return {
      ...overview,
      tileUrl: config.mapTileUrl,
      filters: {
        day: /^[0-6]$/.test(day) ? Number(day) : null,
        technician:
          technician === "none" || overview.technicians.some((t) => t.id === technician) ? technician : "",
        colorBy: params.get("colorBy") === "day" ? ("day" as const) : ("technician" as const),
      },
    };
  });
}

type Data = Route.ComponentProps["loaderData"];

/** The places on the map as coloured groups, by technician or by weekday, within the filters. */
function useMapRoutes({ places, technicians, filters }: Data): RouteMapRoute[] {
  const color = useRouteColor();
  const t = useT();
  return overviewMapRoutes(
    places,
    technicians,
    filters,
    {
      noRecurring: t("routing.overview.noRecurring"),
      notAssigned: t("routing.overview.notAssigned"),
      weekday: (d) => t(weekdayKeys[d]),
      schedule: (rule) => describeSchedule(t, rule),
    },
    color,
  );
}

function MapFilters({ technicians, filters }: Pick<Data, "technicians" | "filters">) {
  const submit = useSubmit();
  const t = useT();
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  return (
    <Form method="get" preventScrollReset>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <NativeSelect
          name="day"
          label={t("routing.overview.weekday")}
          defaultValue={filters.day === null ? "" : String(filters.day)}
          onChange={onChange}
          data={[
            { value: "", label: t("routing.overview.allDays") },
            ...WEEK.map((d) => ({ value: String(d), label: t(weekdayKeys[d]) })),
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <NativeSelect
          name="technician"
          label={t("routing.overview.technician")}
          defaultValue={filters.technician}
          onChange={onChange}
          data={[
            { value: "", label: t("routing.overview.allTechnicians") },
            ...technicians.map((m) => ({ value: m.id, label: m.name })),
            { value: "none", label: t("routing.overview.notAssigned") },
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <NativeSelect
          name="colorBy"
          label={t("routing.overview.colorBy")}
          defaultValue={filters.colorBy}
          onChange={onChange}
          data={[
            { value: "technician", label: t("routing.overview.technician") },
            { value: "day", label: t("routing.overview.weekday") },
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <noscript>
          <Button type="submit" variant="default">
            {t("routing.overview.show")}
          </Button>
        </noscript>
      </Group>
    </Form>
  );
}

function LoadTable({ load, unassigned }: Pick<Data, "load" | "unassigned">) {
  const f = useFormat();
  const t = useT();
  const unassignedDays = WEEK.map((weekday) => {
    const stops = unassigned.filter((s) => s.weekdays.includes(weekday));
    return { weekday, stops: stops.length, minutes: stops.reduce((n, s) => n + s.minutes, 0) };
  });
  return (
    // A region that takes focus, so the table can be scrolled sideways from the keyboard on a phone.
    <Box
      role="region"
      aria-label={t("routing.overview.loadRegion")}
      tabIndex={0}
      style={{ overflowX: "auto" }}
    >
      <Table withTableBorder withColumnBorders aria-labelledby="load-title" miw={680}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("routing.overview.capacityColumn")}</Table.Th>
            {WEEK.map((d) => (
              <Table.Th scope="col" key={d}>
                <abbr title={t(weekdayKeys[d])} style={{ textDecoration: "none" }}>
                  {t(weekdayShortKeys[d])}
                </abbr>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t("routing.overview.week")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.map((m) => (
            <Table.Tr key={m.technicianId}>
              <Table.Th scope="row">
                {m.name}
                <Text size="xs" c="dimmed" fw={400}>
                  {t("routing.overview.perDay", { duration: f.duration(m.dailyMinutes) })}
                </Text>
              </Table.Th>
              {WEEK.map((d) => {
                const day = m.days[d];
                const works = m.workDays.includes(d);
                const over = day.minutes > m.dailyMinutes;
                return (
                  <Table.Td
                    key={d}
                    bg={over ? "red.0" : works ? undefined : "gray.1"}
                    style={{ whiteSpace: "nowrap", verticalAlign: "top" }}
                  >
                    {day.stops === 0 ? (
                      <Text size="sm" c="dimmed">
                        {works ? "—" : t("routing.overview.off")}
                      </Text>
                    ) : (
                      <>
                        <Text size="sm" fw={600}>
                          {t("routing.overview.stopCount", { count: day.stops })}
                        </Text>
                        <Text size="xs" c={over ? "red.9" : "dimmed"} fw={over ? 700 : undefined}>
                          {over
                            ? t("routing.overview.overBy", {
                                duration: f.duration(day.minutes),
                                over: f.duration(day.minutes - m.dailyMinutes),
                              })
                            : f.duration(day.minutes)}
                        </Text>
                        {works ? null : (
                          <Text size="xs" c="red.9">
                            {t("routing.overview.notWorkDay")}
                          </Text>
                        )}
                      </>
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm" fw={600}>
                  {t("routing.overview.weekStops", { count: m.days.reduce((n, d) => n + d.stops, 0) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {f.duration(m.days.reduce((n, d) => n + d.minutes, 0))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {unassigned.length ? (
            <Table.Tr>
              <Table.Th scope="row">{t("routing.overview.notAssigned")}</Table.Th>
              {unassignedDays.map((day) => (
                <Table.Td key={day.weekday}>
                  {day.stops ? (
                    <Text size="sm" fw={600}>
                      {t("routing.overview.stopCount", { count: day.stops })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t("routing.overview.weekStops", {
                    count: unassignedDays.reduce((n, d) => n + d.stops, 0),
                  })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

interface Row {
  id: string;
  to: string;
  name: string;
  detail: string;
}

function UnroutedList({
  id,
  title,
  hint,
  rows,
}: {
  id: string;
  title: string;
  /** A message with `{count}`: the number of rows and what to do with one. */
  hint: MessageKey;
  rows: Row[];
}) {
  const t = useT();
  const [params] = useSearchParams();
  const showAll = params.get("show") === id;
  const shown = showAll ? rows : rows.slice(0, SHORT_LIST);
  const toggle = new URLSearchParams(params);
  if (showAll) toggle.delete("show");
  else toggle.set("show", id);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" id={`${id}-title`}>
          {title}
        </Title>
        <Badge
          variant={rows.length ? "filled" : "light"}
          color={rows.length ? "orange" : "green"}
          aria-hidden
        >
          {rows.length}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {rows.length === 0 ? t("routing.overview.none") : t(hint, { count: rows.length })}
      </Text>
      {rows.length ? (
        <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {shown.map((r) => (
            <li key={r.id} style={{ padding: "4px 0" }}>
              <Anchor component={Link} to={r.to} fw={600} size="sm">
                {r.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {r.detail}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > SHORT_LIST ? (
        <Anchor component={Link} to={`?${toggle}`} preventScrollReset size="sm" mt="xs">
          {showAll ? t("routing.overview.showFewer") : t("routing.overview.showAll", { count: rows.length })}
        </Anchor>
      ) : null}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

export default function Routing({ loaderData }: Route.ComponentProps) {
  const { load, unassigned, noRecurringStop, noCoordinates, places, tileUrl, technicians, filters } =
    loaderData;
  const t = useT();
  const mapRoutes = useMapRoutes(loaderData);
  // Members who may work stops but have no work days and no stops (an owner in the office) stay out of the table.
  const onRoute = (m: Data["load"][number]) => m.workDays.length > 0 || m.days.some((d) => d.stops > 0);
  const driving = load.filter(onRoute);
  const office = load.filter((m) => !onRoute(m));
  const onMap = mapRoutes.reduce((n, r) => n + r.points.length, 0);
  return (
    <>
      <PageHeader
        title={t("routing.overview.heading")}
        description={t("routing.overview.description")}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/company/routeManagement" variant="default">
              {t("routing.dashboard.managementLink")}
            </Button>
            <Button component={Link} to="/company/routeDashboard" variant="default">
              {t("routing.dashboard.heading")}
            </Button>
            <Button component={Link} to="/company/routeBuilder" variant="default">
              {t("routing.overview.builderLink")}
            </Button>
          </Group>
        }
      />
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        mb="lg"
        component="section"
        aria-label={t("routing.overview.totals")}
      >
        <Figure label={t("routing.overview.locatedPlaces")} value={places.length} />
        <Figure label={t("routing.overview.technicians")} value={technicians.length} />
        <Figure label={t("routing.overview.notAssigned")} value={unassigned.length} />
        <Figure
          label={t("routing.overview.notRoutable")}
          value={new Set([...noRecurringStop, ...noCoordinates].map((l) => l.id)).size}
        />
      </SimpleGrid>
      <section aria-labelledby="map-title">
        <Title order={2} size="h4" id="map-title" mb="xs">
          {t("routing.overview.map")}
        </Title>
        <MapFilters technicians={technicians} filters={filters} />
        <RouteMap
          routes={mapRoutes}
          tileUrl={tileUrl}
          label={t("routing.overview.mapLabel")}
          counts="places"
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t("routing.overview.onMap", { shown: onMap, total: places.length })}
        </Text>
      </section>
      <section aria-labelledby="load-title">
        <Title order={2} size="h4" id="load-title" mt="xl" mb={4}>
          {t("routing.overview.loadTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t("routing.overview.loadHint")}
        </Text>
        {driving.length ? (
          <LoadTable load={driving} unassigned={unassigned} />
        ) : (
          <Text size="sm">{t("routing.overview.noTechnicians")}</Text>
        )}
        {office.length ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t("routing.overview.noRouteDays", { names: office.map((m) => m.name).join(", ") })}
          </Text>
        ) : null}
      </section>
      <Title order={2} size="h4" mt="xl" mb="xs">
        {t("routing.overview.notOnRoute")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <UnroutedList
          id="unassigned"
          title={t("routing.overview.unassignedTitle")}
          hint="routing.overview.unassignedHint"
          rows={unassigned.map((s) => ({
            id: s.id,
            to: `/company/recurringServiceStop/details/${s.id}`,
            name: s.customerName,
            detail: `${s.address} · ${describeSchedule(t, s.rule)}`,
          }))}
        />
        <UnroutedList
          id="noRecurringStop"
          title={t("routing.overview.noRecurringTitle")}
          hint="routing.overview.noRecurringHint"
          rows={noRecurringStop.map((l) => ({
            id: l.id,
            to: `/company/recurringServiceStop/createNew/${l.customerId}`,
            name: l.customerName,
            detail: l.address,
          }))}
        />
        <UnroutedList
          id="noCoordinates"
          title={t("routing.overview.noCoordinatesTitle")}
          hint="routing.overview.noCoordinatesHint"
          rows={noCoordinates.map((l) => ({
            id: l.id,
            to: `/company/serviceLocations/details/${l.id}`,
            name: l.customerName,
            detail: l.address || t("routing.overview.noAddress"),
          }))}
        />
      </SimpleGrid>
    </>
  );
}
