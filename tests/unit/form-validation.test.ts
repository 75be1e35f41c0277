import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, safeParseChecked, validateFields } from "~/components/forms/validation";
import { translatorFor } from "~/core/i18n/catalogs";
import { endAgreementSchema } from "~/domain/money/agreement-schemas";

const schema = z.object({ name: z.string().trim().min(1, "Enter a name."), notes: z.string().optional() });

const en = translatorFor("en");

/** Errors worded in English, as a form shows them (a refused character's message is a keyed message). */
const worded = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, en.text(message)]));

function form(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(entries)) formData.append(k, v);
  return formData;
}

describe("parseForm and control characters", () => {
  it("tells of a NUL in a field named __proto__ too (found by the schema fuzz test)", () => {
    const formData = new FormData();
    formData.append("__proto__", "\u0000");
    const result = parseForm(z.object({ name: z.string().optional() }), formData);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(worded(result.errors)).join(" ")).toContain("control character");
  });

  it("refuses a NUL with a message next to its field, and keeps what was typed", () => {
    const result = parseForm(schema, form({ name: "Sparkle\u0000 Pools", notes: "ok" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(en.text(result.errors.name ?? "")).toMatch(
      /^Remove the invisible control character NUL \(U\+0000\) at character 8/,
    );
    expect(result.errors.notes).toBeUndefined();
    expect(result.values).toEqual({ name: "Sparkle\u0000 Pools", notes: "ok" });
  });

  it("reports the schema's own errors on other fields at the same time", () => {
    const result = parseForm(schema, form({ name: "", notes: "a\u001bb" }));
    expect(result.ok ? null : result.errors).toEqual({
      name: "Enter a name.",
      notes: expect.stringContaining("U+001B"),
    });
  });

  it("keeps tabs and line breaks (multi-line notes)", () => {
    expect(parseForm(schema, form({ name: "A", notes: "line 1\r\nline 2\tend" })).ok).toBe(true);
  });

  it("checks every value of a repeated field and reports a control character in a field name on the form", () => {
    const formData = form({ name: "A" });
    formData.append("notes", "fine");
    formData.append("notes", "\u0007");
    const repeated = validateFields(schema, formData.entries());
    expect(repeated.ok ? null : worded(repeated.errors)).toMatchObject({ notes: /U\+0007/ });
    const named = validateFields(schema, form({ name: "A", "x\u0000": "1" }).entries());
    expect(named.ok ? null : worded(named.errors)).toMatchObject({ form: /NUL/ });
  });

  it("is not fooled by field names that are also object members", () => {
    const result = validateFields(
      z.object({}),
      form({ toString: "\u0000", constructor: "\u0085" }).entries(),
    );
    expect(result.ok ? null : worded(result.errors)).toMatchObject({
      toString: /NUL/,
      constructor: /U\+0085/,
    });
  });
});

describe("safeParseChecked", () => {
  it("fails like a schema issue on the path of the control character, in nested input", () => {
    const nested = z.object({ readings: z.array(z.object({ note: z.string() })) });
    const result = safeParseChecked(nested, { readings: [{ note: "ok" }, { note: "bad\u0000" }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["readings", 1, "note"]);
    expect(safeParseChecked(nested, { readings: [{ note: "ok" }] }).success).toBe(true);
  });
});

describe("dates typed by hand", () => {
  it("a day that doesn't exist ('2026-13-45') is a message next to its field, not an error page", () => {
    const result = parseForm(endAgreementSchema, form({ endsOn: "2026-13-45", reason: "Moving away" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translatorFor("en").text(result.errors.endsOn ?? "")).toBe("Enter the last day of service.");
    expect(parseForm(endAgreementSchema, form({ endsOn: "2026-12-31", reason: "Moving away" })).ok).toBe(
      true,
    );
  });
});
