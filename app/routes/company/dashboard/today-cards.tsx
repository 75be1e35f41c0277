import { Anchor, Badge, Box, Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { Rich } from "~/components/i18n/rich";
import { donePercent } from "~/core/dashboard/dashboard";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { StopStatusBadge } from "../service-stops/status-badge";
import { DashCard, Figure } from "./card";

type Team = NonNullable<CompanyDashboard["team"]>;
type MyDay = NonNullable<CompanyDashboard["myDay"]>;

const stopPath = (id: string, contract: boolean) =>
  contract ? `/company/contractStops/${id}` : `/company/serviceStops/detail/${id}`;

/** Every technician's route today: the day's totals, then per technician a bar and where they are. */
export function TeamCard({ team }: { team: Team }) {
  const { totals } = team;
  const t = useT();
  return (
    <DashCard
      title={t("office.team.title")}
      link={{ to: "/company/routeDashboard", label: t("office.team.link") }}
    >
      <SimpleGrid
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        aria-label={t("office.team.figures")}
        component="section"
      >
        <Figure
          label={t("office.team.finished")}
          value={totals.finished}
          color={totals.finished ? "green.8" : undefined}
        />
        <Figure label={t("office.team.remaining")} value={totals.remaining + totals.inProgress} />
        <Figure
          label={t("office.team.skipped")}
          value={totals.skipped}
          color={totals.skipped ? "orange.9" : undefined}
        />
        <Figure label={t("office.team.total")} value={totals.total} />
      </SimpleGrid>
      {team.technicians.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Rich
            k="office.team.empty"
            values={{
              link: (chunks) => (
                <Anchor component={Link} to="/company/recurringServiceStop" underline="always">
                  {chunks}
                </Anchor>
              ),
            }}
          />
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

function TechnicianProgress({ technician }: { technician: Team["technicians"][number] }) {
  const { counts, where } = technician;
  const t = useT();
  return (
    <Box component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{technician.name}</Text>
        <Text size="sm">
          {counts.total
            ? t("office.team.progress", { finished: counts.finished, total: counts.total })
            : t("office.team.noStops")}
        </Text>
      </Group>
      {counts.total ? (
        <>
          <Progress
            value={donePercent(counts)}
            color={technician.color}
            mt={4}
            aria-label={t("office.team.progressLabel", {
              name: technician.name,
              finished: counts.finished,
              total: counts.total,
            })}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {[
              counts.inProgress ? t("office.team.inProgress", { count: counts.inProgress }) : null,
              t("office.team.remainingCount", { count: counts.remaining }),
              counts.skipped ? t("office.team.skippedCount", { count: counts.skipped }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
            {" · "}
            {where ? (
              <>
                {where.state === "at" ? t("office.team.nowAt") : t("office.team.next")}
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
              t("office.team.dayDone")
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
  const t = useT();
  return (
    <DashCard
      title={t("office.myDay.title")}
      link={{ to: "/company/serviceStops?view=day", label: t("office.myDay.link") }}
    >
      <Text size="sm" c="dimmed">
        {stops.length === 0 ? t("office.myDay.empty") : t("office.myDay.done", { done, total: stops.length })}
      </Text>
      {stops.length ? (
        <>
          <Progress value={donePercent(counts)} aria-label={t("office.myDay.progress")} color="teal" />
          <Stack
            gap={6}
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("office.myDay.list")}
          >
            {stops.map((s, i) => (
              <Box component="li" key={s.id} py={4}>
                <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
                  <Anchor component={Link} to={s.to} fw={600}>
                    {i + 1}. {s.customerName}
                  </Anchor>
                  <Group gap={4}>
                    {day.where?.stopId === s.id ? (
                      <Badge variant="filled" color="blue">
                        {day.where.state === "at" ? t("office.myDay.now") : t("office.myDay.nextBadge")}
                      </Badge>
                    ) : null}
                    <StopStatusBadge status={s.status} skipReason={s.skipReason} />
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  {s.address || t("office.myDay.noAddress")} · {s.label}
                  {s.timeWindow ? ` · ${t("office.myDay.window", s.timeWindow)}` : ""}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      ) : null}
    </DashCard>
  );
}
