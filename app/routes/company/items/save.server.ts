import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { RuleError, RuleErrors } from "~/domain/errors";
import { type ItemInput, itemFormField, itemFormSchema } from "~/domain/operations/item-schemas";
import { withErrorPages } from "../../shared/domain-errors.server";

/**
 * The create and edit actions: validates the posted form, then runs the save; field errors (from the schema or the
 * domain's rules) come back with what was typed, status 400, and nothing is saved.
 */
export async function saveItemForm(formData: FormData, save: (input: ItemInput) => Promise<Response>) {
  const parsed = parseForm(itemFormSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  return withErrorPages(async () => {
    try {
      return await save(parsed.data);
    } catch (error) {
      const errors =
        error instanceof RuleErrors
          ? error.errors
          : error instanceof RuleError
            ? { [error.field]: error.message }
            : null;
      if (!errors) throw error;
      const keyed = Object.fromEntries(Object.entries(errors).map(([k, m]) => [itemFormField(k), m]));
      return data({ ...rejected(formData, keyed), intent: "save" }, { status: 400 });
    }
  });
}
