import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { themeColor } from "~/components/layout/theme";

const manifest = JSON.parse(fs.readFileSync("public/manifest.webmanifest", "utf8"));

describe("the web app manifest", () => {
  it("starts at My day, standalone, in the theme's colour", () => {
    expect(manifest.name).toBe("Drip Drop");
    expect(manifest.start_url).toBe("/company/serviceStops?view=day");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe(themeColor);
  });

  it("names icons that exist, 192 and 512 px, and a maskable one", () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const icon of icons) expect(fs.existsSync(`public${icon.src}`), icon.src).toBe(true);
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512")).toBe(true);
  });
});
