import { Button, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { data } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { isReportKey } from "~/core/reports/catalog";
import { rangeQuery } from "~/core/reports/range";
import { updateVehicleCost, vehicleCost } from "~/domain/reports/money-reports.server";
import { loadReport } from "~/domain/reports/reports.server";
import { vehicleCostSchema } from "~/domain/reports/schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/report";
import { rangeFromUrl } from "./range.server";
import { RangePicker } from "./range-picker";
import { reportSummaryKeys, reportTitleKeys } from "./report-labels";
import { ReportNav } from "./report-nav";
import { AgingView, CostAssumptions, ProfitView, RevenueView, RoutesView } from "./views/money-views";
import { ChemicalsView, ChurnView, ComplianceView, ProductivityView } from "./views/service-views";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(matches, "reports.report.title", {
      report: pageTitle(
        matches,
        loaderData ? reportTitleKeys[loaderData.report.key] : "reports.report.fallbackName",
      ),
    }),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

function reportKeyOf(params: { report: string }) {
  if (!isReportKey(params.report)) throw data("Report", { status: 404 });
  return params.report;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const key = reportKeyOf(params);
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  return withErrorPages(async () => {
    const report = await loadReport(tenant, key, range);
    const costs = key === "profit" || key === "routes";
    return {
      range,
      error,
      report,
      currency: tenant.currency,
      canSeeMoney: can(tenant, "money:read"),
      costs: costs
        ? { centsPerMile: await vehicleCost(tenant), canEdit: can(tenant, "settings:write") }
        : null,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  reportKeyOf(params);
  const formData = await request.formData();
  const parsed = parseForm(vehicleCostSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  await domainAction(formData, () => updateVehicleCost(tenant, parsed.data.vehicleCost));
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, "reports.costs.saved");
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { range, error, report, currency, canSeeMoney, costs } = loaderData;
  const query = rangeQuery(range);
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(reportTitleKeys[report.key])}
        description={t(reportSummaryKeys[report.key])}
        actions={
          <Button
            component="a"
            href={`/company/reports/${report.key}/export.csv?${query}`}
            download
            leftSection={<IconDownload aria-hidden size={18} />}
          >
            {t("reports.report.downloadCsv")}
          </Button>
        }
      />
      <ReportNav current={report.key} query={query} canSeeMoney={canSeeMoney} />
      <Stack gap="lg">
        {report.key === "aging" ? null : (
          <RangePicker key={`${range.preset}:${range.from}:${range.to}`} range={range} error={error} />
        )}
        {costs ? (
          <CostAssumptions
            centsPerMile={costs.centsPerMile}
            canEdit={costs.canEdit}
            actionData={actionData && "ok" in actionData && !actionData.ok ? actionData : undefined}
          />
        ) : null}
        {report.key === "revenue" ? <RevenueView data={report.data} currency={currency} /> : null}
        {report.key === "profit" ? <ProfitView data={report.data} currency={currency} /> : null}
        {report.key === "routes" ? <RoutesView data={report.data} currency={currency} /> : null}
        {report.key === "aging" ? <AgingView data={report.data} currency={currency} /> : null}
        {report.key === "chemicals" ? <ChemicalsView data={report.data} currency={currency} /> : null}
        {report.key === "productivity" ? <ProductivityView data={report.data} /> : null}
        {report.key === "compliance" ? <ComplianceView data={report.data} /> : null}
        {report.key === "churn" ? <ChurnView data={report.data} /> : null}
      </Stack>
    </>
  );
}
