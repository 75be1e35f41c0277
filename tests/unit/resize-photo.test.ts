import { describe, expect, it } from "vitest";
import { jpegName, PHOTO_MAX_SIDE, resizePhoto } from "~/field/resize-photo";

describe("resizePhoto", () => {
  it("names the sent photo like the original, as a JPEG", () => {
    expect(jpegName("IMG_2041.HEIC")).toBe("IMG_2041.jpg");
    expect(jpegName("pool.side.jpeg")).toBe("pool.side.jpg");
    expect(jpegName("scan")).toBe("scan.jpg");
    expect(jpegName(".png")).toBe("photo.jpg");
    expect(PHOTO_MAX_SIDE).toBe(2048);
  });

  it("sends what it cannot redraw as it is: an animation, a drawing, not an image", async () => {
    for (const type of ["image/gif", "image/svg+xml", "application/pdf"]) {
      const file = new File(["x"], "thing", { type });
      expect(await resizePhoto(file)).toBe(file);
    }
  });

  it("sends the original when the browser cannot make it smaller (no canvas here)", async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], "IMG_1.jpg", { type: "image/jpeg" });
    expect(await resizePhoto(file)).toBe(file);
  });
});
