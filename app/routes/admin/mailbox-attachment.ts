import { readMailboxAttachment } from "~/domain/platform/mailbox.server";
import { withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/mailbox-attachment";
import { adminOf } from "./admin.server";

/** An attachment of a captured message (an invoice PDF…), for the Admin only, audit-logged. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const file = await withErrorPages(() => readMailboxAttachment(admin, params.mailId, params.filename));
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
