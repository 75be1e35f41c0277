import { data } from "react-router";
import { signedInContext } from "~/context";
import { ownerSignedPdf } from "~/domain/money/agreement-answers.server";
import { pdfResponse } from "~/server/agreement-pdf.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/signed-pdf";

/** The signed PDF of one of the owner's own agreements. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const found = await ownerSignedPdf(await systemContext(), {
    userId: user.id,
    agreementId: params.contractId,
  });
  if (!found) throw data("Not found", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
