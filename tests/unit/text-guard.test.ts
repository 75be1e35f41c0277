import { describe, expect, it } from "vitest";
import { isUnstorable, textGuard, UnstorableTextError } from "~/db/text-guard";

describe("the query text guard", () => {
  it("stops a NUL in text and an escaped NUL in JSON, in any parameter or array", () => {
    expect(isUnstorable("a\u0000b")).toBe(true);
    expect(isUnstorable(JSON.stringify({ note: "a\u0000b" }))).toBe(true);
    expect(isUnstorable(["ok", "x\u0000"])).toBe(true);
    expect(() => textGuard.logQuery("select $1", ["ok", "bad\u0000"])).toThrow(UnstorableTextError);
  });

  it("lets everything else through, a literal backslash-u0000 typed as text included", () => {
    for (const value of [
      "plain",
      "",
      42,
      null,
      new Date(0),
      ["a", "b"],
      JSON.stringify({ path: "C:\\u0000" }),
    ])
      expect(isUnstorable(value), String(value)).toBe(false);
    expect(isUnstorable("\\\\u0000")).toBe(false);
    expect(() => textGuard.logQuery("select $1", ["fine", 1])).not.toThrow();
  });
});
