import { data } from "react-router";
import { signedInContext } from "~/context";
import { adminMayOpenFile } from "~/domain/messaging/platform-threads.server";
import { MESSAGE_PDF_PREFIX, messagePdfResponse } from "~/server/message-files.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/file";

/** A PDF sent in a support conversation. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const allowed = await adminMayOpenFile(
    await systemContext(),
    user.id,
    `${MESSAGE_PDF_PREFIX}${params.name}`,
  );
  const response = await messagePdfResponse(params.name, allowed);
  if (!response) throw data("Not found", { status: 404 });
  return response;
}
