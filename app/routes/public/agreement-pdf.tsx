import { data } from "react-router";
import { ownerSignedPdf } from "~/domain/money/agreement-answers.server";
import { pdfResponse } from "~/server/agreement-pdf.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/agreement-pdf";

/** The signed agreement's PDF by the agreement link (the token is the key, as for the page itself). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await ownerSignedPdf(await systemContext(), { token: params.token });
  if (!found) throw data("Not found", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
