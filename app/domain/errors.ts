/** A record that does not exist — or belongs to another company, which the caller must not learn. */
export class NotFoundError extends Error {
  constructor(what = "Record") {
    super(`${what} not found`);
  }
}

/** The signed-in member's role lacks the permission the use case needs. */
export class ForbiddenError extends Error {
  constructor(public permission: string) {
    super(`Missing permission ${permission}`);
  }
}

/** Where to go to get past a refused rule (the job whose estimate must be sent first). */
export type NextStep = { label: string; href: string };

/**
 * Input that passed the form schema but breaks a business rule; `field` says where to show it. Refused while a
 * page loads, the page shows the message (409), with `next` as the way forward.
 */
export class RuleError extends Error {
  constructor(
    public field: string,
    message: string,
    public next?: NextStep,
  ) {
    super(message);
  }
}

/** Several broken rules at once (a stop that cannot be finished yet), keyed by where to show each. */
export class RuleErrors extends Error {
  constructor(public errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? "Invalid input");
  }
}

/** Refused by a rate limit (status 429); shown like a rule's message, above the form, with what was typed kept. */
export class RateLimitedError extends RuleError {
  readonly status = 429;
  constructor(message: string, field = "form") {
    super(field, message);
  }
}
