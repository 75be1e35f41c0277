import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { signedInContext, tenantContext } from "~/context";
import { profitCsv } from "~/core/accounting/csv-exports";
import { accountantFiles } from "~/core/accounting/files";
import { todayIn } from "~/core/calendar/dates";
import { payment } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { makeInvoice } from "../../../tests/db/work-factories";
import { loader as downloadLoader } from "../../routes/company/accountant-exports/download";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createCreditNote } from "../money/credit-notes.server";
import { refundPayment } from "../money/payments.server";
import { createItem } from "../operations/items.server";
import { profitReport, revenueReport } from "../reports/money-reports.server";
import { chemicalUsage } from "../reports/service-reports.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { arriveAtStop, recordVisit } from "../service/stop-visit.server";
import { scoped, type TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { accountantExport, accountantExportSummary } from "./accountant-exports.server";

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * Company A today: a customer whose name needs quoting, with a finished visit (1 gal of chlorine at $3.99 and a
 * free-text dose, not costed), a paid invoice (657.13), a partly paid one (100.00 of which 25.00 refunded, then a
 * 10.00 credit note), a void one and a draft. Every invoice is the factory's 620.00 + 37.13 tax.
 */
async function companyA() {
  const { ctx } = await newCompany("Books A");
  const today = todayIn(ctx.timeZone);
  const lee = await createCustomer(ctx, customerInput({ firstName: "Ann", lastName: 'Lee, "Pools"' }));
  const place = await createLocation(ctx, lee.id, locationInput());
  const pool = await createBodyOfWater(ctx, lee.id, place.id, bodyInput({ name: "Pool" }));
  const chlorine = await createItem(ctx, {
    name: "Liquid chlorine 12.5%",
    sku: "LC-125",
    category: "chemicals",
    unit: "gal",
    costCents: 399,
    priceCents: 899,
    billable: true,
    taxable: true,
    chemical: "liquidChlorine",
    strengthPercent: 12.5,
    description: "",
    preferredVendorId: null,
    stockQuantity: null,
    lowStockThreshold: null,
  });
  const stop = await createServiceStop(ctx, {
    customerId: lee.id,
    serviceLocationId: place.id,
    technicianId: ctx.memberId,
    taskGroupId: null,
    serviceDate: today,
    estimatedMinutes: null,
    description: "",
  });
  await arriveAtStop(ctx, stop.id);
  await recordVisit(
    ctx,
    stop.id,
    {
      bodies: [
        {
          bodyOfWaterId: pool.id,
          readings: {},
          doses: [
            { name: "Liquid chlorine 12.5%", itemId: chlorine.id, amount: 1, unit: "gal" },
            { name: "Mystery powder", itemId: null, amount: 2, unit: "lb" },
          ],
        },
      ],
      tasks: [],
      internalNotes: "",
      customerNotes: "",
      photos: [],
    },
    { finish: true, key: "books-a-visit" },
  );
  const paid = await makeInvoice(ctx, { customerId: lee.id, stage: "paid" });
  const partly = await makeInvoice(ctx, { customerId: lee.id, stage: "partly paid", paidCents: 10_000 });
  const [partPayment] = await ctx.db
    .select()
    .from(payment)
    .where(scoped(ctx, payment, eq(payment.invoiceId, partly.id)));
  await refundPayment(ctx, partly.id, partPayment.id, 2_500);
  await createCreditNote(ctx, partly.id, { amountCents: 1_000, reason: "Goodwill, late visit" });
  const voided = await makeInvoice(ctx, { customerId: lee.id, stage: "void" });
  const draft = await makeInvoice(ctx, { customerId: lee.id, stage: "draft" });
  return { ctx, today, range: { from: today, to: today }, lee, paid, partly, voided, draft };
}

const fileOf = async (
  ctx: TenantContext,
  file: Parameters<typeof accountantExport>[1],
  range: { from: string; to: string },
) => (await accountantExport(ctx, file, range)).body;

describe("accountant exports", () => {
  it("lists the period's invoices: void with zero amounts, drafts never, balance after payments and credits", async () => {
    const a = await companyA();
    const out = await accountantExport(a.ctx, "invoices.csv", a.range);
    expect(out.filename).toBe(`invoices-${a.today}-${a.today}.csv`);
    expect(out.byteOrderMark).toBe(true);
    const rows = parse(out.body);
    const name = 'Lee, "Pools", Ann';
    expect(rows.slice(1)).toEqual([
      [
        `INV-${a.paid.number}`,
        name,
        a.today,
        a.paid.dueOn,
        "paid",
        "620.00",
        "37.13",
        "657.13",
        "657.13",
        "0.00",
        "0.00",
        "USD",
      ],
      [
        `INV-${a.partly.number}`,
        name,
        a.today,
        a.partly.dueOn,
        "open",
        "620.00",
        "37.13",
        "657.13",
        "75.00",
        "10.00",
        "572.13",
        "USD",
      ],
      [
        `INV-${a.voided.number}`,
        name,
        a.today,
        a.voided.dueOn,
        "void",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "USD",
      ],
    ]);
    expect(out.body).not.toContain(`INV-${a.draft.number},`);
  });

  it("lists payments with the refund as a negative row, adding up to the Reports' collected", async () => {
    const a = await companyA();
    const rows = parse(await fileOf(a.ctx, "payments.csv", a.range)).slice(1);
    expect(rows.map((r) => [r[2], r[3], r[4], r[5]])).toEqual([
      [`INV-${a.paid.number}`, "Cash", "payment", "657.13"],
      [`INV-${a.partly.number}`, "Cash", "payment", "100.00"],
      [`INV-${a.partly.number}`, "Cash", "refund", "-25.00"],
    ]);
    const collected = (await revenueReport(a.ctx, a.range)).totals.collectedCents;
    expect(rows.reduce((s, r) => s + cents(r[5]), 0)).toBe(collected);
  });

  it("lists the period's credit notes", async () => {
    const a = await companyA();
    const rows = parse(await fileOf(a.ctx, "credits.csv", a.range));
    expect(rows.slice(1)).toEqual([
      [
        "CN-1",
        a.today,
        'Lee, "Pools", Ann',
        `INV-${a.partly.number}`,
        "10.00",
        "Goodwill, late visit",
        "USD",
      ],
    ]);
  });

  it("lists every dose with the chemicals report's costs", async () => {
    const a = await companyA();
    const rows = parse(await fileOf(a.ctx, "chemical-costs.csv", a.range)).slice(1);
    expect(rows.map((r) => [r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ["Liquid chlorine 12.5%", "1", "gal", "3.99", "yes"],
      ["Mystery powder", "2", "lb", "", "no"],
    ]);
    const report = await chemicalUsage(a.ctx, a.range);
    expect(rows.reduce((s, r) => s + cents(r[7] || "0"), 0)).toBe(report.totalCents);
    expect(rows.filter((r) => r[8] === "no")).toHaveLength(report.uncosted);
  });

  it("gives profit per account with exactly the profit report's figures", async () => {
    const a = await companyA();
    const body = await fileOf(a.ctx, "profit-by-account.csv", a.range);
    const report = await profitReport(a.ctx, a.range);
    expect(body).toBe(profitCsv(report.rows, "USD"));
    const [row] = parse(body).slice(1);
    // Revenue is before tax, of the invoices that count (paid and open, not void or draft).
    expect(row.slice(0, 3)).toEqual(['Lee, "Pools", Ann', "1", "1240.00"]);
    expect(cents(row[3])).toBe(399);
    expect(cents(row[7])).toBe(report.totals.profitCents);
  });

  it("writes a QuickBooks IIF whose transactions balance, void invoices left out", async () => {
    const a = await companyA();
    const out = await accountantExport(a.ctx, "quickbooks.iif", a.range);
    expect(out.filename).toBe(`quickbooks-${a.today}-${a.today}.iif`);
    expect(out.byteOrderMark).toBe(false);
    const rows = out.body.trimEnd().split("\r\n");
    expect(rows.slice(0, 3).map((r) => r.split("\t")[0])).toEqual(["!TRNS", "!SPL", "!ENDTRNS"]);
    const trns = rows.filter((r) => r.startsWith("TRNS\t")).map((r) => r.split("\t"));
    expect(trns.map((r) => [r[2], r[7]])).toEqual([
      ["INVOICE", `INV-${a.paid.number}`],
      ["INVOICE", `INV-${a.partly.number}`],
      ["PAYMENT", ""],
      ["PAYMENT", ""],
      ["CREDIT MEMO", "CN-1"],
    ]);
    expect(trns.map((r) => r[6])).toEqual(["657.13", "657.13", "657.13", "75.00", "-10.00"]);
    let sum = 0;
    for (const r of rows.slice(3)) {
      const cells = r.split("\t");
      if (cells[0] === "ENDTRNS") {
        expect(sum).toBe(0);
        sum = 0;
      } else sum += cents(cells[6]);
    }
  });

  it("writes Xero's template, one row per line of each invoice that counts", async () => {
    const a = await companyA();
    const out = await accountantExport(a.ctx, "xero-invoices.csv", a.range);
    expect(out.byteOrderMark).toBe(false);
    const rows = parse(out.body);
    expect(rows[0][0]).toBe("*ContactName");
    const numbers = rows.slice(1).map((r) => r[10]);
    expect(numbers).toEqual([
      `INV-${a.paid.number}`,
      `INV-${a.paid.number}`,
      `INV-${a.partly.number}`,
      `INV-${a.partly.number}`,
    ]);
    const [y, m, d] = a.today.split("-");
    expect(rows[1][12]).toBe(`${m}/${d}/${y}`);
  });

  it("counts what the period holds, and an empty period gives header rows only", async () => {
    const a = await companyA();
    expect(await accountantExportSummary(a.ctx, a.range)).toEqual({
      invoices: 3,
      payments: 2,
      credits: 1,
      doses: 2,
    });
    const empty = { from: "2001-01-01", to: "2001-01-31" };
    expect(await accountantExportSummary(a.ctx, empty)).toEqual({
      invoices: 0,
      payments: 0,
      credits: 0,
      doses: 0,
    });
    for (const file of accountantFiles.filter((f) => f !== "quickbooks.iif"))
      expect(parse(await fileOf(a.ctx, file, empty))).toHaveLength(1);
    expect((await fileOf(a.ctx, "quickbooks.iif", empty)).trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("never shows another company's money", async () => {
    const a = await companyA();
    const { ctx: b } = await newCompany("Books B");
    const bob = await createCustomer(b, customerInput({ firstName: "Bob", lastName: "Other" }));
    await makeInvoice(b, { customerId: bob.id, stage: "paid" });
    for (const file of accountantFiles) {
      const mine = await fileOf(a.ctx, file, a.range);
      const theirs = await fileOf(b, file, a.range);
      expect(mine).not.toContain("Bob Other");
      expect(theirs).not.toContain("Lee");
      expect(theirs).not.toContain("Liquid chlorine");
    }
    expect(await accountantExportSummary(b, a.range)).toEqual({
      invoices: 1,
      payments: 1,
      credits: 0,
      doses: 0,
    });
  });

  it("is refused to a member without money:read", async () => {
    const a = await companyA();
    const tech = await newTechnician(a.ctx);
    await expect(accountantExport(tech, "invoices.csv", a.range)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(accountantExport(tech, "profit-by-account.csv", a.range)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(accountantExportSummary(tech, a.range)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

/** What GET `/company/accountantExports/<file>?<query>` answers for this member: the response, or the status thrown. */
async function download(ctx: TenantContext, file: string, query: string): Promise<Response | number> {
  const context = new RouterContextProvider();
  context.set(tenantContext, ctx);
  context.set(signedInContext, null);
  const request = new Request(`http://localhost/company/accountantExports/${file}?${query}`);
  try {
    const args = { request, params: { file }, context };
    return (await downloadLoader(args as unknown as Parameters<typeof downloadLoader>[0])) as Response;
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit | null }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

describe("the download route", () => {
  it("sends the file as an attachment named with its period, refuses a technician, a bad date and an unknown file", async () => {
    const a = await companyA();
    const query = `range=custom&from=${a.today}&to=${a.today}`;
    const csv = await download(a.ctx, "invoices.csv", query);
    if (typeof csv === "number") throw new Error(`got ${csv}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="invoices-${a.today}-${a.today}.csv"`,
    );
    // The byte-order mark (EF BB BF) tells Excel it is UTF-8; text() would hide it, so read the bytes.
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).startsWith("Number,Customer,")).toBe(true);
    const iif = await download(a.ctx, "quickbooks.iif", query);
    if (typeof iif === "number") throw new Error(`got ${iif}`);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await iif.arrayBuffer())).toMatch(/^!TRNS\t/);

    expect(await download(await newTechnician(a.ctx), "invoices.csv", query)).toBe(403);
    expect(await download(a.ctx, "invoices.csv", "range=custom&from=2026-02-30&to=2026-03-01")).toBe(400);
    expect(await download(a.ctx, "invoices.csv", "range=custom&from=2026-03-02&to=2026-03-01")).toBe(400);
    expect(await download(a.ctx, "invoices.csv", "range=next-year")).toBe(400);
    expect(await download(a.ctx, "secrets.csv", query)).toBe(404);
  });
});
