import { Alert, Button, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { StackedTable } from "../data-table/stacked-table";
import { FileField } from "./file-field";

/**
 * The pieces every CSV import wizard shares (customers and items today): the upload form, the file carried from step
 * to step, and the problems found in the file with their downloadable report. Each import keeps its own words (passed
 * in already translated), its mapping and its preview table.
 */

/** Step 1: pick the CSV and send it (`intent=upload`). The file is kept if picked before the page's code loaded. */
export function ImportUploadForm({
  intro,
  label,
  description,
  placeholder,
  submitLabel,
  error,
  busy,
  maw = 640,
  accept = ".csv,text/csv",
}: {
  intro: ReactNode;
  label: string;
  description: string;
  placeholder?: string;
  submitLabel: string;
  error: string;
  busy: boolean;
  maw?: number;
  /** The file types the picker offers (an import that reads spreadsheets adds .xlsx). */
  accept?: string;
}) {
  return (
    <Paper withBorder p="lg" maw={maw}>
      <Form method="post" encType="multipart/form-data">
        <Stack>
          {intro}
          <FileField
            name="file"
            label={label}
            accept={accept}
            description={description}
            placeholder={placeholder}
            leftSection={<IconUpload size={16} aria-hidden />}
            error={error || undefined}
            withAsterisk
            clearable
          />
          <Group>
            <Button type="submit" name="intent" value="upload" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** The uploaded file, carried by the later steps' forms: the server keeps it under its id. */
export function ImportFileFields({ file }: { file: { id: string; name: string } }) {
  return (
    <>
      <input type="hidden" name="fileId" value={file.id} />
      <input type="hidden" name="fileName" value={file.name} />
    </>
  );
}

export interface ImportProblemRow {
  /** "Line 4", as the reader words it. */
  line: string;
  /** The field or column the problem is in. */
  where: string;
  message: string;
}

/**
 * What stops the import: an alert with the count, what to do, the problems as a CSV to fix in a spreadsheet, and a
 * table of the problems listed (the server may list fewer than it found).
 */
export function ImportProblems({
  title,
  advice,
  errorCsv,
  reportName,
  reportLabel,
  tableLabel,
  headings,
  rows,
}: {
  title: string;
  advice: string;
  errorCsv: string | null;
  /** The downloaded file's name. */
  reportName: string;
  reportLabel: string;
  tableLabel: string;
  headings: { line: string; where: string; problem: string };
  rows: ImportProblemRow[];
}) {
  return (
    <>
      <Alert color="red" role="alert" title={title}>
        <Stack gap="sm">
          <Text size="sm">{advice}</Text>
          {errorCsv ? (
            <Group>
              <Button
                component="a"
                // A byte-order mark so Excel reads the report as UTF-8.
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${errorCsv}`)}`}
                download={reportName}
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                {reportLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Alert>
      <ScrollArea.Autosize mah={360} type="auto">
        <ProblemsTable label={tableLabel} headings={headings} rows={rows} />
      </ScrollArea.Autosize>
    </>
  );
}

/** The problems by row: a table, cards on a phone (each problem whole, nothing to scroll sideways). */
export function ProblemsTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: { line: string; where: string; problem: string };
  rows: ImportProblemRow[];
}) {
  const keyed = rows.map((row, i) => ({ ...row, key: `${i}` }));
  return (
    <StackedTable
      label={label}
      rowKey={(row) => row.key}
      rows={keyed}
      columns={[
        { header: headings.line, cell: (row) => row.line, nowrap: true, title: true },
        { header: headings.where, cell: (row) => row.where },
        { header: headings.problem, cell: (row) => row.message },
      ]}
    />
  );
}
