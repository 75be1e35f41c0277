import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

/** What the whole of one HTTP request shares, for log lines written anywhere while it runs. */
export interface RequestContext {
  requestId: string;
  /**
   * The pattern of the React Router route that served it (`/company/customers/details/:customerId`), named by the root
   * middleware (nameRequestRoute) from React Router's own match, for the request's log line and metrics.
   */
  route?: string;
}

// One store per process. Kept on globalThis because serve.ts and the server build each load their own copy of this
// module, and the logger inside the build must see the id that serve.ts's pipeline set.
const key = Symbol.for("dripdrop.requestContext");
type Holder = { [key]?: AsyncLocalStorage<RequestContext> };
const holder = globalThis as Holder;
holder[key] ??= new AsyncLocalStorage<RequestContext>();
const storage = holder[key];

/** The request being served by the current async call chain, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` (and everything it awaits or schedules) as part of the request `context`. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * An incoming X-Request-Id (from a proxy or a client) is kept when it is sane — short and made of safe characters, so
 * it cannot forge log fields or smuggle control characters into headers; otherwise a new one is made.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && /^[A-Za-z0-9._:-]{8,128}$/.test(sent) ? sent : crypto.randomUUID();
}

/**
 * Root middleware, first: names the current request by its route's pattern, which React Router has already matched,
 * so the log line and the metrics need not match the path against every route again (that took a fifth of the
 * server's time).
 */
export function nameRequestRoute(pattern: string) {
  const request = currentRequest();
  if (request) request.route = pattern.startsWith("/") ? pattern : `/${pattern}`;
}
