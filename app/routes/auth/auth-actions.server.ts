import { data, type RouterContextProvider, redirect } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { clientInfoContext } from "~/context";
import { dashboardFor } from "~/core/access/guard";
import { type MessageKey, translatorFor } from "~/core/i18n/catalogs";
import { signIn } from "~/domain/accounts/accounts.server";
import { signInSchema } from "~/domain/accounts/schemas";
import { RateLimitedError, RuleError } from "~/domain/errors";
import { pageLocaleFor } from "~/server/page-locale.server";
import { systemContext } from "~/server/ports.server";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Shared by /signIn and /homeOwnerSignIn: any account signs in and lands on its own dashboard. */
export async function signInAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(signInSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const result = await signIn(
    await systemContext(),
    parsed.data.email,
    parsed.data.password,
    context.get(clientInfoContext),
  );
  if (!result.ok) return signInRefused(request, formData, result);
  return redirect(dashboardFor[result.accountType], { headers: result.headers });
}

/**
 * A refused sign-in, said in the visitor's language (nobody is signed in: the browser's decides). The message is a
 * catalog key; the account lock's carries the minutes to wait, so it is worded here rather than in the form.
 */
export function signInRefused(
  request: Request,
  formData: FormData,
  refusal: { message: string; values?: Record<string, number>; status: number },
) {
  const page = pageLocaleFor(request);
  const t = translatorFor(page.language, page.locale);
  const message = t.has(refusal.message) ? t(refusal.message as MessageKey, refusal.values) : refusal.message;
  return data(rejected(formData, { form: message }), { status: refusal.status });
}

/** Turns a business-rule failure into a field error; anything else is a real fault. */
export function ruleErrorResponse(error: unknown, formData: FormData) {
  if (error instanceof RuleError)
    return data(rejected(formData, { [error.field]: error.message }), {
      status: error instanceof RateLimitedError ? error.status : 400,
    });
  throw error;
}
