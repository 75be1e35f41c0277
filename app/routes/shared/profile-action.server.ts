import { data, type RouterContextProvider } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { signedInContext } from "~/context";
import { updateProfile } from "~/domain/accounts/accounts.server";
import { profileSchema } from "~/domain/accounts/schemas";
import { systemContext } from "~/server/ports.server";
import { prepareImageField } from "~/server/storage.server";
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
  const upload = await prepareImageField(formData, "photo");
  if (!upload.ok) return data(rejected(formData, { photo: upload.error }), { status: 400 });
  const removePhoto = !upload.value && formData.get("removePhoto") === "on";
  await updateProfile(
    await systemContext(),
    user.id,
    { ...parsed.data, ...(removePhoto ? { photoUrl: null } : {}) },
    upload.value,
  );
  return redirectWithToast(backTo, "common.profile.saved");
}
