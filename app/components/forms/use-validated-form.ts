import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, type Rejected, validateFields } from "./validation";

/**
 * Runs the form's zod schema in the browser before submitting (the server runs it again, always). Field errors
 * come from whichever side spoke last.
 */
export function useValidatedForm(schema: z.ZodType, actionData: Rejected | { ok: true } | undefined | null) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastActionData, setLastActionData] = useState(actionData);
  if (actionData !== lastActionData) {
    setLastActionData(actionData);
    setClientErrors(null);
  }
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = actionData && !actionData.ok ? actionData.values : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateFields(schema, new FormData(event.currentTarget).entries());
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors(null);
    }
  }

  return { errors, values, onSubmit };
}
