import { data } from "react-router";
import { ownerContext } from "~/context";
import { NotFoundError } from "~/domain/errors";
import { ownerReceipt } from "~/domain/portal/invoices.server";
import { pdfResponse } from "~/server/invoice-files.server";
import { receiptPdf } from "~/server/receipt-pdf.server";
import type { Route } from "./+types/receipt-pdf";

/** The receipt as a PDF download; another owner's payment is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  try {
    const receipt = await ownerReceipt(owner, params.invoiceId, params.paymentId);
    return pdfResponse(await receiptPdf(receipt), `receipt-${receipt.invoice.label}.pdf`, true);
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}
