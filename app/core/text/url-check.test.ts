import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { urlProblem } from "./url-check";

const at = (path: string) => new URL(path, "http://localhost");

describe("urlProblem", () => {
  it("lets ordinary URLs through, encoded text and emoji included", () => {
    for (const path of [
      "/",
      "/company/customers/detail/0b7c1f6e-2d7a-4bb5-9f3c-3f8a4c0f1e2a",
      "/company/customers?q=M%C3%BCller&page=2",
      "/company/customers?q=%F0%9F%8F%8A%20pool",
      "/p/sparkle-pools",
      "/company/customers?q=100%25",
    ])
      expect(urlProblem(at(path)), path).toBeNull();
  });

  it("calls a NUL, another control character or a malformed escape in the path not found", () => {
    for (const path of [
      "/company/customers/detail/%00",
      "/company/customers/detail/abc%1Bdef",
      "/company/jobs/detail/%C2%85",
      "/company/items/detail/%E0%A4%A",
      "/company/items/detail/%ED%A0%80",
    ])
      expect(urlProblem(at(path)), path).toBe("path");
  });

  it("calls a control character in a search parameter (value or name) a bad request", () => {
    expect(urlProblem(at("/company/customers?q=%00"))).toBe("query");
    expect(urlProblem(at("/company/customers?sort=name&dir=%7F"))).toBe("query");
    expect(urlProblem(at("/company/customers?%00=1"))).toBe("query");
  });

  it("never throws, whatever is typed into the address bar", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (path, query) => {
        const url = new URL(`http://localhost/${encodeURI(path.replace(/[\uD800-\uDFFF]/g, ""))}`);
        url.searchParams.set("q", query);
        expect(["path", "query", null]).toContain(urlProblem(url));
      }),
    );
  });
});
