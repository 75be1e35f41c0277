import { tenantContext } from "~/context";
import { exportCustomersCsv } from "~/domain/import/customers-import.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/customers";

/** Downloads the company's active customers as CSV (needs customers:read). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return csvDownload(await withErrorPages(() => exportCustomersCsv(tenant)), "customers.csv");
}
