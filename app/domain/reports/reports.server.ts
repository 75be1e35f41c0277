/**
 * One entry point per report key, for the report page and its CSV: the report's data, tagged with its key so the
 * caller's `switch` is typed. Permissions are checked by each report (money reports need money:read too).
 */
import type { ReportKey } from "~/core/reports/catalog";
import type { TenantContext } from "../tenant.server";
import type { Range } from "./facts.server";
import { agingReport, profitReport, revenueReport, routesReport } from "./money-reports.server";
import { chemicalUsage, customerChurn, productivity, readingsCompliance } from "./service-reports.server";

export async function loadReport(ctx: TenantContext, key: ReportKey, range: Range, now = new Date()) {
  switch (key) {
    case "revenue":
      return { key, data: await revenueReport(ctx, range) } as const;
    case "profit":
      return { key, data: await profitReport(ctx, range) } as const;
    case "routes":
      return { key, data: await routesReport(ctx, range) } as const;
    case "chemicals":
      return { key, data: await chemicalUsage(ctx, range) } as const;
    case "productivity":
      return { key, data: await productivity(ctx, range) } as const;
    case "compliance":
      return { key, data: await readingsCompliance(ctx, range) } as const;
    case "churn":
      return { key, data: await customerChurn(ctx, range) } as const;
    case "aging":
      return { key, data: await agingReport(ctx, now) } as const;
  }
}
export type LoadedReport = Awaited<ReturnType<typeof loadReport>>;

export { reportsOverview } from "./overview.server";
