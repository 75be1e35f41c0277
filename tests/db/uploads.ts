import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageStyle, type PreparedFile, prepareUpload } from "~/server/storage.server";

/** A real little PNG, as a phone or browser would send it. */
export const pngBytes = (color = "#1c7ed6") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A checked, prepared photo (what routes hand to the domain). */
export async function preparedPhoto(style: ImageStyle = "photo"): Promise<PreparedFile> {
  const file = new File([new Uint8Array(await pngBytes())], "photo.png", { type: "image/png" });
  const prepared = await prepareUpload(file, { style });
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.value;
}

/** Every file under this test file's data/uploads/ (its DATA_DIR), as paths relative to it. */
export function storedUploads(): string[] {
  const dir = path.join(process.env.DATA_DIR!, "uploads");
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}
