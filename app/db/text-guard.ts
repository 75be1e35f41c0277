import type { Logger } from "drizzle-orm";

/**
 * PostgreSQL cannot store U+0000 in text (or `\u0000` in jsonb) and answers such a query with an error. Forms refuse
 * control characters long before (components/forms/validation), but an id read straight from a form or a JSON body
 * could still carry one; this guard stops the query before it is sent and throws UnstorableTextError, which the route
 * helpers (routes/shared/domain-errors) turn into a 400 — and, inside a transaction, rolls the whole write back.
 */
export class UnstorableTextError extends Error {
  constructor() {
    super("Text with a NUL character cannot be stored");
  }
}

// A NUL, or a JSON escape of one (an odd number of backslashes before u0000) in a jsonb value.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSTORABLE = /\u0000|(?<!\\)(?:\\\\)*\\u0000/;

export function isUnstorable(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(isUnstorable);
  return false;
}

/** Drizzle calls a logger's logQuery with every query's parameters just before it runs: the one place all pass. */
export const textGuard: Logger = {
  logQuery(_query, params) {
    if (params.some(isUnstorable)) throw new UnstorableTextError();
  },
};
