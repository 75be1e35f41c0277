import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { PeriodPicker } from "~/components/forms/period-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { keyed } from "~/core/i18n/keyed";
import {
  type BillingPeriod,
  type BillingPeriodKind,
  billingPeriodContaining,
  billingPeriodKinds,
  nextBillingPeriod,
  previousBillingPeriod,
} from "~/core/money";
import { isCalendarDate } from "~/core/team/pay-period";
import { listBillingRuns, previewBillingRun, runBilling } from "~/domain/money/billing-run.server";
import { getBillingSettings } from "~/domain/money/billing-settings.server";
import { companyToday } from "~/domain/service/stop-lists.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { lineKindKey } from "../invoices/money-labels";
import type { Route } from "./+types/page";

/** Words of the billing period kinds. */
const periodKindKeys = {
  monthly: "money.billingRun.kind.monthly",
  weekly: "money.billingRun.kind.weekly",
  biweekly: "money.billingRun.kind.biweekly",
} as const satisfies Record<BillingPeriodKind, string>;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "money.billingRun.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The period from the URL (`period` kind, `date` any day of it); by default the company's last finished period. */
function periodOf(url: URL, companyKind: BillingPeriodKind, today: string): BillingPeriod {
  const raw = url.searchParams.get("period") ?? "";
  const kind = (billingPeriodKinds as readonly string[]).includes(raw)
    ? (raw as BillingPeriodKind)
    : companyKind;
  const date = url.searchParams.get("date") ?? "";
  if (isCalendarDate(date)) return billingPeriodContaining(date, kind);
  return previousBillingPeriod(billingPeriodContaining(today, kind));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const settings = await getBillingSettings(tenant);
    const period = periodOf(new URL(request.url), settings.billingPeriod, companyToday(tenant));
    const [preview, runs] = await Promise.all([previewBillingRun(tenant, period), listBillingRuns(tenant)]);
    return {
      period,
      previous: previousBillingPeriod(period).start,
      next: nextBillingPeriod(period).start,
      companyKind: settings.billingPeriod,
      currency: settings.currency,
      preview,
      runs: runs.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        invoicesCreated: r.invoicesCreated,
        linesAdded: r.linesAdded,
      })),
      canRun: can(tenant, "money:write"),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return domainAction(formData, async () => {
    const settings = await getBillingSettings(tenant);
    const url = new URL(request.url);
    // The period the page showed, posted with the button.
    for (const key of ["period", "date"]) {
      const value = formData.get(key);
      if (typeof value === "string") url.searchParams.set(key, value);
    }
    const period = periodOf(url, settings.billingPeriod, companyToday(tenant));
    const outcome = await runBilling(tenant, period);
    const here = `/company/invoices/billingRun?${new URLSearchParams({ period: period.kind, date: period.start })}`;
    return redirectWithToast(
      here,
      outcome.linesAdded === 0
        ? "money.billingRun.nothingNew"
        : keyed("money.billingRun.done", {
            invoices: outcome.invoicesCreated,
            lines: outcome.linesAdded,
            amount: { cents: outcome.addedCents, currency: settings.currency },
          }),
    );
  });
}

export default function BillingRunPage({ loaderData }: Route.ComponentProps) {
  const { period, preview, runs, currency, canRun, companyKind } = loaderData;
  const f = useFormat();
  const t = useT();
  // A month by its name; a week or two by their days (the formatter follows the page's language).
  const label =
    period.kind === "monthly" ? f.month(period.start, "long") : f.calendarRange(period.start, period.end);
  const kindWord = (kind: string) => {
    const key = lineKindKey(kind);
    return key ? t(key) : kind;
  };
  return (
    <>
      <PageHeader
        title={t("money.billingRun.heading")}
        description={t("money.billingRun.description")}
        actions={
          <Button component={Link} to="/company/invoices" variant="default">
            {t("money.billingRun.invoices")}
          </Button>
        }
      />
      <Stack gap="lg" maw={1000}>
        <PeriodPicker
          period={{
            kind: period.kind,
            start: period.start,
            label: t("money.billingRun.periodLabel", {
              label,
              range: f.calendarRange(period.start, period.end),
            }),
            previous: loaderData.previous,
            next: loaderData.next,
          }}
          kinds={billingPeriodKinds.map((k) => ({ value: k, label: t(periodKindKeys[k]) }))}
          fieldLabel={t("money.billingRun.field")}
          description={t("money.billingRun.setting", { kind: t(periodKindKeys[companyKind]) })}
          previousLabel={t("money.billingRun.previous")}
          nextLabel={t("money.billingRun.next")}
        />

        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4">
              {t("money.billingRun.notBilled", { label })}
            </Title>
            {preview.customers.length && canRun ? (
              <ConfirmActionButton
                label={t("money.billingRun.create", { count: preview.customers.length })}
                title={t("money.billingRun.confirmTitle")}
                confirmLabel={t("money.billingRun.confirm")}
                intent="run"
                color="blue"
                fields={{ period: period.kind, date: period.start }}
                variant="filled"
              >
                {t("money.billingRun.confirmText", {
                  count: preview.linesAdded,
                  amount: f.money(preview.addedCents, { currency }),
                  label,
                })}
              </ConfirmActionButton>
            ) : null}
          </Group>
          {preview.customers.length === 0 ? (
            <Text c="dimmed">{t("money.billingRun.nothing")}</Text>
          ) : (
            <Stack gap="md">
              {preview.customers.map((c) => (
                <div key={c.customerId}>
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`/company/customers/details/${c.customerId}`} fw={600}>
                      {c.customerName}
                    </Anchor>
                    <Text fw={600}>{f.money(c.addedCents, { currency })}</Text>
                  </Group>
                  {/* A list, not a table: on a phone every line keeps its amount in view. */}
                  <Stack component="ul" gap={4} mt={4} style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {c.lines.map((l, i) => (
                      <Group
                        component="li"
                        key={`${c.customerId}-${i}`}
                        justify="space-between"
                        wrap="nowrap"
                        align="flex-start"
                        gap="sm"
                      >
                        <Text size="sm">
                          <Badge variant="light" color="gray" mr={6} component="span">
                            {kindWord(l.kind)}
                          </Badge>
                          {l.description}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                          {f.money(l.amountCents, { currency })}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </div>
              ))}
              <Text fw={700} ta="right">
                {t("money.billingRun.totalBeforeTax", { amount: f.money(preview.addedCents, { currency }) })}
              </Text>
            </Stack>
          )}
          {!canRun ? (
            <Alert color="gray" mt="sm">
              {t("money.billingRun.cannotRun")}
            </Alert>
          ) : null}
        </Paper>

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("money.billingRun.earlier")}
          </Title>
          {runs.length === 0 ? (
            <Text c="dimmed">{t("money.billingRun.noRuns")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("money.billingRun.runAt")}</Table.Th>
                    <Table.Th>{t("money.billingRun.period")}</Table.Th>
                    <Table.Th ta="right">{t("money.billingRun.newDrafts")}</Table.Th>
                    <Table.Th ta="right">{t("money.billingRun.linesAdded")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {runs.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{f.dateTime(r.at)}</Table.Td>
                      <Table.Td>{f.calendarRange(r.periodStart, r.periodEnd)}</Table.Td>
                      <Table.Td ta="right">{r.invoicesCreated}</Table.Td>
                      <Table.Td ta="right">{r.linesAdded}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </>
  );
}
