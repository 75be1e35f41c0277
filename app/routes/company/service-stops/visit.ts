import { signedInContext, tenantContext } from "~/context";
import type { Route } from "./+types/visit";
import { visitPost } from "./visit-post.server";

/** Only POST: the stop screen posts its JSON here. A GET (a typed URL, a crawler) is told so instead of failing in the router. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** The stop screen's JSON endpoint (see visitPost). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const user = context.get(signedInContext);
  return visitPost(
    request,
    params.serviceStopId,
    async () => ({ work: tenant, report: tenant }),
    user?.locale,
  );
}
