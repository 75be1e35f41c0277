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
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { RouteMap, type RouteMapRoute, useRouteColor } from "~/components/map/route-map";
import { tenantContext } from "~/context";
import { weekdayNames, weekdayShort } from "~/core/recurrence/recurrence";
import { routingOverview } from "~/domain/routing/overview.server";
import { config } from "~/server/config.server";
import { domain } from "../shared/domain-errors.server";
import type { Route } from "./+types/routing";

export const meta: Route.MetaFunction = () => [{ title: "Routing — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** Work weeks read Monday to Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** Mantine colours for the weekdays when the map is coloured by day (index = weekday). */
const DAY_COLORS = ["pink", "blue", "teal", "grape", "orange", "cyan", "red"];
/** How many rows an unrouted list shows before "Show all". */
const SHORT_LIST = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  return domain(async () => {
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
  const groups = new Map<string, RouteMapRoute>();
  const groupFor = (key: string, label: string, mantine: string) => {
    let g = groups.get(key);
    if (!g) {
      g = { id: key, label, color: color(mantine), points: [] };
      groups.set(key, g);
    }
    return g;
  };
  const technician = (id: string | null) => technicians.find((t) => t.id === id);
  for (const place of places) {
    const label = `${place.customerName}, ${place.address}`;
    if (place.service.length === 0) {
      if (filters.day === null && !filters.technician)
        groupFor("unserved", "No recurring service", "dark").points.push({
          id: place.id,
          lat: place.lat!,
          lng: place.lng!,
          label,
        });
      continue;
    }
    for (const s of place.service) {
      if (filters.technician && (s.technicianId ?? "none") !== filters.technician) continue;
      const days = s.weekdays.filter((d) => filters.day === null || d === filters.day);
      if (days.length === 0) continue;
      const keys =
        filters.colorBy === "day"
          ? days.map((d) => [`day-${d}`, weekdayNames[d], DAY_COLORS[d]] as const)
          : [
              [
                s.technicianId ?? "none",
                technician(s.technicianId)?.name ?? "Not assigned",
                technician(s.technicianId)?.color ?? "gray",
              ] as const,
            ];
      for (const [key, name, mantine] of keys) {
        const g = groupFor(key, name, mantine);
        if (!g.points.some((p) => p.id === place.id))
          g.points.push({
            id: place.id,
            lat: place.lat!,
            lng: place.lng!,
            label: `${label} — ${s.schedule}`,
          });
      }
    }
  }
  const order = (id: string) =>
    id.startsWith("day-")
      ? WEEK.indexOf(Number(id.slice(4)))
      : id === "none"
        ? 1e3
        : id === "unserved"
          ? 1e4
          : 0;
  return [...groups.values()].sort((a, b) => order(a.id) - order(b.id) || a.label.localeCompare(b.label));
}

function MapFilters({ technicians, filters }: Pick<Data, "technicians" | "filters">) {
  const submit = useSubmit();
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  return (
    <Form method="get" preventScrollReset>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <NativeSelect
          name="day"
          label="Weekday"
          defaultValue={filters.day === null ? "" : String(filters.day)}
          onChange={onChange}
          data={[
            { value: "", label: "All days" },
            ...WEEK.map((d) => ({ value: String(d), label: weekdayNames[d] })),
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <NativeSelect
          name="technician"
          label="Technician"
          defaultValue={filters.technician}
          onChange={onChange}
          data={[
            { value: "", label: "All technicians" },
            ...technicians.map((t) => ({ value: t.id, label: t.name })),
            { value: "none", label: "Not assigned" },
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <NativeSelect
          name="colorBy"
          label="Colour by"
          defaultValue={filters.colorBy}
          onChange={onChange}
          data={[
            { value: "technician", label: "Technician" },
            { value: "day", label: "Weekday" },
          ]}
          style={{ flex: "1 1 140px", maxWidth: 220 }}
        />
        <noscript>
          <Button type="submit" variant="default">
            Show
          </Button>
        </noscript>
      </Group>
    </Form>
  );
}

function LoadTable({ load, unassigned }: Pick<Data, "load" | "unassigned">) {
  const f = useFormat();
  const unassignedDays = WEEK.map((weekday) => {
    const stops = unassigned.filter((s) => s.weekdays.includes(weekday));
    return { weekday, stops: stops.length, minutes: stops.reduce((n, s) => n + s.minutes, 0) };
  });
  return (
    // A region that takes focus, so the table can be scrolled sideways from the keyboard on a phone.
    <Box role="region" aria-label="Load table (scrolls sideways)" tabIndex={0} style={{ overflowX: "auto" }}>
      <Table withTableBorder withColumnBorders aria-labelledby="load-title" miw={680}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Technician (capacity)</Table.Th>
            {WEEK.map((d) => (
              <Table.Th scope="col" key={d}>
                <abbr title={weekdayNames[d]} style={{ textDecoration: "none" }}>
                  {weekdayShort[d]}
                </abbr>
              </Table.Th>
            ))}
            <Table.Th scope="col">Week</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.map((t) => (
            <Table.Tr key={t.technicianId}>
              <Table.Th scope="row">
                {t.name}
                <Text size="xs" c="dimmed" fw={400}>
                  {f.duration(t.dailyMinutes)} a day
                </Text>
              </Table.Th>
              {WEEK.map((d) => {
                const day = t.days[d];
                const works = t.workDays.includes(d);
                const over = day.minutes > t.dailyMinutes;
                return (
                  <Table.Td
                    key={d}
                    bg={over ? "red.0" : works ? undefined : "gray.1"}
                    style={{ whiteSpace: "nowrap", verticalAlign: "top" }}
                  >
                    {day.stops === 0 ? (
                      <Text size="sm" c="dimmed">
                        {works ? "—" : "off"}
                      </Text>
                    ) : (
                      <>
                        <Text size="sm" fw={600}>
                          {day.stops} {day.stops === 1 ? "stop" : "stops"}
                        </Text>
                        <Text size="xs" c={over ? "red.9" : "dimmed"} fw={over ? 700 : undefined}>
                          {f.duration(day.minutes)}
                          {over ? ` — over by ${f.duration(day.minutes - t.dailyMinutes)}` : ""}
                        </Text>
                        {works ? null : (
                          <Text size="xs" c="red.9">
                            not a work day
                          </Text>
                        )}
                      </>
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm" fw={600}>
                  {t.days.reduce((n, d) => n + d.stops, 0)} stops
                </Text>
                <Text size="xs" c="dimmed">
                  {f.duration(t.days.reduce((n, d) => n + d.minutes, 0))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {unassigned.length ? (
            <Table.Tr>
              <Table.Th scope="row">Not assigned</Table.Th>
              {unassignedDays.map((day) => (
                <Table.Td key={day.weekday}>
                  {day.stops ? (
                    <Text size="sm" fw={600}>
                      {day.stops} {day.stops === 1 ? "stop" : "stops"}
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
                  {unassignedDays.reduce((n, d) => n + d.stops, 0)} stops
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

function UnroutedList({ id, title, hint, rows }: { id: string; title: string; hint: string; rows: Row[] }) {
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
        {rows.length === 0 ? "None." : `${rows.length} — ${hint}`}
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
          {showAll ? "Show fewer" : `Show all ${rows.length}`}
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
  const mapRoutes = useMapRoutes(loaderData);
  // Members who may work stops but have no work days and no stops (an owner in the office) stay out of the table.
  const onRoute = (t: Data["load"][number]) => t.workDays.length > 0 || t.days.some((d) => d.stops > 0);
  const driving = load.filter(onRoute);
  const office = load.filter((t) => !onRoute(t));
  const onMap = mapRoutes.reduce((n, r) => n + r.points.length, 0);
  return (
    <>
      <PageHeader
        title="Routing"
        description="Who services which pool on which day, how full each technician's week is, and what is not on a route yet."
        actions={
          <Group gap="xs">
            <Button component={Link} to="/company/routeManagement" variant="default">
              Route Managment
            </Button>
            <Button component={Link} to="/company/routeDashboard" variant="default">
              Route Dashboard
            </Button>
            <Button component={Link} to="/company/routeBuilder" variant="default">
              Route Builder
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="lg" component="section" aria-label="Totals">
        <Figure label="Located places" value={places.length} />
        <Figure label="Technicians" value={technicians.length} />
        <Figure label="Not assigned" value={unassigned.length} />
        <Figure
          label="Not routable"
          value={new Set([...noRecurringStop, ...noCoordinates].map((l) => l.id)).size}
        />
      </SimpleGrid>
      <section aria-labelledby="map-title">
        <Title order={2} size="h4" id="map-title" mb="xs">
          Map
        </Title>
        <MapFilters technicians={technicians} filters={filters} />
        <RouteMap
          routes={mapRoutes}
          tileUrl={tileUrl}
          label="Map of the service locations by technician and weekday"
          counts="places"
        />
        <Text size="xs" c="dimmed" mt={4}>
          {onMap} of {places.length} located places shown.
        </Text>
      </section>
      <section aria-labelledby="load-title">
        <Title order={2} size="h4" id="load-title" mt="xl" mb={4}>
          Stops per technician per day
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          From the recurring service: stops and service minutes on each weekday against the technician's daily
          capacity. Days off are grey; a day over capacity is red.
        </Text>
        {driving.length ? (
          <LoadTable load={driving} unassigned={unassigned} />
        ) : (
          <Text size="sm">
            No technicians with route days yet: invite team members with the Technician role.
          </Text>
        )}
        {office.length ? (
          <Text size="sm" c="dimmed" mt="xs">
            No route days: {office.map((t) => t.name).join(", ")}.
          </Text>
        ) : null}
      </section>
      <Title order={2} size="h4" mt="xl" mb="xs">
        Not on a route
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <UnroutedList
          id="unassigned"
          title="Recurring stops without a technician"
          hint="open one to choose its technician."
          rows={unassigned.map((s) => ({
            id: s.id,
            to: `/company/recurringServiceStop/details/${s.id}`,
            name: s.customerName,
            detail: `${s.address} · ${s.schedule}`,
          }))}
        />
        <UnroutedList
          id="noRecurringStop"
          title="Locations without recurring service"
          hint="open one to set up its recurring service."
          rows={noRecurringStop.map((l) => ({
            id: l.id,
            to: `/company/recurringServiceStop/createNew/${l.customerId}`,
            name: l.customerName,
            detail: l.address,
          }))}
        />
        <UnroutedList
          id="noCoordinates"
          title="Locations without coordinates"
          hint="open one to place it on the map."
          rows={noCoordinates.map((l) => ({
            id: l.id,
            to: `/company/serviceLocations/details/${l.id}`,
            name: l.customerName,
            detail: l.address || "No address",
          }))}
        />
      </SimpleGrid>
    </>
  );
}
