import { z } from "zod";

/**
 * A form field holding a number from `min` to `max`, or nothing (null); anything else is refused with `message` (a
 * catalog key, or a `keyed` one) next to the field. `whole`: whole numbers only.
 */
export const optionalNumberIn = (min: number, max: number, message: string, whole = false) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (!(whole ? Number.isInteger(n) : Number.isFinite(n)) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** A whole number from `min` to `max`, or nothing (null): minutes, days. */
export const wholeNumber = (min: number, max: number, message: string) =>
  optionalNumberIn(min, max, message, true);
