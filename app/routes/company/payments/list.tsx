import { Anchor, Group, Table, Text, TextInput } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { customerOption } from "~/domain/customers/customer-options.server";
import {
  type PaymentMethodOption,
  paymentMethodLabels,
  paymentMethodOptions,
} from "~/domain/money/invoice-schemas";
import { listPayments } from "~/domain/money/payments-list.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { paymentsQueryOf } from "./query";

export const meta: Route.MetaFunction = () => [{ title: "Payments — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = paymentsQueryOf(new URL(request.url).searchParams);
  return domain(async () => {
    const [list, customer] = await Promise.all([
      listPayments(tenant, query),
      query.filters.customer && can(tenant, "customers:read")
        ? customerOption(tenant, query.filters.customer)
        : null,
    ]);
    return { ...list, query, customer, currency: tenant.currency };
  });
}

/** Money received: every payment recorded by hand or taken online, with its invoice and customer. */
export default function Payments({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, query, customer, currency } = loaderData;
  const [params] = useSearchParams();
  const money = (c: number) => f.money(c, { currency });
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  exportParams.delete("pageSize");
  return (
    <>
      <PageHeader
        title="Payments"
        description="Money received against invoices: checks, cash, cards and transfers."
        actions={<ExportCsvButton href={`/company/payments/export.csv?${exportParams}`} />}
      />
      <ListToolbar
        searchLabel="Search payments"
        filters={[
          {
            name: "method",
            label: "Method",
            options: paymentMethodOptions.map((m) => ({ value: m, label: paymentMethodLabels[m] })),
          },
        ]}
      >
        <TextInput
          type="date"
          name="from"
          label="Received from"
          defaultValue={params.get("from") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <TextInput
          type="date"
          name="to"
          label="Received to"
          defaultValue={params.get("to") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        <EmptyState title={filtered ? "No payments match" : "No payments yet"}>
          {filtered
            ? "Try another search, or clear the filters."
            : "Payments appear here as they are recorded on invoices or paid online."}
        </EmptyState>
      ) : (
        <>
          <Group mb="xs">
            <Text>
              Received (less refunds): <strong>{money(loaderData.receivedCents)}</strong>
            </Text>
          </Group>
          <ScrollRegion label="Payments table (scrolls sideways)" minWidth={820}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="received">Received</SortHeader>
                  <SortHeader sort="customer">Customer</SortHeader>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <SortHeader sort="amount">Amount</SortHeader>
                  <Table.Th ta="right">Refunded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{f.calendarDate(p.receivedOn)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/company/customers/details/${p.customerId}`}
                        underline="always"
                      >
                        {p.customerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/invoices/${p.invoiceId}`} fw={600}>
                        {p.invoiceLabel}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {paymentMethodLabels[p.method as PaymentMethodOption] ?? p.method}
                      {p.providerPaymentId ? " (online)" : ""}
                    </Table.Td>
                    <Table.Td>{p.reference || "—"}</Table.Td>
                    <Table.Td ta="right">{money(p.amountCents)}</Table.Td>
                    <Table.Td ta="right">{p.refundedCents ? money(p.refundedCents) : "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPagination
            total={loaderData.total}
            page={query.page}
            pageSize={query.pageSize}
            noun="payments"
          />
        </>
      )}
    </>
  );
}
