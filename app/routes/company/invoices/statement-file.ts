import { data } from "react-router";
import { tenantContext } from "~/context";
import { customerStatement, statementCsv } from "~/domain/money/statements.server";
import { csvDownload } from "~/server/import-files.server";
import { pdfResponse } from "~/server/invoice-files.server";
import { statementPdf } from "~/server/invoice-pdf.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/statement-file";

/** A customer's statement as `pdf` or `csv` (the page's date range from the URL); needs money:read. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const url = new URL(request.url);
  const statement = await withErrorPages(() =>
    customerStatement(tenant, params.customerId, {
      from: url.searchParams.get("from"),
      to: url.searchParams.get("to"),
    }),
  );
  // After the statement: a member without money:read learns nothing (403) whatever the URL says.
  if (params.format !== "pdf" && params.format !== "csv") throw data("Not found", { status: 404 });
  if (params.format === "csv") {
    const { csv, filename } = statementCsv(statement);
    return csvDownload(csv, filename);
  }
  return pdfResponse(await statementPdf(statement), `statement-${statement.to}.pdf`);
}
