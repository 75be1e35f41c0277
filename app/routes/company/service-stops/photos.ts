import { tenantContext } from "~/context";
import { requireWorkableStop } from "~/domain/service/stop-access.server";
import { storeStopPhoto } from "~/domain/service/visit-photos.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/photos";
import { photoPost } from "./photo-post.server";

/** Only POST: the stop screen posts its photos here. A GET (a typed URL, a crawler) is told so instead of failing in the router. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await withErrorPages(() => requireWorkableStop(tenant, params.serviceStopId));
  return withErrorPages(() =>
    photoPost(request, (photo) => storeStopPhoto(tenant, params.serviceStopId, photo)),
  );
}
