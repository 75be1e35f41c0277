import { tenantContext } from "~/context";
import { requireWorkableStop } from "~/domain/service/stops.server";
import { imageProblem, savePhotoWithThumbnail } from "~/server/storage.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/photos";

/** Only POST: the stop screen posts its photos here. A GET (a typed URL, a crawler) is told so instead of failing in the router. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Takes one photo from the stop screen (camera or library); answers its URL and thumbnail's as JSON. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await domain(() => requireWorkableStop(tenant, params.serviceStopId));
  const formData = await request.formData().catch(() => null);
  const file = formData?.get("photo");
  if (!(file instanceof File) || file.size === 0)
    return Response.json({ ok: false, error: "Choose a photo." }, { status: 400 });
  const problem = imageProblem(file);
  if (problem) return Response.json({ ok: false, error: problem }, { status: 400 });
  try {
    return Response.json({ ok: true, photo: await savePhotoWithThumbnail(file) });
  } catch {
    return Response.json({ ok: false, error: "That file is not a photo we can read." }, { status: 400 });
  }
}
