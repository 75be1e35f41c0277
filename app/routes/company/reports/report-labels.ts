import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { ReportKey } from "~/core/reports/catalog";
import type { RangePreset } from "~/core/reports/range";

/** Catalog keys of each report's title (core/reports/catalog.ts words it in English): `t(reportTitleKeys[key])`. */
export const reportTitleKeys = {
  revenue: "reports.catalog.revenueTitle",
  profit: "reports.catalog.profitTitle",
  routes: "reports.catalog.routesTitle",
  chemicals: "reports.catalog.chemicalsTitle",
  productivity: "reports.catalog.productivityTitle",
  compliance: "reports.catalog.complianceTitle",
  churn: "reports.catalog.churnTitle",
  aging: "reports.catalog.agingTitle",
} as const satisfies Record<ReportKey, MessageKey>;

/** Each report's one-line summary. */
export const reportSummaryKeys = {
  revenue: "reports.catalog.revenueSummary",
  profit: "reports.catalog.profitSummary",
  routes: "reports.catalog.routesSummary",
  chemicals: "reports.catalog.chemicalsSummary",
  productivity: "reports.catalog.productivitySummary",
  compliance: "reports.catalog.complianceSummary",
  churn: "reports.catalog.churnSummary",
  aging: "reports.catalog.agingSummary",
} as const satisfies Record<ReportKey, MessageKey>;

/** The date-range presets' words (core/reports/range.ts). */
export const rangePresetKeys = {
  "this-month": "reports.range.thisMonth",
  "last-month": "reports.range.lastMonth",
  "this-quarter": "reports.range.thisQuarter",
  "last-12-months": "reports.range.last12Months",
  custom: "reports.range.custom",
} as const satisfies Record<RangePreset, MessageKey>;
