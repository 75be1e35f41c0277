import { Anchor, Button, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconReportMoney } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { companyPayPeriod } from "~/domain/companies/companies.server";
import { clockTime, listMemberOptions, listWorkLogs } from "~/domain/team/work-logs.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { clockAction, clockState } from "./clock.server";
import { ClockCard } from "./clock-card";
import { periodFromUrl } from "./period.server";
import { PayPeriodPicker } from "./period-picker";
import { WorkLogStatusBadge } from "./status-badge";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.workLogs.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const memberParam = url.searchParams.get("member") || null;
  return withErrorPages(async () => {
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
  const t = useT();
  const { period, clock, everyone, logs, totals, members } = loaderData;
  const clockError = actionData && !actionData.ok ? actionData.errors.clock : undefined;
  const extra: Record<string, string> = {};
  if (loaderData.member) extra.member = loaderData.member;
  if (loaderData.status) extra.status = loaderData.status;
  return (
    <>
      <PageHeader
        title={t("office.workLogs.heading")}
        description={everyone ? t("office.workLogs.descriptionTeam") : t("office.workLogs.descriptionOwn")}
        actions={
          everyone ? (
            <Button
              component={Link}
              to={`/company/workLogs/payroll?${new URLSearchParams({ period: period.kind, date: period.start })}`}
              variant="light"
              leftSection={<IconReportMoney aria-hidden size={18} />}
            >
              {t("office.workLogs.payroll")}
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
                label={t("office.workLogs.person")}
                defaultValue={loaderData.member ?? ""}
                data={[{ value: "", label: t("office.workLogs.everyone") }, ...members]}
              />
              <NativeSelect
                name="status"
                label={t("office.workLogs.status")}
                defaultValue={loaderData.status}
                data={[
                  { value: "", label: t("office.workLogs.any") },
                  { value: "open", label: t("office.workLogStatus.open") },
                  { value: "approved", label: t("office.workLogStatus.approved") },
                ]}
              />
            </>
          ) : null}
        </PayPeriodPicker>

        {logs.length === 0 ? (
          <Paper withBorder p="lg">
            <Text fw={600}>{t("office.workLogs.empty")}</Text>
            <Text size="sm" c="dimmed">
              {t("office.workLogs.emptyHelp")}
            </Text>
          </Paper>
        ) : (
          <>
            <section aria-labelledby="totals-title">
              <Title order={2} size="h4" id="totals-title" mb="xs">
                {t("office.workLogs.hoursTitle")}
              </Title>
              {/* Four short columns fit a phone: no scrolling region (which would need to be focusable). */}
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("office.workLogs.person")}</Table.Th>
                    <Table.Th>{t("office.workLogs.shifts")}</Table.Th>
                    <Table.Th>{t("office.workLogs.hoursWorked")}</Table.Th>
                    <Table.Th>{t("office.workLogs.approved")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {totals.map((p) => (
                    <Table.Tr key={p.memberId}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>
                        {p.open
                          ? t("office.workLogs.shiftsOpen", { shifts: p.shifts, open: p.open })
                          : p.shifts}
                      </Table.Td>
                      <Table.Td>{f.duration(p.minutes)}</Table.Td>
                      <Table.Td>
                        {t("office.workLogs.approvedOf", { approved: p.approved, shifts: p.shifts })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
            <section aria-labelledby="shifts-title">
              <Title order={2} size="h4" id="shifts-title" mb="xs">
                {t("office.workLogs.shifts")}
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("office.workLogs.day")}</Table.Th>
                      {everyone ? <Table.Th>{t("office.workLogs.person")}</Table.Th> : null}
                      <Table.Th>{t("office.workLogs.clockInOut")}</Table.Th>
                      <Table.Th>{t("office.workLogs.breaks")}</Table.Th>
                      <Table.Th>{t("office.workLogs.worked")}</Table.Th>
                      <Table.Th>{t("office.workLogs.status")}</Table.Th>
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
                          {l.clockOut
                            ? t("office.workLogs.span", { clockIn: l.clockIn, clockOut: l.clockOut })
                            : t("office.workLogs.spanRunning", { clockIn: l.clockIn })}
                        </Table.Td>
                        <Table.Td>
                          {!l.breakMinutes
                            ? t("office.workLogs.noBreaks")
                            : l.unpaidMinutes
                              ? t("office.workLogs.breakMinutesUnpaid", {
                                  minutes: l.breakMinutes,
                                  unpaid: l.unpaidMinutes,
                                })
                              : t("office.workLogs.breakMinutes", { minutes: l.breakMinutes })}
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
