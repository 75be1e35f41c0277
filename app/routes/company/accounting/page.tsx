/**
 * Settings → Accounting (issue 23): connect the company's QuickBooks Online (or say the server has no QuickBooks app),
 * map the income account, deposit account, sales tax code and terms, and the sync log — what went, what failed and why,
 * retry one or all. Disconnecting asks first.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, type Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { RATE_ITEM_NAMES, RATE_KINDS } from "~/core/accounting/quickbooks";
import { paymentTerms } from "~/core/money/payment-terms";
import {
  disconnectQuickbooks,
  quickbooksConnectionView,
  quickbooksOptionsForPage,
  startQuickbooksConnect,
} from "~/domain/accounting/quickbooks-connection.server";
import { saveQuickbooksMappings } from "~/domain/accounting/quickbooks-mappings.server";
import {
  quickbooksSyncLog,
  retryAllQuickbooksSync,
  retryQuickbooksSync,
} from "~/domain/accounting/quickbooks-sync.server";
import {
  type QuickbooksLogFilter,
  quickbooksLogFilters,
  quickbooksMappingsSchema,
  rateField,
  termsField,
} from "~/domain/accounting/schemas";
import { RuleError } from "~/domain/errors";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { paymentTermsKeys } from "../invoices/money-labels";
import type { Route } from "./+types/page";

const PAGE = "/company/settings/accounting";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "seller.qbo.title") }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const filterParam = new URL(request.url).searchParams.get("log") ?? "all";
  const filter: QuickbooksLogFilter = (quickbooksLogFilters as readonly string[]).includes(filterParam)
    ? (filterParam as QuickbooksLogFilter)
    : "all";
  return withErrorPages(async () => {
    requirePermission(tenant, "money:manage");
    const configured = tenant.ports.bookkeeping.configured();
    const connection = await quickbooksConnectionView(tenant);
    const lists =
      configured && connection?.status === "connected"
        ? await quickbooksOptionsForPage(tenant)
        : { options: null, problem: null };
    const log = await quickbooksSyncLog(tenant, filter);
    return { configured, connection, ...lists, log, filter };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  if (intent === "mappings") {
    const parsed = parseForm(quickbooksMappingsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await saveQuickbooksMappings(tenant, parsed.data);
        return redirectWithToast(PAGE, "seller.qbo.mapping.saved");
      },
      { intent },
    );
  }
  return domainAction(
    formData,
    async () => {
      if (intent === "connect") return redirect(startQuickbooksConnect(tenant));
      if (intent === "disconnect") {
        await disconnectQuickbooks(tenant);
        return redirectWithToast(PAGE, "seller.qbo.disconnected");
      }
      if (intent === "retry") {
        const row = await retryQuickbooksSync(tenant, formText(formData, "syncId"));
        return redirectWithToast(`${PAGE}?log=failed`, {
          message: "seller.qbo.log.retried",
          values: { record: row.label },
        });
      }
      if (intent === "retryAll") {
        const count = await retryAllQuickbooksSync(tenant);
        return redirectWithToast(`${PAGE}?log=failed`, {
          message: "seller.qbo.log.retriedAll",
          values: { count },
        });
      }
      throw new RuleError("form", "seller.qbo.unknownAction");
    },
    { intent },
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

const statusColors = { sent: "green", queued: "blue", failed: "red", removed: "gray" } as const;
const statusKeys = {
  sent: "seller.qbo.status.sent",
  queued: "seller.qbo.status.queued",
  failed: "seller.qbo.status.failed",
  removed: "seller.qbo.status.removed",
} as const;
const kindKeys = {
  customer: "seller.qbo.kind.customer",
  item: "seller.qbo.kind.item",
  invoice: "seller.qbo.kind.invoice",
  payment: "seller.qbo.kind.payment",
  "credit note": "seller.qbo.kind.creditNote",
} as const;
const filterKeys = {
  all: "seller.qbo.log.all",
  failed: "seller.qbo.status.failed",
  queued: "seller.qbo.status.queued",
  sent: "seller.qbo.status.sent",
} as const;

export default function AccountingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formError =
    actionData && "ok" in actionData && !actionData.ok && actionData.intent !== "mappings"
      ? (actionData.errors as Record<string, string>).form
      : undefined;
  return (
    <>
      <PageHeader title={t("seller.qbo.heading")} description={t("seller.qbo.description")} />
      <Stack gap="lg" maw={980}>
        <FormError message={formError} />
        <ConnectionPanel data={loaderData} />
        {loaderData.connection ? (
          <MappingsPanel
            data={loaderData}
            actionData={actionData?.intent === "mappings" ? (actionData as Rejected) : undefined}
          />
        ) : null}
        <SyncLog data={loaderData} />
      </Stack>
    </>
  );
}

function ConnectionPanel({ data: d }: { data: LoaderData }) {
  const t = useT();
  const f = useFormat();
  const busy = useNavigation().state !== "idle";
  if (!d.configured && !d.connection)
    return (
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h3">
            {t("seller.qbo.notConfiguredTitle")}
          </Title>
          <Text>{t("seller.qbo.notConfiguredText")}</Text>
          <Text size="sm" c="dimmed">
            {t("seller.qbo.notConfiguredHow")} <Code>QBO_CLIENT_ID</Code>, <Code>QBO_CLIENT_SECRET</Code>
          </Text>
        </Stack>
      </Paper>
    );
  if (!d.connection)
    return (
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h3">
            {t("seller.qbo.connectTitle")}
          </Title>
          <Text>{t("seller.qbo.connectText")}</Text>
          <ConnectForm label={t("seller.qbo.connect")} busy={busy} />
        </Stack>
      </Paper>
    );
  const reconnect = d.connection.status === "reconnect";
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t("seller.qbo.connectedTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("seller.qbo.connectedSince", {
                company: d.connection.realmId,
                when: f.dateTime(d.connection.connectedAt),
              })}
            </Text>
          </div>
          <Badge color={reconnect ? "red" : "green"} variant="light" size="lg">
            {t(reconnect ? "seller.qbo.needsReconnect" : "seller.qbo.connected")}
          </Badge>
        </Group>
        {reconnect ? (
          <Alert color="red" title={t("seller.qbo.reconnectTitle")}>
            {t("seller.qbo.reconnectText")}
          </Alert>
        ) : null}
        {d.problem ? (
          <Alert color="yellow" title={t("seller.qbo.listsProblem")}>
            {t.text(d.problem)}
          </Alert>
        ) : null}
        <Group>
          {reconnect && d.configured ? <ConnectForm label={t("seller.qbo.reconnect")} busy={busy} /> : null}
          <ConfirmActionButton
            label={t("seller.qbo.disconnect")}
            title={t("seller.qbo.disconnectTitle")}
            confirmLabel={t("seller.qbo.disconnect")}
            intent="disconnect"
            leftSection={<IconPlugConnectedX size={18} aria-hidden />}
          >
            {t("seller.qbo.disconnectText")}
          </ConfirmActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

function MappingsPanel({ data: d, actionData }: { data: LoaderData; actionData: Rejected | undefined }) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(quickbooksMappingsSchema, actionData);
  const busy = useNavigation().state === "submitting";
  if (!d.connection || !d.options) return null;
  const { mappings } = d.connection;
  const value = (key: string, fallback: string | null | undefined) =>
    (values[key] as string | undefined) ?? fallback ?? "";
  const none = { value: "", label: t("seller.qbo.mapping.none") };
  const pick = (choose: string) => ({ value: "", label: choose });
  const accounts = (types: string[]) =>
    d.options!.accounts.filter((a) => types.includes(a.type)).map((a) => ({ value: a.id, label: a.name }));
  const terms = d.options.terms.map((o) => ({ value: o.id, label: o.name }));
  return (
    <Paper withBorder p="lg">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="mappings" />
        <Stack>
          <Title order={2} size="h3">
            {t("seller.qbo.mapping.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("seller.qbo.mapping.text")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="incomeAccountRef"
              label={t("seller.qbo.mapping.income")}
              description={t("seller.qbo.mapping.incomeHelp")}
              defaultValue={value("incomeAccountRef", mappings.incomeAccountRef)}
              data={[pick(t("seller.qbo.mapping.choose")), ...accounts(["Income"])]}
              error={errors.incomeAccountRef}
            />
            <NativeSelect
              name="depositAccountRef"
              label={t("seller.qbo.mapping.deposit")}
              description={t("seller.qbo.mapping.depositHelp")}
              defaultValue={value("depositAccountRef", mappings.depositAccountRef)}
              data={[none, ...accounts(["Bank", "Other Current Asset"])]}
              error={errors.depositAccountRef}
            />
            <NativeSelect
              name="taxCodeRef"
              label={t("seller.qbo.mapping.tax")}
              description={t("seller.qbo.mapping.taxHelp")}
              defaultValue={value("taxCodeRef", mappings.taxCodeRef)}
              data={[none, ...d.options.taxCodes.map((o) => ({ value: o.id, label: o.name }))]}
              error={errors.taxCodeRef}
            />
          </SimpleGrid>
          <Title order={3} size="h5">
            {t("seller.qbo.mapping.rates")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("seller.qbo.mapping.ratesText")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {RATE_KINDS.map((kind) => (
              <NativeSelect
                key={kind}
                name={rateField(kind)}
                label={RATE_ITEM_NAMES[kind]}
                defaultValue={value(rateField(kind), mappings.rateIncomeRefs[kind])}
                data={[{ value: "", label: t("seller.qbo.mapping.sameAsMain") }, ...accounts(["Income"])]}
                error={errors[rateField(kind)]}
              />
            ))}
          </SimpleGrid>
          <Title order={3} size="h5">
            {t("seller.qbo.mapping.terms")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {paymentTerms.map((p) => (
              <NativeSelect
                key={p}
                name={termsField(p)}
                label={t(paymentTermsKeys[p])}
                defaultValue={value(termsField(p), mappings.termsRefs[p])}
                data={[none, ...terms]}
                error={errors[termsField(p)]}
              />
            ))}
          </SimpleGrid>
          <FormError message={errors.form} />
          <Group>
            <Button type="submit" loading={busy}>
              {t("seller.qbo.mapping.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

type LogRow = LoaderData["log"]["rows"][number];

function SyncLog({ data: d }: { data: LoaderData }) {
  const t = useT();
  const f = useFormat();
  const busy = useNavigation().state !== "idle";
  const { counts } = d.log;
  const total = counts.failed + counts.queued + counts.sent + counts.removed;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              {t("seller.qbo.log.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("seller.qbo.log.text")}
            </Text>
          </div>
          {counts.failed > 0 ? (
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="retryAll"
                loading={busy}
                leftSection={<IconRefresh size={18} aria-hidden />}
              >
                {t("seller.qbo.log.retryAll", { count: counts.failed })}
              </Button>
            </Form>
          ) : null}
        </Group>
        <Group gap="xs" role="group" aria-label={t("seller.qbo.log.filter")}>
          {quickbooksLogFilters.map((key) => (
            <Button
              key={key}
              component={Link}
              to={key === "all" ? PAGE : `${PAGE}?log=${key}`}
              size="xs"
              variant={d.filter === key ? "filled" : "default"}
              aria-current={d.filter === key ? "page" : undefined}
            >
              {`${t(filterKeys[key])} (${key === "all" ? total : counts[key]})`}
            </Button>
          ))}
        </Group>
        {d.log.rows.length === 0 ? (
          <Text c="dimmed">
            {t(d.connection ? "seller.qbo.log.empty" : "seller.qbo.log.emptyUnconnected")}
          </Text>
        ) : (
          <StackedTable<LogRow>
            label={t("seller.qbo.log.title")}
            rows={d.log.rows}
            rowKey={(r) => r.id}
            columns={[
              {
                header: t("seller.qbo.log.record"),
                title: true,
                cell: (r) => (
                  <Text size="sm">
                    <Text span c="dimmed" size="sm">
                      {t(kindKeys[r.kind])}
                    </Text>{" "}
                    {r.label}
                  </Text>
                ),
              },
              {
                header: t("seller.common.status"),
                cell: (r) => (
                  <Group gap="xs" wrap="nowrap">
                    <Badge color={statusColors[r.status]} variant="light">
                      {t(statusKeys[r.status])}
                    </Badge>
                    {r.status === "failed" ? (
                      <Form method="post">
                        <input type="hidden" name="syncId" value={r.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="retry"
                          size="xs"
                          variant="light"
                          aria-label={t("seller.qbo.log.retryOne", { record: r.label })}
                        >
                          {t("seller.qbo.log.retry")}
                        </Button>
                      </Form>
                    ) : null}
                  </Group>
                ),
              },
              {
                header: t("seller.qbo.log.reason"),
                cell: (r) =>
                  r.status === "failed" && r.error ? (
                    <Text size="sm">{t.text(r.error)}</Text>
                  ) : r.status === "removed" ? (
                    <Text size="sm" c="dimmed">
                      {t("seller.qbo.log.removed")}
                    </Text>
                  ) : r.quickbooksId ? (
                    <Text size="sm" c="dimmed">
                      {t("seller.qbo.log.quickbooksId", { id: r.quickbooksId })}
                    </Text>
                  ) : null,
              },
              {
                header: t("seller.qbo.log.attempts"),
                align: "right",
                nowrap: true,
                cell: (r) => String(r.attempts),
              },
              { header: t("seller.qbo.log.when"), nowrap: true, cell: (r) => f.dateTime(r.updatedAt) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Starts Intuit's consent (connect, or connect again after a refused refresh). */
function ConnectForm({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Form method="post">
      <Button
        type="submit"
        name="intent"
        value="connect"
        loading={busy}
        leftSection={<IconPlugConnected size={18} aria-hidden />}
      >
        {label}
      </Button>
    </Form>
  );
}
