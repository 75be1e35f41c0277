/**
 * Each report's main table as CSV (what the page's "Download CSV" gives): money as plain decimals in the company's
 * currency, one header row. The same loaders as the pages, so the file and the page always agree.
 */
import { toCsv } from "~/core/import/csv";
import { centsToDecimal } from "~/core/money/rounding";
import { type ReportKey, reportCatalog } from "~/core/reports/catalog";
import { usageText } from "~/core/reports/chemicals";
import { type Reading, readingLabels } from "~/core/water/targets";
import type { TenantContext } from "../tenant.server";
import type { Range } from "./facts.server";
import { loadReport } from "./reports.server";

const money = centsToDecimal;
const slug = (key: ReportKey) => reportCatalog[key].title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export async function reportCsv(ctx: TenantContext, key: ReportKey, range: Range) {
  const report = await loadReport(ctx, key, range);
  const cur = ctx.currency;
  const file = (headers: string[], rows: unknown[][], suffix = `${range.from}-to-${range.to}`) => ({
    filename: `${slug(key)}-${suffix}.csv`,
    csv: toCsv(headers, rows),
  });
  switch (report.key) {
    case "revenue":
      return file(
        ["Customer", "Invoiced", "Collected", "Currency"],
        report.data.customers.map((r) => [r.name, money(r.invoicedCents), money(r.collectedCents), cur]),
      );
    case "profit":
      return file(
        [
          "Customer",
          "Visits",
          "Revenue",
          "Collected",
          "Chemicals",
          "Labor",
          "Drive miles",
          "Drive cost",
          "Profit",
          "Margin %",
          "Currency",
        ],
        report.data.rows.map((r) => [
          r.name,
          r.visits,
          money(r.revenueCents),
          money(r.collectedCents),
          money(r.chemicalCents),
          money(r.laborCents),
          r.driveMiles,
          money(r.driveCents),
          money(r.profitCents),
          r.marginPercent,
          cur,
        ]),
      );
    case "routes":
      return file(
        [
          "Date",
          "Technician",
          "Stops",
          "Revenue",
          "Chemicals",
          "Labor",
          "Drive miles",
          "Drive cost",
          "Profit",
          "Currency",
        ],
        report.data.rows.map((r) => [
          r.date,
          r.technicianName,
          r.stops,
          money(r.revenueCents),
          money(r.chemicalCents),
          money(r.laborCents),
          r.driveMiles,
          money(r.driveCents),
          money(r.profitCents),
          cur,
        ]),
      );
    case "chemicals":
      return file(
        [
          "Customer",
          "Body of water",
          "Visits",
          "Doses",
          "Usage",
          "Chemical cost",
          "Doses not costed",
          "Currency",
        ],
        report.data.perBody.map((r) => [
          r.customerName,
          r.bodyName,
          r.visits,
          r.doses,
          usageText(r.usage),
          money(r.costCents),
          r.uncosted,
          cur,
        ]),
      );
    case "productivity":
      return file(
        [
          "Technician",
          "Days",
          "Finished stops",
          "Skipped stops",
          "Stops per day",
          "Minutes per stop",
          "On-site minutes",
          "Drive minutes (estimate)",
          "Drive miles (estimate)",
          "Clocked minutes",
          "Clocked minutes off site",
        ],
        report.data.map((r) => [
          r.name,
          r.days,
          r.finished,
          r.skipped,
          r.stopsPerDay,
          r.minutesPerStop,
          r.onSiteMinutes,
          r.driveMinutes,
          r.driveMiles,
          r.clockedMinutes,
          r.offSiteClockedMinutes,
        ]),
      );
    case "compliance":
      return file(
        [
          "Technician",
          "Finished visits",
          "Visits measured",
          "Visits in range",
          "In range %",
          "Most often out of range",
        ],
        report.data.perTechnician.map((r) => [
          r.name,
          r.visits,
          r.measured,
          r.inRange,
          r.sharePercent,
          report.data.perReading.map((p) => readingLabels[p.reading as Reading]).join("; "),
        ]),
      );
    case "churn":
      return file(
        ["Customer", "Change", "Date"],
        [
          ...report.data.gained.map((c) => [c.name, "gained", c.createdOn]),
          ...report.data.lost.map((c) => [c.name, "lost", c.archivedOn ?? c.inactiveOn]),
        ],
      );
    case "aging":
      return file(
        [
          "Customer",
          "Open invoices",
          "Current",
          "1-30 days",
          "31-60 days",
          "61-90 days",
          "Over 90 days",
          "Total",
          "Currency",
        ],
        report.data.rows.map((r) => [
          r.name,
          r.invoices,
          money(r.current),
          money(r["1-30"]),
          money(r["31-60"]),
          money(r["61-90"]),
          money(r["over 90"]),
          money(r.totalCents),
          cur,
        ]),
        report.data.today,
      );
  }
}
