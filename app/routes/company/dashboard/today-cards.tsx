import { Anchor, Badge, Box, Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { donePercent } from "~/core/dashboard/dashboard";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { StopStatusBadge } from "../service-stops/status-badge";
import { DashCard, Figure, plural } from "./card";

type Team = NonNullable<CompanyDashboard["team"]>;
type MyDay = NonNullable<CompanyDashboard["myDay"]>;

const stopPath = (id: string, contract: boolean) =>
  contract ? `/company/contractStops/${id}` : `/company/serviceStops/detail/${id}`;

/** Every technician's route today: the day's totals, then per technician a bar and where they are. */
export function TeamCard({ team }: { team: Team }) {
  const { totals } = team;
  return (
    <DashCard
      title="Routes today"
      link={{ to: "/company/routeDashboard", label: "Open the route dashboard" }}
    >
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" aria-label="Stops today" component="section">
        <Figure label="Finished" value={totals.finished} color={totals.finished ? "green.8" : undefined} />
        <Figure label="Remaining" value={totals.remaining + totals.inProgress} />
        <Figure label="Skipped" value={totals.skipped} color={totals.skipped ? "orange.9" : undefined} />
        <Figure label="Stops" value={totals.total} />
      </SimpleGrid>
      {team.technicians.length === 0 ? (
        <Text size="sm" c="dimmed">
          No stops today and nobody works today.{" "}
          <Anchor component={Link} to="/company/recurringServiceStop" underline="always">
            Plan recurring service
          </Anchor>{" "}
          to fill the routes.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {team.technicians.map((t) => (
            <TechnicianProgress key={t.technicianId ?? "none"} technician={t} />
          ))}
        </Stack>
      )}
    </DashCard>
  );
}

function TechnicianProgress({ technician: t }: { technician: Team["technicians"][number] }) {
  const { counts, where } = t;
  return (
    <Box component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{t.name}</Text>
        <Text size="sm">
          {counts.total ? `${counts.finished} of ${plural(counts.total, "stop")} finished` : "No stops today"}
        </Text>
      </Group>
      {counts.total ? (
        <>
          <Progress
            value={donePercent(counts)}
            color={t.color}
            mt={4}
            aria-label={`${t.name}: ${counts.finished} of ${counts.total} stops finished`}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {[
              counts.inProgress ? `${counts.inProgress} in progress` : null,
              `${counts.remaining} remaining`,
              counts.skipped ? `${counts.skipped} skipped` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
            {" · "}
            {where ? (
              <>
                {where.state === "at" ? "now at " : "next: "}
                <Anchor
                  component={Link}
                  to={stopPath(where.stopId, where.contract)}
                  size="sm"
                  underline="always"
                >
                  {where.customerName}
                </Anchor>
              </>
            ) : (
              "day done"
            )}
          </Text>
        </>
      ) : null}
    </Box>
  );
}

/** The member's own stops today in route order, a tap away from each stop screen. */
export function MyDayCard({ day }: { day: MyDay }) {
  const { counts, stops } = day;
  const done = counts.finished + counts.skipped;
  return (
    <DashCard title="Your stops today" link={{ to: "/company/serviceStops?view=day", label: "Open my day" }}>
      <Text size="sm" c="dimmed">
        {stops.length === 0
          ? "No stops scheduled for you today."
          : `${done} of ${plural(stops.length, "stop")} done.`}
      </Text>
      {stops.length ? (
        <>
          <Progress value={donePercent(counts)} aria-label="Stops done today" color="teal" />
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Your stops">
            {stops.map((s, i) => (
              <Box component="li" key={s.id} py={4}>
                <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
                  <Anchor component={Link} to={s.to} fw={600}>
                    {i + 1}. {s.customerName}
                  </Anchor>
                  <Group gap={4}>
                    {day.where?.stopId === s.id ? (
                      <Badge variant="filled" color="blue">
                        {day.where.state === "at" ? "now" : "next"}
                      </Badge>
                    ) : null}
                    <StopStatusBadge status={s.status} skipReason={s.skipReason} />
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  {s.address || "No address"} · {s.label}
                  {s.timeWindow ? ` · window ${s.timeWindow.start}–${s.timeWindow.end}` : ""}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      ) : null}
    </DashCard>
  );
}
