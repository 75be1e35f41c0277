import { tenantContext } from "~/context";
import { exportPayrollCsv } from "~/domain/team/payroll.server";
import { csvDownload } from "~/server/import-files.server";
import { domain } from "../../shared/domain-errors.server";
import { periodFromUrl } from "../work-logs/period.server";
import type { Route } from "./+types/payroll";

/** Downloads the payroll summary of a pay period as CSV (needs team:read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const period = periodFromUrl(new URL(request.url), tenant.timeZone);
  const { csv, filename } = await domain(() => exportPayrollCsv(tenant, period));
  return csvDownload(csv, filename);
}
