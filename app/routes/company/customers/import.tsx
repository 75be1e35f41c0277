import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import {
  data,
  Form,
  Link,
  type RouterContextProvider,
  useNavigate,
  useNavigation,
  useSubmit,
} from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ImportSteps } from "~/components/forms/import-steps";
import { ImportFileFields, ImportProblems, ImportUploadForm } from "~/components/forms/import-wizard";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { postForNdjson } from "~/components/streaming/read-ndjson";
import { signedInContext, tenantContext } from "~/context";
import { type MessageKey, translatorFor } from "~/core/i18n/catalogs";
import type { Translator } from "~/core/i18n/translate";
import { balanceFields, guessBalanceMapping, sanitizeBalanceMapping } from "~/core/import/balances";
import {
  type CsvTable,
  checkCsvUpload,
  decodeUtf8,
  isXlsx,
  MAX_IMPORT_ROWS,
  type Outcome,
  parseCsv,
  toCsv,
  tooLargeForImport,
  type UploadProblem,
  XLSX_TYPE,
} from "~/core/import/csv";
import { equipmentFields, guessEquipmentMapping, sanitizeEquipmentMapping } from "~/core/import/equipment";
import { type FieldKey, fieldGroups, fieldKeys, type Mapping, sanitizeMapping } from "~/core/import/fields";
import { guessHistoryMapping, historyFields, sanitizeHistoryMapping } from "~/core/import/history";
import { type ImportKind, isImportKind, type RunKind, runsInChunks } from "~/core/import/kinds";
import {
  choosePreset,
  isPresetId,
  presetColumns,
  presetMapping,
  savedColumnsOf,
} from "~/core/import/presets";
import { guessRecurringMapping, recurringFields, sanitizeRecurringMapping } from "~/core/import/recurring";
import { errorReportRows, mapRow, type RowError, validateRows } from "~/core/import/validate";
import { getCompany } from "~/domain/companies/companies.server";
import { RuleError } from "~/domain/errors";
import {
  getImportBatch,
  listImportBatches,
  listImportPresets,
  type SavedPreset,
  saveImportPreset,
  undoImportBatch,
} from "~/domain/import/batches.server";
import { importCustomersAsBatch } from "~/domain/import/customers-batch.server";
import type { ImportCounts, ImportProgress } from "~/domain/import/customers-import.server";
import {
  CUSTOMER_BACKGROUND_ROWS,
  resumeHistoryImport,
  startCustomerImport,
  startHistoryCheck,
  startHistoryImport,
} from "~/domain/import/history-run.server";
import { getReadingSet } from "~/domain/service/reading-set.server";
import { can, requirePermission, type TenantContext } from "~/domain/tenant.server";
import { deleteImportFile, readImportFile, saveImportFile } from "~/server/import-files.server";
import { readXlsx } from "~/server/import-xlsx.server";
import { logger } from "~/server/logger.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainRules, withErrorPages } from "../../shared/domain-errors.server";
import { ndjson, wantsNdjson, withProgress } from "../../shared/ndjson.server";
import type { Route } from "./+types/import";
import {
  BatchPanel,
  type BatchView,
  HistoryMapStep,
  KindChoice,
  PastImports,
  PROBLEMS_PER_PAGE,
  PresetChoice,
} from "./import-batches";
import { importFieldLabels, importGroupTitles } from "./import-labels";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "places.import.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

const PREVIEW_ROWS = 10;
const steps = [
  "places.import.step.upload",
  "places.import.step.map",
  "places.import.step.preview",
  "places.import.step.import",
] as const;

interface UploadedFile {
  id: string;
  name: string;
  headers: string[];
  rowCount: number;
}

interface Preview {
  rowCount: number;
  invalidRows: number;
  errorCount: number;
  errors: RowError[];
  counts: { customers: number; locations: number; bodies: number };
  columns: FieldKey[];
  rows: { line: number; values: string[]; hasError: boolean }[];
  errorCsv: string | null;
}

/** An error is a catalog key (with `errorValues`) or a keyed message (the CSV reader's): `t.text` words it. */
type ErrorValues = Record<string, string | number>;
type ImportState =
  | { step: "upload"; error: string; errorValues?: ErrorValues; batchError?: string }
  | { step: "map"; file: UploadedFile; mapping: Mapping; preset: string; error?: string }
  | {
      step: "historyMap";
      kind: RunKind;
      file: UploadedFile;
      mapping: Record<string, string | null>;
      error?: string;
    }
  | {
      step: "preview";
      file: UploadedFile;
      mapping: Mapping;
      preview: Preview;
      error?: string;
      savedPreset?: string;
    };

const reply = (state: ImportState, status = 200) => data<ImportState>(state, { status });

export function loader({ context, request }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "customers:write");
    const url = new URL(request.url);
    const batchId = url.searchParams.get("batch");
    const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
    const [batches, presets, readings, batch] = await Promise.all([
      listImportBatches(tenant),
      listImportPresets(tenant, "customers"),
      getReadingSet(tenant),
      batchId ? getImportBatch(tenant, batchId) : null,
    ]);
    return {
      units: tenant.units,
      batches: batches.map((b) => batchView(b, 1)),
      presets: presets.map((p) => ({ id: p.id, name: p.name })),
      readings,
      batch: batch ? batchView(batch, page) : null,
      // Recurring service is the route planner's to create: offered to those who may.
      recurring: can(tenant, "routing:manage"),
    };
  });
}

/** An import with no progress for this long may have lost its worker: the page offers to resume it. */
const STALE_AFTER_MS = 2 * 60 * 1000;

/** What the page shows of a batch: its state and figures, and one page of its dry run's problems. */
function batchView(b: Awaited<ReturnType<typeof getImportBatch>>, page: number): BatchView {
  const start = (page - 1) * PROBLEMS_PER_PAGE;
  return {
    id: b.id,
    kind: b.kind,
    fileName: b.fileName,
    status: b.status,
    rowCount: b.rowCount,
    errorCount: b.errorCount,
    doneRows: b.doneRows,
    counts: b.counts,
    failure: b.failure,
    createdAt: b.createdAt.toISOString(),
    stale: b.status === "importing" && Date.now() - b.updatedAt.getTime() > STALE_AFTER_MS,
    resumable: runsInChunks(b),
    problemCount: b.problems.length,
    page,
    problems: b.problems.slice(start, start + PROBLEMS_PER_PAGE),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await withErrorPages(async () => requirePermission(tenant, "customers:write"));
  // Refuse an oversized upload before reading it (the form parts add a little on top of the file).
  if (tooLargeForImport(request)) return reply({ step: "upload", error: tooLarge }, 413);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  if (intent === "upload") return upload(tenant, formData.get("file"), formText(formData, "kind"));
  if (intent === "undo" || intent === "historyImport" || intent === "resume")
    return batchAction(tenant, intent, formText(formData, "batchId"));
  if (intent === "historyCheck") return historyCheck(tenant, formData);

  const prepared = await prepareImport(tenant, formData, intent, readerWords(request, context));
  if ("state" in prepared) return reply(prepared.state, prepared.status);
  try {
    const queued = await queueLargeImport(tenant, prepared);
    if (queued) return redirectWithToast(queued, { message: "places.importBatch.started" });
    const { counts } = await importCustomersAsBatch(tenant, {
      fileName: prepared.file.name,
      mapping: prepared.mapping,
      plan: prepared.result,
    });
    await deleteImportFile(tenant.companyId, prepared.file.id);
    return redirectWithToast("/company/customers", importedMessage(counts));
  } catch (error) {
    logger.error({ err: error, companyId: tenant.companyId }, "customer import failed");
    return reply(failedState(prepared), 500);
  }
}

/**
 * The import with its progress: the page posts the preview's form with `Accept: application/x-ndjson` and reads
 * one JSON line per batch (`{"type":"progress","phase":"customers","done":200,"total":1000}`), then a last line:
 * `done` (go to the customer list with the toast), `queued` (a file of more than CUSTOMER_BACKGROUND_ROWS rows handed
 * to the import job: go to its batch) or `state` (the step to show instead: problems found, or the import failed
 * and nothing was saved). Without JavaScript the form posts to the action above.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (!wantsNdjson(request)) return next();
    const tenant = context.get(tenantContext);
    await withErrorPages(async () => requirePermission(tenant, "customers:write"));
    if (tooLargeForImport(request))
      return ndjson([{ type: "state", state: { step: "upload", error: tooLarge } }]);
    const formData = await request.formData();
    const t = readerWords(request, context);
    const prepared = await prepareImport(tenant, formData, formText(formData, "intent"), t);
    if ("state" in prepared) return ndjson([{ type: "state", state: prepared.state }]);
    try {
      const queued = await queueLargeImport(tenant, prepared);
      if (queued) return ndjson([{ type: "queued", message: t("places.importBatch.started"), to: queued }]);
    } catch (error) {
      logger.error({ err: error, companyId: tenant.companyId }, "customer import failed");
      return ndjson([{ type: "state", state: failedState(prepared) }]);
    }
    // The last line words its toast itself: in the reader's language.
    const word = (m: ReturnType<typeof importedMessage>) => t(m.message, m.values);
    return ndjson(streamImport(tenant, prepared, word));
  },
];

type ServerT = Translator<MessageKey>;

/**
 * A file of more than CUSTOMER_BACKGROUND_ROWS rows is committed by the import job, in chunks (one request could
 * outlast a proxy's timeout): returns the page that follows its batch. A smaller one is imported right here (null).
 */
async function queueLargeImport(tenant: TenantContext, prepared: PreparedImport): Promise<string | null> {
  if (prepared.result.rowCount <= CUSTOMER_BACKGROUND_ROWS) return null;
  const batchId = await startCustomerImport(tenant, {
    fileId: prepared.file.id,
    fileName: prepared.file.name,
    mapping: prepared.mapping,
    rowCount: prepared.result.rowCount,
  });
  return `/company/customers/import?batch=${batchId}`;
}

/** Undo, import (after the dry run) or resume a batch; a refused rule is said above the past imports. */
async function batchAction(tenant: TenantContext, intent: string, batchId: string) {
  const here = `/company/customers/import?batch=${encodeURIComponent(batchId)}`;
  try {
    await domainRules(async () => {
      if (intent === "undo") await undoImportBatch(tenant, batchId);
      else if (intent === "historyImport") await startHistoryImport(tenant, batchId);
      else await resumeHistoryImport(tenant, batchId);
    });
  } catch (error) {
    if (error instanceof RuleError)
      return reply({ step: "upload", error: "", batchError: error.message }, 409);
    throw error;
  }
  const message =
    intent === "undo"
      ? "places.importBatch.undone"
      : intent === "resume"
        ? "places.importBatch.resumed"
        : "places.importBatch.started";
  return redirectWithToast(here, { message });
}

/** A history or equipment file's dry run: a batch that checks every row (in the background for a large file). */
async function historyCheck(tenant: TenantContext, formData: FormData) {
  const posted = formText(formData, "kind");
  const kind: RunKind =
    posted === "equipment" || posted === "balances" || posted === "recurring" ? posted : "history";
  // Recurring service is the route planner's to create (a 403 page otherwise, as for the page itself).
  if (kind === "recurring") await withErrorPages(async () => requirePermission(tenant, "routing:manage"));
  const fileId = formData.get("fileId");
  const text = await readImportFile(tenant.companyId, fileId);
  const table = text === null ? null : parseCsv(text);
  if (!table?.ok) return reply({ step: "upload", error: "places.import.noUpload" }, 400);
  const raw: Record<string, unknown> = {};
  for (const field of [...historyFields, ...equipmentFields, ...balanceFields, ...recurringFields])
    raw[field] = formData.get(`map.${field}`);
  const mapping: Record<string, string | null> =
    kind === "equipment"
      ? sanitizeEquipmentMapping(raw, table.value.headers)
      : kind === "balances"
        ? sanitizeBalanceMapping(raw, table.value.headers)
        : kind === "recurring"
          ? sanitizeRecurringMapping(raw, table.value.headers)
          : sanitizeHistoryMapping(raw, table.value.headers);
  const file: UploadedFile = {
    id: String(fileId),
    name: formText(formData, "fileName").slice(0, 200),
    headers: table.value.headers,
    rowCount: countRows(table.value.rows),
  };
  const namesCustomer = mapping.customerName || mapping.customerEmail || mapping.customerId;
  const required = {
    equipment: mapping.category,
    balances: mapping.amount,
    history: mapping.date,
    recurring: mapping.weekday,
  }[kind];
  if (!namesCustomer || !required) {
    const error = {
      equipment: "places.equipmentImport.chooseColumns",
      balances: "places.balanceImport.chooseColumns",
      history: "places.historyImport.chooseColumns",
      recurring: "places.recurringImport.chooseColumns",
    }[kind];
    return reply({ step: "historyMap", kind, file, mapping, error }, 400);
  }
  const batchId = await startHistoryCheck(tenant, {
    kind,
    fileId: file.id,
    fileName: file.name,
    mapping,
    rowCount: file.rowCount,
  });
  return redirectWithToast(`/company/customers/import?batch=${batchId}`, {
    message: "places.importBatch.checking",
  });
}

/** The reader's words on the server (the error report, the streamed toast): the profile's language, else the browser's. */
function readerWords(request: Request, context: Readonly<RouterContextProvider>): ServerT {
  const page = pageLocaleFor(request, context.get(signedInContext)?.locale);
  return translatorFor(page.language, page.locale);
}

/** What the streamed import sends, one JSON object a line. */
export type ImportEvent =
  | ({ type: "progress" } & ImportProgress)
  | { type: "done"; message: string; to: string }
  /** A large file handed to the import job: go to its batch, whose page shows the progress. */
  | { type: "queued"; message: string; to: string }
  | { type: "state"; state: ImportState };

function streamImport(
  tenant: TenantContext,
  prepared: PreparedImport,
  word: (message: ReturnType<typeof importedMessage>) => string,
): AsyncGenerator<ImportEvent> {
  const total = prepared.result.customers.length;
  // About 20 updates for a large file; the domain caps a batch at IMPORT_BATCH_SIZE.
  const batchSize = Math.max(50, Math.ceil(total / 20));
  return withProgress<ImportEvent, ImportEvent>(async (progress) => {
    progress({ type: "progress", phase: "customers", done: 0, total });
    try {
      const { counts } = await importCustomersAsBatch(
        tenant,
        { fileName: prepared.file.name, mapping: prepared.mapping, plan: prepared.result },
        {
          batchSize,
          onProgress: (p) => {
            progress({ type: "progress", ...p });
            // Let the line go out before the next batch (PGlite runs in this process).
            return new Promise((resolve) => setImmediate(resolve));
          },
        },
      );
      await deleteImportFile(tenant.companyId, prepared.file.id);
      return { type: "done", message: word(importedMessage(counts)), to: "/company/customers" };
    } catch (error) {
      logger.error({ err: error, companyId: tenant.companyId }, "customer import failed");
      return { type: "state", state: failedState(prepared) };
    }
  });
}

type PreparedImport = {
  file: UploadedFile;
  mapping: Mapping;
  preview: Preview;
  result: ReturnType<typeof validateRows>;
};

/**
 * Reads the uploaded file again with the chosen columns and checks every row. Anything but a commit of a file
 * without problems ends in the step to show (`state`); a commit ready to run gets the checked rows.
 */
async function prepareImport(
  tenant: TenantContext,
  formData: FormData,
  intent: string,
  t: ServerT,
): Promise<PreparedImport | { state: ImportState; status: number }> {
  const fileId = formData.get("fileId");
  const text = await readImportFile(tenant.companyId, fileId);
  const table = text === null ? null : parseCsv(text);
  if (!table?.ok) {
    return {
      state: { step: "upload", error: "places.import.noUpload" },
      status: 400,
    };
  }
  const { headers, rows } = table.value;
  const file: UploadedFile = {
    id: String(fileId),
    name: formText(formData, "fileName").slice(0, 200),
    headers,
    rowCount: countRows(rows),
  };
  const raw: Record<string, unknown> = {};
  for (const field of fieldKeys) raw[field] = formData.get(`map.${field}`);
  let mapping = sanitizeMapping(raw, headers);
  const preset = formText(formData, "preset") || "generic";
  if (intent === "applyPreset") {
    mapping = await mappingOfPreset(tenant, preset, headers);
    return { state: { step: "map", file, mapping, preset }, status: 200 };
  }
  if (intent === "remap") return { state: { step: "map", file, mapping, preset }, status: 200 };
  const presetName = formText(formData, "presetName").trim();
  let savedPreset: string | undefined;
  if (intent === "preview" && presetName) {
    await saveImportPreset(tenant, "customers", presetName, savedColumnsOf(mapping));
    savedPreset = presetName.slice(0, 60);
  }
  if (!mapping.firstName && !mapping.lastName && !mapping.companyName && !mapping.fullName) {
    return {
      state: {
        step: "map",
        file,
        mapping,
        preset,
        error: "places.import.chooseName",
      },
      status: 400,
    };
  }

  const company = await getCompany(tenant);
  const result = validateRows(rows, mapping, tenant.units, { defaultCountry: company?.country });
  const preview = previewOf(rows, mapping, result, t);
  if (intent !== "commit" || result.errorCount > 0) {
    return {
      state: { step: "preview", file, mapping, preview, savedPreset },
      status: intent === "commit" ? 400 : 200,
    };
  }
  return { file, mapping, preview, result };
}

function failedState({ file, mapping, preview }: PreparedImport): ImportState {
  return {
    step: "preview",
    file,
    mapping,
    preview,
    error: "places.import.failed",
  };
}

/** The toast after an import: a catalog key with its figures, worded in the reader's language by the page. */
function importedMessage(counts: ImportCounts) {
  return {
    message: "places.import.imported" as const,
    values: {
      total: counts.customersCreated + counts.customersUpdated,
      created: counts.customersCreated,
      updated: counts.customersUpdated,
      locations: counts.locationsCreated,
      bodies: counts.bodiesCreated,
    },
  };
}

const tooLarge = "places.import.tooLarge";
const uploadProblemKeys = {
  chooseFile: "places.import.chooseFile",
  notCsv: "places.import.notCsv",
  tooLarge,
  empty: "places.import.empty",
} as const satisfies Record<UploadProblem, MessageKey>;

/** The mapping a preset gives the file: a tool's, the company's own (`saved:<id>`), or the generic guess. */
async function mappingOfPreset(tenant: TenantContext, preset: string, headers: string[]): Promise<Mapping> {
  if (preset.startsWith("saved:")) {
    const saved = (await listImportPresets(tenant, "customers")).find((p) => `saved:${p.id}` === preset);
    return presetMapping(saved?.columns ?? null, headers);
  }
  if (isPresetId(preset) && preset !== "generic") return presetMapping(presetColumns[preset], headers);
  return presetMapping(null, headers);
}

function chosenPreset(headers: string[], saved: SavedPreset[]): string {
  const chosen = choosePreset(
    headers,
    saved.map((p) => ({ id: `saved:${p.id}`, columns: p.columns })),
  );
  return chosen;
}

/** A CSV (UTF-8) or an Excel workbook's first sheet, as a table. */
async function readUpload(file: File): Promise<Outcome<CsvTable>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isXlsx(file)) return readXlsx(bytes);
  const text = decodeUtf8(bytes);
  if (!text.ok) return text;
  return parseCsv(text.value);
}

async function upload(tenant: TenantContext, posted: FormDataEntryValue | null, rawKind: string) {
  const kind: ImportKind = isImportKind(rawKind) ? rawKind : "customers";
  const checked = checkCsvUpload(posted, uploadProblemKeys, { xlsx: true });
  if ("error" in checked) return reply({ step: "upload", error: checked.error }, checked.status);
  const { file } = checked;
  const table = await readUpload(file);
  if (!table.ok) return reply({ step: "upload", error: table.message }, 400);
  const rowCount = countRows(table.value.rows);
  if (rowCount > MAX_IMPORT_ROWS) {
    return reply(
      {
        step: "upload",
        error: "places.import.tooManyRows",
        errorValues: { rows: rowCount, max: MAX_IMPORT_ROWS },
      },
      400,
    );
  }
  const { headers, rows } = table.value;
  // Kept as CSV text whatever was uploaded: every later step (and a background run) reads one format.
  const text = isXlsx(file)
    ? toCsv(
        headers,
        rows.map((r) => headers.map((h) => r[h])),
      )
    : null;
  const id = await saveImportFile(tenant.companyId, text ?? (await file.text()).replace(/^\uFEFF/, ""));
  const uploaded = { id, name: file.name.slice(0, 200), headers, rowCount };
  if (kind === "history") {
    return reply({ step: "historyMap", kind, file: uploaded, mapping: guessHistoryMapping(headers) });
  }
  if (kind === "equipment") {
    return reply({ step: "historyMap", kind, file: uploaded, mapping: guessEquipmentMapping(headers) });
  }
  if (kind === "balances") {
    return reply({ step: "historyMap", kind, file: uploaded, mapping: guessBalanceMapping(headers) });
  }
  if (kind === "recurring") {
    await withErrorPages(async () => requirePermission(tenant, "routing:manage"));
    return reply({ step: "historyMap", kind, file: uploaded, mapping: guessRecurringMapping(headers) });
  }
  const preset = chosenPreset(headers, await listImportPresets(tenant, "customers"));
  return reply({
    step: "map",
    file: uploaded,
    mapping: await mappingOfPreset(tenant, preset, headers),
    preset,
  });
}

function isBlankRow(row: Record<string, string>) {
  return Object.values(row).every((v) => !v.trim());
}

function countRows(rows: Record<string, string>[]) {
  return rows.reduce((n, r) => (isBlankRow(r) ? n : n + 1), 0);
}

/** The preview; its error report (a CSV to download) is worded by `t`, the reader's language. */
function previewOf(
  rows: Record<string, string>[],
  mapping: Mapping,
  result: ReturnType<typeof validateRows>,
  t: ServerT,
): Preview {
  const columns = fieldKeys.filter((f) => mapping[f]);
  const linesWithErrors = new Set(result.errors.map((e) => e.line));
  const sample: Preview["rows"] = [];
  for (let i = 0; i < rows.length && sample.length < PREVIEW_ROWS; i++) {
    if (isBlankRow(rows[i])) continue;
    const values = mapRow(rows[i], mapping);
    sample.push({ line: i + 2, values: columns.map((c) => values[c]), hasError: linesWithErrors.has(i + 2) });
  }
  let errorCsv: string | null = null;
  if (result.errorCount > 0) {
    const more = result.errorCount - result.errors.length;
    const words = {
      column: (field: RowError["field"]) =>
        field === "row" ? t("common.import.reportRow") : t(importFieldLabels[field]),
      message: (message: string) => t.text(message),
    };
    errorCsv = toCsv(
      [t("common.import.reportLine"), t("common.import.reportColumn"), t("common.import.reportProblem")],
      [
        ...errorReportRows(result.errors, words),
        ...(more > 0 ? [["", "", t("common.import.reportMore", { count: String(more) })]] : []),
      ],
    );
  }
  return {
    rowCount: result.rowCount,
    invalidRows: result.invalidRows,
    errorCount: result.errorCount,
    errors: result.errors,
    counts: result.counts,
    columns,
    rows: sample,
    errorCsv,
  };
}

interface Importing {
  /** Customers, service locations and bodies of water: done and total of each phase (totals estimated ahead). */
  phases: Record<ImportProgress["phase"], { done: number; total: number }>;
  current: ImportProgress["phase"];
}

const phaseText = {
  customers: "places.import.phase.customers",
  locations: "places.import.phase.locations",
  bodies: "places.import.phase.bodies",
} as const;
const phaseDetail = {
  customers: "places.import.phaseDetail.customers",
  locations: "places.import.phaseDetail.locations",
  bodies: "places.import.phaseDetail.bodies",
} as const;

/**
 * Posts the preview's form for the streamed import and follows its progress; returns what to do at the end. An
 * answer that isn't the stream (e.g. an error page) returns null: the caller submits the form the classic way.
 */
async function importWithProgress(
  body: FormData,
  onProgress: (p: ImportProgress) => void,
): Promise<Exclude<ImportEvent, { type: "progress" }> | null> {
  let outcome: Exclude<ImportEvent, { type: "progress" }> | null = null;
  const streamed = await postForNdjson<ImportEvent>(body, (event) => {
    if (event.type === "progress") {
      onProgress(event);
      return false;
    }
    outcome = event;
    return true;
  });
  return streamed ? outcome : null;
}

const lostConnection = "places.import.lostConnection";

export default function ImportCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [shown, setShown] = useState<{ from: typeof actionData; state: ImportState } | null>(null);
  // A new answer of the action replaces what the streamed import showed.
  const state: ImportState =
    shown && shown.from === actionData ? shown.state : (actionData ?? { step: "upload", error: "" });
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [importing, setImporting] = useState<Importing | null>(null);
  const submitting =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const committing = (importing !== null || submitting === "commit") && state.step === "preview";
  const batch = state.step === "upload" ? loaderData.batch : null;
  const stepIndex = committing
    ? 3
    : batch
      ? batch.status === "checking" || batch.status === "ready"
        ? 2
        : 3
      : { upload: 0, map: 1, historyMap: 1, preview: 2 }[state.step];
  const savedPreset = state.step === "preview" ? state.savedPreset : undefined;
  useEffect(() => {
    if (savedPreset)
      notifications.show({ message: t("places.import.presetSaved", { name: savedPreset }), color: "teal" });
  }, [savedPreset, t]);

  async function commit(form: HTMLFormElement, submitter: HTMLElement | null) {
    if (state.step !== "preview") return;
    const body = new FormData(form, submitter);
    const { counts } = state.preview;
    const estimate = (total: number) => ({ done: 0, total });
    setImporting({
      current: "customers",
      phases: {
        customers: estimate(counts.customers),
        locations: estimate(counts.locations),
        bodies: estimate(counts.bodies),
      },
    });
    const onProgress = (p: ImportProgress) =>
      setImporting((now) => now && { current: p.phase, phases: { ...now.phases, [p.phase]: p } });
    let outcome: Awaited<ReturnType<typeof importWithProgress>>;
    try {
      outcome = await importWithProgress(body, onProgress);
    } catch {
      outcome = { type: "state", state: { ...state, error: lostConnection } };
    }
    if (outcome === null) {
      setImporting(null);
      submit(body, { method: "post" });
    } else if (outcome.type === "done") {
      // Phases with nothing new to add send no progress: the whole bar is done.
      setImporting(
        (now) =>
          now && {
            ...now,
            phases: {
              customers: { ...now.phases.customers, done: now.phases.customers.total },
              locations: { ...now.phases.locations, done: now.phases.locations.total },
              bodies: { ...now.phases.bodies, done: now.phases.bodies.total },
            },
          },
      );
      notifications.show({ message: outcome.message, color: "teal" });
      await navigate(outcome.to);
    } else if (outcome.type === "queued") {
      notifications.show({ message: outcome.message, color: "teal" });
      await navigate(outcome.to);
      setImporting(null);
    } else {
      setImporting(null);
      setShown({ from: actionData, state: outcome.state });
    }
  }

  return (
    <>
      <PageHeader
        title={t("places.import.heading")}
        description={t("places.import.description")}
        actions={
          <Button component={Link} to="/company/customers" variant="default">
            {t("places.customer.back")}
          </Button>
        }
      />
      <ImportSteps steps={steps.map((step) => t(step))} index={stepIndex} />

      {committing && state.step === "preview" ? (
        <ImportProgressPanel customers={state.preview.counts.customers} importing={importing} />
      ) : state.step === "upload" ? (
        <Stack>
          {state.batchError ? (
            <Alert color="red" role="alert" title={t("places.importBatch.refusedTitle")}>
              {t.text(state.batchError)}
            </Alert>
          ) : null}
          {batch ? (
            <BatchPanel batch={batch} />
          ) : (
            <UploadStep
              recurring={loaderData.recurring}
              error={state.error && t.text(state.error, state.errorValues)}
              busy={submitting === "upload"}
            />
          )}
          <PastImports batches={loaderData.batches} />
        </Stack>
      ) : state.step === "historyMap" ? (
        <HistoryMapStep
          kind={state.kind}
          file={state.file}
          mapping={state.mapping}
          readings={loaderData.readings}
          error={state.error && t.text(state.error)}
          busy={submitting === "historyCheck"}
        />
      ) : state.step === "map" ? (
        <MapStep
          file={state.file}
          mapping={state.mapping}
          preset={state.preset}
          presets={loaderData.presets}
          error={state.error && t.text(state.error)}
          busy={submitting === "preview" || submitting === "applyPreset"}
        />
      ) : (
        <PreviewStep
          file={state.file}
          mapping={state.mapping}
          preview={state.preview}
          error={state.error && t.text(state.error)}
          units={loaderData.units}
          busy={submitting}
          onCommit={commit}
        />
      )}
    </>
  );
}

/** The commit under way: a bar of what is saved so far (indeterminate until the first answer without JavaScript). */
function ImportProgressPanel({ customers, importing }: { customers: number; importing: Importing | null }) {
  const t = useT();
  const f = useFormat();
  const phases = importing ? Object.values(importing.phases) : [];
  const total = phases.reduce((n, p) => n + p.total, 0);
  const done = phases.reduce((n, p) => n + Math.min(p.done, p.total), 0);
  const percent = importing ? (total ? Math.round((done / total) * 100) : 100) : 100;
  const current = importing ? importing.phases[importing.current] : null;
  const phase = importing && current ? importing.current : "customers";
  const label = t(phaseText[phase]);
  const detail = current
    ? t(phaseDetail[phase], { done: f.number(current.done), total: f.number(current.total) })
    : label;
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{t("places.import.importing", { count: customers })}</Text>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section
            value={percent}
            animated={!importing}
            striped={!importing}
            withAria={false}
            role="progressbar"
            aria-label={t("places.import.phase.customers")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={importing ? percent : undefined}
            aria-valuetext={detail}
          />
        </Progress.Root>
        <Text size="sm" aria-hidden>
          {detail}
        </Text>
        <Text size="sm" c="dimmed">
          {t("places.import.keepOpen")}
        </Text>
      </Stack>
    </Paper>
  );
}

function UploadStep({ error, busy, recurring }: { error: string; busy: boolean; recurring: boolean }) {
  const t = useT();
  return (
    <ImportUploadForm
      accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
      intro={
        <>
          <KindChoice recurring={recurring} />
          <Text size="sm">{t("places.import.uploadHelp")}</Text>
        </>
      }
      label={t("places.import.file")}
      description={t("places.import.fileHelp")}
      placeholder={t("places.import.chooseAFile")}
      submitLabel={t("places.import.upload")}
      error={error}
      busy={busy}
    />
  );
}

function MapStep({
  file,
  mapping,
  preset,
  presets,
  error,
  busy,
}: {
  file: UploadedFile;
  mapping: Mapping;
  preset: string;
  presets: { id: string; name: string }[];
  error?: string;
  busy: boolean;
}) {
  const t = useT();
  const options = [
    { value: "", label: t("places.import.notInFile") },
    ...file.headers.map((h) => ({ value: h, label: h })),
  ];
  return (
    <Form method="post">
      <ImportFileFields file={file} />
      <Stack>
        <Text>
          <Rich
            k="places.import.mapHelp"
            values={{
              b: bold,
              file: file.name || t("places.import.yourFile"),
              rows: file.rowCount,
              columns: file.headers.length,
            }}
          />
        </Text>
        {error ? (
          <Alert color="red" role="alert" title={t("places.import.pleaseCheck")}>
            {error}
          </Alert>
        ) : null}
        <PresetChoice preset={preset} presets={presets} />
        {fieldGroups.map((group) => (
          <Fieldset
            key={group.title}
            legend={t(importGroupTitles[group.title as keyof typeof importGroupTitles])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {group.fields.map((field) => (
                <NativeSelect
                  key={field}
                  name={`map.${field}`}
                  label={t(importFieldLabels[field])}
                  data={options}
                  defaultValue={mapping[field] ?? ""}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <TextInput
          name="presetName"
          label={t("places.import.presetName")}
          description={t("places.import.presetNameHelp")}
          maxLength={60}
          maw={360}
        />
        <Group>
          <Button type="submit" name="intent" value="preview" loading={busy}>
            {t("places.import.preview")}
          </Button>
          <Button component={Link} to="/company/customers/import" variant="default">
            {t("places.import.another")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function PreviewStep({
  file,
  mapping,
  preview,
  error,
  units,
  busy,
  onCommit,
}: {
  file: UploadedFile;
  mapping: Mapping;
  preview: Preview;
  error?: string;
  units: "us" | "metric";
  busy: string | null;
  onCommit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
}) {
  const t = useT();
  const { counts, errorCount } = preview;
  const hasErrors = errorCount > 0;
  const columnLabel = (f: FieldKey) =>
    f === "volume" ? `${t(importFieldLabels[f])} (${units === "us" ? "gal" : "L"})` : t(importFieldLabels[f]);
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        // The import itself goes through the streamed answer, to show its progress.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("value") !== "commit") return;
        event.preventDefault();
        onCommit(event.currentTarget, submitter);
      }}
    >
      <ImportFileFields file={file} />
      {fieldKeys.map((f) => (
        <input key={f} type="hidden" name={`map.${f}`} value={mapping[f] ?? ""} />
      ))}
      <Stack>
        {error ? (
          <Alert color="red" role="alert" title={t("places.import.importFailed")}>
            {error}
          </Alert>
        ) : null}
        <Text>
          <Rich
            k={hasErrors ? "places.import.readWithProblems" : "places.import.read"}
            values={{
              b: bold,
              file: file.name || t("places.import.yourFileLower"),
              rows: preview.rowCount,
              invalid: preview.invalidRows,
              customers: counts.customers,
              locations: counts.locations,
              bodies: counts.bodies,
            }}
          />
        </Text>

        {hasErrors ? (
          <ImportProblems
            title={t("places.import.problemsToFix", { count: errorCount })}
            advice={
              preview.errors.length < errorCount
                ? t("places.import.fixRowsFirst", { listed: preview.errors.length })
                : t("places.import.fixRows")
            }
            errorCsv={preview.errorCsv}
            reportName="import-problems.csv"
            reportLabel={t("places.import.errorReport")}
            tableLabel={t("places.import.problemsTable")}
            headings={{
              line: t("places.import.line"),
              where: t("places.import.field"),
              problem: t("places.import.problem"),
            }}
            rows={preview.errors.map((e) => ({
              line: t("places.import.lineNumber", { line: String(e.line) }),
              where: e.field === "row" ? t("places.import.row") : t(importFieldLabels[e.field]),
              message: t.text(e.message),
            }))}
          />
        ) : null}

        <Text fw={600}>
          {t("places.import.firstRows", { count: Math.min(PREVIEW_ROWS, preview.rows.length) })}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t("places.import.previewTable")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("places.import.line")}</Table.Th>
                {preview.columns.map((c) => (
                  <Table.Th key={c}>{columnLabel(c)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {r.line}
                      {r.hasError ? (
                        <Badge color="red" variant="light" size="sm">
                          {t("places.import.problemBadge")}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  {r.values.map((v, i) => (
                    <Table.Td key={i}>{v}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Group>
          <Button
            type="submit"
            name="intent"
            value="commit"
            disabled={hasErrors || counts.customers === 0}
            loading={busy === "commit"}
          >
            {t("places.import.commit", { count: counts.customers })}
          </Button>
          <Button type="submit" name="intent" value="remap" variant="default" loading={busy === "remap"}>
            {t("places.import.backToColumns")}
          </Button>
          <Button component={Link} to="/company/customers/import" variant="subtle">
            {t("places.import.another")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
