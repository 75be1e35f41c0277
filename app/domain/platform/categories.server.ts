/**
 * The platform's service categories (admin Category page), which companies pick for their public page. Slugs are
 * unique (the index says so too); a category in use is deactivated, never deleted, so pages that chose it keep it.
 */
import { and, asc, eq, max, ne } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { serviceCategory } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { type AdminContext, audit, requireAdmin } from "./admin.server";
import type { CategoryInput } from "./admin-schemas";

export type ServiceCategory = typeof serviceCategory.$inferSelect;

export async function listCategories(ctx: AdminContext): Promise<ServiceCategory[]> {
  requireAdmin(ctx);
  return ctx.db
    .select()
    .from(serviceCategory)
    .orderBy(asc(serviceCategory.sortOrder), asc(serviceCategory.name));
}

const SLUG_TAKEN = "admin.rules.slugTaken";

async function slugTaken(tx: Tx, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: serviceCategory.id })
    .from(serviceCategory)
    .where(and(eq(serviceCategory.slug, slug), exceptId ? ne(serviceCategory.id, exceptId) : undefined));
  return Boolean(row);
}

export async function createCategory(ctx: AdminContext, input: CategoryInput) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    if (await slugTaken(tx, input.slug)) throw new RuleError("slug", SLUG_TAKEN);
    const [last] = await tx.select({ n: max(serviceCategory.sortOrder) }).from(serviceCategory);
    // The unique index is the last word against a concurrent create with the same slug.
    const [created] = await tx
      .insert(serviceCategory)
      .values({ ...input, sortOrder: (last?.n ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new RuleError("slug", SLUG_TAKEN);
    await audit(tx, ctx, "category.create", "service_category", created.id, { slug: created.slug });
    return created;
  });
}

export async function updateCategory(ctx: AdminContext, id: string, input: CategoryInput) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(serviceCategory).where(eq(serviceCategory.id, id));
    if (!before) throw new NotFoundError("Category");
    if (await slugTaken(tx, input.slug, id)) throw new RuleError("slug", SLUG_TAKEN);
    const [updated] = await tx
      .update(serviceCategory)
      .set(input)
      .where(eq(serviceCategory.id, id))
      .returning();
    await audit(tx, ctx, "category.update", "service_category", id, {
      from: { name: before.name, slug: before.slug },
      to: { name: updated.name, slug: updated.slug },
    });
    return updated;
  });
}

export async function setCategoryActive(ctx: AdminContext, id: string, active: boolean) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(serviceCategory)
      .set({ active })
      .where(eq(serviceCategory.id, id))
      .returning();
    if (!updated) throw new NotFoundError("Category");
    await audit(tx, ctx, active ? "category.activate" : "category.deactivate", "service_category", id, {
      slug: updated.slug,
    });
    return updated;
  });
}

/** Moves a category one place up or down; the order is renumbered 1…n so ties never stick. */
export async function moveCategory(ctx: AdminContext, id: string, direction: "up" | "down") {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const all = await tx
      .select({ id: serviceCategory.id, slug: serviceCategory.slug })
      .from(serviceCategory)
      .orderBy(asc(serviceCategory.sortOrder), asc(serviceCategory.name));
    const at = all.findIndex((c) => c.id === id);
    if (at < 0) throw new NotFoundError("Category");
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= all.length) return;
    [all[at], all[to]] = [all[to], all[at]];
    for (const [i, c] of all.entries())
      await tx
        .update(serviceCategory)
        .set({ sortOrder: i + 1 })
        .where(eq(serviceCategory.id, c.id));
    await audit(tx, ctx, `category.move-${direction}`, "service_category", id, { slug: all[to].slug });
  });
}
