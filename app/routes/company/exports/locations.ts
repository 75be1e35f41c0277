import { tenantContext } from "~/context";
import { exportLocationsCsv } from "~/domain/import/customers-import.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/locations";

/** Downloads the company's active service locations as CSV (needs customers:read). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return csvDownload(await withErrorPages(() => exportLocationsCsv(tenant)), "service-locations.csv");
}
