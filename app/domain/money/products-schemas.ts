/**
 * The subscription-product forms (add a product with its first price, edit its name, change its price). How a price
 * reads ("$160.00/month") is the catalog's "seller.price.label". Used by the actions on the server and the forms in
 * the browser.
 */

import { z } from "zod";
import type { priceIntervals as schemaIntervals } from "~/db/schema/money";
import { parseMoneyToCents } from "../service/task-group-schemas";

/** As in the schema (kept here so the browser bundle doesn't pull in the table definitions). */
export const priceIntervals = ["week", "month", "year"] as const satisfies typeof schemaIntervals;
export type PriceIntervalName = (typeof priceIntervals)[number];

/** Stripe's smallest charge in dollars; a lower price could never be collected. */
export const MIN_PRICE_CENTS = 50;

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Catalog keys (en/seller.ts "seller.validation.*"): the forms show them in the page's language. */
export const priceMessages = {
  required: "seller.validation.priceRequired",
  invalid: "seller.validation.priceInvalid",
  positive: "seller.validation.pricePositive",
  minimum: "seller.validation.priceMinimum",
};

const price = z.preprocess(
  text,
  z.string().transform((v, ctx) => {
    const cents = parseMoneyToCents(v);
    if (cents === null) ctx.addIssue({ code: "custom", message: priceMessages.required });
    else if (cents === undefined) ctx.addIssue({ code: "custom", message: priceMessages.invalid });
    else if (cents <= 0) ctx.addIssue({ code: "custom", message: priceMessages.positive });
    else if (cents < MIN_PRICE_CENTS) ctx.addIssue({ code: "custom", message: priceMessages.minimum });
    else return cents;
    return z.NEVER;
  }),
);

const interval = z.preprocess(text, z.enum(priceIntervals, { message: "seller.validation.interval" }));

const name = z.preprocess(
  text,
  z.string().trim().min(1, "seller.validation.productName").max(120, "seller.validation.productNameLong"),
);
const description = z.preprocess(text, z.string().trim().max(500, "seller.validation.descriptionLong"));

export const productDetailsSchema = z.object({ name, description });
export type ProductDetailsInput = z.infer<typeof productDetailsSchema>;

/** A price as the domain takes it: integer cents. */
export interface PriceValues {
  amountCents: number;
  interval: PriceIntervalName;
}
export type NewProductValues = ProductDetailsInput & PriceValues;

/** Change the price: the typed amount → cents. */
export const priceFormSchema = z
  .object({ price, interval })
  .transform(({ price, interval }): PriceValues => ({ amountCents: price, interval }));

/** Add a product: its name and description, and the first price. */
export const newProductFormSchema = z
  .object({ name, description, price, interval })
  .transform(({ price, ...v }): NewProductValues => ({ ...v, amountCents: price }));

/** The domain's own check of cents (the forms ran theirs already); the message is keyed to the form's field. */
export function priceProblem(values: PriceValues): { field: string; message: string } | null {
  if (!Number.isInteger(values.amountCents) || values.amountCents <= 0)
    return { field: "price", message: priceMessages.positive };
  if (values.amountCents < MIN_PRICE_CENTS) return { field: "price", message: priceMessages.minimum };
  if (values.amountCents > 100_000_000) return { field: "price", message: priceMessages.invalid };
  if (!(priceIntervals as readonly string[]).includes(values.interval))
    return { field: "interval", message: "seller.validation.interval" };
  return null;
}

/** Cents → the text the price field shows ("160.00"). */
export const centsToPriceText = (cents: number) => (cents / 100).toFixed(2);
