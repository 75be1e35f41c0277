/**
 * Terms templates: the terms a company writes once and starts agreements from. An agreement copies the template's
 * body when it is drafted (and the office may change it there), so editing or archiving a template never rewrites an
 * agreement already drafted or signed.
 */
import { and, asc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { termsTemplate } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type TermsTemplateInput, termsTemplateSchema } from "./agreement-schemas";

export async function listTermsTemplates(ctx: TenantContext, options: { archived?: boolean } = {}) {
  requirePermission(ctx, "money:read");
  return ctx.db
    .select({
      id: termsTemplate.id,
      name: termsTemplate.name,
      body: termsTemplate.body,
      archivedAt: termsTemplate.archivedAt,
      updatedAt: termsTemplate.updatedAt,
    })
    .from(termsTemplate)
    .where(
      scoped(
        ctx,
        termsTemplate,
        options.archived ? isNotNull(termsTemplate.archivedAt) : isNull(termsTemplate.archivedAt),
      ),
    )
    .orderBy(asc(termsTemplate.name));
}

/** The picker on the agreement form: active templates with their body (the form copies it into the terms). */
export async function termsTemplateOptions(ctx: TenantContext) {
  const rows = await listTermsTemplates(ctx);
  return rows.map((t) => ({ value: t.id, label: t.name, body: t.body }));
}

export async function findTermsTemplate(ctx: Pick<TenantContext, "companyId" | "db">, id: string) {
  const [row] = await ctx.db
    .select()
    .from(termsTemplate)
    .where(scoped(ctx, termsTemplate, eq(termsTemplate.id, id)));
  if (!row) throw new NotFoundError("Terms template");
  return row;
}

async function checkNameFree(ctx: TenantContext, name: string, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: termsTemplate.id })
    .from(termsTemplate)
    .where(
      scoped(
        ctx,
        termsTemplate,
        eq(termsTemplate.name, name),
        exceptId ? ne(termsTemplate.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new RuleError("name", "seller.rules.templateNameTaken");
}

export async function createTermsTemplate(ctx: TenantContext, input: TermsTemplateInput) {
  requirePermission(ctx, "money:write");
  const data = termsTemplateSchema.parse(input);
  await checkNameFree(ctx, data.name);
  const [row] = await ctx.db
    .insert(termsTemplate)
    .values({ companyId: ctx.companyId, name: data.name, body: data.body })
    .returning();
  return row;
}

export async function updateTermsTemplate(ctx: TenantContext, id: string, input: TermsTemplateInput) {
  requirePermission(ctx, "money:write");
  const data = termsTemplateSchema.parse(input);
  await findTermsTemplate(ctx, id);
  await checkNameFree(ctx, data.name, id);
  const [row] = await ctx.db
    .update(termsTemplate)
    .set({ name: data.name, body: data.body, updatedAt: new Date() })
    .where(scoped(ctx, termsTemplate, eq(termsTemplate.id, id)))
    .returning();
  return row;
}

/** Archived templates leave the picker; agreements drafted from them keep their terms. */
export async function setTermsTemplateArchived(ctx: TenantContext, id: string, archived: boolean) {
  requirePermission(ctx, "money:write");
  await findTermsTemplate(ctx, id);
  const [row] = await ctx.db
    .update(termsTemplate)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(scoped(ctx, termsTemplate, eq(termsTemplate.id, id))))
    .returning();
  return row;
}
