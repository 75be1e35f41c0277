import { describe, expect, it } from "vitest";
import { controlCharacterProblems, isBlankRow, mappedValues, quoted } from "./row-values";

const fields = ["name", "serial"] as const;

describe("a row's mapped values", () => {
  it("reads each mapped column trimmed, and '' for an unmapped field or a missing column", () => {
    expect(mappedValues({ Name: "  Pump  ", Other: "x" }, { name: "Name", serial: null }, fields)).toEqual({
      name: "Pump",
      serial: "",
    });
    expect(mappedValues({ Name: "Pump" }, { name: "Name", serial: "Serial #" }, fields).serial).toBe("");
  });

  it("is blank only when every mapped field is empty", () => {
    expect(isBlankRow({ name: "", serial: "" }, fields)).toBe(true);
    expect(isBlankRow({ name: "", serial: "A1" }, fields)).toBe(false);
  });

  it("names each field holding a control character", () => {
    const problems = controlCharacterProblems({ name: "Pu\u0007mp", serial: "A1" }, fields);
    expect(problems.map((p) => p.field)).toEqual(["name"]);
    expect(problems[0].message).toBeTruthy();
    expect(controlCharacterProblems({ name: "Pump", serial: "A1" }, fields)).toEqual([]);
  });

  it("quotes a long value cut at 40 characters", () => {
    expect(quoted("short")).toBe("short");
    expect(quoted("x".repeat(50))).toBe(`${"x".repeat(40)}…`);
  });
});
