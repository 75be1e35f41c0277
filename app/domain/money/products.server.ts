/**
 * The company's subscription products and their prices, kept on its own Stripe account and mirrored here (with the
 * Stripe ids). Stripe first, then the rows: a row never names a Stripe object that does not exist. Prices never
 * change: a new amount archives the old price and creates a new one, and subscriptions on the old price keep it.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { subscriptionPrice, subscriptionProduct } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import type { PriceSummary } from "../ports";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { requireStripeAccount } from "./products-account.server";
import {
  type NewProductValues,
  type PriceIntervalName,
  type PriceValues,
  type ProductDetailsInput,
  priceProblem,
  productDetailsSchema,
} from "./products-schemas";

/** The form schemas ran in the action; the rules again here, keyed to the form's fields. */
function checkedDetails(input: ProductDetailsInput): ProductDetailsInput {
  const result = productDetailsSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new RuleError(String(issue?.path[0] ?? "form"), issue?.message ?? "seller.rules.checkForm");
}

function checkedPrice(input: PriceValues): PriceValues {
  const problem = priceProblem(input);
  if (problem) throw new RuleError(problem.field, problem.message);
  return { amountCents: input.amountCents, interval: input.interval };
}

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  active: boolean;
  stripeProductId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Active prices, newest first. */
  prices: { id: string; amountCents: number; interval: PriceIntervalName; stripePriceId: string | null }[];
}

/** Products with their active prices, by name; archived ones with `archived`. */
export async function listProducts(ctx: TenantContext, options: { archived?: boolean } = {}) {
  requirePermission(ctx, "money:read");
  const products = await ctx.db
    .select()
    .from(subscriptionProduct)
    .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.active, !options.archived)))
    .orderBy(asc(subscriptionProduct.name), asc(subscriptionProduct.id));
  const prices = products.length
    ? await ctx.db
        .select()
        .from(subscriptionPrice)
        .where(
          scoped(
            ctx,
            subscriptionPrice,
            eq(subscriptionPrice.active, true),
            inArray(
              subscriptionPrice.productId,
              products.map((p) => p.id),
            ),
          ),
        )
        .orderBy(desc(subscriptionPrice.createdAt))
    : [];
  return products.map(
    (p): ProductRow => ({
      id: p.id,
      name: p.name,
      description: p.description,
      active: p.active,
      stripeProductId: p.stripeProductId,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      prices: prices
        .filter((price) => price.productId === p.id)
        .map((price) => ({
          id: price.id,
          amountCents: price.amountCents,
          interval: price.interval,
          stripePriceId: price.stripePriceId,
        })),
    }),
  );
}

/** One product with every price it ever had (active first, then newest first). */
export async function getProduct(ctx: TenantContext, productId: string) {
  requirePermission(ctx, "money:read");
  const [product] = await ctx.db
    .select()
    .from(subscriptionProduct)
    .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.id, productId)));
  if (!product) throw new NotFoundError("Product");
  const prices = await ctx.db
    .select()
    .from(subscriptionPrice)
    .where(scoped(ctx, subscriptionPrice, eq(subscriptionPrice.productId, productId)))
    .orderBy(desc(subscriptionPrice.active), desc(subscriptionPrice.createdAt), desc(subscriptionPrice.id));
  return { ...product, prices, currentPrice: prices.find((p) => p.active) ?? null };
}
export type ProductDetail = Awaited<ReturnType<typeof getProduct>>;

/** Creates the product and its first price on the company's Stripe account, then stores both. */
export async function createProduct(ctx: TenantContext, input: NewProductValues) {
  requirePermission(ctx, "money:write");
  const values = { ...checkedDetails(input), ...checkedPrice(input) };
  const accountId = await requireStripeAccount(ctx);
  const product = await ctx.ports.payments.createProduct(accountId, {
    name: values.name,
    description: values.description || null,
    metadata: { companyId: ctx.companyId },
  });
  const price = await ctx.ports.payments.createPrice(accountId, {
    productId: product.id,
    unitAmountCents: values.amountCents,
    currency: ctx.currency,
    interval: values.interval,
  });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptionProduct)
      .values({
        companyId: ctx.companyId,
        name: product.name,
        description: product.description ?? "",
        stripeProductId: product.id,
        active: product.active,
      })
      .returning();
    const [priceRow] = await tx
      .insert(subscriptionPrice)
      .values({
        companyId: ctx.companyId,
        productId: row.id,
        amountCents: price.unitAmountCents ?? values.amountCents,
        interval: price.interval ?? values.interval,
        stripePriceId: price.id,
        active: price.active,
      })
      .returning();
    return { ...row, price: priceRow };
  });
}

async function ownProduct(ctx: TenantContext, productId: string) {
  const [row] = await ctx.db
    .select()
    .from(subscriptionProduct)
    .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.id, productId)));
  if (!row) throw new NotFoundError("Product");
  return row;
}

function requireStripeId(id: string | null) {
  if (!id) throw new RuleError("form", "seller.rules.productNotOnStripe");
  return id;
}

/** Renames the product or changes its description, on Stripe and here. */
export async function updateProduct(ctx: TenantContext, productId: string, input: ProductDetailsInput) {
  requirePermission(ctx, "money:write");
  const values = checkedDetails(input);
  const row = await ownProduct(ctx, productId);
  const accountId = await requireStripeAccount(ctx);
  const product = await ctx.ports.payments.updateProduct(accountId, requireStripeId(row.stripeProductId), {
    name: values.name,
    description: values.description || null,
  });
  const [saved] = await ctx.db
    .update(subscriptionProduct)
    .set({ name: product.name, description: product.description ?? "", updatedAt: new Date() })
    .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.id, productId)))
    .returning();
  return saved;
}

/**
 * A new price for the product: the active price(s) are archived and a new one is created, on Stripe and here.
 * Customers already subscribed keep their price until they are moved (`changeSubscriptionPrice`).
 */
export async function changeProductPrice(ctx: TenantContext, productId: string, input: PriceValues) {
  requirePermission(ctx, "money:write");
  const values = checkedPrice(input);
  const row = await ownProduct(ctx, productId);
  if (!row.active) throw new RuleError("price", "seller.rules.restoreProductFirst");
  const accountId = await requireStripeAccount(ctx);
  const current = await ctx.db
    .select()
    .from(subscriptionPrice)
    .where(
      scoped(
        ctx,
        subscriptionPrice,
        eq(subscriptionPrice.productId, productId),
        eq(subscriptionPrice.active, true),
      ),
    );
  if (current.some((p) => p.amountCents === values.amountCents && p.interval === values.interval)) {
    throw new RuleError("price", "seller.rules.samePrice");
  }
  const created = await ctx.ports.payments.createPrice(accountId, {
    productId: requireStripeId(row.stripeProductId),
    unitAmountCents: values.amountCents,
    currency: ctx.currency,
    interval: values.interval,
  });
  const archived: (PriceSummary | null)[] = [];
  for (const old of current) {
    archived.push(
      old.stripePriceId ? await ctx.ports.payments.archivePrice(accountId, old.stripePriceId) : null,
    );
  }
  return ctx.db.transaction(async (tx) => {
    for (const [i, old] of current.entries()) {
      await tx
        .update(subscriptionPrice)
        .set({ active: archived[i]?.active ?? false })
        .where(scoped(ctx, subscriptionPrice, eq(subscriptionPrice.id, old.id)));
    }
    const [price] = await tx
      .insert(subscriptionPrice)
      .values({
        companyId: ctx.companyId,
        productId,
        amountCents: created.unitAmountCents ?? values.amountCents,
        interval: created.interval ?? values.interval,
        stripePriceId: created.id,
        active: created.active,
      })
      .returning();
    await tx
      .update(subscriptionProduct)
      .set({ updatedAt: new Date() })
      .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.id, productId)));
    return { product: row, price };
  });
}

/**
 * Archives the product (no new subscriptions; existing ones carry on) or restores it. Its prices stay as they are.
 * Archiving happens on Stripe too; the payments port has no "restore" yet, so a restored product is active here and
 * stays archived in the Stripe Dashboard (its active prices still take new subscriptions).
 */
export async function setProductArchived(ctx: TenantContext, productId: string, archived: boolean) {
  requirePermission(ctx, "money:write");
  const row = await ownProduct(ctx, productId);
  const accountId = await requireStripeAccount(ctx);
  let active = !archived;
  if (archived) {
    const product = await ctx.ports.payments.archiveProduct(accountId, requireStripeId(row.stripeProductId));
    active = product.active;
  }
  const [saved] = await ctx.db
    .update(subscriptionProduct)
    .set({ active, updatedAt: new Date() })
    .where(scoped(ctx, subscriptionProduct, eq(subscriptionProduct.id, productId)))
    .returning();
  return saved;
}

/** The prices a new subscription may use: active prices of active products, "Weekly service — $160.00/month". */
export async function activePriceOptions(ctx: TenantContext) {
  requirePermission(ctx, "money:read");
  return ctx.db
    .select({
      id: subscriptionPrice.id,
      productName: subscriptionProduct.name,
      amountCents: subscriptionPrice.amountCents,
      interval: subscriptionPrice.interval,
    })
    .from(subscriptionPrice)
    .innerJoin(subscriptionProduct, eq(subscriptionProduct.id, subscriptionPrice.productId))
    .where(
      and(
        scoped(ctx, subscriptionPrice, eq(subscriptionPrice.active, true)),
        eq(subscriptionProduct.active, true),
        eq(subscriptionProduct.companyId, ctx.companyId),
      ),
    )
    .orderBy(asc(subscriptionProduct.name), asc(subscriptionPrice.amountCents));
}
