/**
 * `npm run bench:import`: the migration import held to a 20,000-row service-history file (issue 23). Imports the
 * 2,000 customers (with a location and a pool each) it needs, then writes the history file and runs its dry run
 * (parse, check every row, find every visit's customer and pool) and its import (finished stops with readings and
 * doses, in chunks of HISTORY_CHUNK with the batch's progress), then undoes it. On PGlite, and on PostgreSQL too
 * when DATABASE_URL (or TEST_DATABASE_URL) names a server.
 */
if (!process.env.DATABASE_URL && process.env.TEST_DATABASE_URL)
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;

import { parseCsv, toCsv } from "~/core/import/csv";
import { guessHistoryMapping } from "~/core/import/history";
import { presetMapping } from "~/core/import/presets";
import { validateRows } from "~/core/import/validate";
import type { DbHandle } from "~/db/client.server";
import {
  createImportBatch,
  getImportBatch,
  undoImportBatch,
  updateImportBatch,
} from "~/domain/import/batches.server";
import { importCustomersAsBatch } from "~/domain/import/customers-batch.server";
import { HISTORY_CHUNK } from "~/domain/import/history-import.server";
import { runHistoryBatch } from "~/domain/import/history-run.server";
import { saveImportFile } from "~/server/import-files.server";
import { benchCompany, onEachDatabase } from "./databases";

const CUSTOMERS = 2_000;
const VISITS = 20_000;

function customersCsv() {
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => [
    `Bench${i} Customer${i}`,
    `bench${i}@example.com`,
    `${i} Bench Way`,
    "Mesa",
    "AZ",
    "Pool",
    String(12_000 + i),
  ]);
  return toCsv(
    [
      "Customer Name",
      "Email",
      "Service Address",
      "Service City",
      "Service State",
      "Body of Water",
      "Gallons",
    ],
    rows,
  );
}

/** 10 weekly visits per customer, five readings each, a dose on every other visit, a note on some. */
function historyCsv() {
  const rows = Array.from({ length: VISITS }, (_, i) => {
    const c = i % CUSTOMERS;
    const week = Math.floor(i / CUSTOMERS);
    const date = new Date(Date.UTC(2025, 0, 6 + week * 7)).toISOString().slice(0, 10);
    return [
      date,
      `Bench${c} Customer${c}`,
      `bench${c}@example.com`,
      "Pool",
      (2 + (i % 30) / 10).toFixed(1),
      (7.2 + (i % 6) / 10).toFixed(1),
      String(80 + (i % 40)),
      String(30 + (i % 50)),
      String(70 + (i % 20)),
      i % 2 ? "Liquid chlorine 1 gal; Muriatic acid 16 oz" : "",
      i % 5 ? "" : "Brushed walls, emptied baskets",
    ];
  });
  return toCsv(
    ["Date", "Customer", "Email", "Pool", "FC", "pH", "TA", "CYA", "Temp", "Chemicals", "Notes"],
    rows,
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString("en-US")} rows/s`;

async function bench(handle: DbHandle, label: string) {
  const ctx = await benchCompany(handle);
  console.log(`\n${label}`);

  let started = performance.now();
  const table = parseCsv(customersCsv());
  if (!table.ok) throw new Error(table.message);
  const mapping = presetMapping(null, table.value.headers);
  const plan = validateRows(table.value.rows, mapping, ctx.units);
  await importCustomersAsBatch(ctx, { fileName: "customers.csv", mapping, plan });
  const customersMs = performance.now() - started;
  console.log(
    `  ${CUSTOMERS.toLocaleString("en-US")} customers + locations + pools: ${seconds(customersMs)}`,
  );

  const text = historyCsv();
  const fileId = await saveImportFile(ctx.companyId, text);
  const headers = text.slice(0, text.indexOf("\r\n")).split(",");
  const batchId = await createImportBatch(ctx, {
    kind: "history",
    fileName: "history.csv",
    fileId,
    mapping: guessHistoryMapping(headers),
    rowCount: VISITS,
  });

  started = performance.now();
  await runHistoryBatch(ctx, batchId, "check");
  const checkMs = performance.now() - started;
  const checked = await getImportBatch(ctx, batchId);
  if (checked.errorCount > 0)
    throw new Error(
      `dry run found ${checked.errorCount} problems: ${JSON.stringify(checked.problems.slice(0, 3))}`,
    );
  console.log(
    `  dry run of ${VISITS.toLocaleString("en-US")} history rows: ${seconds(checkMs)} (${rate(VISITS, checkMs)})`,
  );

  await updateImportBatch(ctx, batchId, { status: "importing" });
  started = performance.now();
  await runHistoryBatch(ctx, batchId, "import");
  const importMs = performance.now() - started;
  const done = await getImportBatch(ctx, batchId);
  console.log(
    `  import (check again + ${Math.ceil(VISITS / HISTORY_CHUNK)} chunks of ${HISTORY_CHUNK}): ${seconds(importMs)} (${rate(VISITS, importMs)}); ${JSON.stringify(done.counts)}`,
  );

  started = performance.now();
  const removed = await undoImportBatch(ctx, batchId);
  console.log(
    `  undo of the history batch: ${seconds(performance.now() - started)}; ${JSON.stringify(removed)}`,
  );
}

await onEachDatabase(bench);
process.exit(0);
