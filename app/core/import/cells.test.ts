import { describe, expect, it } from "vitest";
import { cellText, dateText, numberText } from "./cells";

describe("cellText", () => {
  it("reads plain values as a CSV would hold them", () => {
    expect(cellText("Palm St")).toBe("Palm St");
    expect(cellText(20000)).toBe("20000");
    expect(cellText(0.1 + 0.2)).toBe("0.3");
    expect(cellText(7.6)).toBe("7.6");
    expect(cellText(true)).toBe("true");
    expect(cellText(null)).toBe("");
    expect(cellText(undefined)).toBe("");
  });

  it("reads dates as ISO: a calendar date at midnight, else with its time", () => {
    expect(cellText(new Date(Date.UTC(2024, 2, 5)))).toBe("2024-03-05");
    expect(cellText(new Date(Date.UTC(2024, 2, 5, 14, 30)))).toBe("2024-03-05 14:30");
    expect(dateText(new Date(Date.UTC(2024, 2, 5, 14, 30, 12)))).toBe("2024-03-05 14:30:12");
    expect(dateText(new Date(Number.NaN))).toBe("");
  });

  it("reads formulas by their result, rich text by its runs, links by their text, errors as blank", () => {
    expect(cellText({ formula: "A1*2", result: 42 })).toBe("42");
    expect(cellText({ sharedFormula: "A1", result: "x" })).toBe("x");
    expect(cellText({ formula: "NOW()" })).toBe("");
    expect(cellText({ richText: [{ text: "Ann " }, { text: "Lee" }] })).toBe("Ann Lee");
    expect(cellText({ text: "ann@example.com", hyperlink: "mailto:ann@example.com" })).toBe(
      "ann@example.com",
    );
    expect(cellText({ error: "#N/A" })).toBe("");
    expect(cellText({})).toBe("");
  });

  it("numberText drops float noise and non-finite values", () => {
    expect(numberText(1e21)).toBe("1e+21");
    expect(numberText(Number.POSITIVE_INFINITY)).toBe("");
  });
});
