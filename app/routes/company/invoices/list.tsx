import { Anchor, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconReceipt2 } from "@tabler/icons-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { invoiceLabel } from "~/core/money";
import { customerOption } from "~/domain/customers/customer-options.server";
import { invoiceStatusFilters, newInvoiceSchema } from "~/domain/money/invoice-schemas";
import { invoiceListFilters, invoiceSorts, listInvoices } from "~/domain/money/invoices.server";
import { createManualInvoice } from "~/domain/money/invoices-drafts.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { InvoiceStatusBadge } from "./invoice-badges";
import { invoiceStatusKeys } from "./money-labels";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "money.invoices.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  return withErrorPages(async () => {
    const query = parseListQuery(params, {
      sorts: invoiceSorts,
      defaultSort: "number",
      defaultDir: "desc",
      filters: invoiceListFilters,
    });
    const [list, customer] = await Promise.all([
      listInvoices(tenant, query),
      query.filters.customer && can(tenant, "customers:read")
        ? customerOption(tenant, query.filters.customer)
        : null,
    ]);
    return {
      ...list,
      query,
      customer,
      currency: tenant.currency,
      canCreate: can(tenant, "money:write"),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(newInvoiceSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createManualInvoice(tenant, { customerId: parsed.data.customer });
    return redirectWithToast(`/company/invoices/${created.id}`, {
      message: "money.invoices.created",
      values: { label: invoiceLabel(created.number) },
    });
  });
}

function NewInvoiceButton({
  customer,
  error,
}: {
  customer: { value: string; label: string } | null;
  error?: string;
}) {
  const [opened, { open, close }] = useDisclosure(Boolean(error));
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button onClick={open} leftSection={<IconPlus size={16} aria-hidden />}>
        {t("money.invoices.new")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("money.invoices.new")}
        closeButtonProps={{ "aria-label": t("money.invoices.close") }}
      >
        <Form method="post">
          <Stack>
            <Text size="sm">{t("money.invoices.newText")}</Text>
            <CustomerPicker
              name="customer"
              label={t("money.invoices.customer")}
              selected={customer}
              error={error}
              required
              placeholder={t("money.invoices.customerPlaceholder")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("money.invoices.cancel")}
              </Button>
              <Button type="submit" loading={busy}>
                {t("money.invoices.createDraft")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { query, rows, customer, canCreate, currency } = loaderData;
  const [params] = useSearchParams();
  const money = (c: number) => f.money(c, { currency });
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const createError =
    actionData && !actionData.ok ? (actionData.errors.customer ?? actionData.errors.form) : undefined;
  const createErrorText = createError ? t.text(createError) : undefined;
  return (
    <>
      <PageHeader
        title={t("money.invoices.heading")}
        description={t("money.invoices.description")}
        actions={
          <Group gap="xs">
            {canCreate ? (
              <Button
                component={Link}
                to="/company/invoices/billingRun"
                variant="light"
                leftSection={<IconReceipt2 size={16} aria-hidden />}
              >
                {t("money.invoices.billingRun")}
              </Button>
            ) : null}
            {canCreate ? <NewInvoiceButton customer={customer} error={createErrorText} /> : null}
          </Group>
        }
      />
      <Paper withBorder p="sm" mb="md">
        <Group gap="xl">
          <Text>
            <Rich
              k="money.invoices.outstanding"
              values={{
                amount: money(loaderData.outstandingCents),
                b: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </Text>
          <Text>
            {t("money.invoices.overdue")}{" "}
            <Anchor component={Link} to="/company/invoices?status=overdue" c="red.9" fw={700}>
              {money(loaderData.overdueCents)}
            </Anchor>
          </Text>
          <Anchor component={Link} to="/company/payments">
            {t("money.invoices.payments")}
          </Anchor>
        </Group>
      </Paper>
      <ListToolbar
        searchLabel={t("money.invoices.search")}
        filters={[
          {
            name: "status",
            label: t("money.invoices.status"),
            options: invoiceStatusFilters.map((s) => ({ value: s, label: t(invoiceStatusKeys[s]) })),
          },
        ]}
      >
        <DateRangeFields
          params={params}
          fromLabel={t("money.invoices.issuedFrom")}
          toLabel={t("money.invoices.issuedTo")}
        />
        <CustomerPicker
          selected={customer}
          submitOnChange
          label={t("money.invoices.customer")}
          placeholder={t("money.invoices.allCustomers")}
          style={{ flex: "0 1 240px" }}
        />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("money.invoices.noMatch")}>{t("money.invoices.noMatchText")}</EmptyState>
        ) : (
          <EmptyState title={t("money.invoices.empty")}>{t("money.invoices.emptyText")}</EmptyState>
        )
      ) : (
        <>
          <StackedTable
            label={t("money.invoices.table")}
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              {
                header: t("money.invoices.invoice"),
                head: (
                  <SortHeader key="number" sort="number">
                    {t("money.invoices.invoice")}
                  </SortHeader>
                ),
                title: true,
                cell: (r) => (
                  <Anchor component={Link} to={`/company/invoices/${r.id}`} fw={600}>
                    {r.label}
                  </Anchor>
                ),
              },
              {
                header: t("money.invoices.customer"),
                head: (
                  <SortHeader key="customer" sort="customer">
                    {t("money.invoices.customer")}
                  </SortHeader>
                ),
                cell: (r) => (
                  <Anchor
                    component={Link}
                    to={`/company/customers/details/${r.customerId}`}
                    underline="always"
                  >
                    {r.customerName}
                  </Anchor>
                ),
              },
              {
                header: t("money.invoices.period"),
                cell: (r) => f.calendarRange(r.periodStart, r.periodEnd),
              },
              {
                header: t("money.invoices.issued"),
                head: (
                  <SortHeader key="issued" sort="issued">
                    {t("money.invoices.issued")}
                  </SortHeader>
                ),
                cell: (r) => f.calendarDate(r.issuedOn),
              },
              {
                header: t("money.invoices.due"),
                head: (
                  <SortHeader key="due" sort="due">
                    {t("money.invoices.due")}
                  </SortHeader>
                ),
                cell: (r) => f.calendarDate(r.dueOn),
              },
              {
                header: t("money.invoices.total"),
                head: (
                  <SortHeader key="total" sort="total">
                    {t("money.invoices.total")}
                  </SortHeader>
                ),
                align: "right",
                nowrap: true,
                cell: (r) => money(r.totalCents),
              },
              {
                header: t("money.invoices.balance"),
                head: (
                  <SortHeader key="balance" sort="balance">
                    {t("money.invoices.balance")}
                  </SortHeader>
                ),
                align: "right",
                nowrap: true,
                cell: (r) => (r.status === "void" ? "—" : money(r.balanceCents)),
              },
              {
                header: t("money.invoices.status"),
                cell: (r) => <InvoiceStatusBadge status={r.displayStatus} />,
              },
            ]}
          />
          <ListPagination
            total={loaderData.total}
            page={query.page}
            pageSize={query.pageSize}
            noun={t("money.invoices.noun")}
          />
        </>
      )}
    </>
  );
}
