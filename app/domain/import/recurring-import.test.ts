/**
 * The migration import's recurring service (issue 23): the dry run finds each row's customer, location, technician
 * and checklist within the company only; the import creates recurring stops through the office's own create (their
 * visits generated); undo removes them with their unworked visits, and is refused once a visit was worked.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "~/core/import/csv";
import { presetMapping } from "~/core/import/presets";
import { guessRecurringMapping } from "~/core/import/recurring";
import { validateRows } from "~/core/import/validate";
import { recurringServiceStop, serviceStop, taskGroup, user } from "~/db/schema";
import { saveImportFile } from "~/server/import-files.server";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { NotFoundError, RuleError } from "../errors";
import type { TenantContext } from "../tenant.server";
import { getImportBatch, undoImportBatch } from "./batches.server";
import { importCustomersAsBatch } from "./customers-batch.server";
import { startHistoryCheck, startHistoryImport } from "./history-run.server";

const customersCsv = toCsv(
  ["Customer Name", "Email", "Service Address", "Service City", "Body of Water", "Gallons"],
  [
    ["Ann Lee", "ann@example.com", "1 Palm St", "Tampa", "Pool", "15000"],
    ["Bob Ray", "bob@example.com", "9 Oak Ave", "Tampa", "Pool", "12000"],
  ],
);

async function importCustomers(ctx: TenantContext) {
  const table = parseCsv(customersCsv);
  if (!table.ok) throw new Error(table.message);
  const mapping = presetMapping(null, table.value.headers);
  return importCustomersAsBatch(ctx, {
    fileName: "customers.csv",
    mapping,
    plan: validateRows(table.value.rows, mapping, ctx.units),
  });
}

const headers = [
  "Customer",
  "Service Address",
  "Service Day",
  "Frequency",
  "Technician",
  "Rate",
  "Checklist",
];

async function recurringBatch(ctx: TenantContext, rows: string[][]) {
  return startHistoryCheck(ctx, {
    kind: "recurring",
    fileId: await saveImportFile(ctx.companyId, toCsv(headers, rows)),
    fileName: "recurring.csv",
    mapping: guessRecurringMapping(headers),
    rowCount: rows.length,
  });
}

async function setUp() {
  const { ctx } = await newCompany();
  await importCustomers(ctx);
  const tech = await newTechnician(ctx);
  const [{ email }] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, tech.userId));
  const [group] = await ctx.db
    .insert(taskGroup)
    .values({ companyId: ctx.companyId, name: "Weekly clean" })
    .returning({ id: taskGroup.id });
  return { ctx, tech, email, groupId: group.id };
}

const problemsOf = async (ctx: TenantContext, id: string) =>
  (await getImportBatch(ctx, id)).problems.map((p) => [p.line, p.field, p.message]);

describe("recurring-service import", () => {
  it("dry-runs, creates recurring stops with their visits and the batch, refuses doubles, undoes them", async () => {
    const { ctx, tech, email, groupId } = await setUp();
    const bad = await recurringBatch(ctx, [
      ["Ann Lee", "5 Nowhere Rd", "Tuesday", "weekly", "", "", ""],
      ["Bob Ray", "", "Someday", "weekly", "nobody@example.com", "", "Green to clean"],
    ]);
    expect(await problemsOf(ctx, bad)).toEqual([
      [2, "addressLine", "places.historyImport.addressUnknown"],
      [3, "weekday", expect.stringContaining("common.recurringImport.day")],
      [3, "technician", "places.recurringImport.technicianUnknown"],
      [3, "checklist", "places.recurringImport.checklistUnknown"],
    ]);
    await expect(startHistoryImport(ctx, bad)).rejects.toThrow("places.historyImport.notReady");

    const rows = [
      ["Ann Lee", "1 Palm St", "Tue/Fri", "weekly", email.toUpperCase(), "$95.00", "weekly CLEAN"],
      ["Bob Ray", "", "1st Monday", "mensual", "", "120", ""],
    ];
    const id = await recurringBatch(ctx, rows);
    expect(await getImportBatch(ctx, id)).toMatchObject({ status: "ready", errorCount: 0, rowCount: 2 });
    await startHistoryImport(ctx, id);
    const done = await getImportBatch(ctx, id);
    expect(done).toMatchObject({ status: "done", counts: { recurring: 2 } });
    const created = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.importBatchId, id));
    const ann = created.find((r) => r.frequency === "weekly")!;
    expect(ann).toMatchObject({
      days: [2, 5],
      technicianId: tech.memberId,
      priceCents: 9500,
      taskGroupId: groupId,
      companyId: ctx.companyId,
    });
    expect(created.find((r) => r.frequency === "monthly")).toMatchObject({
      days: [1],
      monthWeek: 1,
      priceCents: 12000,
      technicianId: null,
    });
    // The schedule generator ran as for the office's form: the visits are there, scheduled.
    const visits = await ctx.db
      .select({ id: serviceStop.id, status: serviceStop.status })
      .from(serviceStop)
      .where(
        inArray(
          serviceStop.recurringServiceStopId,
          created.map((r) => r.id),
        ),
      );
    expect(visits.length).toBeGreaterThan(2);
    expect((done.counts as { visits: number }).visits).toBe(visits.length);

    // The same file again: those days are already served.
    const again = await recurringBatch(ctx, rows);
    expect(await problemsOf(ctx, again)).toEqual([
      [2, "weekday", "places.recurringImport.alreadyScheduled"],
      [3, "weekday", "places.recurringImport.alreadyScheduled"],
    ]);

    const removed = await undoImportBatch(ctx, id);
    expect(removed).toMatchObject({ recurring: 2, visits: visits.length, customers: 0 });
    expect(await ctx.db.select().from(serviceStop).where(eq(serviceStop.companyId, ctx.companyId))).toEqual(
      [],
    );
  });

  it("refuses to undo once a generated visit was worked", async () => {
    const { ctx } = await setUp();
    const id = await recurringBatch(ctx, [["Ann Lee", "", "Wednesday", "every 2 weeks", "", "", ""]]);
    await startHistoryImport(ctx, id);
    const [stop] = await ctx.db
      .select({ id: serviceStop.id })
      .from(serviceStop)
      .where(eq(serviceStop.companyId, ctx.companyId))
      .limit(1);
    await ctx.db
      .update(serviceStop)
      .set({ status: "finished", finishedAt: new Date() })
      .where(and(eq(serviceStop.companyId, ctx.companyId), eq(serviceStop.id, stop.id)));
    const refused = await undoImportBatch(ctx, id).catch((e) => e);
    expect(refused).toBeInstanceOf(RuleError);
    expect(refused.message).toBe("places.importBatch.refused.stops");
    expect((await getImportBatch(ctx, id)).status).toBe("done");
  });

  it("matches technicians, checklists and customers within the company only", async () => {
    const a = await setUp();
    const b = (await newCompany()).ctx;
    await importCustomers(b);
    const id = await recurringBatch(b, [
      ["Ann Lee", "1 Palm St", "Tuesday", "weekly", a.email, "", "Weekly clean"],
    ]);
    expect(await problemsOf(b, id)).toEqual([
      [2, "technician", "places.recurringImport.technicianUnknown"],
      [2, "checklist", "places.recurringImport.checklistUnknown"],
    ]);
    // A's customers are not B's: a company without them finds nobody.
    const c = (await newCompany()).ctx;
    const none = await recurringBatch(c, [["Ann Lee", "", "Tuesday", "", "", "", ""]]);
    expect(await problemsOf(c, none)).toEqual([[2, "customerName", "places.historyImport.customerUnknown"]]);
    await expect(getImportBatch(a.ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(startHistoryImport(a.ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(undoImportBatch(a.ctx, id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
