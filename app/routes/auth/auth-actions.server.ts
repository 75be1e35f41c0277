import { data, type RouterContextProvider, redirect } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { clientInfoContext } from "~/context";
import { dashboardFor } from "~/core/access/guard";
import { signIn } from "~/domain/accounts/accounts.server";
import { signInSchema } from "~/domain/accounts/schemas";
import { RateLimitedError, RuleError } from "~/domain/errors";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Shared by /signIn and /homeOwnerSignIn: any account signs in and lands on its own dashboard. */
export async function signInAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(signInSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const result = await signIn(parsed.data.email, parsed.data.password, context.get(clientInfoContext));
  if (!result.ok) return data(rejected(formData, { form: result.message }), { status: result.status });
  return redirect(dashboardFor[result.accountType], { headers: result.headers });
}

/** Turns a business-rule failure into a field error; anything else is a real fault. */
export function ruleErrorResponse(error: unknown, formData: FormData) {
  if (error instanceof RuleError)
    return data(rejected(formData, { [error.field]: error.message }), {
      status: error instanceof RateLimitedError ? error.status : 400,
    });
  throw error;
}
