import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { describeRouteError as describeIn } from "~/components/layout/route-error";
import { translatorFor } from "~/core/i18n/catalogs";
import { RateLimitedError, RuleError } from "~/domain/errors";
import { domainAction, withErrorPages } from "~/routes/shared/domain-errors.server";

/** The error page's words in English (the page's language decides; English is what these tests read). */
const describeRouteError = (error: unknown) => describeIn(error, translatorFor("en"));

/** What React Router hands the error boundary for a `data(...)` thrown with a 4xx/5xx status. */
function errorResponse(status: number, data: unknown) {
  const response = { status, statusText: "", internal: false, data };
  expect(isRouteErrorResponse(response)).toBe(true);
  return response;
}

async function thrownBy(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    return error as { data: unknown; init: ResponseInit | null };
  }
  throw new Error("nothing was thrown");
}

describe("a refused business rule while a page loads", () => {
  const next = { label: "Open job J-1001", href: "/company/jobs/detail/abc" };

  it("answers 409 with the rule's message and its way forward", async () => {
    const thrown = await thrownBy(() =>
      withErrorPages(async () => {
        throw new RuleError("jobId", "Job J-1001 waits for its estimate to be accepted.", next);
      }),
    );
    expect(thrown.init?.status).toBe(409);
    expect(thrown.data).toEqual({ message: "Job J-1001 waits for its estimate to be accepted.", next });
  });

  it("keeps a rate limit's 429", async () => {
    const thrown = await thrownBy(() =>
      withErrorPages(async () => {
        throw new RateLimitedError("Too many tries; wait a minute.");
      }),
    );
    expect(thrown.init?.status).toBe(429);
  });

  it("in an action still becomes the form's field error (400), not a page", async () => {
    const form = new FormData();
    form.set("title", "kept");
    const answer = (await domainAction(form, async () => {
      throw new RuleError("title", "Pick another title.");
    })) as { data: { errors: Record<string, string> }; init: ResponseInit | null };
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors.title).toBe("Pick another title.");
  });

  it("is shown by the error page with its message and link, not 'Something went wrong'", () => {
    const page = describeRouteError(
      errorResponse(409, { message: "Job J-1001 waits for its estimate to be accepted.", next }),
    );
    expect(page.title).not.toBe("Something went wrong");
    expect(page.text).toBe("Job J-1001 waits for its estimate to be accepted.");
    expect(page.next).toEqual(next);
  });

  it("shows a plain string message of a 4xx answer", () => {
    expect(describeRouteError(errorResponse(400, "Unknown action")).text).toBe("Unknown action");
  });

  it("never links away from the app", () => {
    for (const href of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"])
      expect(
        describeRouteError(errorResponse(409, { message: "No.", next: { label: "Go", href } })).next,
      ).toBe(undefined);
  });

  it("keeps 404, 403 and crashes in their plain words", () => {
    expect(describeRouteError(errorResponse(404, "Job not found")).title).toBe("Not found");
    expect(describeRouteError(errorResponse(403, "Forbidden")).title).toBe("No access");
    const crash = describeRouteError(new Error("database password is hunter2"));
    expect(crash.title).toBe("Something went wrong");
    expect(crash.text).not.toContain("hunter2");
    expect(describeRouteError(errorResponse(503, "E-mail is not configured")).title).toBe(
      "Something went wrong",
    );
  });

  it("speaks the page's language, and translates a message that is a catalog key", () => {
    const spanish = translatorFor("es");
    expect(describeIn(errorResponse(404, "Job not found"), spanish).title).toBe("No encontrado");
    expect(describeIn(errorResponse(429, { message: "auth.signIn.tooManyAttempts" }), spanish)).toMatchObject(
      {
        title: "Demasiados intentos",
        text: spanish("auth.signIn.tooManyAttempts"),
      },
    );
  });
});
