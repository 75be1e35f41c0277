import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyPayPeriod } from "~/domain/companies/companies.server";
import { payrollSummary } from "~/domain/team/payroll.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/payroll";
import { periodFromUrl } from "./period.server";
import { PayPeriodPicker } from "./period-picker";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.payroll.title") },
];

const rateKeys = {
  hour: "office.payroll.perHour",
  stop: "office.payroll.perStop",
  job: "office.payroll.perJob",
} as const;
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const period = periodFromUrl(new URL(request.url), tenant.timeZone, await companyPayPeriod(tenant));
    return {
      period: period.view,
      currency: tenant.currency,
      summary: await payrollSummary(tenant, period),
    };
  });
}

export default function Payroll({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { period, summary, currency } = loaderData;
  const money = (cents: number) => f.money(cents, { currency });
  const query = new URLSearchParams({ period: period.kind, date: period.start });
  const problems = summary.rows.filter((r) => r.missingRates.length || r.notApproved || r.stillOpen);
  return (
    <>
      <PageHeader
        title={t("office.payroll.heading")}
        description={t("office.payroll.description")}
        actions={
          <Group>
            <Button component={Link} to={`/company/workLogs?${query}`} variant="default">
              {t("office.payroll.workLogs")}
            </Button>
            <Button
              component="a"
              href={`/company/workLogs/payroll.csv?${query}`}
              download
              leftSection={<IconDownload aria-hidden size={18} />}
            >
              {t("office.payroll.csv")}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <PayPeriodPicker period={period} />
        {problems.length ? (
          <Alert color="orange" title={t("office.payroll.check")}>
            <List size="sm">
              {problems.map((r) => (
                <List.Item key={r.memberId}>
                  {t("office.payroll.problem", {
                    name: r.name,
                    problems: [
                      r.notApproved ? t("office.payroll.notApproved", { count: r.notApproved }) : null,
                      r.stillOpen ? t("office.payroll.stillOpen", { count: r.stillOpen }) : null,
                      r.missingRates.length
                        ? t("office.payroll.missingRates", {
                            rates: r.missingRates.map((k) => t(rateKeys[k])).join(", "),
                          })
                        : null,
                    ]
                      .filter(Boolean)
                      .join("; "),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {summary.rows.length === 0 ? (
          <Paper withBorder p="lg">
            <Text fw={600}>{t("office.payroll.empty")}</Text>
            <Text size="sm" c="dimmed">
              {t("office.payroll.emptyHelp")}
            </Text>
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={880}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("office.payroll.member")}</Table.Th>
                  <Table.Th>{t("office.payroll.hours")}</Table.Th>
                  <Table.Th>{t("office.payroll.hourlyPay")}</Table.Th>
                  <Table.Th>{t("office.payroll.stops")}</Table.Th>
                  <Table.Th>{t("office.payroll.stopPay")}</Table.Th>
                  <Table.Th>{t("office.payroll.jobs")}</Table.Th>
                  <Table.Th>{t("office.payroll.jobPay")}</Table.Th>
                  <Table.Th>{t("office.payroll.contractLabor")}</Table.Th>
                  <Table.Th>{t("office.payroll.total")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.rows.map((r) => (
                  <Table.Tr key={r.memberId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/workLogs?${query}&member=${r.memberId}`}>
                        {r.name}
                      </Anchor>
                      {r.workerType !== "employee" ? (
                        <Badge ml={6} variant="light" color="gray">
                          {t("office.payroll.contractor")}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{f.duration(r.workedMinutes)}</Table.Td>
                    <Table.Td>
                      {money(r.hourCents)}
                      {r.lines
                        .filter((l) => l.kind === "hour" && l.rateCents !== null)
                        .map((l) => (
                          <Text key={l.effectiveOn} size="xs" c="dimmed">
                            {t("office.payroll.rateLine", {
                              hours: f.duration(l.quantity),
                              rate: money(l.rateCents!),
                            })}
                          </Text>
                        ))}
                    </Table.Td>
                    <Table.Td>{r.stops}</Table.Td>
                    <Table.Td>{money(r.stopCents)}</Table.Td>
                    <Table.Td>{r.jobs}</Table.Td>
                    <Table.Td>{money(r.jobCents)}</Table.Td>
                    <Table.Td>{money(r.contractCents)}</Table.Td>
                    <Table.Td fw={700}>{money(r.totalCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t("office.payroll.total")}</Table.Th>
                  <Table.Th>{f.duration(summary.totals.workedMinutes)}</Table.Th>
                  <Table.Th>{money(summary.totals.hourCents)}</Table.Th>
                  <Table.Th>{summary.totals.stops}</Table.Th>
                  <Table.Th>{money(summary.totals.stopCents)}</Table.Th>
                  <Table.Th>{summary.totals.jobs}</Table.Th>
                  <Table.Th>{money(summary.totals.jobCents)}</Table.Th>
                  <Table.Th>{money(summary.totals.contractCents)}</Table.Th>
                  <Table.Th>{money(summary.totals.totalCents)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {t("office.payroll.footnote")}
        </Text>
      </Stack>
    </>
  );
}
