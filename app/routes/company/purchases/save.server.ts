import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import type { ReceiptFile } from "~/db/schema";
import { RuleErrors } from "~/domain/errors";
import { type ReceiptInput, receiptFormSchema } from "~/domain/operations/purchase-schemas";
import { receiptFileProblem, storeReceiptFileField } from "~/server/receipt-file.server";
import { domainAction } from "../../shared/domain-errors.server";

/**
 * The create and edit actions: the form's rules, then the file (refused before anything is stored), then the domain.
 * Field errors come back with what was typed, status 400, and nothing is saved.
 */
export async function saveReceiptForm(
  formData: FormData,
  save: (input: ReceiptInput, file: ReceiptFile | null) => Promise<Response>,
) {
  const parsed = parseForm(receiptFormSchema, formData);
  const upload = formData.get("file");
  const fileProblem = upload instanceof File && upload.size > 0 ? await receiptFileProblem(upload) : null;
  if (!parsed.ok || fileProblem) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(fileProblem ? { file: fileProblem } : {}) };
    return data({ ...rejected(formData, errors), intent: "save" }, { status: 400 });
  }
  const stored = await storeReceiptFileField(formData, "file");
  if (!stored.ok)
    return data({ ...rejected(formData, { file: stored.error }), intent: "save" }, { status: 400 });
  try {
    return await domainAction(formData, () => save(parsed.data, stored.file), { intent: "save" });
  } catch (error) {
    if (error instanceof RuleErrors)
      return data({ ...rejected(formData, error.errors), intent: "save" }, { status: 400 });
    throw error;
  }
}
