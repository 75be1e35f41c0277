import { Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconReceipt2 } from "@tabler/icons-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { invoiceLabel, invoiceStatusLabels } from "~/core/money";
import { customerOption } from "~/domain/customers/customer-options.server";
import { invoiceStatusFilters, newInvoiceSchema } from "~/domain/money/invoice-schemas";
import { invoiceListFilters, invoiceSorts, listInvoices } from "~/domain/money/invoices.server";
import { createManualInvoice } from "~/domain/money/invoices-drafts.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { InvoiceStatusBadge } from "./invoice-badges";

export const meta: Route.MetaFunction = () => [{ title: "Invoices — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  return domain(async () => {
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
    return redirectWithToast(
      `/company/invoices/${created.id}`,
      `Draft ${invoiceLabel(created.number)} created. Add its lines, then send it.`,
    );
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
  return (
    <>
      <Button onClick={open} leftSection={<IconPlus size={16} aria-hidden />}>
        New invoice
      </Button>
      <Modal opened={opened} onClose={close} title="New invoice" closeButtonProps={{ "aria-label": "Close" }}>
        <Form method="post">
          <Stack>
            <Text size="sm">A draft for one customer: add its lines, check it, then send it by e-mail.</Text>
            <CustomerPicker
              name="customer"
              selected={customer}
              error={error}
              required
              placeholder="Type a name, phone or address"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Create draft
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
  const { query, rows, customer, canCreate, currency } = loaderData;
  const [params] = useSearchParams();
  const money = (c: number) => f.money(c, { currency });
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const createError =
    actionData && !actionData.ok ? (actionData.errors.customer ?? actionData.errors.form) : undefined;
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Bill customers, send invoices by e-mail and record what they pay."
        actions={
          <Group gap="xs">
            {canCreate ? (
              <Button
                component={Link}
                to="/company/invoices/billingRun"
                variant="light"
                leftSection={<IconReceipt2 size={16} aria-hidden />}
              >
                Billing run
              </Button>
            ) : null}
            {canCreate ? <NewInvoiceButton customer={customer} error={createError} /> : null}
          </Group>
        }
      />
      <Paper withBorder p="sm" mb="md">
        <Group gap="xl">
          <Text>
            Outstanding: <strong>{money(loaderData.outstandingCents)}</strong>
          </Text>
          <Text>
            Overdue:{" "}
            <Anchor component={Link} to="/company/invoices?status=overdue" c="red.9" fw={700}>
              {money(loaderData.overdueCents)}
            </Anchor>
          </Text>
          <Anchor component={Link} to="/company/payments">
            Payments received
          </Anchor>
        </Group>
      </Paper>
      <ListToolbar
        searchLabel="Search invoices"
        filters={[
          {
            name: "status",
            label: "Status",
            options: invoiceStatusFilters.map((s) => ({ value: s, label: invoiceStatusLabels[s] })),
          },
        ]}
      >
        <TextInput
          type="date"
          name="from"
          label="Issued from"
          defaultValue={params.get("from") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <TextInput
          type="date"
          name="to"
          label="Issued to"
          defaultValue={params.get("to") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No invoices match">Try another search, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="No invoices yet">
            Create one by hand with New invoice, or let the billing run draft a period's invoices from the
            finished work.
          </EmptyState>
        )
      ) : (
        <>
          <StackedTable
            label="Invoices"
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              {
                header: "Invoice",
                head: (
                  <SortHeader key="number" sort="number">
                    Invoice
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
                header: "Customer",
                head: (
                  <SortHeader key="customer" sort="customer">
                    Customer
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
                header: "Period",
                cell: (r) => f.calendarRange(r.periodStart, r.periodEnd),
              },
              {
                header: "Issued",
                head: (
                  <SortHeader key="issued" sort="issued">
                    Issued
                  </SortHeader>
                ),
                cell: (r) => r.issuedOn ?? "—",
              },
              {
                header: "Due",
                head: (
                  <SortHeader key="due" sort="due">
                    Due
                  </SortHeader>
                ),
                cell: (r) => r.dueOn ?? "—",
              },
              {
                header: "Total",
                head: (
                  <SortHeader key="total" sort="total">
                    Total
                  </SortHeader>
                ),
                align: "right",
                nowrap: true,
                cell: (r) => money(r.totalCents),
              },
              {
                header: "Balance",
                head: (
                  <SortHeader key="balance" sort="balance">
                    Balance
                  </SortHeader>
                ),
                align: "right",
                nowrap: true,
                cell: (r) => (r.status === "void" ? "—" : money(r.balanceCents)),
              },
              { header: "Status", cell: (r) => <InvoiceStatusBadge status={r.displayStatus} /> },
            ]}
          />
          <ListPagination
            total={loaderData.total}
            page={query.page}
            pageSize={query.pageSize}
            noun="invoices"
          />
        </>
      )}
    </>
  );
}
