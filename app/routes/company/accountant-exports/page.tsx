import { Alert, Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { type AccountantFile, accountantFiles, exportFileName } from "~/core/accounting/files";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { rangeQuery } from "~/core/reports/range";
import { accountantExportSummary } from "~/domain/accounting/accountant-exports.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { rangeFromUrl } from "../reports/range.server";
import { RangePicker } from "../reports/range-picker";
import type { Route } from "./+types/page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "money.accountant.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The period comes from the URL as on Reports (a bad date shows this month and says why). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { range, error } = rangeFromUrl(request, tenant.timeZone);
  return withErrorPages(async () => ({
    range,
    error,
    summary: await accountantExportSummary(tenant, range),
  }));
}

/** What each file holds, in the reader's words. */
const fileKeys = {
  "invoices.csv": "money.accountant.file.invoices",
  "payments.csv": "money.accountant.file.payments",
  "credits.csv": "money.accountant.file.credits",
  "chemical-costs.csv": "money.accountant.file.chemicalCosts",
  "profit-by-account.csv": "money.accountant.file.profit",
  "quickbooks.iif": "money.accountant.file.quickbooks",
  "xero-invoices.csv": "money.accountant.file.xero",
} as const satisfies Record<AccountantFile, MessageKey>;

/** Monies → Accountant exports: a period, and one download per file for the accountant. */
export default function AccountantExports({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  const { range, error, summary } = loaderData;
  const query = rangeQuery(range);
  const period = range.from === range.to ? f.calendarDate(range.from) : f.calendarRange(range.from, range.to);
  const empty = summary.invoices + summary.payments + summary.credits === 0;
  return (
    <>
      <PageHeader title={t("money.accountant.title")} description={t("money.accountant.description")} />
      <Stack gap="lg">
        <RangePicker
          key={`${range.preset}:${range.from}:${range.to}`}
          range={range}
          error={error}
          formLabel={t("money.accountant.periodForm")}
        />
        {empty ? (
          <Alert color="blue" title={t("money.accountant.emptyTitle")}>
            {t("money.accountant.empty")}
          </Alert>
        ) : (
          <Text>{t("money.accountant.holds", summary)}</Text>
        )}
        <section aria-labelledby="accountant-files">
          <Title order={2} size="h4" id="accountant-files" mb="sm">
            {t("money.accountant.filesHeading", { period })}
          </Title>
          <Stack gap="sm">
            {accountantFiles.map((file) => (
              <Paper key={file} withBorder p="md">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconDownload aria-hidden size={20} style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Anchor
                      href={`/company/accountantExports/${file}?${query}`}
                      download={exportFileName(file, range)}
                      fw={600}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {t("money.accountant.download", { file: exportFileName(file, range) })}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t(fileKeys[file])}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      </Stack>
    </>
  );
}
