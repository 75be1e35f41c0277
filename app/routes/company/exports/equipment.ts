import { tenantContext } from "~/context";
import { exportEquipmentCsv } from "~/domain/import/customers-import.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/equipment";

/** Downloads the company's active equipment as CSV (needs customers:read). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return csvDownload(await withErrorPages(() => exportEquipmentCsv(tenant)), "equipment.csv");
}
