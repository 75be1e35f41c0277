/**
 * Every form schema, fuzzed through the one form parser (parseForm): whatever arrives — control characters, NUL,
 * lone surrogates, huge strings, any unicode, missing or extra fields — parsing never throws and never accepts a
 * value that carries a control character. The list of schemas is built from the modules, so a new schema file under
 * app/domain (named `schemas.ts` or `*-schema(s).ts`) is covered without editing this test.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "~/components/forms/validation";
import { translatorFor } from "~/core/i18n/catalogs";
import { findControlCharacterDeep } from "~/core/text/control-characters";

const english = translatorFor("en");

const modules = import.meta.glob<Record<string, unknown>>(
  ["/app/domain/**/schemas.ts", "/app/domain/**/*-schema.ts", "/app/domain/**/*-schemas.ts"],
  { eager: true },
);

/**
 * Schemas built per company (units, today's date) are exported as functions named like `visitSchema(units)` or
 * `equipmentSchemaFor(units)`: each is built with every argument below that it accepts.
 */
const builderArguments: unknown[][] = [["us"], ["metric"], ["2026-03-02"]];

function built(name: string, value: unknown): { name: string; schema: z.ZodType }[] {
  if (value instanceof z.ZodType) return [{ name, schema: value }];
  if (typeof value !== "function" || !/Schema/.test(name)) return [];
  return builderArguments.flatMap((args) => {
    try {
      const schema = (value as (...a: unknown[]) => unknown)(...args);
      return schema instanceof z.ZodType ? [{ name: `${name}(${args.join(", ")})`, schema }] : [];
    } catch {
      return [];
    }
  });
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    built(`${file.replace("/app/domain/", "")} ${name}`, value),
  ),
);

/** The field names a schema reads, through pipes, refinements, defaults, optionals and unions. */
function fieldsOf(schema: z.ZodType, depth = 0): string[] {
  if (depth > 10) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = ["in", "innerType", "schema", "out"].map((k) => def[k]).filter((v) => v instanceof z.ZodType);
  const options = Array.isArray(def.options) ? def.options.filter((v) => v instanceof z.ZodType) : [];
  const names = [...inner, ...options].flatMap((s) => fieldsOf(s as z.ZodType, depth + 1));
  return [...new Set(names)];
}

const controls = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\ud800",
  "\udfff",
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom(...controls, "a", "1", " ", "-", ".", "@"), maxLength: 12 }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom("", "0", "12", "2026-03-02", "true", "on", "a@b.co", "lead", "[]", "{}"),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("", "0", "12", "2026-03-02", "on", "a@b.co", "Pools"),
        fc.constantFrom(...controls),
      )
      .map(([v, c]) => v + c),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("x".repeat(100_000), "🏊".repeat(20_000), `${"y".repeat(50_000)}\u0000`),
  },
);

function formDataOf(record: Record<string, string | undefined>, extra: [string, string][]) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(record)) if (value !== undefined) formData.append(key, value);
  for (const [key, value] of extra) formData.append(key, value);
  return formData;
}

// Hundreds of generated inputs per schema: on a loaded 2-core machine one schema can take more than vitest's 5 s.
describe("every form schema through parseForm", { timeout: 30_000 }, () => {
  it("finds the form schemas (a glob that matches nothing must not pass silently)", () => {
    expect(schemas.length).toBeGreaterThan(50);
    const names = schemas.map((s) => s.name);
    expect(names).toContain("customers/schemas.ts customerSchema");
    expect(names).toContain("water/schemas.ts bodyOfWaterSchema(metric)");
  });

  it.each(schemas)("$name: never throws, never accepts a control character", ({ schema }) => {
    const fields = fieldsOf(schema);
    const record = fc.record(Object.fromEntries(fields.map((f) => [f, fc.option(text, { nil: undefined })])));
    const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields, "intent"), fc.string()), text), {
      maxLength: 3,
    });
    fc.assert(
      fc.property(record, extra, (values, more) => {
        const formData = formDataOf(values as Record<string, string | undefined>, more);
        const result = parseForm(schema, formData);
        const sent = findControlCharacterDeep([...formData.entries()]);
        if (result.ok) {
          expect(findControlCharacterDeep(result.data)).toBeNull();
          expect(sent).toBeNull();
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const message of Object.values(result.errors)) expect(typeof message).toBe("string");
        }
        if (sent) {
          // The field that carried it is told so, in words.
          const key = String(sent.path[0]) === "" ? "form" : null;
          const messages = Object.values(result.ok ? {} : result.errors)
            .map((message) => english.text(message))
            .join(" ");
          expect(key === "form" || messages.includes("control character")).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
