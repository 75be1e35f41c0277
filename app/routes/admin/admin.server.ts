import type { RouterContextProvider } from "react-router";
import { formText } from "~/components/forms/validation";
import { signedInContext } from "~/context";
import { adminContext } from "~/domain/platform/admin.server";
import { systemContext } from "~/server/ports.server";
import { withErrorPages } from "../shared/domain-errors.server";

/** The checked admin context of the request (the layout's guard let only admins in; the domain checks again). */
export async function adminOf(context: Readonly<RouterContextProvider>) {
  const visitor = context.get(signedInContext);
  return withErrorPages(async () => adminContext(await systemContext(), visitor?.id));
}

/** A POSTed string field, trimmed ("" when missing or carrying a control character, see formText). */
export const field = (formData: FormData, name: string) => formText(formData, name).trim();
