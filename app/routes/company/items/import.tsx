import { Anchor, Badge, Button, Group, List, Stack, Table, Text } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { ImportSteps } from "~/components/forms/import-steps";
import { ImportFileFields, ImportProblems, ImportUploadForm } from "~/components/forms/import-wizard";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext, tenantContext } from "~/context";
import { translatorFor } from "~/core/i18n/catalogs";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";
import { checkCsvUpload, decodeUtf8, toCsv, tooLargeForImport, type UploadProblem } from "~/core/import/csv";
import {
  checkItemsImport,
  type ItemColumn,
  type ItemsFile,
  type ItemsImportCheck,
  importItems,
  itemColumnKeys,
  MAX_ITEM_IMPORT_ROWS,
  type RowAction,
  readItemsFile,
} from "~/domain/import/items-import.server";
import { requirePermission, type TenantContext } from "~/domain/tenant.server";
import { deleteImportFile, readImportFile, saveImportFile } from "~/server/import-files.server";
import { logger } from "~/server/logger.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.itemsImport.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

const PREVIEW_ROWS = 50;
const steps = [
  "purchasing.itemsImport.step.upload",
  "purchasing.itemsImport.step.preview",
  "purchasing.itemsImport.step.import",
] as const;
/** The columns the preview shows, when the file has them. */
const previewColumns: ItemColumn[] = ["name", "sku", "category", "unit", "cost", "price", "vendor"];

interface Preview extends Omit<ItemsImportCheck, "rows"> {
  /** Our label (a catalog key) and the file's header of each column read. */
  columns: { label: MessageKey; header: string }[];
  unused: string[];
  /** The preview's columns, as catalog keys. */
  headers: MessageKey[];
  rows: { line: number; action: RowAction | null; cells: string[] }[];
  errorCsv: string | null;
}

/** An error is a catalog key, a keyed message, or (from the CSV reader) a message as written: t.text words it. */
type ImportState =
  | { step: "upload"; error: string }
  | { step: "preview"; file: { id: string; name: string }; preview: Preview };

const reply = (state: ImportState, status = 200) => data<ImportState>(state, { status });

export function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    return { maxRows: MAX_ITEM_IMPORT_ROWS };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  await withErrorPages(async () => requirePermission(tenant, "operations:write"));
  // Refuse an oversized upload before reading it (the form parts add a little on top of the file).
  if (tooLargeForImport(request)) {
    return reply({ step: "upload", error: tooLarge }, 413);
  }
  const formData = await request.formData();
  // The error report's words: in the reader's language (the profile's, else the browser's).
  const page = pageLocaleFor(request, context.get(signedInContext)?.locale);
  const t = translatorFor(page.language, page.locale);
  if (formData.get("intent") === "upload") return upload(tenant, formData.get("file"), t);

  const fileId = formData.get("fileId");
  const text = await readImportFile(tenant.companyId, fileId);
  const read = text === null ? null : readItemsFile(text);
  if (!read?.ok) {
    return reply({ step: "upload", error: "purchasing.itemsImport.noUpload" }, 400);
  }
  const file = { id: String(fileId), name: formText(formData, "fileName").slice(0, 200) };
  try {
    const result = await importItems(tenant, read.value);
    // Someone changed the items or vendors since the preview: show the problems found now.
    if (!result.ok)
      return reply({ step: "preview", file, preview: previewOf(read.value, result.check, t) }, 400);
    await deleteImportFile(tenant.companyId, file.id);
    return redirectWithToast("/company/items", importedMessage(result.counts));
  } catch (error) {
    logger.error({ err: error, companyId: tenant.companyId }, "item import failed");
    return reply(
      {
        step: "upload",
        error: "purchasing.itemsImport.failed",
      },
      500,
    );
  }
}

const tooLarge = "purchasing.itemsImport.tooLarge";
const uploadProblemKeys = {
  chooseFile: "purchasing.itemsImport.chooseFile",
  notCsv: "purchasing.itemsImport.notCsv",
  tooLarge,
  empty: "purchasing.itemsImport.empty",
} as const satisfies Record<UploadProblem, MessageKey>;

type ServerT = Translator<MessageKey>;

async function upload(tenant: TenantContext, posted: FormDataEntryValue | null, t: ServerT) {
  const checked = checkCsvUpload(posted, uploadProblemKeys);
  if ("error" in checked) return reply({ step: "upload", error: checked.error }, checked.status);
  const { file } = checked;
  const text = decodeUtf8(new Uint8Array(await file.arrayBuffer()));
  if (!text.ok) return reply({ step: "upload", error: text.message }, 400);
  const read = readItemsFile(text.value);
  if (!read.ok) return reply({ step: "upload", error: read.message }, 400);
  const check = await checkItemsImport(tenant, read.value);
  const id = await saveImportFile(tenant.companyId, text.value);
  return reply({
    step: "preview",
    file: { id, name: file.name.slice(0, 200) },
    preview: previewOf(read.value, check, t),
  });
}

/** The preview; its error report (a CSV to download) is worded by `t`, the reader's language. */
function previewOf(file: ItemsFile, check: ItemsImportCheck, t: ServerT): Preview {
  const shown = previewColumns.filter((c) => file.columns[c]);
  const { rows, ...rest } = check;
  const errorCsv =
    check.errorCount > 0
      ? toCsv(
          [
            t("purchasing.itemsImport.line"),
            t("purchasing.itemsImport.column"),
            t("purchasing.itemsImport.problem"),
          ],
          [
            ...check.problems.map((p) => [p.line, t.text(p.column), t.text(p.message)]),
            ...(check.errorCount > check.problems.length
              ? [
                  [
                    "",
                    "",
                    t("purchasing.itemsImport.moreProblems", {
                      count: String(check.errorCount - check.problems.length),
                    }),
                  ],
                ]
              : []),
          ],
        )
      : null;
  return {
    ...rest,
    columns: (Object.keys(file.columns) as ItemColumn[]).map((c) => ({
      label: itemColumnKeys[c],
      header: file.columns[c]!,
    })),
    unused: file.unused,
    headers: shown.map((c) => itemColumnKeys[c]),
    rows: rows.slice(0, PREVIEW_ROWS).map((r) => ({
      ...r,
      cells: shown.map((c) => file.rows[r.line - 2]?.[file.columns[c]!] ?? ""),
    })),
    errorCsv,
  };
}

const total = (counts: ItemsImportCheck["counts"]) =>
  counts.create + counts.update + counts.restore + counts.unchanged;

/** The toast after an import: a catalog key with its figures, worded in the reader's language by the page. */
function importedMessage(counts: ItemsImportCheck["counts"]) {
  return {
    message: "purchasing.itemsImport.imported" as const,
    values: {
      total: total(counts),
      created: counts.create,
      updated: counts.update,
      restored: counts.restore,
      unchanged: counts.unchanged,
    },
  };
}

export default function ImportItems({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state: ImportState = actionData ?? { step: "upload", error: "" };
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const stepIndex = submitting === "commit" ? 2 : state.step === "upload" ? 0 : 1;
  return (
    <>
      <PageHeader
        title={t("purchasing.itemsImport.heading")}
        description={t("purchasing.itemsImport.description")}
        actions={
          <Button component={Link} to="/company/items" variant="default">
            {t("purchasing.itemsImport.back")}
          </Button>
        }
      />
      <ImportSteps steps={steps.map((step) => t(step))} index={stepIndex} />
      {state.step === "upload" ? (
        <UploadStep error={state.error} busy={submitting === "upload"} maxRows={loaderData.maxRows} />
      ) : (
        <PreviewStep file={state.file} preview={state.preview} busy={submitting === "commit"} />
      )}
    </>
  );
}

function UploadStep({ error, busy, maxRows }: { error: string; busy: boolean; maxRows: number }) {
  const t = useT();
  return (
    <ImportUploadForm
      maw={720}
      intro={
        <>
          <Text size="sm">
            <Rich
              k="purchasing.itemsImport.intro"
              values={{ link: (chunks) => <Anchor href="/company/items/export.csv">{chunks}</Anchor> }}
            />
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Rich k="purchasing.itemsImport.columnsNames" values={{ b: bold }} />
            </List.Item>
            <List.Item>{t("purchasing.itemsImport.columnsMoney")}</List.Item>
            <List.Item>{t("purchasing.itemsImport.columnsChemical")}</List.Item>
            <List.Item>{t("purchasing.itemsImport.columnsVendor")}</List.Item>
          </List>
          <Text size="sm">{t("purchasing.itemsImport.rules", { max: maxRows })}</Text>
        </>
      }
      label={t("purchasing.itemsImport.file")}
      description={t("purchasing.itemsImport.fileHelp")}
      submitLabel={t("purchasing.itemsImport.upload")}
      error={error ? t.text(error) : ""}
      busy={busy}
    />
  );
}

const actionBadges = {
  create: { label: "purchasing.itemsImport.action.create", color: "teal" },
  update: { label: "purchasing.itemsImport.action.update", color: "blue" },
  restore: { label: "purchasing.itemsImport.action.restore", color: "violet" },
  unchanged: { label: "purchasing.itemsImport.action.unchanged", color: "gray" },
} as const satisfies Record<RowAction, { label: MessageKey; color: string }>;

function PreviewStep({
  file,
  preview,
  busy,
}: {
  file: { id: string; name: string };
  preview: Preview;
  busy: boolean;
}) {
  const t = useT();
  const { counts, errorCount } = preview;
  const hasErrors = errorCount > 0;
  const items = total(counts);
  const columnText = (c: Preview["columns"][number]) => {
    const label = t(c.label);
    return label === c.header ? label : `${c.header} → ${label}`;
  };
  return (
    <Form method="post">
      <ImportFileFields file={file} />
      <Stack>
        <Text>
          <Rich
            k={hasErrors ? "purchasing.itemsImport.readWithProblems" : "purchasing.itemsImport.read"}
            values={{
              b: bold,
              rows: preview.rowCount,
              file: file.name || t("purchasing.itemsImport.yourFile"),
              invalid: preview.invalidRows,
              created: counts.create,
              updated: counts.update,
              restore: counts.restore,
              unchanged: counts.unchanged,
            }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {t("purchasing.itemsImport.columnsRead", { columns: preview.columns.map(columnText).join(", ") })}
          {preview.unused.length
            ? ` ${t("purchasing.itemsImport.notRead", { columns: preview.unused.join(", ") })}`
            : ""}
        </Text>

        {hasErrors ? (
          <ImportProblems
            title={t("purchasing.itemsImport.problemsToFix", { count: errorCount })}
            advice={
              preview.problems.length < errorCount
                ? t("purchasing.itemsImport.fixRowsFirst", { listed: String(preview.problems.length) })
                : t("purchasing.itemsImport.fixRows")
            }
            errorCsv={preview.errorCsv}
            reportName="item-import-problems.csv"
            reportLabel={t("purchasing.itemsImport.errorReport")}
            tableLabel={t("purchasing.itemsImport.problemsTable")}
            headings={{
              line: t("purchasing.itemsImport.line"),
              where: t("purchasing.itemsImport.column"),
              problem: t("purchasing.itemsImport.problem"),
            }}
            rows={preview.problems.map((p) => ({
              line: t("purchasing.itemsImport.lineNumber", { line: String(p.line) }),
              where: t.text(p.column),
              message: t.text(p.message),
            }))}
          />
        ) : null}

        <Text fw={600}>
          {preview.rows.length < preview.rowCount
            ? t("purchasing.itemsImport.firstRows", { count: String(preview.rows.length) })
            : t("purchasing.itemsImport.allRows")}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t("purchasing.itemsImport.previewTable")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("purchasing.itemsImport.line")}</Table.Th>
                <Table.Th>{t("purchasing.itemsImport.result")}</Table.Th>
                {preview.headers.map((h) => (
                  <Table.Th key={h}>{t(h)}</Table.Th>
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
                        {t(actionBadges[r.action].label)}
                      </Badge>
                    ) : (
                      <Badge color="red" variant="light" size="sm">
                        {t("purchasing.itemsImport.problemBadge")}
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
            {t("purchasing.itemsImport.commit", { count: items })}
          </Button>
          <Button component={Link} to="/company/items/import" variant="default">
            {t("purchasing.itemsImport.another")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
