import { data, type RouterContextProvider } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { signedInContext } from "~/context";
import { updateProfile } from "~/domain/accounts/accounts.server";
import { profileSchema } from "~/domain/accounts/schemas";
import { storeImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";

/** Shared by /company/profile and /profile: the person's name and photo. */
export async function profileAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  backTo: string,
) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  const parsed = parseForm(profileSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const upload = await storeImageField(formData, "photo");
  if (!upload.ok) return data(rejected(formData, { photo: upload.error }), { status: 400 });
  const photoUrl = upload.url ?? (formData.get("removePhoto") === "on" ? null : undefined);
  await updateProfile(user.id, { ...parsed.data, photoUrl });
  return redirectWithToast(backTo, "Profile saved.");
}
