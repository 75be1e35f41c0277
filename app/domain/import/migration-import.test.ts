/**
 * The migration import (issue 23): customer imports as undoable batches, the service-history import (dry run, then
 * finished stops with readings and doses), undo and its refusals, the background job's chunks and resume, and
 * tenancy (another company's batch is not found; a row never matches another company's customer).
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guessBalanceMapping } from "~/core/import/balances";
import { parseCsv, toCsv } from "~/core/import/csv";
import { customerChunks } from "~/core/import/customer-chunks";
import { guessEquipmentMapping } from "~/core/import/equipment";
import { guessHistoryMapping, validateHistoryRows } from "~/core/import/history";
import { presetMapping } from "~/core/import/presets";
import { validateRows } from "~/core/import/validate";
import {
  bodyOfWater,
  customer,
  equipment,
  importBatch,
  invoice,
  invoiceLine,
  serviceLocation,
  serviceStop,
  stopDose,
  stopReading,
} from "~/db/schema";
import { saveImportFile } from "~/server/import-files.server";
import { newCompany, newTechnician, stopInput } from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { NotFoundError, RuleError } from "../errors";
import { createServiceStop } from "../service/schedule-stop.server";
import type { TenantContext } from "../tenant.server";
import {
  createImportBatch,
  getImportBatch,
  listImportBatches,
  listImportPresets,
  saveImportPreset,
  undoImportBatch,
} from "./batches.server";
import { importCustomersAsBatch, writeCustomerChunk } from "./customers-batch.server";
import {
  ChunkTakenError,
  HISTORY_CHUNK,
  loadHistoryLookups,
  resolveVisits,
  writeHistoryChunk,
} from "./history-import.server";
import {
  resumeHistoryImport,
  runHistoryBatch,
  startCustomerImport,
  startHistoryCheck,
  startHistoryImport,
} from "./history-run.server";

const skimmerCsv = toCsv(
  ["Customer Name", "Email", "Service Address", "Service City", "Body of Water", "Gallons"],
  [
    ["Ann Lee", "ann@example.com", "1 Palm St", "Tampa", "Pool", "15000"],
    ["Bob Ray", "bob@example.com", "9 Oak Ave", "Tampa", "Pool", "12000"],
  ],
);

async function importCustomerFile(ctx: TenantContext, csv = skimmerCsv) {
  const table = parseCsv(csv);
  if (!table.ok) throw new Error(table.message);
  const mapping = presetMapping(null, table.value.headers);
  const result = validateRows(table.value.rows, mapping, ctx.units);
  expect(result.errors).toEqual([]);
  return importCustomersAsBatch(ctx, { fileName: "skimmer.csv", mapping, plan: result });
}

const historyHeaders = ["Date", "Customer", "Email", "Pool", "FC", "pH", "Chemicals", "Notes"];
const visit = (date: string, name = "Ann Lee", email = "ann@example.com") => [
  date,
  name,
  email,
  "Pool",
  "3",
  "7.5",
  "Liquid chlorine 1 gal; Acid 16 oz",
  "Brushed",
];

async function historyBatch(ctx: TenantContext, rows: string[][]) {
  const text = toCsv(historyHeaders, rows);
  const fileId = await saveImportFile(ctx.companyId, text);
  return startHistoryCheck(ctx, {
    fileId,
    fileName: "history.csv",
    mapping: guessHistoryMapping(historyHeaders),
    rowCount: rows.length,
  });
}

async function stopsOf(ctx: TenantContext, batchId?: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(serviceStop)
    .where(
      and(
        eq(serviceStop.companyId, ctx.companyId),
        batchId ? eq(serviceStop.importBatchId, batchId) : undefined,
      ),
    );
  return row.n;
}

describe("customer imports as batches", () => {
  it("marks what the import created, lists the batch, and undoes it as a whole", async () => {
    const { ctx } = await newCompany();
    const { batchId, counts } = await importCustomerFile(ctx);
    expect(counts).toMatchObject({ customersCreated: 2, locationsCreated: 2, bodiesCreated: 2 });
    const rows = await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));
    expect(rows.map((r) => [r.firstName, r.lastName, r.importBatchId])).toEqual(
      expect.arrayContaining([
        ["Ann", "Lee", batchId],
        ["Bob", "Ray", batchId],
      ]),
    );
    const [listed] = await listImportBatches(ctx);
    expect(listed).toMatchObject({ id: batchId, kind: "customers", status: "done", fileName: "skimmer.csv" });

    const removed = await undoImportBatch(ctx, batchId);
    expect(removed).toMatchObject({ customers: 2, locations: 2, bodies: 2 });
    expect((await getImportBatch(ctx, batchId)).status).toBe("undone");
    await expect(undoImportBatch(ctx, batchId)).rejects.toThrow("places.importBatch.refused.status");
  });

  it("refuses to undo once something is built on an imported customer", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const { batchId } = await importCustomerFile(ctx);
    const lookups = await loadHistoryLookups(ctx);
    const annId = lookups.byEmail.get("ann@example.com")![0];
    const locationId = lookups.locations.get(annId)![0].id;
    await createServiceStop(
      ctx,
      stopInput({ customerId: annId, serviceLocationId: locationId, technicianId: tech.memberId }),
    );
    const refused = await undoImportBatch(ctx, batchId).catch((e) => e);
    expect(refused).toBeInstanceOf(RuleError);
    expect(refused.message).toBe("places.importBatch.refused.stops");
    expect((await getImportBatch(ctx, batchId)).status).toBe("done");
  });

  it("saves a company's own mapping as a preset, by name", async () => {
    const { ctx } = await newCompany();
    await saveImportPreset(ctx, "customers", "Old CRM", { fullName: "Cliente" });
    await saveImportPreset(ctx, "customers", " Old  CRM ", { fullName: "Cliente", city: "Pueblo" });
    expect(await listImportPresets(ctx, "customers")).toEqual([
      { id: expect.any(String), name: "Old CRM", columns: { fullName: "Cliente", city: "Pueblo" } },
    ]);
    const other = (await newCompany()).ctx;
    expect(await listImportPresets(other, "customers")).toEqual([]);
  });
});

const bulkHeaders = [
  "Customer ID",
  "First Name",
  "Last Name",
  "Email",
  "Service Address",
  "City",
  "Pool Gallons",
];
const bulkRow = (i: number, address = `${i} Main St`) => [
  `B-${i}`,
  `First${i}`,
  "Bulk",
  `b${i}@example.com`,
  address,
  "Tampa",
  "15000",
];

/** A customer file as the preview checked it: its rows, mapping and plan. */
function checkedCustomerFile(ctx: TenantContext, rows: string[][]) {
  const csv = toCsv(bulkHeaders, rows);
  const table = parseCsv(csv);
  if (!table.ok) throw new Error(table.message);
  const mapping = presetMapping(null, table.value.headers);
  const result = validateRows(table.value.rows, mapping, ctx.units);
  expect(result.errors).toEqual([]);
  return { csv, mapping, result };
}

async function countOf(
  ctx: TenantContext,
  table: typeof customer | typeof serviceLocation | typeof bodyOfWater,
) {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.companyId, ctx.companyId));
  return row.n;
}

const noCounts = { customers: 0, updated: 0, locations: 0, bodies: 0 };

describe("large customer files", () => {
  it("runs as the job in chunks of whole customers, resumes without duplicates, undoes as a whole", async () => {
    const { ctx } = await newCompany();
    // 1,200 rows: customer B-0 on the first and the last line (two places), 1,198 others on one line each.
    const rows = [
      bulkRow(0),
      ...Array.from({ length: 1198 }, (_, i) => bulkRow(i + 1)),
      bulkRow(0, "0 Second St"),
    ];
    const { csv, mapping, result } = checkedCustomerFile(ctx, rows);
    const chunks = customerChunks(result.customers);
    expect(chunks.map((c) => [c.start, c.rows, c.customers.length])).toEqual([
      [0, 1000, 999],
      [1000, 200, 200],
    ]);

    const id = await startCustomerImport(ctx, {
      fileId: await saveImportFile(ctx.companyId, csv),
      fileName: "bulk.csv",
      mapping,
      rowCount: result.rowCount,
    });
    // Queued: the request writes nothing.
    expect(await getImportBatch(ctx, id)).toMatchObject({
      kind: "customers",
      status: "importing",
      doneRows: 0,
    });
    expect(await countOf(ctx, customer)).toBe(0);

    // A run that died after its first chunk: the chunk and the batch's progress committed together.
    await writeCustomerChunk(
      ctx,
      id,
      { customers: chunks[0].customers, mappedFields: result.mappedFields },
      { doneRows: 0, rows: chunks[0].rows, counts: noCounts },
    );
    await ctx.db.update(importBatch).set({ status: "failed" }).where(eq(importBatch.id, id));
    expect(await getImportBatch(ctx, id)).toMatchObject({
      doneRows: 1000,
      counts: { customers: 999, locations: 1000, bodies: 1000 },
    });

    // Another company's batch is not found, whatever it asks of it.
    const other = (await newCompany()).ctx;
    await expect(getImportBatch(other, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(resumeHistoryImport(other, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(runHistoryBatch(other, id, "import")).rejects.toBeInstanceOf(NotFoundError);
    await expect(undoImportBatch(other, id)).rejects.toBeInstanceOf(NotFoundError);

    await resumeHistoryImport(ctx, id);
    await runQueuedJobs();
    expect(await getImportBatch(ctx, id)).toMatchObject({
      status: "done",
      rowCount: 1200,
      doneRows: 1200,
      counts: { customers: 1199, updated: 0, locations: 1200, bodies: 1200 },
    });
    expect(await countOf(ctx, customer)).toBe(1199);
    expect(await countOf(ctx, serviceLocation)).toBe(1200);
    expect(await countOf(ctx, bodyOfWater)).toBe(1200);
    const [b0] = await ctx.db
      .select()
      .from(customer)
      .where(and(eq(customer.companyId, ctx.companyId), eq(customer.importKey, "B-0")));
    const b0Places = await ctx.db.select().from(serviceLocation).where(eq(serviceLocation.customerId, b0.id));
    expect(b0Places.map((l) => [l.addressLine, l.importBatchId]).sort()).toEqual([
      ["0 Main St", id],
      ["0 Second St", id],
    ]);
    // A redelivered run that still thinks it is at the start writes nothing.
    await expect(
      writeCustomerChunk(
        ctx,
        id,
        { customers: chunks[0].customers, mappedFields: result.mappedFields },
        { doneRows: 0, rows: chunks[0].rows, counts: noCounts },
      ),
    ).rejects.toBeInstanceOf(ChunkTakenError);
    expect(await countOf(ctx, customer)).toBe(1199);

    expect(await undoImportBatch(ctx, id)).toMatchObject({ customers: 1199, locations: 1200, bodies: 1200 });
    expect(await countOf(ctx, customer)).toBe(0);
    expect(await countOf(ctx, serviceLocation)).toBe(0);
  });

  it("keeps one customer whose rows fall in two chunks, and fails a run whose file is gone", async () => {
    const { ctx } = await newCompany();
    const id = await createImportBatch(ctx, {
      kind: "customers",
      fileName: "split.csv",
      fileId: crypto.randomUUID(),
      mapping: {},
      rowCount: 3,
      status: "importing",
    });
    // Chunks cut inside a customer's rows (the job never does: it keeps a customer whole): upserted by import key.
    const first = checkedCustomerFile(ctx, [bulkRow(1), bulkRow(2)]).result;
    const second = checkedCustomerFile(ctx, [bulkRow(1, "1 Oak Ave")]).result;
    let counts = await writeCustomerChunk(ctx, id, first, { doneRows: 0, rows: 2, counts: noCounts });
    counts = await writeCustomerChunk(ctx, id, second, { doneRows: 2, rows: 1, counts });
    expect(counts).toEqual({ customers: 2, updated: 1, locations: 3, bodies: 3 });
    expect(await countOf(ctx, customer)).toBe(2);
    const places = await ctx.db
      .select({ customerId: serviceLocation.customerId, batch: serviceLocation.importBatchId })
      .from(serviceLocation)
      .where(eq(serviceLocation.companyId, ctx.companyId));
    expect(new Set(places.map((p) => p.customerId)).size).toBe(2);
    expect(places.every((p) => p.batch === id)).toBe(true);

    // The uploaded file is no longer kept: the run stops, its chunks stay for Undo.
    expect(await runHistoryBatch(ctx, id, "import")).toBe("failed");
    expect(await getImportBatch(ctx, id)).toMatchObject({
      status: "failed",
      failure: "places.historyImport.fileGone",
    });
    expect(await undoImportBatch(ctx, id)).toMatchObject({ customers: 2, locations: 3 });
  });
});

describe("service history", () => {
  it("dry-runs with every problem by row, then writes finished stops with readings and doses", async () => {
    const { ctx } = await newCompany();
    await importCustomerFile(ctx);
    const checkId = await historyBatch(ctx, [
      visit("2025-01-07"),
      visit("2025-01-14", "Nobody Here", ""),
      visit("2025-13-01"),
      visit("2025-01-21", "Nobody Either", "").map((cell, i) => (i === 5 ? "15" : cell)),
    ]);
    const checked = await getImportBatch(ctx, checkId);
    expect(checked).toMatchObject({ status: "ready", rowCount: 4, errorCount: 4 });
    // Every problem of a row at once: a reading out of range and an unknown customer on line 5.
    expect(checked.problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [3, "customerName", "places.historyImport.customerUnknown"],
      [4, "date", expect.stringContaining("common.history.dateInvalid")],
      [5, "pH", expect.stringContaining("water.check.range")],
      [5, "customerName", "places.historyImport.customerUnknown"],
    ]);
    expect(await stopsOf(ctx)).toBe(0);
    await expect(startHistoryImport(ctx, checkId)).rejects.toThrow("places.historyImport.notReady");

    const id = await historyBatch(ctx, [
      visit("2025-01-07"),
      visit("2025-01-14"),
      visit("2025-01-21", "Bob Ray", ""),
    ]);
    expect(await getImportBatch(ctx, id)).toMatchObject({ status: "ready", errorCount: 0 });
    await startHistoryImport(ctx, id);
    const done = await getImportBatch(ctx, id);
    expect(done).toMatchObject({ status: "done", doneRows: 3, counts: { stops: 3, readings: 6, doses: 6 } });
    const stops = await ctx.db.select().from(serviceStop).where(eq(serviceStop.importBatchId, id));
    expect(stops.map((s) => [s.serviceDate, s.status, s.billed, s.internalNotes]).sort()).toEqual([
      ["2025-01-07", "finished", true, "Brushed"],
      ["2025-01-14", "finished", true, "Brushed"],
      ["2025-01-21", "finished", true, "Brushed"],
    ]);
    const readings = await ctx.db
      .select({ reading: stopReading.reading, value: stopReading.value })
      .from(stopReading)
      .where(eq(stopReading.serviceStopId, stops[0].id));
    expect(readings).toEqual(
      expect.arrayContaining([
        { reading: "freeChlorine", value: 3 },
        { reading: "pH", value: 7.5 },
      ]),
    );
    const [doses] = await ctx.db
      .select({ n: count() })
      .from(stopDose)
      .where(eq(stopDose.serviceStopId, stops[0].id));
    expect(doses.n).toBe(2);

    // The customers' batch cannot go while the history hangs on it; the history batch can.
    const customersBatch = (await listImportBatches(ctx)).find((b) => b.kind === "customers")!;
    await expect(undoImportBatch(ctx, customersBatch.id)).rejects.toThrow("places.importBatch.refused.stops");
    expect(await undoImportBatch(ctx, id)).toMatchObject({ stops: 3 });
    expect(await stopsOf(ctx)).toBe(0);
    await undoImportBatch(ctx, customersBatch.id);
  });

  it("runs a large file as a background job in chunks, and resumes after the last committed chunk", async () => {
    const { ctx } = await newCompany();
    await importCustomerFile(ctx);
    const rows = Array.from({ length: 520 }, (_, i) => {
      const d = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
      return visit(d, i % 2 ? "Bob Ray" : "Ann Lee", i % 2 ? "bob@example.com" : "ann@example.com");
    });
    const id = await historyBatch(ctx, rows);
    expect((await getImportBatch(ctx, id)).status).toBe("checking");
    await runQueuedJobs();
    expect(await getImportBatch(ctx, id)).toMatchObject({ status: "ready", rowCount: 520, errorCount: 0 });

    // A run that died after its first chunk of 200: the chunk and the batch's progress committed together.
    const table = parseCsv(toCsv(historyHeaders, rows));
    if (!table.ok) throw new Error("csv");
    const check = validateHistoryRows(table.value.rows, guessHistoryMapping(historyHeaders), {
      units: ctx.units,
      today: "2026-11-28",
    });
    const { visits } = resolveVisits(check.valid, await loadHistoryLookups(ctx));
    await writeHistoryChunk(ctx, id, visits.slice(0, 200), {
      doneRows: 0,
      counts: { stops: 0, readings: 0, doses: 0 },
    });
    await ctx.db.update(importBatch).set({ status: "failed" }).where(eq(importBatch.id, id));
    expect(await getImportBatch(ctx, id)).toMatchObject({ doneRows: 200, counts: { stops: 200 } });

    await resumeHistoryImport(ctx, id);
    expect((await getImportBatch(ctx, id)).status).toBe("importing");
    await runQueuedJobs();
    expect(await getImportBatch(ctx, id)).toMatchObject({
      status: "done",
      doneRows: 520,
      counts: { stops: 520 },
    });
    expect(await stopsOf(ctx, id)).toBe(520);
    expect(HISTORY_CHUNK).toBeGreaterThanOrEqual(200);
    // A second run that still thinks it is at the start (a redelivered job) writes nothing.
    await expect(
      writeHistoryChunk(ctx, id, visits.slice(0, 200), {
        doneRows: 0,
        counts: { stops: 0, readings: 0, doses: 0 },
      }),
    ).rejects.toBeInstanceOf(ChunkTakenError);
    expect(await stopsOf(ctx, id)).toBe(520);
  });

  it("writes chunk by chunk with its progress", async () => {
    const { ctx } = await newCompany();
    await importCustomerFile(ctx);
    const id = await historyBatch(ctx, [visit("2025-02-01"), visit("2025-02-08"), visit("2025-02-15")]);
    await ctx.db.update(importBatch).set({ status: "importing" }).where(eq(importBatch.id, id));
    expect(await runHistoryBatch(ctx, id, "import", { chunkSize: 2 })).toBe("done");
    expect(await getImportBatch(ctx, id)).toMatchObject({ doneRows: 3, counts: { stops: 3 } });
  });
});

describe("equipment", () => {
  it("dry-runs, then puts each piece on its customer's pool; undo removes only the equipment", async () => {
    const { ctx } = await newCompany();
    await importCustomerFile(ctx);
    const headers = ["Customer", "Pool", "Type", "Make", "Model", "Serial #", "Install date"];
    const start = async (rows: string[][]) =>
      startHistoryCheck(ctx, {
        kind: "equipment",
        fileId: await saveImportFile(ctx.companyId, toCsv(headers, rows)),
        fileName: "equipment.csv",
        mapping: guessEquipmentMapping(headers),
        rowCount: rows.length,
      });
    const bad = await start([
      ["Ann Lee", "Spa", "Pump", "Hayward", "TriStar", "SN1", "2021-04-01"],
      ["Bob Ray", "Pool", "Spaceship", "", "", "", ""],
    ]);
    expect((await getImportBatch(ctx, bad)).problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [2, "bodyName", "places.historyImport.poolUnknown"],
      [3, "category", expect.stringContaining("common.equipmentImport.category")],
    ]);
    const id = await start([
      ["Ann Lee", "Pool", "Variable speed pump", "Hayward", "TriStar", "SN1", "2021-04-01"],
      ["Bob Ray", "", "Filter", "Pentair", "Clean & Clear", "", ""],
    ]);
    await startHistoryImport(ctx, id);
    expect(await getImportBatch(ctx, id)).toMatchObject({ status: "done", counts: { equipment: 2 } });
    const rows = await ctx.db.select().from(equipment).where(eq(equipment.importBatchId, id));
    expect(rows.map((r) => [r.category, r.make, r.installedOn]).sort()).toEqual([
      ["filter", "Pentair", null],
      ["pump", "Hayward", "2021-04-01"],
    ]);
    expect(await undoImportBatch(ctx, id)).toMatchObject({ equipment: 2, customers: 0 });
  });
});

describe("opening balances", () => {
  it("one open invoice per customer that owes, dated, with its line, not e-mailed; undone as a whole", async () => {
    const { ctx } = await newCompany();
    await importCustomerFile(ctx);
    const headers = ["Customer", "Balance", "As of"];
    const id = await startHistoryCheck(ctx, {
      kind: "balances",
      fileId: await saveImportFile(
        ctx.companyId,
        toCsv(headers, [
          ["Ann Lee", "$120.50", "2026-10-31"],
          ["Bob Ray", "0", "2026-10-31"],
        ]),
      ),
      fileName: "balances.csv",
      mapping: guessBalanceMapping(headers),
      rowCount: 2,
    });
    expect(await getImportBatch(ctx, id)).toMatchObject({ status: "ready", errorCount: 0 });
    await startHistoryImport(ctx, id);
    expect(await getImportBatch(ctx, id)).toMatchObject({
      status: "done",
      counts: { invoices: 1, cents: 12050 },
    });
    const rows = await ctx.db.select().from(invoice).where(eq(invoice.importBatchId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "open",
      issuedOn: "2026-10-31",
      totalCents: 12050,
      sentAt: null,
    });
    const lines = await ctx.db.select().from(invoiceLine).where(eq(invoiceLine.invoiceId, rows[0].id));
    expect(lines.map((l) => l.description)).toEqual(["Opening balance on 2026-10-31"]);
    expect(await undoImportBatch(ctx, id)).toMatchObject({ invoices: 1 });
  });
});

describe("tenancy", () => {
  it("another company's batch is not found, and a row never matches another company's customer", async () => {
    const a = (await newCompany()).ctx;
    const b = (await newCompany()).ctx;
    const { batchId } = await importCustomerFile(a);
    await expect(getImportBatch(b, batchId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(undoImportBatch(b, batchId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getImportBatch(b, "not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
    expect(await listImportBatches(b)).toEqual([]);

    const id = await historyBatch(b, [visit("2025-01-07")]);
    const checked = await getImportBatch(b, id);
    expect(checked.problems).toEqual([
      { line: 2, field: "customerName", message: "places.historyImport.customerUnknown" },
    ]);
    await expect(startHistoryImport(a, id)).rejects.toBeInstanceOf(NotFoundError);
    // The database refuses a record pointing at another company's batch.
    await expect(
      b.db.insert(customer).values({ companyId: b.companyId, displayName: "X", importBatchId: batchId }),
    ).rejects.toThrow();
  });
});
