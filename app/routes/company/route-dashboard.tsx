import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { RouteMap, type RouteMapRoute, useRouteColor } from "~/components/map/route-map";
import { tenantContext } from "~/context";
import { isValidDate } from "~/core/equipment/service";
import { companyFormat, formatterFor } from "~/core/format/format";
import { routeDashboard } from "~/domain/routing/day-routes.server";
import { stopLabel } from "~/domain/service/stop-schemas";
import { companyToday } from "~/domain/service/stops.server";
import { config } from "~/server/config.server";
import { domain } from "../shared/domain-errors.server";
import type { Route } from "./+types/route-dashboard";
import { StopStatusBadge } from "./service-stops/status-badge";

export const meta: Route.MetaFunction = () => [{ title: "Route Dashboard — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const HERE = "/company/routeDashboard";
const REFRESH_MS = 60_000;

function addDays(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const param = new URL(request.url).searchParams.get("date");
  const date = param && isValidDate(param) ? param : companyToday(tenant);
  // Clock times are formatted here, in the company's time zone, so the server and every browser agree.
  const f = formatterFor(companyFormat(tenant));
  const time = (iso: string | null) => (iso ? f.time(iso) : null);
  return domain(async () => {
    const day = await routeDashboard(tenant, date);
    return {
      date: day.date,
      today: day.today,
      previous: addDays(day.date, -1),
      next: addDays(day.date, 1),
      updatedAt: time(day.refreshedAt),
      distanceUnit: tenant.units === "us" ? "mi" : "km",
      tileUrl: config.mapTileUrl,
      routes: day.routes.map((r) => ({
        ...r,
        stops: r.stops.map((s) => ({
          ...s,
          arrivedTime: time(s.arrivedAt),
          finishedTime: time(s.finishedAt),
        })),
      })),
    };
  });
}

type Data = Route.ComponentProps["loaderData"];
type DayRoute = Data["routes"][number];

/** While the day goes on: reload the figures every minute and when the window gets focus again. */
function useLiveDay(live: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const refresh = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener("focus", refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, [live, revalidator]);
  return revalidator;
}

/** Icon and words on a wide screen, the icon alone on a phone; named the same either way. */
function DayButton({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" aria-label={label} px="sm">
      {label === "Next day" ? null : icon}
      <Text span visibleFrom="sm" mx={4} inherit>
        {label}
      </Text>
      {label === "Next day" ? icon : null}
    </Button>
  );
}

function DatePicker({ date, today, previous, next }: Pick<Data, "date" | "today" | "previous" | "next">) {
  return (
    // key: a new date from the buttons resets the uncontrolled input.
    <Form method="get" key={date}>
      <Group align="flex-end" gap="xs" wrap="wrap" mb="md">
        <DayButton
          to={`${HERE}?date=${previous}`}
          label="Previous day"
          icon={<IconChevronLeft size={16} aria-hidden />}
        />
        <TextInput type="date" name="date" label="Date" defaultValue={date} w={160} />
        <Button type="submit" variant="default">
          Show
        </Button>
        <DayButton
          to={`${HERE}?date=${next}`}
          label="Next day"
          icon={<IconChevronRight size={16} aria-hidden />}
        />
        {date !== today ? (
          <Button component={Link} to={HERE} variant="subtle" px="xs">
            Today
          </Button>
        ) : null}
      </Group>
    </Form>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder px="sm" py="xs" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="xl" c={value && color ? color : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

function DaySummary({ routes }: { routes: DayRoute[] }) {
  const sum = (key: keyof DayRoute["counts"]) => routes.reduce((n, r) => n + r.counts[key], 0);
  const total = routes.reduce((n, r) => n + r.stops.length, 0);
  return (
    <SimpleGrid cols={{ base: 3, md: 6 }} spacing="xs" mb="md" component="section" aria-label="The day">
      <Figure label="Stops" value={total} />
      <Figure label="Finished" value={sum("finished")} color="green.8" />
      <Figure label="In progress" value={sum("inProgress")} color="blue.8" />
      <Figure label="Remaining" value={sum("remaining")} />
      <Figure label="Skipped" value={sum("skipped")} color="orange.9" />
      <Figure label="Late" value={sum("late")} color="red.8" />
    </SimpleGrid>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        width: 14,
        height: 14,
        borderRadius: 7,
        background: color,
        display: "inline-block",
        flexShrink: 0,
      }}
    />
  );
}

const Nowrap = ({ children }: { children: React.ReactNode }) => (
  <span style={{ whiteSpace: "nowrap" }}>{children}</span>
);

function StopItem({ stop, position }: { stop: DayRoute["stops"][number]; position: number }) {
  const f = useFormat();
  const timeWindow =
    stop.timeWindowStart && stop.timeWindowEnd ? `${stop.timeWindowStart}–${stop.timeWindowEnd}` : null;
  const times = [
    stop.arrivedTime ? `arrived ${stop.arrivedTime}` : null,
    stop.finishedTime ? `finished ${stop.finishedTime}` : null,
  ].filter(Boolean);
  return (
    <Box component="li" py={6}>
      {/* The badges follow the name and wrap under it on a phone instead of squeezing it. */}
      <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
        <Anchor
          component={Link}
          to={stop.contract ? `/company/contractStops/${stop.id}` : `/company/serviceStops/detail/${stop.id}`}
          fw={600}
        >
          {position}. {stop.customerName}
        </Anchor>
        <Group gap={4}>
          {stop.contract ? (
            <Badge variant="outline" color="grape">
              {`${stop.contract.label} · ${stop.contract.offeredBy}`}
            </Badge>
          ) : null}
          {/* On the dashboard a stop nobody has started yet is "remaining". */}
          <StopStatusBadge
            status={stop.status === "scheduled" ? "remaining" : stop.status}
            skipReason={stop.skipReason}
          />
          {stop.late ? (
            <Badge color="red" variant="filled">
              late
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {stop.address} · <Nowrap>{stopLabel(stop.number)}</Nowrap> ·{" "}
        <Nowrap>{f.duration(stop.minutes)}</Nowrap>
        {timeWindow ? (
          <>
            {" · "}
            <Nowrap>window {timeWindow}</Nowrap>
          </>
        ) : null}
        {times.length ? ` · ${times.join(", ")}` : ""}
      </Text>
    </Box>
  );
}

function TechnicianCard({ route, unit, hex }: { route: DayRoute; unit: string; hex: string }) {
  const f = useFormat();
  const total = route.stops.length;
  const { counts, planned, actual } = route;
  const headingId = `route-${route.technicianId ?? "none"}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Swatch color={hex} />
          <Title order={2} size="h4" id={headingId}>
            {route.name}
          </Title>
        </Group>
        <Text size="sm" fw={600}>
          {counts.finished} of {total} finished
        </Text>
      </Group>
      <Progress
        value={total ? (counts.finished / total) * 100 : 0}
        color={route.color}
        mt="xs"
        aria-label={`${route.name}: ${counts.finished} of ${total} stops finished`}
      />
      <Group gap={6} mt="xs">
        <Badge variant="light" color="green">
          {counts.finished} finished
        </Badge>
        <Badge variant="light" color="blue">
          {counts.inProgress} in progress
        </Badge>
        <Badge variant="light" color="gray">
          {counts.remaining} remaining
        </Badge>
        {counts.skipped ? (
          <Badge variant="light" color="orange">
            {counts.skipped} skipped
          </Badge>
        ) : null}
        {counts.late ? (
          <Badge variant="filled" color="red">
            {counts.late} late
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Planned
          </Text>
          <Text size="sm">
            {f.duration(planned.minutes)} ({f.duration(planned.driveMinutes)} driving)
          </Text>
          <Text size="sm">
            {planned.distance} {unit}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Actual so far
          </Text>
          <Text size="sm">
            {counts.finished
              ? `${f.duration(actual.minutes)} (${f.duration(actual.onSiteMinutes)} on site)`
              : "No stop finished yet"}
          </Text>
          <Text size="sm">
            {actual.distance} {unit}
          </Text>
        </div>
      </SimpleGrid>
      <Stack
        component="ol"
        gap={0}
        mt="sm"
        aria-label={`Stops of ${route.name}`}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {route.stops.map((s, i) => (
          <StopItem key={s.id} stop={s} position={i + 1} />
        ))}
      </Stack>
    </Card>
  );
}

export default function RouteDashboard({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { date, today, routes, distanceUnit, tileUrl, updatedAt } = loaderData;
  const isToday = date === today;
  const revalidator = useLiveDay(isToday);
  const color = useRouteColor();
  const busy = routes.filter((r) => r.stops.length > 0);
  const idle = routes.filter((r) => r.stops.length === 0 && r.technicianId);
  const mapRoutes: RouteMapRoute[] = busy.map((r) => ({
    id: r.technicianId ?? "none",
    label: r.name,
    color: color(r.color),
    start: r.start,
    showLine: true,
    points: r.stops.flatMap((s, i) =>
      s.lat != null && s.lng != null
        ? [
            {
              id: s.id,
              lat: s.lat,
              lng: s.lng,
              number: i + 1,
              status: s.status,
              label: `${i + 1}. ${s.customerName}`,
            },
          ]
        : [],
    ),
  }));
  return (
    <>
      <PageHeader
        title="Route Dashboard"
        description={`${isToday ? "Today, " : ""}${f.calendarDate(date, "long")}: every technician's route and how far along it is.`}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/company/routing" variant="default" size="sm">
              Routing overview
            </Button>
            <Button component={Link} to="/company/routeManagement" variant="default" size="sm">
              Route Managment
            </Button>
          </Group>
        }
      />
      <DatePicker {...loaderData} />
      {busy.length === 0 ? (
        <EmptyState
          title={isToday ? "No stops today" : "No stops on this date"}
          action={
            <Group gap="xs" justify="center">
              <Button component={Link} to="/company/recurringServiceStop" variant="light">
                Recurring Service Stops
              </Button>
              <Button component={Link} to="/company/routeManagement" variant="light">
                Route Managment
              </Button>
            </Group>
          }
        >
          Recurring service puts visits on the technicians' routes; Route Managment arranges who drives which
          day.
        </EmptyState>
      ) : (
        <>
          <Group justify="space-between" mb="xs" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {isToday
                ? `Updated ${updatedAt}${revalidator.state === "loading" ? " — refreshing…" : ""}; refreshes every minute.`
                : "Routes of that day as they stand."}
            </Text>
            {isToday ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => revalidator.revalidate()}
                loading={revalidator.state === "loading"}
              >
                Refresh now
              </Button>
            ) : null}
          </Group>
          <DaySummary routes={busy} />
          <RouteMap
            routes={mapRoutes}
            tileUrl={tileUrl}
            label={`Map of the routes on ${f.calendarDate(date, "long")}`}
          />
          <SimpleGrid cols={{ base: 1, lg: busy.length > 1 ? 2 : 1 }} spacing="md" mt="lg">
            {busy.map((r) => (
              <TechnicianCard
                key={r.technicianId ?? "none"}
                route={r}
                unit={distanceUnit}
                hex={color(r.color)}
              />
            ))}
          </SimpleGrid>
          {idle.length ? (
            <Text size="sm" c="dimmed" mt="md">
              No stops this day: {idle.map((r) => r.name).join(", ")}.
            </Text>
          ) : null}
        </>
      )}
    </>
  );
}
