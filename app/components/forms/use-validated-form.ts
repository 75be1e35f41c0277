import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useT } from "../i18n/i18n-provider";
import { type FieldErrors, type Rejected, validateFields } from "./validation";

/**
 * Runs the form's zod schema in the browser before submitting (the server runs it again, always). Field errors
 * come from whichever side spoke last. A message that is a catalog key ("auth.validation.emailRequired") is shown in the page's
 * language; any other message as written.
 */
export function useValidatedForm(schema: z.ZodType, actionData: Rejected | { ok: true } | undefined | null) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastActionData, setLastActionData] = useState(actionData);
  if (actionData !== lastActionData) {
    setLastActionData(actionData);
    setClientErrors(null);
  }
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const t = useT();
  const errors = Object.fromEntries(
    Object.entries(clientErrors ?? serverErrors).map(([field, message]) => [
      field,
      message && t.text(message),
    ]),
  ) as FieldErrors;
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
