import { data } from "react-router";
import { parseForm, rejected } from "~/components/forms/validation";
import { NotFoundError, RuleError } from "~/domain/errors";
import { answerAgreement, type OwnerTarget } from "~/domain/money/agreement-answers.server";
import { acceptAgreementSchema, declineAgreementSchema } from "~/domain/money/agreement-schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * The pool owner's answer, posted from the agreement link or the portal: `intent` accept (typed full name) or
 * decline (reason). Bad input and broken rules (already answered, expired) come back to the form; an agreement the
 * visitor may not see is a 404.
 */
export async function answerFromForm(
  request: Request,
  target: OwnerTarget,
  client: { ip: string; userAgent?: string },
  here: string,
) {
  const formData = await request.formData();
  const intent = formData.get("intent") === "decline" ? "decline" : "accept";
  const answer =
    intent === "accept"
      ? (() => {
          const parsed = parseForm(acceptAgreementSchema, formData);
          return parsed.ok
            ? ({
                decision: "accept",
                name: parsed.data.name,
                ip: client.ip,
                userAgent: client.userAgent ?? null,
              } as const)
            : parsed;
        })()
      : (() => {
          const parsed = parseForm(declineAgreementSchema, formData);
          return parsed.ok ? ({ decision: "decline", reason: parsed.data.reason } as const) : parsed;
        })();
  if ("ok" in answer) return data({ ...answer, intent }, { status: 400 });
  try {
    await answerAgreement(await systemContext(), target, answer);
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Not found", { status: 404 });
    if (error instanceof RuleError)
      return data({ ...rejected(formData, { [error.field]: error.message }), intent }, { status: 409 });
    throw error;
  }
  return redirectWithToast(
    here,
    intent === "accept" ? "portal.agreement.acceptedToast" : "portal.agreement.declinedToast",
  );
}
