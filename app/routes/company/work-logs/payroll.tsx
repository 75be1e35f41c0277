import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyPayPeriod } from "~/domain/companies/companies.server";
import { payrollSummary } from "~/domain/team/payroll.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/payroll";
import { periodFromUrl } from "./period.server";
import { PayPeriodPicker } from "./period-picker";

export const meta: Route.MetaFunction = () => [{ title: "Payroll — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
  const { period, summary, currency } = loaderData;
  const money = (cents: number) => f.money(cents, { currency });
  const query = new URLSearchParams({ period: period.kind, date: period.start });
  const problems = summary.rows.filter((r) => r.missingRates.length || r.notApproved || r.stillOpen);
  return (
    <>
      <PageHeader
        title="Payroll"
        description="Pay per person for a pay period: hours worked (unpaid lunch taken off) at each day's hourly rate, finished stops, finished jobs and contract labor."
        actions={
          <Group>
            <Button component={Link} to={`/company/workLogs?${query}`} variant="default">
              Work logs
            </Button>
            <Button
              component="a"
              href={`/company/workLogs/payroll.csv?${query}`}
              download
              leftSection={<IconDownload aria-hidden size={18} />}
            >
              Download CSV
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <PayPeriodPicker period={period} />
        {problems.length ? (
          <Alert color="orange" title="Check before paying">
            <List size="sm">
              {problems.map((r) => (
                <List.Item key={r.memberId}>
                  {r.name}:{" "}
                  {[
                    r.notApproved
                      ? `${r.notApproved} shift${r.notApproved === 1 ? "" : "s"} not approved`
                      : null,
                    r.stillOpen ? `${r.stillOpen} shift still on the clock (not counted)` : null,
                    r.missingRates.length
                      ? `no ${r.missingRates.map((k) => `per-${k}`).join(", ")} rate (paid 0)`
                      : null,
                  ]
                    .filter(Boolean)
                    .join("; ")}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {summary.rows.length === 0 ? (
          <Paper withBorder p="lg">
            <Text fw={600}>Nothing to pay in this period.</Text>
            <Text size="sm" c="dimmed">
              No shifts, finished stops, finished jobs or contract labor between these dates.
            </Text>
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={880}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  <Table.Th>Hourly pay</Table.Th>
                  <Table.Th>Stops</Table.Th>
                  <Table.Th>Stop pay</Table.Th>
                  <Table.Th>Jobs</Table.Th>
                  <Table.Th>Job pay</Table.Th>
                  <Table.Th>Contract labor</Table.Th>
                  <Table.Th>Total</Table.Th>
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
                          contractor
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
                            {f.duration(l.quantity)} × {money(l.rateCents!)}/h
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
                  <Table.Th>Total</Table.Th>
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
          Rates come from each member's rate sheet: the rate in effect on each day. A stop done under a labor
          contract is paid as contract labor, not again per stop. Shifts still on the clock are left out until
          clocked out.
        </Text>
      </Stack>
    </>
  );
}
