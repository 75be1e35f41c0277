import { z } from "zod";
import {
  controlCharacterMessage,
  findControlCharacter,
  findControlCharacterDeep,
} from "~/core/text/control-characters";

export type FieldErrors = Record<string, string>;

/** What an action returns when input is rejected: the messages per field and what the user typed (never lost). */
export interface Rejected {
  ok: false;
  errors: FieldErrors;
  values: Record<string, string>;
}

export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    // Passwords and files are never echoed back.
    if (typeof value === "string" && !/password/i.test(key)) values[key] = value;
  }
  return values;
}

/**
 * An empty errors object without a prototype: a field may be named "__proto__", which on a plain object would set the
 * prototype instead of recording the field's message.
 */
const noErrors = (): FieldErrors => Object.create(null);

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors = noErrors();
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Refused characters (NUL and other controls, see core/text/control-characters) per field, whatever the schema says:
 * PostgreSQL cannot store a NUL, and no one means to type the others. Keys are checked too (a field named with a
 * control character is reported under "form").
 */
export function controlCharacterErrors(
  entries: Iterable<[string, FormDataEntryValue | unknown]>,
): FieldErrors {
  const errors = noErrors();
  for (const [key, value] of entries) {
    const keyFound = findControlCharacter(key);
    // hasOwn, not ??=: a field may be named "toString" or "constructor".
    if (keyFound && !Object.hasOwn(errors, "form")) errors.form = controlCharacterMessage(keyFound);
    const found = typeof value === "string" ? findControlCharacter(value) : null;
    if (found && !keyFound && !Object.hasOwn(errors, key)) errors[key] = controlCharacterMessage(found);
  }
  return errors;
}

/**
 * The one validation of a form's fields, on the server (parseForm) and in the browser (useValidatedForm): control
 * characters first, then the form's schema. Never throws.
 */
export function validateFields<S extends z.ZodType>(
  schema: S,
  entries: Iterable<[string, FormDataEntryValue]>,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const list = [...entries];
  const raw: Record<string, unknown> = {};
  for (const [key, value] of list) raw[key] = value;
  const refused = controlCharacterErrors(list);
  const result = schema.safeParse(raw);
  if (result.success && Object.keys(refused).length === 0) return { ok: true, data: result.data };
  return { ok: false, errors: { ...(result.success ? {} : fieldErrors(result.error)), ...refused } };
}

/** Validates a submitted form against its schema (the same schema the form uses in the browser). */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): { ok: true; data: z.infer<S> } | Rejected {
  const result = validateFields(schema, formData.entries());
  if (result.ok) return result;
  return { ok: false, errors: result.errors, values: formValues(formData) };
}

export function rejected(formData: FormData, errors: FieldErrors): Rejected {
  return { ok: false, errors, values: formValues(formData) };
}

/**
 * `schema.safeParse(raw)` for input assembled by hand (several values per field, JSON bodies, search params): a control
 * character anywhere in it (see core/text/control-characters) fails like a schema issue on its path, so the caller's
 * usual error handling shows it next to the field.
 */
export function safeParseChecked<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): z.ZodSafeParseResult<z.infer<S>> {
  const hit = findControlCharacterDeep(raw);
  if (!hit) return schema.safeParse(raw);
  const issue = {
    code: "custom" as const,
    path: hit.path,
    message: controlCharacterMessage(hit.found),
    input: raw,
  };
  return { success: false, error: new z.ZodError([issue]) as z.ZodError<z.infer<S>> };
}

/**
 * One text value read straight from a form (an intent, an id, a choice — not something a person types; that goes
 * through parseForm): the string, or "" when it is missing, a file, or carries a control character. An id that can't
 * exist then is simply not found, and nothing with a NUL reaches a query.
 */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" && !findControlCharacter(value) ? value : "";
}
