import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { RuleErrors } from "~/domain/errors";
import { type VendorInput, vendorSchema } from "~/domain/operations/vendor-schemas";
import { domainAction } from "../../shared/domain-errors.server";

/** The create and edit actions: field errors come back with what was typed, status 400, and nothing is saved. */
export async function saveVendorForm(formData: FormData, save: (input: VendorInput) => Promise<Response>) {
  const parsed = parseForm(vendorSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  try {
    return await domainAction(formData, () => save(parsed.data), { intent: "save" });
  } catch (error) {
    if (error instanceof RuleErrors)
      return data({ ...rejected(formData, error.errors), intent: "save" }, { status: 400 });
    throw error;
  }
}
