import type { StopPhoto } from "~/db/schema";
import type { PreparedFile } from "~/server/storage.server";
import { prepareImageField } from "~/server/storage.server";

/**
 * Takes one photo from the stop screen (camera or library): checked and prepared here, stored by `store` (the
 * domain, after its check that the person works the stop); answers its URL and thumbnail's as JSON.
 */
export async function photoPost(request: Request, store: (photo: PreparedFile) => Promise<StopPhoto>) {
  const formData = await request.formData().catch(() => null);
  if (!formData) return Response.json({ ok: false, error: "field.error.choosePhoto" }, { status: 400 });
  const upload = await prepareImageField(formData, "photo", { required: true, style: "photo" });
  if (!upload.ok) return Response.json({ ok: false, error: upload.error }, { status: 400 });
  return Response.json({ ok: true, photo: await store(upload.value!) });
}
