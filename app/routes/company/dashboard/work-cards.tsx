import { Anchor, Badge, Box, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import type { CompanyDashboard } from "~/domain/dashboard/dashboard.server";
import { DashCard, Figure, plural } from "./card";

type Jobs = NonNullable<CompanyDashboard["jobs"]>;
type Alerts = NonNullable<CompanyDashboard["alerts"]>;
type Equipment = NonNullable<CompanyDashboard["equipment"]>;

const list = { listStyle: "none", padding: 0, margin: 0 } as const;
const jobsWhere = (params: Record<string, string>) => `/company/jobs?${new URLSearchParams(params)}`;

/** Open jobs by where the work stands, each a link to the jobs list filtered that way. */
export function JobsCard({ jobs }: { jobs: Jobs }) {
  return (
    <DashCard title="Open jobs" link={{ to: "/company/jobs", label: "All jobs" }}>
      {jobs.total === 0 ? (
        <Text size="sm" c="dimmed">
          No open jobs. Repairs and installs you take on show here until they are finished.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={list}>
          {jobs.statuses.map((s) => (
            <Group key={s.status} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={jobsWhere({ operation: s.status })}>
                {s.status[0].toUpperCase() + s.status.slice(1)}
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
  return (
    <DashCard
      title="Estimates waiting"
      link={{
        to: jobsWhere({ operation: "estimate pending", billing: "estimate" }),
        label: "See estimates waiting",
      }}
    >
      {estimates.count === 0 ? (
        <Text size="sm" c="dimmed">
          No estimate is waiting for a customer's answer.
        </Text>
      ) : (
        <>
          <Text size="sm">{plural(estimates.count, "estimate")} sent, not answered yet.</Text>
          <Stack gap={6} component="ul" style={list}>
            {estimates.oldest.map((j) => (
              <Box component="li" key={j.id}>
                <Anchor component={Link} to={`/company/jobs/detail/${j.id}`} fw={600}>
                  {j.label} · {j.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {j.customerName}
                  {j.sentAt ? ` · sent ${f.calendarDate(j.sentAt.slice(0, 10), "short")}` : ""}
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

/** Unresolved alerts by severity. */
export function AlertsCard({ alerts }: { alerts: Alerts }) {
  return (
    <DashCard title="Open alerts" link={{ to: "/company/alerts", label: "See alerts" }}>
      {alerts.total === 0 ? (
        <Text size="sm" c="dimmed">
          No open alerts. Readings out of range, skipped stops and overdue invoices raise one.
        </Text>
      ) : (
        <>
          <Figure label="Open" value={alerts.total} />
          <Group gap={6}>
            {alerts.bySeverity
              .filter((s) => s.count > 0)
              .map((s) => (
                <Badge key={s.severity} color={severityColors[s.severity]} variant="light">
                  {s.count} {s.severity}
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
  return (
    <DashCard
      title="Equipment service due"
      link={{ to: "/company/equipmentList?due=due&sort=nextService&dir=asc", label: "See equipment due" }}
    >
      {equipment.total === 0 ? (
        <Text size="sm" c="dimmed">
          No equipment is due for service in the next 7 days.
        </Text>
      ) : (
        <>
          <Group gap="lg">
            <Figure label="Due now" value={equipment.dueNow} color={equipment.dueNow ? "red.8" : undefined} />
            <Figure label="Next 7 days" value={equipment.dueSoon} />
          </Group>
          <Stack gap={6} component="ul" style={list}>
            {equipment.soonest.map((e) => (
              <Box component="li" key={e.id}>
                <Anchor component={Link} to={`/company/equipment/details/${e.id}`} fw={600}>
                  {e.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {e.customerName} ·{" "}
                  {e.nextServiceOn < equipment.today
                    ? `overdue since ${f.calendarDate(e.nextServiceOn, "short")}`
                    : e.nextServiceOn === equipment.today
                      ? "due today"
                      : `due ${f.calendarDate(e.nextServiceOn, "short")}`}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </DashCard>
  );
}
