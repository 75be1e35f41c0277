import { data } from "react-router";
import { signedInContext } from "~/context";
import { uploadAccess } from "~/domain/files/file-access.server";
import { systemContext } from "~/server/ports.server";
import { fileResponse, readUpload, validUploadSignature } from "~/server/storage.server";
import type { Route } from "./+types/uploads";

/**
 * Serves stored photos and logos. Public ones (logos, public-page photos, profile pictures) to anyone; private ones
 * (stop, repair, message, receipt and record photos) to people who may see their record, or through a signed link
 * from an e-mail. Anything else — missing, or not theirs to see — is the same 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const user = context.get(signedInContext);
  const access = validUploadSignature(params.file, query.get("exp"), query.get("sig"))
    ? "private"
    : await uploadAccess(
        await systemContext(),
        params.file,
        user && { id: user.id, accountType: user.accountType },
      );
  const file = access ? await readUpload(params.file) : null;
  if (!access || !file)
    throw data("Not found", { status: 404, headers: { "x-content-type-options": "nosniff" } });
  return fileResponse(file, access);
}
