import { tenantContext } from "~/context";
import { exportPaymentsCsv } from "~/domain/money/payments-list.server";
import { csvDownload } from "~/server/import-files.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/export";
import { paymentsQueryOf } from "./query";

/** Every payment matching the list's search and filters, as CSV (needs money:read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { csv, filename } = await withErrorPages(() =>
    exportPaymentsCsv(tenant, paymentsQueryOf(new URL(request.url).searchParams)),
  );
  return csvDownload(csv, filename);
}
