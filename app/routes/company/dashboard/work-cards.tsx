import { Anchor, Badge, Box, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard, Figure } from "./card";

type Jobs = NonNullable<CompanyDashboard["jobs"]>;
type Alerts = NonNullable<CompanyDashboard["alerts"]>;
type Equipment = NonNullable<CompanyDashboard["equipment"]>;

const list = { listStyle: "none", padding: 0, margin: 0 } as const;
const jobsWhere = (params: Record<string, string>) => `/company/jobs?${new URLSearchParams(params)}`;
const statusKeys = {
  "estimate pending": "office.jobs.estimatePending",
  unscheduled: "office.jobs.unscheduled",
  scheduled: "office.jobs.scheduled",
  "in progress": "office.jobs.inProgress",
} as const;

/** Open jobs by where the work stands, each a link to the jobs list filtered that way. */
export function JobsCard({ jobs }: { jobs: Jobs }) {
  const t = useT();
  return (
    <DashCard title={t("office.jobs.title")} link={{ to: "/company/jobs", label: t("office.jobs.link") }}>
      {jobs.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("office.jobs.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={list}>
          {jobs.statuses.map((s) => (
            <Group key={s.status} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={jobsWhere({ operation: s.status })}>
                {t(statusKeys[s.status])}
              </Anchor>
              <Text fw={700}>{s.count}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashCard>
  );
}

/** Estimates sent and not answered yet, the longest waiting first (a nudge to call the customer). */
export function EstimatesCard({ estimates }: { estimates: Jobs["estimatesWaiting"] }) {
  const f = useFormat();
  const t = useT();
  return (
    <DashCard
      title={t("office.estimates.title")}
      link={{
        to: jobsWhere({ operation: "estimate pending", billing: "estimate" }),
        label: t("office.estimates.link"),
      }}
    >
      {estimates.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t("office.estimates.empty")}
        </Text>
      ) : (
        <>
          <Text size="sm">{t("office.estimates.count", { count: estimates.count })}</Text>
          <Stack gap={6} component="ul" style={list}>
            {estimates.oldest.map((j) => (
              <Box component="li" key={j.id}>
                <Anchor component={Link} to={`/company/jobs/detail/${j.id}`} fw={600}>
                  {j.label} · {j.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {j.sentAt
                    ? t("office.estimates.sent", {
                        customer: j.customerName,
                        date: f.calendarDate(j.sentAt.slice(0, 10), "short"),
                      })
                    : j.customerName}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </DashCard>
  );
}

const severityColors = { critical: "red", warning: "orange", info: "blue" } as const;
const severityKeys = {
  critical: "office.alerts.critical",
  warning: "office.alerts.warning",
  info: "office.alerts.info",
} as const;

/** Unresolved alerts by severity. */
export function AlertsCard({ alerts }: { alerts: Alerts }) {
  const t = useT();
  return (
    <DashCard
      title={t("office.alerts.title")}
      link={{ to: "/company/alerts", label: t("office.alerts.link") }}
    >
      {alerts.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("office.alerts.empty")}
        </Text>
      ) : (
        <>
          <Figure label={t("office.alerts.open")} value={alerts.total} />
          <Group gap={6}>
            {alerts.bySeverity
              .filter((s) => s.count > 0)
              .map((s) => (
                <Badge key={s.severity} color={severityColors[s.severity]} variant="light">
                  {t(severityKeys[s.severity], { count: s.count })}
                </Badge>
              ))}
          </Group>
        </>
      )}
    </DashCard>
  );
}

/** Equipment due for service now or within the week, soonest first. */
export function EquipmentCard({ equipment }: { equipment: Equipment }) {
  const f = useFormat();
  const t = useT();
  return (
    <DashCard
      title={t("office.equipmentDue.title")}
      link={{
        to: "/company/equipmentList?due=due&sort=nextService&dir=asc",
        label: t("office.equipmentDue.link"),
      }}
    >
      {equipment.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("office.equipmentDue.empty")}
        </Text>
      ) : (
        <>
          <Group gap="lg">
            <Figure
              label={t("office.equipmentDue.now")}
              value={equipment.dueNow}
              color={equipment.dueNow ? "red.8" : undefined}
            />
            <Figure label={t("office.equipmentDue.soon")} value={equipment.dueSoon} />
          </Group>
          <Stack gap={6} component="ul" style={list}>
            {equipment.soonest.map((e) => (
              <Box component="li" key={e.id}>
                <Anchor component={Link} to={`/company/equipment/details/${e.id}`} fw={600}>
                  {e.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {e.nextServiceOn < equipment.today
                    ? t("office.equipmentDue.overdue", {
                        customer: e.customerName,
                        date: f.calendarDate(e.nextServiceOn, "short"),
                      })
                    : e.nextServiceOn === equipment.today
                      ? t("office.equipmentDue.today", { customer: e.customerName })
                      : t("office.equipmentDue.on", {
                          customer: e.customerName,
                          date: f.calendarDate(e.nextServiceOn, "short"),
                        })}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </DashCard>
  );
}
