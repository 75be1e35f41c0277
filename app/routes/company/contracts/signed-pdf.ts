import { data } from "react-router";
import { tenantContext } from "~/context";
import { signedAgreementPdf } from "~/domain/money/agreements.server";
import { pdfResponse } from "~/server/agreement-pdf.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/signed-pdf";

/** The PDF kept when the pool owner accepted (only to this company, with money:read). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const found = await withErrorPages(() => signedAgreementPdf(tenant, params.contractId));
  if (!found) throw data("Not found", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
