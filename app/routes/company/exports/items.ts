import { tenantContext } from "~/context";
import { exportItemsCsv } from "~/domain/operations/items.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/items";

/** Downloads the company's active items as CSV (needs operations:read). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return csvDownload(await withErrorPages(() => exportItemsCsv(tenant)), "items.csv");
}
