import { data } from "react-router";
import { getPublicInvoice } from "~/domain/money/invoices-document.server";
import { pdfResponse } from "~/server/invoice-files.server";
import { invoicePdf } from "~/server/invoice-pdf.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/invoice-pdf";

/** The invoice's PDF by its link (no sign-in; a draft or an unknown link is not found). */
export async function loader({ params }: Route.LoaderArgs) {
  const invoice = await getPublicInvoice(await systemContext(), params.token);
  if (!invoice) throw data("Not found", { status: 404 });
  return pdfResponse(await invoicePdf(invoice), `invoice-${invoice.label}.pdf`);
}
