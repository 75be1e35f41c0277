import { describe, expect, it } from "vitest";
import { neighbourOf, swapped } from "~/components/forms/use-keyed-rows";

describe("swapped", () => {
  it("swaps two rows and leaves the others where they were", () => {
    expect(swapped(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(swapped(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
  });

  it("does nothing past either end", () => {
    const rows = ["a", "b"];
    expect(swapped(rows, 0, -1)).toBe(rows);
    expect(swapped(rows, 1, 2)).toBe(rows);
  });
});

describe("neighbourOf", () => {
  it("is the next row, else the previous one, else none", () => {
    expect(neighbourOf(["a", "b", "c"], 1)).toBe("c");
    expect(neighbourOf(["a", "b", "c"], 2)).toBe("b");
    expect(neighbourOf(["a"], 0)).toBeUndefined();
  });
});
