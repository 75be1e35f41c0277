import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { RuleErrors } from "~/domain/errors";
import { type ReceiptInput, receiptFormSchema } from "~/domain/operations/purchase-schemas";
import { prepareReceiptFileField } from "~/server/receipt-file.server";
import type { PreparedFile } from "~/server/storage.server";
import { domainAction } from "../../shared/domain-errors.server";

/**
 * The create and edit actions: the form's rules and the file's content checked together, then the domain (which
 * stores the file only once the receipt passes its own checks). Field errors come back with what was typed, status
 * 400, and nothing is saved.
 */
export async function saveReceiptForm(
  formData: FormData,
  save: (input: ReceiptInput, file: PreparedFile | null) => Promise<Response>,
) {
  const parsed = parseForm(receiptFormSchema, formData);
  const upload = await prepareReceiptFileField(formData, "file");
  if (!parsed.ok || !upload.ok) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(upload.ok ? {} : { file: upload.error }) };
    return data({ ...rejected(formData, errors), intent: "save" }, { status: 400 });
  }
  try {
    return await domainAction(formData, () => save(parsed.data, upload.value), { intent: "save" });
  } catch (error) {
    if (error instanceof RuleErrors)
      return data({ ...rejected(formData, error.errors), intent: "save" }, { status: 400 });
    throw error;
  }
}
