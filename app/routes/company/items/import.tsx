import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  List,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ImportSteps, plural } from "~/components/forms/import-steps";
import { formText } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { decodeUtf8, MAX_IMPORT_BYTES, toCsv } from "~/core/import/csv";
import {
  checkItemsImport,
  type ItemColumn,
  type ItemProblem,
  type ItemsFile,
  type ItemsImportCheck,
  importItems,
  itemColumnLabels,
  MAX_ITEM_IMPORT_ROWS,
  type RowAction,
  readItemsFile,
} from "~/domain/import/items-import.server";
import { requirePermission, type TenantContext } from "~/domain/tenant.server";
import { deleteImportFile, readImportFile, saveImportFile } from "~/server/import-files.server";
import { logger } from "~/server/logger.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: "Import items — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const PREVIEW_ROWS = 50;
const steps = ["Upload the file", "Check the preview", "Import"] as const;
/** The columns the preview shows, when the file has them. */
const previewColumns: ItemColumn[] = ["name", "sku", "category", "unit", "cost", "price", "vendor"];

interface Preview extends Omit<ItemsImportCheck, "rows"> {
  /** Our label and the file's header of each column read. */
  columns: { label: string; header: string }[];
  unused: string[];
  headers: string[];
  rows: { line: number; action: RowAction | null; cells: string[] }[];
  errorCsv: string | null;
}

type ImportState =
  | { step: "upload"; error: string }
  | { step: "preview"; file: { id: string; name: string }; preview: Preview };

const reply = (state: ImportState, status = 200) => data<ImportState>(state, { status });

export function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "operations:write");
    return { maxRows: MAX_ITEM_IMPORT_ROWS };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await domain(async () => requirePermission(tenant, "operations:write"));
  // Refuse an oversized upload before reading it (the form parts add a little on top of the file).
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) {
    return reply({ step: "upload", error: tooLarge }, 413);
  }
  const formData = await request.formData();
  if (formData.get("intent") === "upload") return upload(tenant, formData.get("file"));

  const fileId = formData.get("fileId");
  const text = await readImportFile(tenant.companyId, fileId);
  const read = text === null ? null : readItemsFile(text);
  if (!read?.ok) {
    return reply(
      { step: "upload", error: "That upload is no longer available. Upload the file again." },
      400,
    );
  }
  const file = { id: String(fileId), name: formText(formData, "fileName").slice(0, 200) };
  try {
    const result = await importItems(tenant, read.value);
    // Someone changed the items or vendors since the preview: show the problems found now.
    if (!result.ok)
      return reply({ step: "preview", file, preview: previewOf(read.value, result.check) }, 400);
    await deleteImportFile(tenant.companyId, file.id);
    return redirectWithToast("/company/items", importedMessage(result.counts));
  } catch (error) {
    logger.error({ err: error, companyId: tenant.companyId }, "item import failed");
    return reply(
      {
        step: "upload",
        error: "Nothing was imported: saving the items failed, and every change was undone. Try again.",
      },
      500,
    );
  }
}

const tooLarge =
  "The file is larger than 10 MB. Split it into smaller files and import them one after another.";
const csvTypes = new Set(["text/csv", "application/csv", "text/x-csv"]);

async function upload(tenant: TenantContext, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || (file.size === 0 && !file.name)) {
    return reply({ step: "upload", error: "Choose a CSV file to upload." }, 400);
  }
  if (!/\.csv$/i.test(file.name) && !csvTypes.has(file.type)) {
    return reply(
      {
        step: "upload",
        error:
          "Choose a .csv file. In Excel, Numbers or Google Sheets, save or download the sheet as CSV (UTF-8).",
      },
      400,
    );
  }
  if (file.size > MAX_IMPORT_BYTES) return reply({ step: "upload", error: tooLarge }, 413);
  if (file.size === 0) return reply({ step: "upload", error: "This file is empty." }, 400);
  const text = decodeUtf8(new Uint8Array(await file.arrayBuffer()));
  if (!text.ok) return reply({ step: "upload", error: text.message }, 400);
  const read = readItemsFile(text.value);
  if (!read.ok) return reply({ step: "upload", error: read.message }, 400);
  const check = await checkItemsImport(tenant, read.value);
  const id = await saveImportFile(tenant.companyId, text.value);
  return reply({
    step: "preview",
    file: { id, name: file.name.slice(0, 200) },
    preview: previewOf(read.value, check),
  });
}

function previewOf(file: ItemsFile, check: ItemsImportCheck): Preview {
  const shown = previewColumns.filter((c) => file.columns[c]);
  const { rows, ...rest } = check;
  const errorCsv =
    check.errorCount > 0
      ? toCsv(
          ["Line", "Column", "Problem"],
          [
            ...check.problems.map((p) => [p.line, p.column, p.message]),
            ...(check.errorCount > check.problems.length
              ? [["", "", `…and ${check.errorCount - check.problems.length} more problems.`]]
              : []),
          ],
        )
      : null;
  return {
    ...rest,
    columns: (Object.keys(file.columns) as ItemColumn[]).map((c) => ({
      label: itemColumnLabels[c],
      header: file.columns[c]!,
    })),
    unused: file.unused,
    headers: shown.map((c) => itemColumnLabels[c]),
    rows: rows.slice(0, PREVIEW_ROWS).map((r) => ({
      ...r,
      cells: shown.map((c) => file.rows[r.line - 2]?.[file.columns[c]!] ?? ""),
    })),
    errorCsv,
  };
}

const total = (counts: ItemsImportCheck["counts"]) =>
  counts.create + counts.update + counts.restore + counts.unchanged;

function importedMessage(counts: ItemsImportCheck["counts"]) {
  const parts = [`${counts.create} new`, `${counts.update} updated`];
  if (counts.restore) parts.push(`${counts.restore} restored from the archive`);
  if (counts.unchanged) parts.push(`${counts.unchanged} unchanged`);
  return `Imported ${plural(total(counts), "item")}: ${parts.join(", ")}.`;
}

export default function ImportItems({ loaderData, actionData }: Route.ComponentProps) {
  const state: ImportState = actionData ?? { step: "upload", error: "" };
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const stepIndex = submitting === "commit" ? 2 : state.step === "upload" ? 0 : 1;
  return (
    <>
      <PageHeader
        title="Import items"
        description="Bring your catalog over from a spreadsheet or another tool with a CSV file, or update your items in bulk."
        actions={
          <Button component={Link} to="/company/items" variant="default">
            Back to items
          </Button>
        }
      />
      <ImportSteps steps={steps} index={stepIndex} />
      {state.step === "upload" ? (
        <UploadStep error={state.error} busy={submitting === "upload"} maxRows={loaderData.maxRows} />
      ) : (
        <PreviewStep file={state.file} preview={state.preview} busy={submitting === "commit"} />
      )}
    </>
  );
}

function UploadStep({ error, busy, maxRows }: { error: string; busy: boolean; maxRows: number }) {
  const f = useFormat();
  const inputId = useId();
  return (
    <Paper withBorder p="lg" maw={720}>
      <Form method="post" encType="multipart/form-data">
        <Stack>
          <Text size="sm">
            One row per item, with a header row naming the columns. The columns of the{" "}
            <Anchor href="/company/items/export.csv">Export CSV file</Anchor> are read back, so the easiest
            start is your own export:
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <strong>Name</strong> (required), SKU, Category, Unit, Description.
            </List.Item>
            <List.Item>
              Cost and Price in your currency, like 12.50. Billable and Taxable as yes or no.
            </List.Item>
            <List.Item>
              Chemical and Strength % for the products the stop screen doses, e.g. Liquid chlorine, 12.5.
            </List.Item>
            <List.Item>
              Preferred vendor: the name of one of your vendors (add new vendors first). Stock on hand and Low
              stock at, in the item's unit.
            </List.Item>
          </List>
          <Text size="sm">
            An item with the same SKU as one of yours — or, without a SKU, the same name — is updated, not
            added twice: the file's columns replace its values, a blank cell clears one, and columns the file
            lacks are kept. Nothing is saved unless every row is right. At most {f.number(maxRows)} items at a
            time.
          </Text>
          {/* A plain file input (styled by Mantine) works before the page's JavaScript has loaded. */}
          <Input.Wrapper
            id={inputId}
            label="CSV file"
            description="A .csv file saved as UTF-8, up to 10 MB."
            error={error || undefined}
            withAsterisk
            descriptionProps={{ id: `${inputId}-description` }}
            errorProps={{ id: `${inputId}-error` }}
          >
            <Input
              component="input"
              id={inputId}
              type="file"
              name="file"
              accept=".csv,text/csv"
              error={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-description ${inputId}-error` : `${inputId}-description`}
              leftSection={<IconUpload size={16} aria-hidden />}
              styles={{ input: { paddingTop: 6 } }}
            />
          </Input.Wrapper>
          <Group>
            <Button type="submit" name="intent" value="upload" loading={busy}>
              Upload and preview
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

const actionBadges: Record<RowAction, { label: string; color: string }> = {
  create: { label: "new", color: "teal" },
  update: { label: "update", color: "blue" },
  restore: { label: "restore", color: "violet" },
  unchanged: { label: "no change", color: "gray" },
};

function PreviewStep({
  file,
  preview,
  busy,
}: {
  file: { id: string; name: string };
  preview: Preview;
  busy: boolean;
}) {
  const { counts, errorCount } = preview;
  const hasErrors = errorCount > 0;
  const items = total(counts);
  return (
    <Form method="post">
      <input type="hidden" name="fileId" value={file.id} />
      <input type="hidden" name="fileName" value={file.name} />
      <Stack>
        <Text>
          {plural(preview.rowCount, "row")} read from <strong>{file.name || "your file"}</strong>
          {hasErrors ? ` (${plural(preview.invalidRows, "row")} with problems)` : ""}: {counts.create} new,{" "}
          {counts.update} to update
          {counts.restore ? `, ${counts.restore} to restore from the archive` : ""}
          {counts.unchanged ? `, ${counts.unchanged} unchanged` : ""}
          {hasErrors ? " in the rows without problems." : "."}
        </Text>
        <Text size="sm" c="dimmed">
          Columns read:{" "}
          {preview.columns
            .map((c) => (c.label === c.header ? c.label : `${c.header} → ${c.label}`))
            .join(", ")}
          .{preview.unused.length ? ` Not read: ${preview.unused.join(", ")}.` : ""}
        </Text>

        {hasErrors ? (
          <Alert color="red" role="alert" title={`${plural(errorCount, "problem")} to fix`}>
            <Stack gap="sm">
              <Text size="sm">
                Nothing is imported until every row is right. Fix these rows in your file and upload it again.
                {preview.problems.length < errorCount
                  ? ` The first ${preview.problems.length} problems are listed.`
                  : ""}
              </Text>
              {preview.errorCsv ? (
                <Group>
                  <Button
                    component="a"
                    href={`data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${preview.errorCsv}`)}`}
                    download="item-import-problems.csv"
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden />}
                  >
                    Download the error report
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {hasErrors ? <ProblemTable problems={preview.problems} /> : null}

        <Text fw={600}>
          {preview.rows.length < preview.rowCount
            ? `The first ${preview.rows.length} rows, and what each does`
            : "The rows, and what each does"}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Preview of the rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Result</Table.Th>
                {preview.headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>
                    {r.action ? (
                      <Badge color={actionBadges[r.action].color} variant="light" size="sm">
                        {actionBadges[r.action].label}
                      </Badge>
                    ) : (
                      <Badge color="red" variant="light" size="sm">
                        problem
                      </Badge>
                    )}
                  </Table.Td>
                  {r.cells.map((v, i) => (
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
            disabled={hasErrors || items === 0}
            loading={busy}
          >
            Import {plural(items, "item")}
          </Button>
          <Button component={Link} to="/company/items/import" variant="default">
            Choose another file
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function ProblemTable({ problems }: { problems: ItemProblem[] }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table striped aria-label="Problems in the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p, i) => (
            <Table.Tr key={i}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>line {p.line}</Table.Td>
              <Table.Td>{p.column}</Table.Td>
              <Table.Td>{p.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
