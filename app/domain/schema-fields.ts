import { z } from "zod";

/**
 * A form field holding a whole number from `min` to `max`, or nothing (null); anything else is refused with
 * `message` (a catalog key) next to the field.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
