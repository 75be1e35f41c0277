import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { type MessageInput, messageSchema } from "~/domain/messaging/schemas";
import { prepareMessageFiles } from "~/server/message-files.server";
import type { PreparedFile } from "~/server/storage.server";
import { domainAction } from "./domain-errors.server";

/**
 * The composer's post, the same on every side: the text is checked, the files are checked, then the side's domain
 * function posts (storing the files once the thread is the sender's). Answers `{ ok: true }` (the composer empties) or the field errors (status 400).
 */
export async function postMessageAction(
  formData: FormData,
  post: (input: MessageInput, files: PreparedFile[]) => Promise<unknown>,
) {
  const parsed = parseForm(messageSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const files = await prepareMessageFiles(formData);
  if (!files.ok) return data(rejected(formData, { files: files.error }), { status: 400 });
  return domainAction(formData, async () => {
    await post(parsed.data, files.value);
    return { ok: true as const };
  });
}
