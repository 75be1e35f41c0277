import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

/** What the whole of one HTTP request shares, for log lines written anywhere while it runs. */
export interface RequestContext {
  requestId: string;
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
