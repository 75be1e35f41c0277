import { tenantContext } from "~/context";
import { exportBodiesCsv } from "~/domain/import/customers-import.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/bodies";

/** Downloads the company's active bodies of water as CSV (needs customers:read). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return csvDownload(await withErrorPages(() => exportBodiesCsv(tenant)), "bodies-of-water.csv");
}
