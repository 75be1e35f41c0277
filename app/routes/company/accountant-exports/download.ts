import { data } from "react-router";
import { signedInContext, tenantContext } from "~/context";
import { isAccountantFile } from "~/core/accounting/files";
import { translatorFor } from "~/core/i18n/catalogs";
import { accountantExport } from "~/domain/accounting/accountant-exports.server";
import { requirePermission } from "~/domain/tenant.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { rangeFromUrl } from "../reports/range.server";
import type { Route } from "./+types/download";

/**
 * One of the accountant's files for the period in the URL (money:read, checked by the domain, and first of all here:
 * a refusal is a 403 before an unknown file's 404, as on every company page). A bad date answers 400 with the reason,
 * as the Reports' CSV does — never a file of another period.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  await withErrorPages(async () => requirePermission(tenant, "money:read"));
  if (!isAccountantFile(params.file)) throw data("File", { status: 404 });
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  if (error) {
    // A plain-text answer, not a page: worded here in the reader's language.
    const page = pageLocaleFor(request, context.get(signedInContext)?.locale);
    throw data(translatorFor(page.language, page.locale).text(error), { status: 400 });
  }
  const file = params.file;
  const out = await withErrorPages(() => accountantExport(tenant, file, range));
  return new Response(out.byteOrderMark ? `\uFEFF${out.body}` : out.body, {
    headers: {
      "content-type": out.contentType,
      "content-disposition": `attachment; filename="${out.filename}"`,
      "cache-control": "no-store",
    },
  });
}
