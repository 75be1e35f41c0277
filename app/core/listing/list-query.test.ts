import { describe, expect, it } from "vitest";
import { containsPattern, offsetOf, pageCount, parseListQuery } from "./list-query";

const options = {
  sorts: ["name", "created"] as const,
  defaultSort: "name" as const,
  filters: ["status", "tag"],
};

describe("parseListQuery", () => {
  it("reads search, sort, page and filters", () => {
    const query = parseListQuery(
      new URLSearchParams("q= smith &sort=created&dir=desc&page=3&pageSize=50&status=lead"),
      options,
    );
    expect(query).toEqual({
      q: "smith",
      sort: "created",
      dir: "desc",
      page: 3,
      pageSize: 50,
      filters: { status: "lead" },
    });
  });

  it("falls back to defaults for anything a hand-edited URL gets wrong", () => {
    const query = parseListQuery(
      new URLSearchParams("sort=drop+table&dir=up&page=-4&pageSize=9999&tag="),
      options,
    );
    expect(query).toEqual({ q: "", sort: "name", dir: "asc", page: 1, pageSize: 25, filters: {} });
    expect(parseListQuery(new URLSearchParams("page=abc"), options).page).toBe(1);
    expect(parseListQuery(new URLSearchParams("page=2.7"), options).page).toBe(2);
  });

  it("drops control characters from the search text and filters (PostgreSQL refuses a NUL)", () => {
    const query = parseListQuery(new URLSearchParams("q=Pool%00s%1B&status=le%00ad"), {
      ...options,
      filters: ["status"],
    });
    expect(query.q).toBe("Pools");
    expect(query.filters).toEqual({ status: "lead" });
    expect(parseListQuery(new URLSearchParams("q=%00"), options).q).toBe("");
  });

  it("bounds the search text", () => {
    expect(parseListQuery(new URLSearchParams(`q=${"x".repeat(500)}`), options).q).toHaveLength(100);
  });
});

describe("paging and patterns", () => {
  it("counts pages and offsets", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
    expect(offsetOf({ page: 3, pageSize: 25 })).toBe(50);
  });
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
