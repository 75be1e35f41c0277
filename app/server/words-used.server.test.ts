import { describe, expect, it } from "vitest";
import { createTranslator } from "~/core/i18n/translate";
import { pageAreas, recordWordsUsed, wordsTrailer } from "./words-used.server";

const t = createTranslator("en", "en", { "field.a": "A", "money.b": "B", "routing.c": "C" });

describe("the areas of words a page's render used", () => {
  it("collects the areas of the keys looked up inside the render, and the work it schedules", async () => {
    const used = new Set<string>();
    await recordWordsUsed(used, async () => {
      t("field.a");
      await new Promise((resolve) => setImmediate(resolve));
      t.text("money.b");
      setTimeout(() => t("routing.c"), 1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect([...used].sort()).toEqual(["field", "money", "routing"]);
  });

  it("keeps two renders apart, and records nothing outside one", async () => {
    const first = new Set<string>();
    const second = new Set<string>();
    t("routing.c");
    await Promise.all([
      recordWordsUsed(first, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        t("field.a");
      }),
      recordWordsUsed(second, async () => {
        t("money.b");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ]);
    expect([...first]).toEqual(["field"]);
    expect([...second]).toEqual(["money"]);
  });

  it("always needs common, drops what is not an area, and sorts", () => {
    expect(pageAreas(["water", "field", "Not a key", "field"])).toEqual(["common", "field", "water"]);
    expect(pageAreas([])).toEqual(["common"]);
  });

  it("ends the page with the list entry.client.tsx reads, under the request's nonce", () => {
    expect(wordsTrailer(["field"], "es", "abc123")).toContain(
      '<script nonce="abc123">window.__pageWords=["common","field"]</script>',
    );
    expect(wordsTrailer([], "en")).toContain('<script>window.__pageWords=["common"]</script>');
  });
});
