/**
 * Service agreements, the office's side: list, draft and edit, send (an e-mailed link), withdraw to a draft, end and
 * delete a draft. Statuses move only through `core/money/agreement-status.ts`; every query is scoped to the company;
 * reading needs money:read, every change money:write. The pool owner's side is in agreement-answers.server.ts.
 */

import { randomBytes } from "node:crypto";
import { asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  type AgreementAction,
  type AgreementStatus,
  agreementLabel,
  agreementStatuses,
  allowedAgreementActions,
  applyAgreementAction,
  effectiveAgreementStatus,
  parseAgreementNumber,
} from "~/core/money/agreement-status";
import { customer, item, serviceAgreement, serviceLocation, termsTemplate } from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { logger } from "~/server/logger.server";
import { NotFoundError, RuleError } from "../errors";
import { formatAddress } from "../locations/schemas";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type AgreementRow, loadAgreementDocument } from "./agreement-document.server";
import { type AgreementInput, agreementMessages } from "./agreement-schemas";
import { termsTemplateOptions } from "./terms-templates.server";

export const agreementSorts = ["number", "customer", "start", "acceptBy", "status"] as const;
export type AgreementSort = (typeof agreementSorts)[number];
export const agreementFilters = ["status", "customer"] as const;

const today = (ctx: TenantContext) => todayIn(ctx.timeZone);

/** Sent agreements of this company past their accept-by date become expired (the hourly job does all companies). */
async function expireOverdue(ctx: TenantContext) {
  await ctx.db
    .update(serviceAgreement)
    .set({ status: "expired", updatedAt: new Date() })
    .where(
      scoped(
        ctx,
        serviceAgreement,
        eq(serviceAgreement.status, "sent"),
        isNotNull(serviceAgreement.acceptBy),
        lt(serviceAgreement.acceptBy, today(ctx)),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------------------------

export async function listAgreements(ctx: TenantContext, query: ListQuery<AgreementSort>) {
  requirePermission(ctx, "money:read");
  await expireOverdue(ctx);
  const { status, customer: customerId } = query.filters;
  const number = query.q ? parseAgreementNumber(query.q) : null;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    serviceAgreement,
    status && (agreementStatuses as readonly string[]).includes(status)
      ? eq(serviceAgreement.status, status as AgreementStatus)
      : undefined,
    customerId ? eq(serviceAgreement.customerId, customerId) : undefined,
    pattern
      ? or(
          number !== null ? eq(serviceAgreement.number, number) : undefined,
          sql`${customer.displayName} ilike ${pattern}`,
          sql`${serviceAgreement.title} ilike ${pattern}`,
        )
      : undefined,
  );
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    number: [direction(serviceAgreement.number)],
    customer: [direction(customer.displayName), desc(serviceAgreement.number)],
    start: [direction(serviceAgreement.startsOn), desc(serviceAgreement.number)],
    acceptBy: [direction(serviceAgreement.acceptBy), desc(serviceAgreement.number)],
    status: [direction(serviceAgreement.status), desc(serviceAgreement.number)],
  }[query.sort];
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: serviceAgreement.id,
          number: serviceAgreement.number,
          title: serviceAgreement.title,
          status: serviceAgreement.status,
          rateCents: serviceAgreement.rateCents,
          rateInterval: serviceAgreement.rateInterval,
          startsOn: serviceAgreement.startsOn,
          acceptBy: serviceAgreement.acceptBy,
          customerId: serviceAgreement.customerId,
          customerName: customer.displayName,
        })
        .from(serviceAgreement)
        .innerJoin(customer, eq(customer.id, serviceAgreement.customerId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
  return { rows: rows.map((r) => ({ ...r, label: agreementLabel(r.number) })), total };
}

export async function findAgreement(ctx: TenantContext, id: string): Promise<AgreementRow> {
  const [row] = await ctx.db
    .select()
    .from(serviceAgreement)
    .where(scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id)));
  if (!row) throw new NotFoundError("Agreement");
  return row;
}

/** Everything about one agreement, with what the office may do with it now. */
export async function getAgreement(ctx: TenantContext, id: string) {
  requirePermission(ctx, "money:read");
  await expireOverdue(ctx);
  const row = await findAgreement(ctx, id);
  const doc = await loadAgreementDocument(ctx, row);
  return {
    ...doc,
    actions: allowedAgreementActions(doc.status, "company"),
  };
}
export type AgreementDetail = Awaited<ReturnType<typeof getAgreement>>;

/** What the agreement form offers for one customer: their locations, the company's chemicals, the templates. */
export async function agreementFormOptions(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "money:write");
  const [cust] = await ctx.db
    .select({
      id: customer.id,
      name: customer.displayName,
      email: customer.email,
      archivedAt: customer.archivedAt,
    })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!cust) throw new NotFoundError("Customer");
  const [locations, chemicals, templates] = await Promise.all([
    ctx.db
      .select({
        id: serviceLocation.id,
        nickname: serviceLocation.nickname,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
        region: serviceLocation.region,
        postalCode: serviceLocation.postalCode,
      })
      .from(serviceLocation)
      .where(
        scoped(
          ctx,
          serviceLocation,
          eq(serviceLocation.customerId, customerId),
          isNull(serviceLocation.archivedAt),
        ),
      )
      .orderBy(serviceLocation.addressLine),
    chemicalItems(ctx),
    termsTemplateOptions(ctx),
  ]);
  return {
    customer: { id: cust.id, name: cust.name, email: cust.email, archived: Boolean(cust.archivedAt) },
    locations: locations.map((l) => ({
      value: l.id,
      label: l.nickname ? `${l.nickname} — ${formatAddress(l)}` : formatAddress(l),
    })),
    chemicals: chemicals.map((c) => ({ value: c.id, label: c.name })),
    templates,
    today: today(ctx),
  };
}

/** The company's chemicals (catalog items a "specific included" agreement may list). */
function chemicalItems(ctx: TenantContext, ids?: string[]) {
  return ctx.db
    .select({ id: item.id, name: item.name })
    .from(item)
    .where(
      scoped(
        ctx,
        item,
        isNull(item.archivedAt),
        or(eq(item.category, "chemicals"), isNotNull(item.chemical)),
        ids ? inArray(item.id, ids) : undefined,
      ),
    )
    .orderBy(item.name);
}

// ---------------------------------------------------------------------------------------------------------------
// Draft and edit
// ---------------------------------------------------------------------------------------------------------------

/** The rules a saved agreement obeys whoever calls (the form's schema checked the typing already). */
async function checkInput(ctx: TenantContext, customerId: string, input: AgreementInput) {
  if (!input.title.trim()) throw new RuleError("title", agreementMessages.title);
  if (!Number.isSafeInteger(input.rateCents) || input.rateCents <= 0)
    throw new RuleError("rateCents", agreementMessages.ratePositive);
  if (!Number.isSafeInteger(input.repairsIncludedCents) || input.repairsIncludedCents < 0)
    throw new RuleError("repairsIncludedCents", agreementMessages.repairs);
  if (input.acceptBy < today(ctx)) throw new RuleError("acceptBy", agreementMessages.acceptByPast);
  if (input.endsOn && input.endsOn < input.startsOn)
    throw new RuleError("endsOn", agreementMessages.endsBeforeStart);
  if (input.serviceLocationIds.length) {
    const found = await ctx.db
      .select({ id: serviceLocation.id })
      .from(serviceLocation)
      .where(
        scoped(
          ctx,
          serviceLocation,
          eq(serviceLocation.customerId, customerId),
          inArray(serviceLocation.id, input.serviceLocationIds),
        ),
      );
    if (found.length !== input.serviceLocationIds.length)
      throw new RuleError("serviceLocationIds", "contracts.rules.agreementLocations");
  }
  const itemIds = input.chemicals === "specific included" ? input.includedItemIds : [];
  if (input.chemicals === "specific included" && itemIds.length === 0)
    throw new RuleError("includedItemIds", agreementMessages.items);
  if (itemIds.length && (await chemicalItems(ctx, itemIds)).length !== itemIds.length)
    throw new RuleError("includedItemIds", "contracts.rules.agreementChemicals");
  let terms = input.terms.trim();
  if (input.termsTemplateId) {
    const [template] = await ctx.db
      .select({ body: termsTemplate.body })
      .from(termsTemplate)
      .where(scoped(ctx, termsTemplate, eq(termsTemplate.id, input.termsTemplateId)));
    if (!template) throw new RuleError("termsTemplateId", "contracts.rules.agreementTemplate");
    // Without JavaScript the picker can't fill the box: an empty box takes the template's terms.
    if (!terms) terms = template.body;
  }
  return {
    title: input.title.trim(),
    serviceLocationIds: input.serviceLocationIds,
    frequency: input.frequency,
    rateCents: input.rateCents,
    rateInterval: input.rateInterval,
    chemicals: input.chemicals,
    includedItemIds: itemIds,
    repairsIncludedCents: input.repairsIncludedCents,
    filterService: input.filterService,
    termsTemplateId: input.termsTemplateId,
    terms,
    startsOn: input.startsOn,
    acceptBy: input.acceptBy,
    endsOn: input.endsOn,
  };
}

/** Drafts an agreement for one of the company's (not archived) customers; numbered AG-n from the company sequence. */
export async function createAgreement(ctx: TenantContext, customerId: string, input: AgreementInput) {
  requirePermission(ctx, "money:write");
  const [cust] = await ctx.db
    .select({ id: customer.id, archivedAt: customer.archivedAt })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!cust) throw new NotFoundError("Customer");
  if (cust.archivedAt) throw new RuleError("form", "contracts.rules.archivedCustomer");
  const values = await checkInput(ctx, customerId, input);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx, "agreement");
    const [row] = await tx
      .insert(serviceAgreement)
      .values({
        ...values,
        companyId: ctx.companyId,
        customerId,
        number,
        status: "draft",
        createdBy: ctx.userId,
      })
      .returning();
    return { ...row, label: agreementLabel(row.number) };
  });
}

function refuse(row: AgreementRow, action: AgreementAction, status: AgreementStatus = row.status) {
  const result = applyAgreementAction(status, action, "company");
  // Every action the office takes is the company's: the only refusal left is the status.
  if (!result.ok) throw new RuleError("form", keyed("contracts.rules.agreementAction", { action, status }));
  return result.next;
}

/** Changes a draft (a sent agreement is withdrawn to a draft first, so the pool owner never sees it change). */
export async function updateAgreement(ctx: TenantContext, id: string, input: AgreementInput) {
  requirePermission(ctx, "money:write");
  const row = await findAgreement(ctx, id);
  refuse(row, "edit");
  const values = await checkInput(ctx, row.customerId, input);
  const [updated] = await ctx.db
    .update(serviceAgreement)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id), eq(serviceAgreement.status, "draft")))
    .returning();
  if (!updated) throw new RuleError("form", "contracts.rules.agreementChanged");
  return { ...updated, label: agreementLabel(updated.number) };
}

// ---------------------------------------------------------------------------------------------------------------
// Send, withdraw, end, delete
// ---------------------------------------------------------------------------------------------------------------

/**
 * E-mails the customer the agreement's link (send from a draft, resend a sent one with the same link). Nothing is
 * saved when the customer has no e-mail, the accept-by date has passed or the mail can't be handed over.
 */
export async function sendAgreement(ctx: TenantContext, id: string, action: "send" | "resend" = "send") {
  requirePermission(ctx, "money:write");
  await expireOverdue(ctx);
  const row = await findAgreement(ctx, id);
  refuse(row, action);
  const doc = await loadAgreementDocument(ctx, row);
  if (!doc.customer.email)
    throw new RuleError("form", keyed("contracts.rules.agreementNoEmail", { name: doc.customer.name }));
  if (!row.acceptBy || row.acceptBy < doc.today)
    throw new RuleError("form", "contracts.rules.acceptByPassed");
  const token = row.token ?? randomBytes(24).toString("base64url");
  try {
    await ctx.ports.mailer.send({
      to: doc.customer.email,
      replyTo: doc.company.email ?? undefined,
      ...ctx.ports.documents.agreementMail(doc, token, action === "resend"),
    });
  } catch (error) {
    logger.error({ err: error, agreementId: id }, "agreement not sent");
    throw new RuleError("form", "contracts.rules.mailFailed");
  }
  const [updated] = await ctx.db
    .update(serviceAgreement)
    .set({ status: "sent", token, sentAt: new Date(), updatedAt: new Date() })
    .where(
      scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id), eq(serviceAgreement.status, row.status)),
    )
    .returning();
  if (!updated) throw new RuleError("form", "contracts.rules.agreementChanged");
  return { ...updated, label: agreementLabel(updated.number), sentTo: doc.customer.email };
}

/** Back to a draft (to change it): the e-mailed link stops working and any answer is cleared. */
export async function withdrawAgreement(ctx: TenantContext, id: string) {
  requirePermission(ctx, "money:write");
  await expireOverdue(ctx);
  const row = await findAgreement(ctx, id);
  refuse(row, "withdraw");
  const [updated] = await ctx.db
    .update(serviceAgreement)
    .set({
      status: "draft",
      token: null,
      sentAt: null,
      decidedAt: null,
      declineReason: null,
      acceptance: null,
      updatedAt: new Date(),
    })
    .where(
      scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id), eq(serviceAgreement.status, row.status)),
    )
    .returning();
  if (!updated) throw new RuleError("form", "contracts.rules.agreementChanged");
  return { ...updated, label: agreementLabel(updated.number) };
}

/** Ends an accepted agreement on a last day of service, with the reason (kept with the signed terms). */
export async function endAgreement(
  ctx: TenantContext,
  id: string,
  input: { endsOn: string; reason: string },
) {
  requirePermission(ctx, "money:write");
  const row = await findAgreement(ctx, id);
  refuse(row, "end");
  const reason = input.reason.trim();
  if (!reason) throw new RuleError("reason", "contracts.validation.endReason");
  if (input.endsOn < row.startsOn)
    throw new RuleError("endsOn", keyed("contracts.rules.endBeforeStart", { date: { date: row.startsOn } }));
  const [updated] = await ctx.db
    .update(serviceAgreement)
    .set({
      status: "ended",
      endsOn: input.endsOn,
      endReason: reason,
      endedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id), eq(serviceAgreement.status, "accepted")),
    )
    .returning();
  if (!updated) throw new RuleError("form", "contracts.rules.agreementChanged");
  return { ...updated, label: agreementLabel(updated.number) };
}

/** Deletes a draft (never sent, or withdrawn): nobody has seen it, so nothing is kept. */
export async function deleteAgreement(ctx: TenantContext, id: string) {
  requirePermission(ctx, "money:write");
  const row = await findAgreement(ctx, id);
  refuse(row, "delete");
  const deleted = await ctx.db
    .delete(serviceAgreement)
    .where(scoped(ctx, serviceAgreement, eq(serviceAgreement.id, id), eq(serviceAgreement.status, "draft")))
    .returning({ id: serviceAgreement.id });
  if (!deleted.length) throw new RuleError("form", "contracts.rules.agreementChanged");
  return { label: agreementLabel(row.number), customerId: row.customerId };
}

/** The status a row shows today (for callers holding a row). */
export const shownStatus = (ctx: TenantContext, row: Pick<AgreementRow, "status" | "acceptBy">) =>
  effectiveAgreementStatus(row, today(ctx));

/** The kept PDF of a signed agreement of this company, or null. */
export async function signedAgreementPdf(ctx: TenantContext, id: string) {
  requirePermission(ctx, "money:read");
  const row = await findAgreement(ctx, id);
  const pdf = await ctx.ports.files.readAgreementPdf(row.signedPdfUrl);
  return pdf ? { pdf, filename: `agreement-${agreementLabel(row.number)}.pdf` } : null;
}
