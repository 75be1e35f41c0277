/**
 * Makes the app's PNG icons (web app manifest, iOS home screen) from public/logo.svg with sharp. The PNGs are
 * committed; run `tsx scripts/pwa-icons.ts` again after changing the logo.
 *
 * - icon-192.png, icon-512.png ("any"): the drop on white, filling most of the square;
 * - icon-maskable-512.png ("maskable"): the drop inside the central 80 % circle a launcher may crop to;
 * - apple-touch-icon.png (180 px): iOS fills transparency with black, so white behind the drop.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const logo = fs.readFileSync("public/logo.svg");
const out = "public/icons";

async function icon(file: string, size: number, logoShare: number) {
  const inner = Math.round(size * logoShare);
  const drop = await sharp(logo, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
    .composite([{ input: drop, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}

fs.mkdirSync(out, { recursive: true });
await icon("icon-192.png", 192, 0.84);
await icon("icon-512.png", 512, 0.84);
await icon("icon-maskable-512.png", 512, 0.6);
await icon("apple-touch-icon.png", 180, 0.8);
console.log(`Icons written to ${out}/`);
