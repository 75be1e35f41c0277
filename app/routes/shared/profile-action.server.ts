import { data, type RouterContextProvider } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { signedInContext } from "~/context";
import { updateProfile } from "~/domain/accounts/accounts.server";
import { profileSchema } from "~/domain/accounts/schemas";
import { imageProblem, saveImage } from "~/server/storage.server";
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
  let photoUrl: string | null | undefined;
  if (formData.get("removePhoto") === "on") photoUrl = null;
  const photo = formData.get("photo");
  if (photo instanceof File && photo.size > 0) {
    const problem = imageProblem(photo);
    if (problem) return data(rejected(formData, { photo: problem }), { status: 400 });
    photoUrl = await saveImage(photo);
  }
  await updateProfile(user.id, { ...parsed.data, photoUrl });
  return redirectWithToast(backTo, "Profile saved.");
}
