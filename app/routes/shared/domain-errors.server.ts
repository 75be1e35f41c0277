import { data } from "react-router";
import { rejected } from "~/components/forms/validation";
import { UnstorableTextError } from "~/db/text-guard";
import { ForbiddenError, NotFoundError, RateLimitedError, RuleError } from "~/domain/errors";
import { MailNotConfiguredError } from "~/server/mail.server";

export const UNSTORABLE_MESSAGE =
  "The request contains an invisible control character (NUL). Remove it and try again.";

/**
 * Runs a loader's or action's domain work, turning the domain's errors into error pages (HTTP answers): not found (also for
 * another company's records) → 404 page, missing permission → 403 page, a refused business rule → 409 page with its
 * message and way forward (shown by the error boundary), text PostgreSQL cannot store (a NUL in an id read straight
 * from the request) → 400.
 */
export async function withErrorPages<T>(work: () => Promise<T>): Promise<T> {
  return domainRules(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RuleError)
        throw data(
          { message: error.message, next: error.next },
          { status: error instanceof RateLimitedError ? error.status : 409 },
        );
      throw error;
    }
  });
}

/** As `withErrorPages`, but a broken rule is left to the caller (an action that shows it next to its form). */
export async function domainRules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    if (error instanceof ForbiddenError) throw data("Forbidden", { status: 403 });
    if (error instanceof MailNotConfiguredError) throw data(error.message, { status: 503 });
    if (error instanceof UnstorableTextError) throw data(UNSTORABLE_MESSAGE, { status: 400 });
    throw error;
  }
}

/**
 * For actions: a broken business rule becomes the form's field error (status 400; 429 for a rate limit); other
 * errors as `withErrorPages`.
 */
export async function domainAction<T, E extends Record<string, unknown> = Record<never, never>>(
  formData: FormData,
  work: () => Promise<T>,
  extra: E = {} as E,
) {
  try {
    return await domainRules(async () => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof UnstorableTextError) throw new RuleError("form", UNSTORABLE_MESSAGE);
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof RuleError)
      return data(
        { ...rejected(formData, { [error.field]: error.message }), ...extra },
        { status: error instanceof RateLimitedError ? error.status : 400 },
      );
    // E-mail off (production without SMTP_URL): said next to the form, never a 500.
    if (error instanceof MailNotConfiguredError)
      return data({ ...rejected(formData, { form: error.message }), ...extra }, { status: 400 });
    throw error;
  }
}
