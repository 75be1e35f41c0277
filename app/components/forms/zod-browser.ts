import { z } from "zod";

/**
 * In the browser, zod must not probe for `eval` (its JIT tests `Function("")` on first parse): the
 * Content-Security-Policy forbids eval, and the probe would be reported as a violation on every page with a form.
 * The server keeps the JIT.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
