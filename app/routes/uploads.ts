import { data } from "react-router";
import { readUpload } from "~/server/storage.server";
import type { Route } from "./+types/uploads";

/** Serves stored photos and logos. Names are random UUIDs. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readUpload(params.file);
  if (!file) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: { "content-type": file.type, "cache-control": "public, max-age=31536000, immutable" },
  });
}
