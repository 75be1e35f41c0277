import { z } from "zod";
import {
  type IngredientKind,
  ingredientKinds,
  ingredients,
  strengthProblem,
} from "~/core/chemistry/products";
import { keyed } from "~/core/i18n/keyed";
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

/** The categories' words in the page's language: `t(itemCategoryKeys[category])` (the English is itemCategoryLabels). */
export const itemCategoryKeys = {
  chemicals: "purchasing.category.chemicals",
  parts: "purchasing.category.parts",
  PVC: "purchasing.category.pvc",
  electrical: "purchasing.category.electrical",
  equipment: "purchasing.category.equipment",
  tools: "purchasing.category.tools",
  usables: "purchasing.category.usables",
  labor: "purchasing.category.labor",
  misc: "purchasing.category.misc",
} as const satisfies Record<ItemCategory, string>;

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

/** What a kind's strength measures (products.ts `strengthBasis`), as catalog keys. */
export const strengthBasisKeys = {
  liquidChlorine: "purchasing.strengthBasis.liquidChlorine",
  calHypo: "purchasing.strengthBasis.calHypo",
  dichlor: "purchasing.strengthBasis.dichlor",
  trichlor: "purchasing.strengthBasis.trichlor",
  muriaticAcid: "purchasing.strengthBasis.muriaticAcid",
  dryAcid: "purchasing.strengthBasis.dryAcid",
  bakingSoda: "purchasing.strengthBasis.bakingSoda",
  sodaAsh: "purchasing.strengthBasis.sodaAsh",
  borax: "purchasing.strengthBasis.borax",
  calciumChloride: "purchasing.strengthBasis.calciumChloride",
  calciumChlorideDihydrate: "purchasing.strengthBasis.calciumChlorideDihydrate",
  cyanuricAcid: "purchasing.strengthBasis.cyanuricAcid",
  liquidStabilizer: "purchasing.strengthBasis.liquidStabilizer",
  salt: "purchasing.strengthBasis.salt",
} as const satisfies Record<ChemicalKind, string>;

/** The strength field's hint for a kind: what it measures, its range and its usual strength (the item form words it). */
export function strengthHintValues(kind: ChemicalKind) {
  const [min, max] = strengthRanges[kind];
  return { min, max, usual: Number(ingredients[kind].defaultStrength.toFixed(2)) };
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

/** The rules' messages: catalog keys (purchasing.itemRules.*), worded where they are shown. */
const messages = {
  name: "purchasing.itemRules.name",
  money: (what: "cost" | "price") =>
    what === "cost" ? "purchasing.itemRules.cost" : "purchasing.itemRules.price",
  strengthNeeded: "purchasing.itemRules.strengthNeeded",
  strengthNumber: "purchasing.itemRules.strengthNumber",
  strengthWithout: "purchasing.itemRules.strengthWithout",
  category: "purchasing.itemRules.category",
  quantity: keyed("purchasing.itemRules.quantity", { max: MAX_QUANTITY }),
  threshold: "purchasing.itemRules.threshold",
};

const strengthOutOfRange = (kind: ChemicalKind) => {
  const [min, max] = strengthRanges[kind];
  return keyed("purchasing.itemRules.strengthRange", { product: kind, min, max });
};

/** The words core's strengthProblem gives for a strength no product can have, with the kind's range. */
const strengthImpossible = (kind: ChemicalKind, strengthPercent: number) => {
  const [min, max] = strengthRanges[kind];
  return keyed("purchasing.itemRules.strengthImpossible", {
    product: kind,
    shown: `${strengthPercent} %`,
    min,
    max,
  });
};

const cents = (what: "cost" | "price") =>
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
          message: strengthImpossible(v.chemical, v.strengthPercent),
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

const name = z.string().trim().min(1, messages.name).max(120, "purchasing.itemRules.nameTooLong");
const sku = z
  .string()
  .trim()
  .max(60, "purchasing.itemRules.skuTooLong")
  .transform((v) => (v === "" ? null : v));
const unit = z
  .string()
  .trim()
  .max(20, "purchasing.itemRules.unitTooLong")
  .transform((v) => (v === "" ? "each" : v));
const description = z.string().trim().max(2_000, "purchasing.itemRules.descriptionTooLong");
const categoryEnum = z.enum(itemCategories, { message: "purchasing.itemRules.categoryRequired" });
const chemicalEnum = z.enum(chemicalKinds, { message: "purchasing.itemRules.chemicalFromList" });

/** The typed rules every saved item obeys; the domain checks them again whoever calls it. */
export const itemInputSchema = z
  .object({
    name,
    sku: z.string().trim().max(60, "purchasing.itemRules.skuTooLong").nullable(),
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
const money = (what: "cost" | "price") =>
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
