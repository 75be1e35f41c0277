import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { type ReportKey, reportCatalog, reportKeys } from "~/core/reports/catalog";
import { rangeQuery } from "~/core/reports/range";
import { reportsOverview } from "~/domain/reports/reports.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/overview";
import { rangeFromUrl } from "./range.server";
import { RangePicker } from "./range-picker";
import { ReportNav } from "./report-nav";

export const meta: Route.MetaFunction = () => [{ title: "Reports — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  return domain(async () => ({
    range,
    error,
    currency: tenant.currency,
    canSeeMoney: can(tenant, "money:read"),
    overview: await reportsOverview(tenant, range),
  }));
}

export default function ReportsOverview({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { range, error, currency, canSeeMoney, overview: o } = loaderData;
  const money = (cents: number | null) => (cents === null ? "—" : f.money(cents, { currency }));
  const percent = (p: number | null) => (p === null ? "—" : `${p}%`);
  const headline: Record<ReportKey, string> = {
    revenue: o.revenue
      ? `${money(o.revenue.invoicedCents)} invoiced · ${money(o.revenue.collectedCents)} collected`
      : "",
    profit: `${money(o.profitCents)} profit`,
    routes: o.routes ? `${o.routes.count} route days · ${money(o.routes.profitCents)} profit` : "",
    chemicals: `${money(o.chemicalCents)} of chemicals at cost`,
    productivity: `${o.finishedStops} finished stops`,
    compliance: `${percent(o.complianceShare)} of measured visits in range`,
    churn: `${percent(o.churn.percent)} churn · ${o.churn.gained} gained · ${o.churn.lost} lost`,
    aging: `${money(o.outstandingCents)} outstanding today`,
  };
  const query = rangeQuery(range);
  return (
    <>
      <PageHeader
        title="Reports"
        description="How the business is doing over a range of dates: money, chemicals, people, water and customers."
      />
      <ReportNav current="overview" query={query} canSeeMoney={canSeeMoney} />
      <Stack gap="lg">
        <RangePicker key={`${range.preset}:${range.from}:${range.to}`} range={range} error={error} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {reportKeys
            .filter((k) => canSeeMoney || !reportCatalog[k].money)
            .map((k) => (
              <Paper key={k} withBorder p="md">
                <Title order={2} size="h5">
                  <Anchor component={Link} to={`/company/reports/${k}?${query}`}>
                    {reportCatalog[k].title}
                  </Anchor>
                </Title>
                <Text fw={600} mt={4}>
                  {headline[k]}
                </Text>
                <Text size="sm" c="dimmed">
                  {reportCatalog[k].summary}
                </Text>
              </Paper>
            ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
