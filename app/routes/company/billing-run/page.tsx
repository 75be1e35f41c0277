import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { PeriodPicker } from "~/components/forms/period-picker";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import {
  type BillingPeriod,
  type BillingPeriodKind,
  billingPeriodContaining,
  billingPeriodKindLabels,
  billingPeriodKinds,
  billingPeriodLabel,
  nextBillingPeriod,
  previousBillingPeriod,
} from "~/core/money";
import { isCalendarDate } from "~/core/team/pay-period";
import { listBillingRuns, previewBillingRun, runBilling } from "~/domain/money/billing-run.server";
import { getBillingSettings } from "~/domain/money/billing-settings.server";
import { companyToday } from "~/domain/service/stops.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/page";

export const meta: Route.MetaFunction = () => [{ title: "Billing run — Drip Drop" }];
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
  return domain(async () => {
    const settings = await getBillingSettings(tenant);
    const period = periodOf(new URL(request.url), settings.billingPeriod, companyToday(tenant));
    const [preview, runs] = await Promise.all([previewBillingRun(tenant, period), listBillingRuns(tenant)]);
    return {
      period,
      label: billingPeriodLabel(period),
      previous: previousBillingPeriod(period).start,
      next: nextBillingPeriod(period).start,
      companyKind: settings.billingPeriod,
      currency: settings.currency,
      preview,
      runs: runs.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        label: billingPeriodLabel({ kind: "monthly", start: r.periodStart, end: r.periodEnd }),
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
  const f = formatterFor(companyFormat(tenant));
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
        ? "Nothing new to bill for this period."
        : `Billing run done: ${outcome.invoicesCreated} new draft invoice${outcome.invoicesCreated === 1 ? "" : "s"}, ${outcome.linesAdded} line${outcome.linesAdded === 1 ? "" : "s"} added (${f.money(outcome.addedCents, { currency: settings.currency })}).`,
    );
  });
}

export default function BillingRunPage({ loaderData }: Route.ComponentProps) {
  const { period, label, preview, runs, currency, canRun, companyKind } = loaderData;
  const f = useFormat();
  return (
    <>
      <PageHeader
        title="Billing run"
        description="Drafts an invoice per customer for a billing period: agreement rates, per-stop charges, chemicals, finished jobs and billable purchases not billed yet. Running it again adds only what is new."
        actions={
          <Button component={Link} to="/company/invoices" variant="default">
            Invoices
          </Button>
        }
      />
      <Stack gap="lg" maw={1000}>
        <PeriodPicker
          period={{
            kind: period.kind,
            start: period.start,
            label: `${label} (${f.calendarRange(period.start, period.end)})`,
            previous: loaderData.previous,
            next: loaderData.next,
          }}
          kinds={billingPeriodKinds.map((k) => ({ value: k, label: billingPeriodKindLabels[k] }))}
          fieldLabel="Billing period"
          description={`Company setting: ${billingPeriodKindLabels[companyKind]}`}
          previousLabel="Previous period"
          nextLabel="Next period"
        />

        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4">
              Not billed yet in {label}
            </Title>
            {preview.customers.length && canRun ? (
              <ConfirmActionButton
                label={`Create drafts for ${preview.customers.length} customer${preview.customers.length === 1 ? "" : "s"}`}
                title="Run billing?"
                confirmLabel="Run billing"
                intent="run"
                color="blue"
                fields={{ period: period.kind, date: period.start }}
                variant="filled"
              >
                {`This adds ${preview.linesAdded} line${preview.linesAdded === 1 ? "" : "s"} (${f.money(preview.addedCents, { currency })}) to draft invoices for ${label}. Nothing is sent: you review the drafts first.`}
              </ConfirmActionButton>
            ) : null}
          </Group>
          {preview.customers.length === 0 ? (
            <Text c="dimmed">
              Nothing to bill: every finished stop, accepted agreement, finished job and billable purchase of
              this period is already on an invoice.
            </Text>
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
                            {l.kind}
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
                Total before tax: {f.money(preview.addedCents, { currency })}
              </Text>
            </Stack>
          )}
          {!canRun ? (
            <Alert color="gray" mt="sm">
              Your role can see billing but not run it.
            </Alert>
          ) : null}
        </Paper>

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Earlier runs
          </Title>
          {runs.length === 0 ? (
            <Text c="dimmed">No billing runs yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Run at</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th ta="right">New drafts</Table.Th>
                    <Table.Th ta="right">Lines added</Table.Th>
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
