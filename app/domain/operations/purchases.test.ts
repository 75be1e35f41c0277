import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { item, purchase, purchaseLine, vendor } from "~/db/schema";
import { customerInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { preparedPhoto, storedUploads } from "../../../tests/db/uploads";
import { makeJob } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import type { TenantContext } from "../tenant.server";
import { type ReceiptInput, receiptFormSchema } from "./purchase-schemas";
import {
  createReceipt,
  deleteReceipt,
  getPurchasedItem,
  getReceipt,
  lineFilters,
  lineSorts,
  listBillableNotInvoiced,
  listPurchasedItems,
  listReceipts,
  receiptFilters,
  receiptSorts,
  setLineReturned,
  updateReceipt,
} from "./purchases.server";

/** The English words of a message key (or a keyed message): what the screen shows in English. */
const en = translatorFor("en");

async function newVendor(ctx: TenantContext, name = "Pool Supply Co.") {
  const [row] = await ctx.db.insert(vendor).values({ companyId: ctx.companyId, name }).returning();
  return row.id;
}
async function newItem(ctx: TenantContext, name = "Liquid chlorine 12.5%") {
  const [row] = await ctx.db.insert(item).values({ companyId: ctx.companyId, name, unit: "gal" }).returning();
  return row.id;
}

const receipt = (overrides: Partial<ReceiptInput> = {}): ReceiptInput => ({
  vendorId: null,
  purchasedOn: "2026-11-20",
  receiptNumber: "R-1001",
  taxCents: 247,
  totalCents: 3246,
  notes: "",
  lines: [
    {
      itemId: null,
      description: "Chlorine tabs",
      quantity: 2,
      unitCostCents: 1250,
      billable: false,
      customerId: null,
      jobId: null,
      returned: false,
    },
    {
      itemId: null,
      description: "Pump basket",
      quantity: 1,
      unitCostCents: 499,
      billable: false,
      customerId: null,
      jobId: null,
      returned: false,
    },
  ],
  ...overrides,
});

const receiptQuery = (search = "") =>
  parseListQuery(new URLSearchParams(search), {
    sorts: receiptSorts,
    defaultSort: "date",
    defaultDir: "desc",
    filters: receiptFilters,
  });
const lineQuery = (search = "") =>
  parseListQuery(new URLSearchParams(search), {
    sorts: lineSorts,
    defaultSort: "date",
    defaultDir: "desc",
    filters: lineFilters,
  });

describe("receipt form schema", () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    vendorId: "",
    purchasedOn: "2026-11-20",
    receiptNumber: " R-1 ",
    tax: "2.47",
    total: "$32.46",
    notes: "",
    lines: JSON.stringify([
      { description: "Tabs", quantity: "2", unitCost: "12.50", billable: false },
      { description: "Basket", quantity: "1", unitCost: "4.99", billable: false },
    ]),
    ...overrides,
  });

  it("reads money as cents and lines from the editor", () => {
    const parsed = receiptFormSchema.safeParse(form());
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      vendorId: null,
      receiptNumber: "R-1",
      taxCents: 247,
      totalCents: 3246,
    });
    expect(parsed.data?.lines[0]).toMatchObject({ quantity: 2, unitCostCents: 1250 });
  });

  it("refuses a total the lines do not add up to, saying by how much", () => {
    const parsed = receiptFormSchema.safeParse(form({ total: "40.00" }));
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === "total");
    expect(en.text(issue?.message ?? "")).toContain("$7.54 less than the total");
  });

  it("accepts a billable line with a job and no customer (the job says whose it is)", () => {
    const line = { description: "Igniter", quantity: "1", unitCost: "25", billable: true, jobId: "job-1" };
    const parsed = receiptFormSchema.safeParse(
      form({ tax: "0", total: "25", lines: JSON.stringify([line]) }),
    );
    expect(parsed.data?.lines[0]).toMatchObject({ jobId: "job-1", customerId: null, billable: true });
  });

  it("flags each bad line field, and a billable line without a customer", () => {
    const parsed = receiptFormSchema.safeParse(
      form({ lines: JSON.stringify([{ description: "", quantity: "0", unitCost: "x", billable: true }]) }),
    );
    const paths = parsed.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual([
      "lines.0.customerId",
      "lines.0.description",
      "lines.0.quantity",
      "lines.0.unitCost",
    ]);
    expect(receiptFormSchema.safeParse(form({ lines: "[]" })).error?.issues[0].path).toEqual(["lines"]);
  });
});

describe("receipts", () => {
  it("records a receipt with lines in one go, lists and finds it", async () => {
    const { ctx } = await newCompany();
    const vendorId = await newVendor(ctx);
    const itemId = await newItem(ctx);
    const lines = receipt().lines;
    const { id } = await createReceipt(
      ctx,
      receipt({ vendorId, lines: [{ ...lines[0], itemId, description: "" }, lines[1]] }),
      await preparedPhoto(),
    );
    const found = await getReceipt(ctx, id);
    expect(found.file).toMatchObject({ kind: "image", url: expect.stringMatching(/^\/uploads\//) });
    expect(found).toMatchObject({
      vendorName: "Pool Supply Co.",
      subtotalCents: 2999,
      totalCents: 3246,
      invoiced: false,
    });
    expect(found.lines.map((l) => l.description)).toEqual(["Liquid chlorine 12.5%", "Pump basket"]);
    expect(found.purchasedBy).toBe(ctx.memberId);

    expect((await listReceipts(ctx, receiptQuery("q=pool supply"))).rows.map((r) => r.id)).toEqual([id]);
    expect((await listReceipts(ctx, receiptQuery("q=R-1001"))).total).toBe(1);
    expect((await listReceipts(ctx, receiptQuery("q=nothing"))).total).toBe(0);
    expect(
      (await listReceipts(ctx, receiptQuery(`vendor=${vendorId}&from=2026-11-01&to=2026-11-30`))).total,
    ).toBe(1);
    expect((await listReceipts(ctx, receiptQuery("from=2026-11-21"))).total).toBe(0);
    expect((await listReceipts(ctx, receiptQuery(`technician=${ctx.memberId}`))).rows[0]).toMatchObject({
      lineCount: 2,
      hasFile: true,
    });
    expect((await listPurchasedItems(ctx, lineQuery("q=basket"))).rows.map((r) => r.description)).toEqual([
      "Pump basket",
    ]);
  });

  it("refuses a receipt that does not add up, and saves nothing (not even its photo)", async () => {
    const { ctx } = await newCompany();
    const filesBefore = storedUploads();
    const photo = await preparedPhoto();
    const mismatch = await createReceipt(ctx, receipt({ totalCents: 4000 }), photo).catch((e) => e);
    expect(mismatch).toBeInstanceOf(RuleError);
    expect(en.text((mismatch as RuleError).message)).toMatch(/less than the total/);
    await expect(createReceipt(ctx, receipt({ lines: [] }), photo)).rejects.toBeInstanceOf(RuleError);
    expect(await ctx.db.select().from(purchase).where(eq(purchase.companyId, ctx.companyId))).toEqual([]);
    expect(storedUploads()).toEqual(filesBefore);
  });

  it("feeds billable, not yet invoiced lines to invoicing; returned and invoiced ones leave it", async () => {
    const { ctx } = await newCompany();
    const customer = await createCustomer(ctx, customerInput());
    const lines = receipt().lines.map((l) => ({ ...l, billable: true, customerId: customer.id }));
    const { id } = await createReceipt(ctx, receipt({ lines }));
    const view = await listPurchasedItems(ctx, lineQuery("billing=uninvoiced"));
    expect(view.total).toBe(2);
    expect(view.rows[0].customerName).toBeTruthy();
    expect((await listPurchasedItems(ctx, lineQuery(`customer=${customer.id}`))).total).toBe(2);
    expect(await listBillableNotInvoiced(ctx, customer.id)).toHaveLength(2);

    const [first, second] = (await getReceipt(ctx, id)).lines;
    await setLineReturned(ctx, first.id, true);
    expect((await getPurchasedItem(ctx, first.id)).returned).toBe(true);
    expect((await listPurchasedItems(ctx, lineQuery("returned=yes"))).rows.map((r) => r.id)).toEqual([
      first.id,
    ]);
    await ctx.db.update(purchaseLine).set({ invoicedAt: new Date() }).where(eq(purchaseLine.id, second.id));
    expect(await listBillableNotInvoiced(ctx)).toEqual([]);
    expect((await listPurchasedItems(ctx, lineQuery("billing=invoiced"))).total).toBe(1);

    // Billed history: no edit, no delete.
    const refusal = async (p: Promise<unknown>) => en.text(((await p.catch((e) => e)) as RuleError).message);
    expect(await refusal(deleteReceipt(ctx, id))).toMatch(/invoiced/);
    expect(await refusal(updateReceipt(ctx, id, receipt({ lines })))).toMatch(/invoiced/);
  });

  it("a line bought for a job is billed to the job's customer; another customer's or company's job is refused", async () => {
    const { ctx } = await newCompany();
    const reed = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
    const park = await createCustomer(ctx, customerInput({ lastName: "Park" }));
    const { job: reedJob } = await makeJob(ctx, {
      customerId: reed.id,
      input: { title: "Heater", type: "repair", lines: [] },
    });
    const forJob = (overrides: Partial<ReceiptInput["lines"][number]>) =>
      receipt({ lines: [{ ...receipt().lines[0], billable: true, ...overrides }], totalCents: 2747 });

    const { id } = await createReceipt(ctx, forJob({ customerId: null, jobId: reedJob.id }));
    const [line] = (await getReceipt(ctx, id)).lines;
    expect(line).toMatchObject({ jobId: reedJob.id, customerId: reed.id, jobNumber: 1 });
    expect(await listBillableNotInvoiced(ctx, reed.id)).toHaveLength(1);

    const wrongCustomer = await createReceipt(ctx, forJob({ customerId: park.id, jobId: reedJob.id })).catch(
      (e) => e,
    );
    expect(wrongCustomer).toBeInstanceOf(RuleErrors);
    expect(en.text((wrongCustomer as RuleErrors).errors["lines.0.jobId"])).toMatch(/another customer/);

    const other = await newCompany();
    const strange = await createReceipt(other.ctx, forJob({ customerId: null, jobId: reedJob.id })).catch(
      (e) => e,
    );
    expect(en.text((strange as RuleErrors).errors["lines.0.jobId"])).toBe("Choose one of your jobs.");
  });

  it("edits a receipt keeping its lines' ids, and deletes one with no invoiced line", async () => {
    const { ctx } = await newCompany();
    const { id } = await createReceipt(ctx, receipt());
    const before = (await getReceipt(ctx, id)).lines.map((l) => l.id);
    await updateReceipt(
      ctx,
      id,
      receipt({ receiptNumber: "R-2", lines: [receipt().lines[0]], totalCents: 2747 }),
    );
    const after = await getReceipt(ctx, id);
    expect(after).toMatchObject({ receiptNumber: "R-2", totalCents: 2747 });
    expect(after.lines.map((l) => l.id)).toEqual([before[0]]);
    await deleteReceipt(ctx, id);
    await expect(getReceipt(ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await ctx.db.select().from(purchaseLine).where(eq(purchaseLine.purchaseId, id))).toEqual([]);
  });

  it("a technician records their own purchase but edits and deletes nothing", async () => {
    const { ctx: owner } = await newCompany();
    const tech = await newTechnician(owner);
    const { id } = await createReceipt(tech, receipt());
    expect((await getReceipt(owner, id)).purchasedBy).toBe(tech.memberId);
    await expect(updateReceipt(tech, id, receipt())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteReceipt(tech, id)).rejects.toBeInstanceOf(ForbiddenError);
    const line = (await getReceipt(tech, id)).lines[0];
    await expect(setLineReturned(tech, line.id, true)).rejects.toBeInstanceOf(ForbiddenError);
    const noRights = { ...tech, permissions: ["customers:read"] };
    await expect(createReceipt(noRights, receipt())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listReceipts(noRights, receiptQuery())).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("cross-tenant", () => {
  it("another company's receipt and line are not found, on read and write", async () => {
    const { ctx: a } = await newCompany("A Pools");
    const { ctx: b } = await newCompany("B Pools");
    const { id } = await createReceipt(a, receipt());
    const lineId = (await getReceipt(a, id)).lines[0].id;
    await expect(getReceipt(b, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPurchasedItem(b, lineId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateReceipt(b, id, receipt())).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteReceipt(b, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(setLineReturned(b, lineId, true)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listReceipts(b, receiptQuery())).total).toBe(0);
    expect((await listPurchasedItems(b, lineQuery())).total).toBe(0);
    expect((await getReceipt(a, id)).lines).toHaveLength(2);
  });

  it("refuses another company's vendor, item, customer as unknown, saving nothing", async () => {
    const { ctx: a } = await newCompany("A Pools");
    const { ctx: b } = await newCompany("B Pools");
    const vendorId = await newVendor(a);
    const itemId = await newItem(a);
    const customer = await createCustomer(a, customerInput());
    const lines = receipt().lines;
    const bad = receipt({
      vendorId,
      lines: [
        { ...lines[0], itemId },
        { ...lines[1], billable: true, customerId: customer.id },
      ],
    });
    const error = await createReceipt(b, bad).catch((e) => e);
    expect(error).toBeInstanceOf(RuleErrors);
    expect(Object.keys((error as RuleErrors).errors).sort()).toEqual([
      "lines.0.itemId",
      "lines.1.customerId",
      "vendorId",
    ]);
    expect(await b.db.select().from(purchase).where(eq(purchase.companyId, b.companyId))).toEqual([]);
  });
});

describe("receipt file", () => {
  it("refuses a text file, a fake PDF and a 30 MB photo; accepts a real PDF by its content", async () => {
    const { prepareReceiptFileField } = await import("~/server/receipt-file.server");
    const { fileMessages } = await import("~/core/files/content");
    const field = async (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return prepareReceiptFileField(form, "file");
    };
    expect(await field(new File(["hello"], "a.txt", { type: "text/plain" }))).toEqual({
      ok: false,
      error: fileMessages.notImageOrPdf,
    });
    expect(await field(new File(["%PDF-1.4\n%%EOF"], "a.pdf", { type: "application/pdf" }))).toEqual({
      ok: false,
      error: fileMessages.notPdf,
    });
    const big = new File([new Uint8Array(30 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    expect(await field(big)).toEqual({ ok: false, error: fileMessages.tooLarge(10) });
    const pdf = fs.readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/minimal.pdf"));
    const prepared = await field(new File([pdf], "r.pdf", { type: "application/pdf" }));
    expect(prepared.ok && prepared.value).toMatchObject({ kind: "pdf", ext: "pdf" });
    expect(await field(new File(["not an image"], "r.png", { type: "image/png" }))).toEqual({
      ok: false,
      error: fileMessages.notImageOrPdf,
    });
    // Stored with the receipt, and served by the company's receipt route.
    const { ctx } = await newCompany();
    const { id } = await createReceipt(ctx, receipt(), prepared.ok ? prepared.value : null);
    const found = await getReceipt(ctx, id);
    expect(found.file).toMatchObject({
      kind: "pdf",
      url: expect.stringMatching(/^\/company\/receipts\/file\//),
    });
  });
});
