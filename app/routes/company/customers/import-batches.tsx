import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { ListPagination } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { ImportFileFields, ProblemsTable } from "~/components/forms/import-wizard";
import { useT } from "~/components/i18n/i18n-provider";
import type { ChemistryReading } from "~/core/chemistry/readings";
import type { MessageKey } from "~/core/i18n/catalogs";
import { readingNameKeys } from "~/core/i18n/water-words";
import { type BalanceField, balanceFields } from "~/core/import/balances";
import { type EquipmentField, equipmentFields } from "~/core/import/equipment";
import { historyBaseFields } from "~/core/import/history";
import { canUndoStatus, type ImportBatchStatus, type ImportKind, type RunKind } from "~/core/import/kinds";
import { type PresetId, presetIds } from "~/core/import/presets";
import { type RecurringField, recurringFields } from "~/core/import/recurring";

/**
 * The migration import's batches on the import page: what to import (customers or service history), the column
 * presets, the history file's columns, a batch's dry run, progress and result, and the past imports with Undo.
 */

export const PROBLEMS_PER_PAGE = 25;

export interface BatchView {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: ImportBatchStatus;
  rowCount: number;
  errorCount: number;
  doneRows: number;
  counts: Record<string, number>;
  failure: string | null;
  createdAt: string;
  /** Importing with no progress for a while: its worker may have died (Resume picks it up after its last chunk). */
  stale: boolean;
  /** Written in chunks by a run (not a customer file committed inline, all or nothing): Resume can pick it up. */
  resumable: boolean;
  problemCount: number;
  page: number;
  problems: { line: number; field: string; message: string }[];
}

const kindLabels = {
  customers: "places.importBatch.kind.customers",
  equipment: "places.importBatch.kind.equipment",
  history: "places.importBatch.kind.history",
  balances: "places.importBatch.kind.balances",
  recurring: "places.importBatch.kind.recurring",
} as const satisfies Record<ImportKind, MessageKey>;

const statusLabels = {
  checking: "places.importBatch.status.checking",
  ready: "places.importBatch.status.ready",
  importing: "places.importBatch.status.importing",
  done: "places.importBatch.status.done",
  undone: "places.importBatch.status.undone",
  failed: "places.importBatch.status.failed",
} as const satisfies Record<ImportBatchStatus, MessageKey>;

const statusColors: Record<ImportBatchStatus, string> = {
  checking: "blue",
  ready: "blue",
  importing: "blue",
  done: "teal",
  undone: "gray",
  failed: "red",
};

const presetLabels = {
  skimmer: "places.importPreset.skimmer",
  poolBrain: "places.importPreset.poolBrain",
  jobber: "places.importPreset.jobber",
  generic: "places.importPreset.generic",
} as const satisfies Record<PresetId, MessageKey>;

const historyFieldLabels = {
  date: "places.historyField.date",
  customerId: "places.historyField.customerId",
  customerName: "places.historyField.customerName",
  customerEmail: "places.historyField.customerEmail",
  addressLine: "places.historyField.addressLine",
  bodyName: "places.historyField.bodyName",
  technician: "places.historyField.technician",
  doses: "places.historyField.doses",
  notes: "places.historyField.notes",
} as const satisfies Record<(typeof historyBaseFields)[number], MessageKey>;

const balanceFieldLabels = {
  amount: "places.balanceField.amount",
  dueDate: "places.balanceField.dueDate",
} as const satisfies Partial<Record<BalanceField, MessageKey>>;

const recurringFieldLabels = {
  weekday: "places.recurringField.weekday",
  frequency: "places.recurringField.frequency",
  startDate: "places.recurringField.startDate",
  rate: "places.recurringField.rate",
  checklist: "places.recurringField.checklist",
} as const satisfies Partial<Record<RecurringField, MessageKey>>;

const equipmentFieldLabels = {
  category: "places.equipmentField.category",
  make: "places.equipmentField.make",
  model: "places.equipmentField.model",
  serialNumber: "places.equipmentField.serialNumber",
  installedOn: "places.equipmentField.installedOn",
} as const satisfies Partial<Record<EquipmentField, MessageKey>>;

/** A history or equipment field's label: ours, or the reading's name in the water words. */
function useHistoryFieldLabel() {
  const t = useT();
  return (field: string) =>
    field === "row"
      ? t("places.import.row")
      : field in historyFieldLabels
        ? t(historyFieldLabels[field as keyof typeof historyFieldLabels])
        : field in equipmentFieldLabels
          ? t(equipmentFieldLabels[field as keyof typeof equipmentFieldLabels])
          : field in recurringFieldLabels
            ? t(recurringFieldLabels[field as keyof typeof recurringFieldLabels])
            : field in balanceFieldLabels
              ? t(balanceFieldLabels[field as keyof typeof balanceFieldLabels])
              : field in readingNameKeys
                ? t(readingNameKeys[field as ChemistryReading])
                : field;
}

/** Step 1's first question: customers (with locations and pools), or their service history. */
export function KindChoice({ recurring }: { recurring: boolean }) {
  const t = useT();
  return (
    <Radio.Group name="kind" label={t("places.importBatch.whatLabel")} defaultValue="customers">
      <Stack gap="xs" mt="xs">
        <Radio value="customers" label={t("places.importBatch.kind.customers")} />
        <Radio
          value="equipment"
          label={t("places.importBatch.kind.equipment")}
          description={t("places.importBatch.equipmentHelp")}
        />
        <Radio
          value="balances"
          label={t("places.importBatch.kind.balances")}
          description={t("places.importBatch.balancesHelp")}
        />
        <Radio
          value="history"
          label={t("places.importBatch.kind.history")}
          description={t("places.importBatch.historyHelp")}
        />
        {recurring ? (
          <Radio
            value="recurring"
            label={t("places.importBatch.kind.recurring")}
            description={t("places.importBatch.recurringHelp")}
          />
        ) : null}
      </Stack>
    </Radio.Group>
  );
}

/** The column preset: the one that matched the file's headers, changeable; "Apply" re-maps every column. */
export function PresetChoice({
  preset,
  presets,
}: {
  preset: string;
  presets: { id: string; name: string }[];
}) {
  const t = useT();
  const busy = useNavigation().formData?.get("intent") === "applyPreset";
  const data = [
    ...presetIds.map((id) => ({ value: id, label: t(presetLabels[id]) })),
    ...presets.map((p) => ({ value: `saved:${p.id}`, label: p.name })),
  ];
  const chosen = data.find((d) => d.value === preset);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text size="sm">
          {preset === "generic"
            ? t("places.importPreset.noneMatched")
            : t("places.importPreset.matched", { name: chosen?.label ?? "" })}
        </Text>
        <Group align="flex-end">
          <NativeSelect
            name="preset"
            label={t("places.importPreset.label")}
            data={data}
            defaultValue={preset}
            miw={240}
          />
          <Button type="submit" name="intent" value="applyPreset" variant="default" loading={busy}>
            {t("places.importPreset.apply")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const mapHelp = {
  history: "places.historyImport.mapHelp",
  equipment: "places.equipmentImport.mapHelp",
  balances: "places.balanceImport.mapHelp",
  recurring: "places.recurringImport.mapHelp",
} as const satisfies Record<RunKind, MessageKey>;

/** Step 2 of a history or equipment file: which column holds each field (the company's readings among them). */
export function HistoryMapStep({
  kind,
  file,
  mapping,
  readings,
  error,
  busy,
}: {
  kind: RunKind;
  file: { id: string; name: string; headers: string[]; rowCount: number };
  mapping: Record<string, string | null>;
  readings: readonly ChemistryReading[];
  error?: string;
  busy: boolean;
}) {
  const t = useT();
  const label = useHistoryFieldLabel();
  const options = [
    { value: "", label: t("places.import.notInFile") },
    ...file.headers.map((h) => ({ value: h, label: h })),
  ];
  const select = (field: string) => (
    <NativeSelect
      key={field}
      name={`map.${field}`}
      label={label(field)}
      data={options}
      defaultValue={mapping[field] ?? ""}
    />
  );
  return (
    <Form method="post">
      <ImportFileFields file={file} />
      <input type="hidden" name="kind" value={kind} />
      <Stack>
        <Text>
          {t(mapHelp[kind], {
            file: file.name,
            rows: file.rowCount,
          })}
        </Text>
        {error ? (
          <Alert color="red" role="alert" title={t("places.import.pleaseCheck")}>
            {error}
          </Alert>
        ) : null}
        {kind === "equipment" || kind === "balances" || kind === "recurring" ? (
          <Fieldset legend={t(kindLabels[kind])}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {(kind === "equipment"
                ? equipmentFields
                : kind === "recurring"
                  ? recurringFields
                  : balanceFields
              ).map(select)}
            </SimpleGrid>
          </Fieldset>
        ) : (
          <>
            <Fieldset legend={t("places.historyImport.visit")}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{historyBaseFields.map(select)}</SimpleGrid>
            </Fieldset>
            <Fieldset legend={t("places.historyImport.readings")}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{readings.map(select)}</SimpleGrid>
            </Fieldset>
          </>
        )}
        <Group>
          <Button type="submit" name="intent" value="historyCheck" loading={busy}>
            {t("places.historyImport.check")}
          </Button>
          <Button component={Link} to="/company/customers/import" variant="default">
            {t("places.import.another")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** Asks the server again every second while a batch is being checked or imported (the person may leave and return). */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

function countsText(t: ReturnType<typeof useT>, f: ReturnType<typeof useFormat>, batch: BatchView) {
  const c = batch.counts;
  if (batch.kind === "equipment")
    return t("places.importBatch.equipmentCounts", { equipment: c.equipment ?? 0 });
  if (batch.kind === "recurring")
    return t("places.importBatch.recurringCounts", {
      recurring: c.recurring ?? 0,
      visits: c.visits ?? 0,
    });
  if (batch.kind === "balances")
    return t("places.importBatch.balanceCounts", {
      invoices: c.invoices ?? 0,
      amount: f.money(c.cents ?? 0),
    });
  return batch.kind === "history"
    ? t("places.importBatch.historyCounts", {
        stops: c.stops ?? 0,
        readings: c.readings ?? 0,
        doses: c.doses ?? 0,
      })
    : t("places.importBatch.customerCounts", {
        customers: c.customers ?? 0,
        locations: c.locations ?? 0,
        bodies: c.bodies ?? 0,
      });
}

/** One batch: its dry run's problems, its progress, its result, and what can be done next. */
export function BatchPanel({ batch }: { batch: BatchView }) {
  const t = useT();
  const f = useFormat();
  const label = useHistoryFieldLabel();
  const running = batch.status === "checking" || batch.status === "importing";
  usePolling(running);
  const percent = batch.rowCount ? Math.min(100, Math.round((batch.doneRows / batch.rowCount) * 100)) : 0;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>
            {t(kindLabels[batch.kind])}: {batch.fileName || t("places.import.yourFile")}
          </Text>
          <Badge color={statusColors[batch.status]} variant="light">
            {t(statusLabels[batch.status])}
          </Badge>
        </Group>
        {running ? (
          <Stack gap="xs">
            <Progress
              value={batch.status === "checking" ? 100 : percent}
              animated
              striped={batch.status === "checking"}
              size="lg"
              aria-label={t(statusLabels[batch.status])}
            />
            <Text size="sm" role="status">
              {batch.status === "checking"
                ? t("places.importBatch.checkingRows", { rows: f.number(batch.rowCount) })
                : t(
                    // Rows for every kind but the history, whose rows are visits.
                    batch.kind === "history"
                      ? "places.importBatch.progress"
                      : "places.importBatch.progressRows",
                    {
                      done: f.number(batch.doneRows),
                      total: f.number(batch.rowCount),
                    },
                  )}
            </Text>
            <Text size="sm" c="dimmed">
              {t("places.importBatch.canLeave")}
            </Text>
            {batch.stale && batch.resumable ? (
              <Form method="post">
                <input type="hidden" name="batchId" value={batch.id} />
                <Group>
                  <Text size="sm">{t("places.importBatch.staleText")}</Text>
                  <Button type="submit" name="intent" value="resume" variant="light">
                    {t("places.importBatch.resume")}
                  </Button>
                </Group>
              </Form>
            ) : null}
          </Stack>
        ) : null}
        {batch.status === "ready" ? (
          batch.errorCount > 0 ? (
            <Stack>
              <Alert
                color="red"
                role="alert"
                title={t("places.import.problemsToFix", { count: batch.errorCount })}
              >
                {t("places.importBatch.fixAndUpload", { rows: f.number(batch.rowCount) })}
              </Alert>
              <ProblemsTable
                label={t("places.import.problemsTable")}
                headings={{
                  line: t("places.import.line"),
                  where: t("places.import.field"),
                  problem: t("places.import.problem"),
                }}
                rows={batch.problems.map((p) => ({
                  line: t("places.import.lineNumber", { line: String(p.line) }),
                  where: label(p.field),
                  message: t.text(p.message),
                }))}
              />
              <ListPagination
                total={batch.problemCount}
                page={batch.page}
                pageSize={PROBLEMS_PER_PAGE}
                noun={t("places.importBatch.problemsNoun")}
              />
              <Group>
                <Button component={Link} to="/company/customers/import">
                  {t("places.importBatch.uploadFixed")}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack>
              <Text>{t("places.importBatch.readyText", { rows: f.number(batch.rowCount) })}</Text>
              <Form method="post">
                <input type="hidden" name="batchId" value={batch.id} />
                <Group>
                  <Button type="submit" name="intent" value="historyImport">
                    {t(
                      batch.kind === "equipment"
                        ? "places.importBatch.importEquipment"
                        : batch.kind === "balances"
                          ? "places.importBatch.importBalances"
                          : batch.kind === "recurring"
                            ? "places.importBatch.importRecurring"
                            : "places.importBatch.importVisits",
                      { rows: batch.rowCount },
                    )}
                  </Button>
                  <Button component={Link} to="/company/customers/import" variant="default">
                    {t("places.import.another")}
                  </Button>
                </Group>
              </Form>
            </Stack>
          )
        ) : null}
        {batch.status === "done" ? <Text>{countsText(t, f, batch)}</Text> : null}
        {batch.status === "undone" ? <Text>{t("places.importBatch.undoneText")}</Text> : null}
        {batch.status === "failed" ? (
          <Alert color="red" role="alert" title={t("places.importBatch.status.failed")}>
            {batch.failure ? t.text(batch.failure) : null} {countsText(t, f, batch)}
          </Alert>
        ) : null}
        {batch.status === "failed" || batch.status === "done" ? (
          <Group>
            {batch.status === "failed" && batch.resumable ? (
              <Form method="post">
                <input type="hidden" name="batchId" value={batch.id} />
                <Button type="submit" name="intent" value="resume">
                  {t("places.importBatch.resume")}
                </Button>
              </Form>
            ) : null}
            <UndoButton batch={batch} />
            <Button component={Link} to="/company/customers/import" variant="default">
              {t("places.import.another")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UndoButton({ batch }: { batch: BatchView }) {
  const t = useT();
  return (
    <ConfirmActionButton
      label={t("places.importBatch.undo")}
      title={t("places.importBatch.undoTitle", { file: batch.fileName || t("places.import.yourFileLower") })}
      confirmLabel={t("places.importBatch.undoConfirm")}
      intent="undo"
      fields={{ batchId: batch.id }}
    >
      {t(
        batch.kind === "history"
          ? "places.importBatch.undoHistoryText"
          : batch.kind === "equipment"
            ? "places.importBatch.undoEquipmentText"
            : batch.kind === "balances"
              ? "places.importBatch.undoBalancesText"
              : batch.kind === "recurring"
                ? "places.importBatch.undoRecurringText"
                : "places.importBatch.undoCustomersText",
      )}
    </ConfirmActionButton>
  );
}

/** The company's latest imports, with their state, figures and Undo. */
export function PastImports({ batches }: { batches: BatchView[] }) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2" size="lg">
        {t("places.importBatch.pastTitle")}
      </Text>
      {batches.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("places.importBatch.none")}
        </Text>
      ) : (
        <StackedTable
          label={t("places.importBatch.pastTitle")}
          rows={batches}
          rowKey={(b) => b.id}
          columns={[
            {
              header: t("places.importBatch.file"),
              title: true,
              cell: (b) => (
                <Link to={`/company/customers/import?batch=${b.id}`}>{b.fileName || b.id.slice(0, 8)}</Link>
              ),
            },
            {
              header: t("places.importBatch.when"),
              nowrap: true,
              cell: (b) => f.dateTime(new Date(b.createdAt)),
            },
            { header: t("places.importBatch.what"), cell: (b) => t(kindLabels[b.kind]) },
            {
              header: t("places.importBatch.statusHeading"),
              cell: (b) => (
                <Badge color={statusColors[b.status]} variant="light">
                  {t(statusLabels[b.status])}
                </Badge>
              ),
            },
            {
              header: t("places.importBatch.result"),
              cell: (b) => (b.status === "done" ? countsText(t, f, b) : ""),
            },
            {
              header: t("places.importBatch.actions"),
              cell: (b) => (canUndoStatus(b.status) ? <UndoButton batch={b} /> : null),
            },
          ]}
        />
      )}
    </Stack>
  );
}
