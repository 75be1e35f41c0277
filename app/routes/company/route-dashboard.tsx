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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { RouteMap, useRouteColor } from "~/components/map/route-map";
import { tenantContext } from "~/context";
import { addDays } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { companyFormat, formatterFor } from "~/core/format/format";
import { dayMapRoutes } from "~/core/routing/map-routes";
import { stopLabel } from "~/core/service/stop-label";
import { routeDashboard } from "~/domain/routing/day-routes.server";
import { companyToday } from "~/domain/service/stop-lists.server";
import { config } from "~/server/config.server";
import { withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/route-dashboard";
import { StopStatusBadge } from "./service-stops/status-badge";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "routing.dashboard.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

const HERE = "/company/routeDashboard";
const REFRESH_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const param = new URL(request.url).searchParams.get("date");
  const date = param && isValidDate(param) ? param : companyToday(tenant);
  // Clock times are formatted here, in the company's time zone, so the server and every browser agree.
  const f = formatterFor(companyFormat(tenant));
  const time = (iso: string | null) => (iso ? f.time(iso) : null);
  return withErrorPages(async () => {
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
function DayButton({
  to,
  label,
  icon,
  after = false,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  after?: boolean;
}) {
  return (
    <Button component={Link} to={to} variant="default" aria-label={label} px="sm">
      {after ? null : icon}
      <Text span visibleFrom="sm" mx={4} inherit>
        {label}
      </Text>
      {after ? icon : null}
    </Button>
  );
}

function DatePicker({ date, today, previous, next }: Pick<Data, "date" | "today" | "previous" | "next">) {
  const t = useT();
  return (
    // key: a new date from the buttons resets the uncontrolled input.
    <Form method="get" key={date}>
      <Group align="flex-end" gap="xs" wrap="wrap" mb="md">
        <DayButton
          to={`${HERE}?date=${previous}`}
          label={t("routing.dashboard.previousDay")}
          icon={<IconChevronLeft size={16} aria-hidden />}
        />
        <TextInput type="date" name="date" label={t("routing.dashboard.date")} defaultValue={date} w={160} />
        <Button type="submit" variant="default">
          {t("routing.dashboard.show")}
        </Button>
        <DayButton
          to={`${HERE}?date=${next}`}
          label={t("routing.dashboard.nextDay")}
          icon={<IconChevronRight size={16} aria-hidden />}
          after
        />
        {date !== today ? (
          <Button component={Link} to={HERE} variant="subtle" px="xs">
            {t("routing.dashboard.today")}
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
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 3, md: 6 }}
      spacing="xs"
      mb="md"
      component="section"
      aria-label={t("routing.dashboard.theDay")}
    >
      <Figure label={t("routing.dashboard.stops")} value={total} />
      <Figure label={t("routing.dashboard.finished")} value={sum("finished")} color="green.8" />
      <Figure label={t("routing.dashboard.inProgress")} value={sum("inProgress")} color="blue.8" />
      <Figure label={t("routing.dashboard.remaining")} value={sum("remaining")} />
      <Figure label={t("routing.dashboard.skipped")} value={sum("skipped")} color="orange.9" />
      <Figure label={t("routing.dashboard.late")} value={sum("late")} color="red.8" />
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
  const t = useT();
  const timeWindow =
    stop.timeWindowStart && stop.timeWindowEnd ? `${stop.timeWindowStart}–${stop.timeWindowEnd}` : null;
  const times = [
    stop.arrivedTime ? t("routing.dashboard.arrivedAt", { time: stop.arrivedTime }) : null,
    stop.finishedTime ? t("routing.dashboard.finishedAt", { time: stop.finishedTime }) : null,
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
              {t("routing.dashboard.lateBadge")}
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
            <Nowrap>{t("routing.dashboard.window", { window: timeWindow })}</Nowrap>
          </>
        ) : null}
        {times.length ? ` · ${times.join(", ")}` : ""}
      </Text>
    </Box>
  );
}

function TechnicianCard({ route, unit, hex }: { route: DayRoute; unit: string; hex: string }) {
  const f = useFormat();
  const t = useT();
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
          {t("routing.dashboard.finishedOf", { finished: counts.finished, total })}
        </Text>
      </Group>
      <Progress
        value={total ? (counts.finished / total) * 100 : 0}
        color={route.color}
        mt="xs"
        aria-label={t("routing.dashboard.progressLabel", {
          name: route.name,
          finished: counts.finished,
          total,
        })}
      />
      <Group gap={6} mt="xs">
        <Badge variant="light" color="green">
          {t("routing.dashboard.finishedCount", { count: counts.finished })}
        </Badge>
        <Badge variant="light" color="blue">
          {t("routing.dashboard.inProgressCount", { count: counts.inProgress })}
        </Badge>
        <Badge variant="light" color="gray">
          {t("routing.dashboard.remainingCount", { count: counts.remaining })}
        </Badge>
        {counts.skipped ? (
          <Badge variant="light" color="orange">
            {t("routing.dashboard.skippedCount", { count: counts.skipped })}
          </Badge>
        ) : null}
        {counts.late ? (
          <Badge variant="filled" color="red">
            {t("routing.dashboard.lateCount", { count: counts.late })}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("routing.dashboard.planned")}
          </Text>
          <Text size="sm">
            {t("routing.dashboard.plannedTime", {
              duration: f.duration(planned.minutes),
              drive: f.duration(planned.driveMinutes),
            })}
          </Text>
          <Text size="sm">
            {planned.distance} {unit}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("routing.dashboard.actual")}
          </Text>
          <Text size="sm">
            {counts.finished
              ? t("routing.dashboard.actualTime", {
                  duration: f.duration(actual.minutes),
                  onSite: f.duration(actual.onSiteMinutes),
                })
              : t("routing.dashboard.noneFinished")}
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
        aria-label={t("routing.dashboard.stopsOf", { name: route.name })}
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
  const t = useT();
  const { date, today, routes, distanceUnit, tileUrl, updatedAt } = loaderData;
  const isToday = date === today;
  const revalidator = useLiveDay(isToday);
  const color = useRouteColor();
  const busy = routes.filter((r) => r.stops.length > 0);
  const idle = routes.filter((r) => r.stops.length === 0 && r.technicianId);
  const mapRoutes = dayMapRoutes(routes, color);
  return (
    <>
      <PageHeader
        title={t("routing.dashboard.heading")}
        description={t(isToday ? "routing.dashboard.descriptionToday" : "routing.dashboard.description", {
          date: f.calendarDate(date, "long"),
        })}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/company/routing" variant="default" size="sm">
              {t("routing.dashboard.overviewLink")}
            </Button>
            <Button component={Link} to="/company/routeManagement" variant="default" size="sm">
              {t("routing.dashboard.managementLink")}
            </Button>
          </Group>
        }
      />
      <DatePicker {...loaderData} />
      {busy.length === 0 ? (
        <EmptyState
          title={t(isToday ? "routing.dashboard.emptyToday" : "routing.dashboard.emptyDate")}
          action={
            <Group gap="xs" justify="center">
              <Button component={Link} to="/company/recurringServiceStop" variant="light">
                {t("routing.dashboard.recurringLink")}
              </Button>
              <Button component={Link} to="/company/routeManagement" variant="light">
                {t("routing.dashboard.managementLink")}
              </Button>
            </Group>
          }
        >
          {t("routing.dashboard.emptyBody")}
        </EmptyState>
      ) : (
        <>
          <Group justify="space-between" mb="xs" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {isToday
                ? t(
                    revalidator.state === "loading"
                      ? "routing.dashboard.updatedRefreshing"
                      : "routing.dashboard.updated",
                    { time: updatedAt ?? "" },
                  )
                : t("routing.dashboard.pastDay")}
            </Text>
            {isToday ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => revalidator.revalidate()}
                loading={revalidator.state === "loading"}
              >
                {t("routing.dashboard.refresh")}
              </Button>
            ) : null}
          </Group>
          <DaySummary routes={busy} />
          <RouteMap
            routes={mapRoutes}
            tileUrl={tileUrl}
            label={t("routing.dashboard.mapLabel", { date: f.calendarDate(date, "long") })}
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
              {t("routing.dashboard.idle", { names: idle.map((r) => r.name).join(", ") })}
            </Text>
          ) : null}
        </>
      )}
    </>
  );
}
