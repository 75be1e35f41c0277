import pino from "pino";
import { config } from "./config.server";
import { currentRequest } from "./request-context.server";

/** The id of the request being served, for every log line written meanwhile (also sent back as X-Request-Id). */
export function requestMixin(): { reqId?: string } {
  const request = currentRequest();
  return request ? { reqId: request.requestId } : {};
}

export const logger = pino({ level: config.logLevel, mixin: requestMixin });
