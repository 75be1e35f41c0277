import { imageProblem, savePhotoWithThumbnail } from "~/server/storage.server";

/** Takes one photo from the stop screen (camera or library); answers its URL and thumbnail's as JSON. */
export async function photoPost(request: Request) {
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
