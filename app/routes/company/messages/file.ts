import { data } from "react-router";
import { tenantContext } from "~/context";
import { memberMayOpenFile } from "~/domain/messaging/threads.server";
import { MESSAGE_PDF_PREFIX, messagePdfResponse } from "~/server/message-files.server";
import type { Route } from "./+types/file";

/** A PDF sent in a message, for members who see its thread. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const response = await messagePdfResponse(
    params.name,
    await memberMayOpenFile(tenant, `${MESSAGE_PDF_PREFIX}${params.name}`),
  );
  if (!response) throw data("Not found", { status: 404 });
  return response;
}
