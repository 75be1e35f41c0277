import { z } from "zod";
import {
  type IngredientKind,
  ingredientKinds,
  ingredients,
  strengthProblem,
} from "~/core/chemistry/products";
import { messageFormat } from "~/core/format/format";
import type { itemCategories as schemaItemCategories } from "~/db/schema/service";
import { centsToMoneyText, parseMoneyToCents } from "~/domain/service/task-group-schemas";

export { centsToMoneyText };

export type ItemCategory = (typeof schemaItemCategories)[number];
/**
 * The categories of the schema's `item.category`, repeated so the browser bundle does not pull in the Drizzle
 * schema; `itemCategoryLabels` (a Record over ItemCategory) fails to compile if the lists drift apart.
 */
export const itemCategories = [
  "chemicals",
  "parts",
  "PVC",
  "electrical",
  "equipment",
  "tools",
  "usables",
  "labor",
  "misc",
] as const satisfies readonly ItemCategory[];

export const itemCategoryLabels: Record<ItemCategory, string> = {
  chemicals: "Chemicals",
  parts: "Parts",
  PVC: "PVC",
  electrical: "Electrical",
  equipment: "Equipment",
  tools: "Tools",
  usables: "Usables",
  labor: "Labor",
  misc: "Miscellaneous",
};

export const chemicalKinds = ingredientKinds;
export type ChemicalKind = IngredientKind;
export const chemicalLabels = Object.fromEntries(
  ingredientKinds.map((k) => [k, ingredients[k].name]),
) as Record<ChemicalKind, string>;

/**
 * The strengths a product of each kind is plausibly sold at, % (what the percentage measures: products.ts). Wide
 * enough for every product on the market (bleach 5 %, industrial chlorine 15 %, half-strength acid 14.5 %), narrow
 * enough to catch a slip like 125 for 12.5.
 */
export const strengthRanges: Record<ChemicalKind, readonly [number, number]> = {
  liquidChlorine: [1, 15],
  calHypo: [40, 80],
  dichlor: [50, 65],
  trichlor: [80, 92],
  muriaticAcid: [5, 38],
  dryAcid: [50, 100],
  bakingSoda: [50, 100],
  sodaAsh: [50, 100],
  borax: [50, 100],
  calciumChloride: [50, 100],
  calciumChlorideDihydrate: [50, 100],
  cyanuricAcid: [20, 100],
  liquidStabilizer: [10, 60],
  salt: [50, 100],
};

export function strengthHint(kind: ChemicalKind) {
  const [min, max] = strengthRanges[kind];
  return `${ingredients[kind].strengthBasis}; ${min}–${max} %, usually ${Number(ingredients[kind].defaultStrength.toFixed(2))} %`;
}

/** The largest price or cost, in cents (99,999.99). */
export const MAX_ITEM_CENTS = 9_999_999;
export const MAX_QUANTITY = 1_000_000;

/** What the domain stores. Money in cents of the company's currency. */
export interface ItemInput {
  name: string;
  sku: string | null;
  category: ItemCategory;
  unit: string;
  costCents: number | null;
  priceCents: number | null;
  billable: boolean;
  taxable: boolean;
  chemical: ChemicalKind | null;
  strengthPercent: number | null;
  description: string;
  preferredVendorId: string | null;
  stockQuantity: number | null;
  lowStockThreshold: number | null;
}

const messages = {
  name: "Enter the item's name, e.g. Liquid chlorine 12.5%.",
  money: (what: string) => `Enter the ${what} like 12.50 (0 or more, at most 2 decimals), or leave it blank.`,
  strengthNeeded: "Enter the strength, the % of active ingredient on the label.",
  strengthNumber: "Enter the strength as a number, e.g. 12.5.",
  strengthWithout: "Choose the chemical this strength belongs to, or clear the strength.",
  category: "A chemical goes in the Chemicals category: the stop screen doses from it.",
  quantity: `Enter a number from 0 to ${messageFormat.number(MAX_QUANTITY)}, or leave it blank.`,
  threshold: "Track the stock on hand to get a low-stock alert.",
};

const strengthOutOfRange = (kind: ChemicalKind) => {
  const [min, max] = strengthRanges[kind];
  return `${ingredients[kind].name} is sold at ${min}–${max} %; check the label.`;
};

const cents = (what: string) =>
  z
    .number({ message: messages.money(what) })
    .int(messages.money(what))
    .min(0, messages.money(what))
    .max(MAX_ITEM_CENTS, messages.money(what))
    .nullable();
const quantity = z
  .number({ message: messages.quantity })
  .min(0, messages.quantity)
  .max(MAX_QUANTITY, messages.quantity)
  .nullable();

/** The chemistry rules on a whole item, shared by the typed and the form schema. */
function checkItem(
  v: {
    category: ItemCategory;
    chemical: ChemicalKind | null;
    strengthPercent: number | null;
    stockQuantity: number | null;
    lowStockThreshold: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (v.chemical) {
    if (v.category !== "chemicals")
      ctx.addIssue({ code: "custom", path: ["category"], message: messages.category });
    if (v.strengthPercent === null)
      ctx.addIssue({ code: "custom", path: ["strengthPercent"], message: messages.strengthNeeded });
    else {
      // A strength no product can have (0, negative, above 100 %) says so; an unusual one gives the kind's range.
      const impossible = strengthProblem(v.chemical, v.strengthPercent);
      const [min, max] = strengthRanges[v.chemical];
      if (impossible)
        ctx.addIssue({
          code: "custom",
          path: ["strengthPercent"],
          message: `${impossible} It is sold at ${min}–${max} %; check the label.`,
        });
      else if (v.strengthPercent < min || v.strengthPercent > max)
        ctx.addIssue({ code: "custom", path: ["strengthPercent"], message: strengthOutOfRange(v.chemical) });
    }
  } else if (v.strengthPercent !== null) {
    ctx.addIssue({ code: "custom", path: ["chemical"], message: messages.strengthWithout });
  }
  if (v.lowStockThreshold !== null && v.stockQuantity === null)
    ctx.addIssue({ code: "custom", path: ["lowStockThreshold"], message: messages.threshold });
}

/**
 * Run the chemistry rules even when another field (a negative price) is wrong, so every message shows at once; not
 * when a field they read is itself broken.
 */
const checkedFields = ["category", "chemical", "strengthPercent", "stockQuantity", "lowStockThreshold"];
const whenReadable = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => checkedFields.includes(String(i.path?.[0]))),
};

const name = z.string().trim().min(1, messages.name).max(120, "Keep the name under 120 characters.");
const sku = z
  .string()
  .trim()
  .max(60, "Keep the SKU under 60 characters.")
  .transform((v) => (v === "" ? null : v));
const unit = z
  .string()
  .trim()
  .max(20, "Keep the unit under 20 characters, e.g. gal, lb, each.")
  .transform((v) => (v === "" ? "each" : v));
const description = z.string().trim().max(2_000, "Keep the description under 2,000 characters.");
const categoryEnum = z.enum(itemCategories, { message: "Choose a category." });
const chemicalEnum = z.enum(chemicalKinds, { message: "Choose a chemical from the list." });

/** The typed rules every saved item obeys; the domain checks them again whoever calls it. */
export const itemInputSchema = z
  .object({
    name,
    sku: z.string().trim().max(60, "Keep the SKU under 60 characters.").nullable(),
    category: categoryEnum,
    unit,
    costCents: cents("cost"),
    priceCents: cents("price"),
    billable: z.boolean(),
    taxable: z.boolean(),
    chemical: chemicalEnum.nullable(),
    strengthPercent: z.number({ message: messages.strengthNumber }).nullable(),
    description,
    preferredVendorId: z.string().min(1).nullable(),
    stockQuantity: quantity,
    lowStockThreshold: quantity,
  })
  .superRefine(checkItem, whenReadable) satisfies z.ZodType<ItemInput>;

/** Form fields arrive as strings; a missing field counts as empty. */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");
const money = (what: string) =>
  text.transform((v, ctx) => {
    const parsed = parseMoneyToCents(v);
    if (parsed === undefined || (parsed !== null && parsed > MAX_ITEM_CENTS)) {
      ctx.addIssue({ code: "custom", message: messages.money(what) });
      return z.NEVER;
    }
    return parsed;
  });
/** A typed decimal ("12.5", "1,000") or null when blank. */
const decimal = (message: string) =>
  text.transform((v, ctx) => {
    const cleaned = v.trim().replace(/,/g, "").replace(/%$/, "").trim();
    if (cleaned === "") return null;
    if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(cleaned)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return Number(cleaned);
  });
const nonNegative = decimal(messages.quantity).refine(
  (v) => v === null || (v >= 0 && v <= MAX_QUANTITY),
  messages.quantity,
);

/** The create/edit form: what the action (and the browser, first) validates. Money typed in dollars → cents. */
export const itemFormSchema = z
  .object({
    name: text.pipe(name),
    sku: text.pipe(sku),
    category: categoryEnum,
    unit: text.pipe(unit),
    cost: money("cost"),
    price: money("price"),
    billable: checkbox,
    taxable: checkbox,
    chemical: text.transform((v) => (v === "" ? null : v)).pipe(chemicalEnum.nullable()),
    strengthPercent: decimal(messages.strengthNumber),
    description: text.pipe(description),
    preferredVendorId: text.transform((v) => (v === "" ? null : v)),
    stockQuantity: nonNegative,
    lowStockThreshold: nonNegative,
  })
  .superRefine(checkItem, whenReadable)
  .transform(({ cost, price, ...v }): ItemInput => ({ ...v, costCents: cost, priceCents: price }));

/** The domain names money in cents; the form's fields are the typed amounts. */
export function itemFormField(key: string) {
  return key === "costCents" ? "cost" : key === "priceCents" ? "price" : key;
}
