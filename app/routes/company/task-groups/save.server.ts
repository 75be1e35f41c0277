import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { RuleErrors } from "~/domain/errors";
import { type TaskGroupInput, taskGroupFormSchema } from "~/domain/service/task-group-schemas";
import { withErrorPages } from "../../shared/domain-errors.server";

/**
 * The create and edit actions: validates the posted form, then runs the save; field errors (from the schema or the
 * domain's rules) come back with what was typed, status 400, and nothing is saved.
 */
export async function saveTaskGroupForm(
  formData: FormData,
  save: (input: TaskGroupInput) => Promise<Response>,
) {
  const parsed = parseForm(taskGroupFormSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  return withErrorPages(async () => {
    try {
      return await save(parsed.data);
    } catch (error) {
      if (error instanceof RuleErrors)
        return data(
          { ...rejected(formData, formFieldErrors(error.errors)), intent: "save" },
          { status: 400 },
        );
      throw error;
    }
  });
}

/** The domain names the rate in cents; the form's field is the typed amount. */
function formFieldErrors(errors: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/\.billableRateCents$/, ".billableRate"),
      message,
    ]),
  );
}
