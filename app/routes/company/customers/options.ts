import { tenantContext } from "~/context";
import { customerOptions } from "~/domain/customers/customer-options.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/options";

/** Customers matching `?q=` as picker options (JSON), for the customer pickers of lists and forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return withErrorPages(async () => ({ options: await customerOptions(tenant, q) }));
}
