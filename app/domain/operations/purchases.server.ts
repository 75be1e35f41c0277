import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { checkReceipt } from "~/core/operations/receipt-money";
import {
  companyMember,
  customer,
  item,
  job,
  purchase,
  purchaseLine,
  type ReceiptFile,
  user,
  vendor,
} from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import { storeFile } from "../files/stored-files.server";
import { paginate } from "../paginate.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { lineMessages, type ReceiptInput, receiptMismatch } from "./purchase-schemas";

export const receiptSorts = ["date", "total"] as const;
export type ReceiptSort = (typeof receiptSorts)[number];
export const receiptFilters = ["vendor", "from", "to", "technician"] as const;
export const lineSorts = ["date", "description"] as const;
export type LineSort = (typeof lineSorts)[number];
/** `billing`: billable | uninvoiced ("billable, not yet invoiced") | invoiced; `returned`: yes | no. */
export const lineFilters = ["billing", "returned", "customer"] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const buyerName = sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;

/** Writers record any receipt; a technician (operations:work) records their own purchases only. */
function requireRecord(ctx: TenantContext) {
  if (!can(ctx, "operations:write") && !can(ctx, "operations:work"))
    throw new ForbiddenError("operations:write");
}

export async function listReceipts(ctx: TenantContext, query: ListQuery<ReceiptSort>) {
  requirePermission(ctx, "operations:read");
  const f = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    purchase,
    pattern ? or(ilike(vendor.name, pattern), ilike(purchase.receiptNumber, pattern)) : undefined,
    f.vendor ? eq(purchase.vendorId, f.vendor) : undefined,
    f.technician ? eq(purchase.purchasedBy, f.technician) : undefined,
    f.from && DATE.test(f.from) ? gte(purchase.purchasedOn, f.from) : undefined,
    f.to && DATE.test(f.to) ? lte(purchase.purchasedOn, f.to) : undefined,
  );
  const order = query.dir === "asc" ? asc : desc;
  const orderBy = {
    date: [order(purchase.purchasedOn), order(purchase.createdAt)],
    total: [order(purchase.totalCents), desc(purchase.purchasedOn)],
  }[query.sort];
  const lineCount = sql<number>`(select count(*)::int from ${purchaseLine} where ${purchaseLine.purchaseId} = ${purchase.id})`;
  const base = () =>
    // tenancy: owner — base() is only ever narrowed by the scoped() `where` of listReceipts below
    ctx.db
      .select({
        id: purchase.id,
        purchasedOn: purchase.purchasedOn,
        receiptNumber: purchase.receiptNumber,
        totalCents: purchase.totalCents,
        vendorName: vendor.name,
        buyerName,
        hasFile: sql<boolean>`${purchase.file} is not null`,
        lineCount,
      })
      .from(purchase)
      .leftJoin(vendor, eq(vendor.id, purchase.vendorId))
      .leftJoin(companyMember, eq(companyMember.id, purchase.purchasedBy))
      .leftJoin(user, eq(user.id, companyMember.userId));
  return paginate(ctx.db, query, () => base().where(where).$dynamic(), [...orderBy, asc(purchase.id)]);
}

const lineColumns = {
  id: purchaseLine.id,
  purchaseId: purchaseLine.purchaseId,
  itemId: purchaseLine.itemId,
  itemName: item.name,
  description: purchaseLine.description,
  quantity: purchaseLine.quantity,
  unitCostCents: purchaseLine.unitCostCents,
  billable: purchaseLine.billable,
  customerId: purchaseLine.customerId,
  customerName: customer.displayName,
  jobId: purchaseLine.jobId,
  jobNumber: job.number,
  jobTitle: job.title,
  returned: purchaseLine.returned,
  invoicedAt: purchaseLine.invoicedAt,
};

export async function listPurchasedItems(ctx: TenantContext, query: ListQuery<LineSort>) {
  requirePermission(ctx, "operations:read");
  const f = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    purchaseLine,
    pattern ? or(ilike(purchaseLine.description, pattern), ilike(item.name, pattern)) : undefined,
    f.billing === "billable" ? eq(purchaseLine.billable, true) : undefined,
    f.billing === "uninvoiced"
      ? and(
          eq(purchaseLine.billable, true),
          isNull(purchaseLine.invoicedAt),
          eq(purchaseLine.returned, false),
        )
      : undefined,
    f.billing === "invoiced" ? isNotNull(purchaseLine.invoicedAt) : undefined,
    f.returned === "yes" ? eq(purchaseLine.returned, true) : undefined,
    f.returned === "no" ? eq(purchaseLine.returned, false) : undefined,
    f.customer ? eq(purchaseLine.customerId, f.customer) : undefined,
  );
  const order = query.dir === "asc" ? asc : desc;
  const orderBy = {
    date: [order(purchase.purchasedOn), asc(purchaseLine.position)],
    description: [order(sql`lower(${purchaseLine.description})`), desc(purchase.purchasedOn)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          ...lineColumns,
          purchasedOn: purchase.purchasedOn,
          vendorName: vendor.name,
          receiptNumber: purchase.receiptNumber,
        })
        .from(purchaseLine)
        .innerJoin(purchase, eq(purchase.id, purchaseLine.purchaseId))
        .leftJoin(vendor, eq(vendor.id, purchase.vendorId))
        .leftJoin(item, eq(item.id, purchaseLine.itemId))
        .leftJoin(customer, eq(customer.id, purchaseLine.customerId))
        .leftJoin(job, eq(job.id, purchaseLine.jobId))
        .where(where)
        .$dynamic(),
    [...orderBy, asc(purchaseLine.id)],
  );
}

/**
 * What invoicing picks up: billable lines not yet invoiced and not returned, oldest first, for one customer or all.
 */
export async function listBillableNotInvoiced(ctx: TenantContext, customerId?: string) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({ ...lineColumns, purchasedOn: purchase.purchasedOn })
    .from(purchaseLine)
    .innerJoin(purchase, eq(purchase.id, purchaseLine.purchaseId))
    .leftJoin(item, eq(item.id, purchaseLine.itemId))
    .leftJoin(customer, eq(customer.id, purchaseLine.customerId))
    .leftJoin(job, eq(job.id, purchaseLine.jobId))
    .where(
      scoped(
        ctx,
        purchaseLine,
        eq(purchaseLine.billable, true),
        eq(purchaseLine.returned, false),
        isNull(purchaseLine.invoicedAt),
        customerId ? eq(purchaseLine.customerId, customerId) : undefined,
      ),
    )
    .orderBy(asc(purchase.purchasedOn), asc(purchaseLine.position));
}

export async function getReceipt(ctx: TenantContext, receiptId: string) {
  requirePermission(ctx, "operations:read");
  const [found] = await ctx.db
    .select({ receipt: purchase, vendorName: vendor.name, buyerName })
    .from(purchase)
    .leftJoin(vendor, eq(vendor.id, purchase.vendorId))
    .leftJoin(companyMember, eq(companyMember.id, purchase.purchasedBy))
    .leftJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, purchase, eq(purchase.id, receiptId)));
  if (!found) throw new NotFoundError("Receipt");
  const lines = await ctx.db
    .select(lineColumns)
    .from(purchaseLine)
    .leftJoin(item, eq(item.id, purchaseLine.itemId))
    .leftJoin(customer, eq(customer.id, purchaseLine.customerId))
    .leftJoin(job, eq(job.id, purchaseLine.jobId))
    .where(scoped(ctx, purchaseLine, eq(purchaseLine.purchaseId, receiptId)))
    .orderBy(asc(purchaseLine.position));
  const check = checkReceipt(lines, found.receipt.taxCents, found.receipt.totalCents);
  return {
    ...found.receipt,
    vendorName: found.vendorName,
    buyerName: found.buyerName,
    lines,
    subtotalCents: check.subtotalCents,
    invoiced: lines.some((l) => l.invoicedAt !== null),
  };
}
export type ReceiptDetail = Awaited<ReturnType<typeof getReceipt>>;

/** One purchased item with its receipt and where it went (customer, job). */
export async function getPurchasedItem(ctx: TenantContext, lineId: string) {
  requirePermission(ctx, "operations:read");
  const [found] = await ctx.db
    .select({
      ...lineColumns,
      purchasedOn: purchase.purchasedOn,
      receiptNumber: purchase.receiptNumber,
      vendorName: vendor.name,
    })
    .from(purchaseLine)
    .innerJoin(purchase, eq(purchase.id, purchaseLine.purchaseId))
    .leftJoin(vendor, eq(vendor.id, purchase.vendorId))
    .leftJoin(item, eq(item.id, purchaseLine.itemId))
    .leftJoin(customer, eq(customer.id, purchaseLine.customerId))
    .leftJoin(job, eq(job.id, purchaseLine.jobId))
    .where(scoped(ctx, purchaseLine, eq(purchaseLine.id, lineId)));
  if (!found) throw new NotFoundError("Purchased item");
  return found;
}

/** Every id the receipt names must be this company's; otherwise a field error (as if it did not exist). */
async function checkReferences(ctx: TenantContext, input: ReceiptInput) {
  const errors: Record<string, string> = {};
  const ids = (key: "itemId" | "customerId" | "jobId") => [
    ...new Set(input.lines.map((l) => l[key]).filter((v): v is string => Boolean(v))),
  ];
  const [vendors, items, customers, jobs] = await Promise.all([
    input.vendorId
      ? ctx.db
          .select({ id: vendor.id })
          .from(vendor)
          .where(scoped(ctx, vendor, eq(vendor.id, input.vendorId)))
      : [],
    ids("itemId").length
      ? ctx.db
          .select({ id: item.id, name: item.name })
          .from(item)
          .where(scoped(ctx, item, inArray(item.id, ids("itemId"))))
      : [],
    ids("customerId").length
      ? ctx.db
          .select({ id: customer.id })
          .from(customer)
          .where(scoped(ctx, customer, inArray(customer.id, ids("customerId"))))
      : [],
    ids("jobId").length
      ? ctx.db
          .select({ id: job.id, customerId: job.customerId })
          .from(job)
          .where(scoped(ctx, job, inArray(job.id, ids("jobId"))))
      : [],
  ]);
  if (input.vendorId && vendors.length === 0) errors.vendorId = "purchasing.receiptRules.vendorUnknown";
  const itemNames = new Map(items.map((i) => [i.id, i.name]));
  const customerIds = new Set(customers.map((c) => c.id));
  const jobCustomers = new Map(jobs.map((j) => [j.id, j.customerId]));
  input.lines.forEach((line, i) => {
    if (line.itemId && !itemNames.has(line.itemId))
      errors[`lines.${i}.itemId`] = "purchasing.receiptRules.itemUnknown";
    if (line.customerId && !customerIds.has(line.customerId))
      errors[`lines.${i}.customerId`] = "purchasing.receiptRules.customerUnknown";
    const jobCustomer = line.jobId ? jobCustomers.get(line.jobId) : undefined;
    if (line.jobId && !jobCustomer) errors[`lines.${i}.jobId`] = "purchasing.receiptRules.jobUnknown";
    else if (jobCustomer && line.customerId && line.customerId !== jobCustomer)
      errors[`lines.${i}.jobId`] = "purchasing.receiptRules.jobOtherCustomer";
    if (line.billable && !line.customerId && !line.jobId)
      errors[`lines.${i}.customerId`] = lineMessages.customer;
  });
  if (Object.keys(errors).length) throw new RuleErrors(errors);
  return { itemNames, jobCustomers };
}

function checkMoney(input: ReceiptInput) {
  if (input.lines.length === 0) throw new RuleError("lines", "purchasing.receiptRules.noLines");
  const message = receiptMismatch(checkReceipt(input.lines, input.taxCents, input.totalCents));
  if (message) throw new RuleError("total", message);
}

function lineRows(
  ctx: TenantContext,
  purchaseId: string,
  input: ReceiptInput,
  { itemNames, jobCustomers }: Awaited<ReturnType<typeof checkReferences>>,
) {
  return input.lines.map((line, position) => ({
    companyId: ctx.companyId,
    purchaseId,
    position,
    itemId: line.itemId,
    description: line.description || (line.itemId ? (itemNames.get(line.itemId) ?? "") : ""),
    quantity: line.quantity,
    unitCostCents: line.unitCostCents,
    billable: line.billable,
    // A line bought for a job is billed to the job's customer.
    customerId: line.customerId ?? (line.jobId ? (jobCustomers.get(line.jobId) ?? null) : null),
    jobId: line.jobId,
    returned: line.returned,
  }));
}

/** Records a receipt and its lines in one transaction. The one recording it is its buyer. */
export async function createReceipt(
  ctx: TenantContext,
  input: ReceiptInput,
  upload: PreparedFile | null = null,
) {
  requireRecord(ctx);
  checkMoney(input);
  const references = await checkReferences(ctx, input);
  const file = upload ? await storeReceiptFile(ctx, upload) : null;
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(purchase)
      .values({
        companyId: ctx.companyId,
        vendorId: input.vendorId,
        purchasedOn: input.purchasedOn,
        receiptNumber: input.receiptNumber,
        taxCents: input.taxCents,
        totalCents: input.totalCents,
        notes: input.notes,
        file,
        purchasedBy: ctx.memberId,
      })
      .returning({ id: purchase.id });
    await tx.insert(purchaseLine).values(lineRows(ctx, created.id, input, references));
    return created;
  });
}

async function invoicedLineCount(ctx: TenantContext, receiptId: string) {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(purchaseLine)
    .where(
      scoped(ctx, purchaseLine, eq(purchaseLine.purchaseId, receiptId), isNotNull(purchaseLine.invoicedAt)),
    );
  return n;
}

async function requireReceipt(ctx: TenantContext, receiptId: string) {
  const [found] = await ctx.db
    .select({ id: purchase.id, file: purchase.file })
    .from(purchase)
    .where(scoped(ctx, purchase, eq(purchase.id, receiptId)));
  if (!found) throw new NotFoundError("Receipt");
  return found;
}

/** Stores a receipt's photo or PDF, once the receipt passed its checks (a refused receipt writes no file). */
async function storeReceiptFile(ctx: TenantContext, upload: PreparedFile): Promise<ReceiptFile> {
  const stored = await storeFile(ctx, upload, {
    kind: "receipt",
    companyId: ctx.companyId,
    uploadedBy: ctx.userId,
  });
  return { url: stored.url, thumbnailUrl: stored.thumbnailUrl, kind: stored.kind };
}

/**
 * Saves an edited receipt and its lines in one transaction. Refused once a line is invoiced (billed history).
 * Without `upload` the current file stays.
 */
export async function updateReceipt(
  ctx: TenantContext,
  receiptId: string,
  input: ReceiptInput,
  upload?: PreparedFile,
) {
  requirePermission(ctx, "operations:write");
  await requireReceipt(ctx, receiptId);
  if ((await invoicedLineCount(ctx, receiptId)) > 0)
    throw new RuleError("form", "purchasing.receiptRules.invoicedNoChange");
  checkMoney(input);
  const references = await checkReferences(ctx, input);
  const file = upload ? await storeReceiptFile(ctx, upload) : undefined;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(purchase)
      .set({
        vendorId: input.vendorId,
        purchasedOn: input.purchasedOn,
        receiptNumber: input.receiptNumber,
        taxCents: input.taxCents,
        totalCents: input.totalCents,
        notes: input.notes,
        ...(file !== undefined ? { file } : {}),
        updatedAt: new Date(),
      })
      .where(scoped(ctx, purchase, eq(purchase.id, receiptId)));
    // Lines keep their ids by position (a purchased item's page stays put); surplus ones go, new ones are added.
    const existing = await tx
      .select({ id: purchaseLine.id })
      .from(purchaseLine)
      .where(scoped(ctx, purchaseLine, eq(purchaseLine.purchaseId, receiptId)))
      .orderBy(asc(purchaseLine.position));
    const rows = lineRows(ctx, receiptId, input, references);
    for (const [i, row] of rows.entries()) {
      if (existing[i])
        await tx
          .update(purchaseLine)
          .set(row)
          .where(scoped(ctx, purchaseLine, eq(purchaseLine.id, existing[i].id)));
      else await tx.insert(purchaseLine).values(row);
    }
    const surplus = existing.slice(rows.length).map((l) => l.id);
    if (surplus.length)
      await tx.delete(purchaseLine).where(scoped(ctx, purchaseLine, inArray(purchaseLine.id, surplus)));
  });
  return { id: receiptId };
}

/** Deletes a receipt and its lines; refused when a line is invoiced (it is billed history then). */
export async function deleteReceipt(ctx: TenantContext, receiptId: string) {
  requirePermission(ctx, "operations:write");
  await requireReceipt(ctx, receiptId);
  if ((await invoicedLineCount(ctx, receiptId)) > 0)
    throw new RuleError("form", "purchasing.receiptRules.invoicedNoDelete");
  await ctx.db.delete(purchase).where(scoped(ctx, purchase, eq(purchase.id, receiptId)));
}

export async function setLineReturned(ctx: TenantContext, lineId: string, returned: boolean) {
  requirePermission(ctx, "operations:write");
  const [updated] = await ctx.db
    .update(purchaseLine)
    .set({ returned })
    .where(scoped(ctx, purchaseLine, eq(purchaseLine.id, lineId)))
    .returning({
      id: purchaseLine.id,
      purchaseId: purchaseLine.purchaseId,
      invoicedAt: purchaseLine.invoicedAt,
    });
  if (!updated) throw new NotFoundError("Purchased item");
  return updated;
}

/** The receipt holding a stored PDF, when it is this company's (the file route serves nothing else). */
export async function receiptWithFile(ctx: TenantContext, url: string) {
  requirePermission(ctx, "operations:read");
  const [found] = await ctx.db
    .select({ id: purchase.id })
    .from(purchase)
    .where(scoped(ctx, purchase, sql`${purchase.file}->>'url' = ${url}`));
  return found ?? null;
}

/**
 * The form's pickers: active vendors and items, and the jobs a purchase can be billed to — open ones not yet invoiced,
 * plus any the receipt already names (`keepJobIds`) so an edit still shows them.
 */
export async function receiptFormOptions(ctx: TenantContext, keepJobIds: string[] = []) {
  requirePermission(ctx, "operations:read");
  const billableJob = and(
    sql`${job.operationStatus} <> 'cancelled'`,
    inArray(job.billingStatus, ["draft", "estimate", "accepted"]),
  );
  const [vendors, items, jobs] = await Promise.all([
    ctx.db
      .select({ value: vendor.id, label: vendor.name })
      .from(vendor)
      .where(scoped(ctx, vendor, isNull(vendor.archivedAt)))
      .orderBy(asc(sql`lower(${vendor.name})`)),
    ctx.db
      .select({ value: item.id, label: item.name, costCents: item.costCents })
      .from(item)
      .where(scoped(ctx, item, isNull(item.archivedAt)))
      .orderBy(asc(sql`lower(${item.name})`)),
    ctx.db
      .select({
        value: job.id,
        label: sql<string>`'J-' || ${job.number} || ' · ' || ${job.title} || ' · ' || ${customer.displayName}`,
        customerId: job.customerId,
      })
      .from(job)
      .innerJoin(customer, eq(customer.id, job.customerId))
      .where(scoped(ctx, job, keepJobIds.length ? or(billableJob, inArray(job.id, keepJobIds)) : billableJob))
      .orderBy(desc(job.number))
      .limit(500),
  ]);
  return { vendors, items, jobs };
}

export async function listBuyerOptions(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({ value: companyMember.id, label: sql<string>`coalesce(${buyerName}, ${user.email})` })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember))
    .orderBy(asc(user.firstName));
}
