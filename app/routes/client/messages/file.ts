import { data } from "react-router";
import { ownerContext } from "~/context";
import { ownerMayOpenFile } from "~/domain/messaging/owner-threads.server";
import { MESSAGE_PDF_PREFIX, messagePdfResponse } from "~/server/message-files.server";
import type { Route } from "./+types/file";

/** A PDF sent in one of the pool owner's conversations. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const allowed = await ownerMayOpenFile(context.get(ownerContext), `${MESSAGE_PDF_PREFIX}${params.name}`);
  const response = await messagePdfResponse(params.name, allowed);
  if (!response) throw data("Not found", { status: 404 });
  return response;
}
