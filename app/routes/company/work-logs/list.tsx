import { Anchor, Button, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconReportMoney } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { companyPayPeriod } from "~/domain/companies/companies.server";
import { clockTime, listMemberOptions, listWorkLogs } from "~/domain/team/work-logs.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { clockAction, clockState } from "./clock.server";
import { ClockCard } from "./clock-card";
import { periodFromUrl } from "./period.server";
import { PayPeriodPicker } from "./period-picker";
import { WorkLogStatusBadge } from "./status-badge";

export const meta: Route.MetaFunction = () => [{ title: "Work Logs — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const memberParam = url.searchParams.get("member") || null;
  return domain(async () => {
    const period = periodFromUrl(url, tenant.timeZone, await companyPayPeriod(tenant));
    const everyone = can(tenant, "team:read");
    const list = await listWorkLogs(tenant, period, {
      memberId: everyone ? memberParam : null,
      status: status === "open" || status === "approved" ? status : null,
    });
    return {
      period: period.view,
      clock: await clockState(tenant),
      everyone,
      member: everyone ? memberParam : null,
      status: status === "open" || status === "approved" ? status : "",
      members: everyone ? await listMemberOptions(tenant) : [],
      totals: list.totals,
      logs: list.logs.map((l) => ({
        id: l.id,
        name: l.name,
        day: f.calendarDate(l.workDate, "detail"),
        clockIn: clockTime(tenant, l.clockInAt),
        clockOut: l.clockOutAt ? clockTime(tenant, l.clockOutAt) : null,
        breakMinutes: l.minutes.paidBreakMinutes + l.minutes.unpaidBreakMinutes,
        unpaidMinutes: l.minutes.unpaidBreakMinutes,
        workedMinutes: l.minutes.workedMinutes,
        status: l.status,
      })),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return clockAction(tenant, formData, formText(formData, "intent"));
}

export default function WorkLogs({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { period, clock, everyone, logs, totals, members } = loaderData;
  const clockError = actionData && !actionData.ok ? actionData.errors.clock : undefined;
  const extra: Record<string, string> = {};
  if (loaderData.member) extra.member = loaderData.member;
  if (loaderData.status) extra.status = loaderData.status;
  return (
    <>
      <PageHeader
        title="Work Logs"
        description={everyone ? "Shifts of the team by pay period." : "Your shifts by pay period."}
        actions={
          everyone ? (
            <Button
              component={Link}
              to={`/company/workLogs/payroll?${new URLSearchParams({ period: period.kind, date: period.start })}`}
              variant="light"
              leftSection={<IconReportMoney aria-hidden size={18} />}
            >
              Payroll
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <ClockCard shift={clock} error={clockError} />
        <PayPeriodPicker period={period} extra={extra}>
          {everyone ? (
            <>
              <NativeSelect
                name="member"
                label="Person"
                defaultValue={loaderData.member ?? ""}
                data={[{ value: "", label: "Everyone" }, ...members]}
              />
              <NativeSelect
                name="status"
                label="Status"
                defaultValue={loaderData.status}
                data={[
                  { value: "", label: "Any" },
                  { value: "open", label: "Open" },
                  { value: "approved", label: "Approved" },
                ]}
              />
            </>
          ) : null}
        </PayPeriodPicker>

        {logs.length === 0 ? (
          <Paper withBorder p="lg">
            <Text fw={600}>No work logs in this pay period.</Text>
            <Text size="sm" c="dimmed">
              Shifts appear here once someone clocks in. Pick another period with the arrows.
            </Text>
          </Paper>
        ) : (
          <>
            <section aria-labelledby="totals-title">
              <Title order={2} size="h4" id="totals-title" mb="xs">
                Hours per person
              </Title>
              {/* Four short columns fit a phone: no scrolling region (which would need to be focusable). */}
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Person</Table.Th>
                    <Table.Th>Shifts</Table.Th>
                    <Table.Th>Hours worked</Table.Th>
                    <Table.Th>Approved</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {totals.map((p) => (
                    <Table.Tr key={p.memberId}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>
                        {p.shifts}
                        {p.open ? ` (${p.open} on the clock)` : ""}
                      </Table.Td>
                      <Table.Td>{f.duration(p.minutes)}</Table.Td>
                      <Table.Td>
                        {p.approved} of {p.shifts}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
            <section aria-labelledby="shifts-title">
              <Title order={2} size="h4" id="shifts-title" mb="xs">
                Shifts
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Day</Table.Th>
                      {everyone ? <Table.Th>Person</Table.Th> : null}
                      <Table.Th>Clock in – out</Table.Th>
                      <Table.Th>Breaks</Table.Th>
                      <Table.Th>Worked</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {logs.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/company/workLogs/${l.id}`}>
                            {l.day}
                          </Anchor>
                        </Table.Td>
                        {everyone ? <Table.Td>{l.name}</Table.Td> : null}
                        <Table.Td>
                          {l.clockIn} – {l.clockOut ?? "now"}
                        </Table.Td>
                        <Table.Td>
                          {l.breakMinutes ? `${l.breakMinutes} min` : "None"}
                          {l.unpaidMinutes ? ` (${l.unpaidMinutes} unpaid)` : ""}
                        </Table.Td>
                        <Table.Td>{f.duration(l.workedMinutes)}</Table.Td>
                        <Table.Td>
                          <WorkLogStatusBadge status={l.status} running={l.clockOut === null} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </section>
          </>
        )}
      </Stack>
    </>
  );
}
