/**
 * Intuit's OAuth answer (issue 23): `code`, `realmId` and our `state` (or `error` when the person cancelled). The state
 * must be this company's and this member's; then the connection is made and the person goes back to the Accounting
 * page with a toast saying how it went.
 */
import { tenantContext } from "~/context";
import { completeQuickbooksConnect } from "~/domain/accounting/quickbooks-connection.server";
import { RuleError } from "~/domain/errors";
import { redirectWithToast } from "~/server/toast.server";
import { domainRules } from "../../shared/domain-errors.server";
import type { Route } from "./+types/callback";

const PAGE = "/company/settings/accounting";

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name)?.slice(0, 2000) || null;
  try {
    await domainRules(() =>
      completeQuickbooksConnect(tenant, {
        code: read("code"),
        realmId: read("realmId"),
        state: read("state"),
        error: read("error"),
      }),
    );
  } catch (error) {
    if (error instanceof RuleError) return redirectWithToast(PAGE, { message: error.message, kind: "error" });
    throw error;
  }
  return redirectWithToast(PAGE, "seller.qbo.connectedToast");
}
