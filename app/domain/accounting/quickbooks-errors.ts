/**
 * The errors of the bookkeeping port (app/domain/ports.ts `Bookkeeping`): its contract, so they live in the domain and
 * the adapter (server/accounting) throws them.
 */
import type { QboFault } from "~/core/accounting/quickbooks";

/** QuickBooks refused a call (status 4xx/5xx with its Fault) or could not be reached (status 0). */
export class QuickbooksCallError extends Error {
  constructor(
    readonly status: number,
    readonly fault: QboFault | null,
    message?: string,
  ) {
    super(message ?? `QuickBooks answered ${status}`);
    this.name = "QuickbooksCallError";
  }
}

/** The server has no QuickBooks app (QBO_CLIENT_ID / QBO_CLIENT_SECRET). */
export class QuickbooksNotConfiguredError extends Error {
  constructor() {
    super("QuickBooks is not configured on this server (QBO_CLIENT_ID, QBO_CLIENT_SECRET).");
    this.name = "QuickbooksNotConfiguredError";
  }
}
