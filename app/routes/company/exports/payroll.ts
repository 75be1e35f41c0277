import { tenantContext } from "~/context";
import { companyPayPeriod } from "~/domain/companies/companies.server";
import { exportPayrollCsv } from "~/domain/team/payroll.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { periodFromUrl } from "../work-logs/period.server";
import type { Route } from "./+types/payroll";

/** Downloads the payroll summary of a pay period as CSV (needs team:read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { csv, filename } = await withErrorPages(async () => {
    const period = periodFromUrl(new URL(request.url), tenant.timeZone, await companyPayPeriod(tenant));
    return exportPayrollCsv(tenant, period);
  });
  return csvDownload(csv, filename);
}
