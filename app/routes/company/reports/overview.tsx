import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { type ReportKey, reportCatalog, reportKeys } from "~/core/reports/catalog";
import { rangeQuery } from "~/core/reports/range";
import { reportsOverview } from "~/domain/reports/reports.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/overview";
import { rangeFromUrl } from "./range.server";
import { RangePicker } from "./range-picker";
import { reportSummaryKeys, reportTitleKeys } from "./report-labels";
import { ReportNav } from "./report-nav";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "reports.overview.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  return withErrorPages(async () => ({
    range,
    error,
    currency: tenant.currency,
    canSeeMoney: can(tenant, "money:read"),
    overview: await reportsOverview(tenant, range),
  }));
}

export default function ReportsOverview({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { range, error, currency, canSeeMoney, overview: o } = loaderData;
  const money = (cents: number | null) => (cents === null ? "—" : f.money(cents, { currency }));
  const percent = (p: number | null) => (p === null ? "—" : f.percent(p / 100));
  const headline: Record<ReportKey, string> = {
    revenue: o.revenue
      ? t("reports.overview.revenue", {
          invoiced: money(o.revenue.invoicedCents),
          collected: money(o.revenue.collectedCents),
        })
      : "",
    profit: t("reports.overview.profit", { profit: money(o.profitCents) }),
    routes: o.routes
      ? t("reports.overview.routes", { count: String(o.routes.count), profit: money(o.routes.profitCents) })
      : "",
    chemicals: t("reports.overview.chemicals", { cost: money(o.chemicalCents) }),
    productivity: t("reports.overview.productivity", { count: String(o.finishedStops) }),
    compliance: t("reports.overview.compliance", { share: percent(o.complianceShare) }),
    churn: t("reports.overview.churn", {
      churn: percent(o.churn.percent),
      gained: String(o.churn.gained),
      lost: String(o.churn.lost),
    }),
    aging: t("reports.overview.aging", { outstanding: money(o.outstandingCents) }),
  };
  const query = rangeQuery(range);
  return (
    <>
      <PageHeader title={t("reports.overview.heading")} description={t("reports.overview.description")} />
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
                    {t(reportTitleKeys[k])}
                  </Anchor>
                </Title>
                <Text fw={600} mt={4}>
                  {headline[k]}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(reportSummaryKeys[k])}
                </Text>
              </Paper>
            ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
