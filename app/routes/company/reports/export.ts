import { data } from "react-router";
import { signedInContext, tenantContext } from "~/context";
import { translatorFor } from "~/core/i18n/catalogs";
import { isReportKey } from "~/core/reports/catalog";
import { reportCsv } from "~/domain/reports/csv.server";
import { csvDownload } from "~/server/import-files.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/export";
import { rangeFromUrl } from "./range.server";

/** A report's main table as CSV, for the range in the URL (a bad range answers 400 with the reason). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  if (!isReportKey(params.report)) throw data("Report", { status: 404 });
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  if (error) {
    // A plain-text answer, not a page: worded here in the reader's language.
    const page = pageLocaleFor(request, context.get(signedInContext)?.locale);
    throw data(translatorFor(page.language, page.locale).text(error), { status: 400 });
  }
  const key = params.report;
  const { csv, filename } = await withErrorPages(() => reportCsv(tenant, key, range));
  return csvDownload(csv, filename);
}
