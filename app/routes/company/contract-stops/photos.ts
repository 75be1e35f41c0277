import { tenantContext } from "~/context";
import { storeStopPhoto } from "~/domain/service/visit-photos.server";
import { contractorStopContext } from "~/domain/team/contractor-stops.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { photoPost } from "../service-stops/photo-post.server";
import type { Route } from "./+types/photos";

/** Only POST: the stop screen posts its photos here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const guest = await withErrorPages(() => contractorStopContext(tenant, params.serviceStopId));
  return withErrorPages(() =>
    photoPost(request, (photo) => storeStopPhoto(guest, params.serviceStopId, photo)),
  );
}
