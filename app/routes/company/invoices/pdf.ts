import { tenantContext } from "~/context";
import { invoiceDocumentFor } from "~/domain/money/invoices-document.server";
import { pdfResponse } from "~/server/invoice-files.server";
import { invoicePdf } from "~/server/invoice-pdf.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/pdf";

/** The invoice as a PDF for the office (drafts too, marked DRAFT); needs money:read. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const doc = await withErrorPages(() => invoiceDocumentFor(tenant, params.invoiceId));
  return pdfResponse(await invoicePdf(doc), `invoice-${doc.label}.pdf`);
}
