import { data } from "react-router";
import { tenantContext } from "~/context";
import { receiptWithFile } from "~/domain/operations/purchases.server";
import { readReceiptPdf } from "~/server/receipt-file.server";
import { fileResponse } from "~/server/storage.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/receipt-file";

/** Serves a receipt's PDF to members of the company whose receipt it is (photos go through /uploads). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const owner = await receiptWithFile(tenant, `/company/receipts/file/${params.name}`);
    const file = owner ? await readReceiptPdf(params.name) : null;
    if (!file) throw data("Not found", { status: 404 });
    return fileResponse(file, "private");
  });
}
