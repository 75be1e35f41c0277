import type { z } from "zod";

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

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates a submitted form against its schema (the same schema the form uses in the browser). */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): { ok: true; data: z.infer<S> } | Rejected {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error), values: formValues(formData) };
}

export function rejected(formData: FormData, errors: FieldErrors): Rejected {
  return { ok: false, errors, values: formValues(formData) };
}
