import { Anchor, Group, Table, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { customerOption } from "~/domain/customers/customer-options.server";
import { paymentMethodOptions } from "~/domain/money/invoice-schemas";
import { listPayments } from "~/domain/money/payments-list.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { paymentMethodKey, paymentMethodKeys } from "../invoices/money-labels";
import type { Route } from "./+types/list";
import { paymentsQueryOf } from "./query";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "money.payments.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = paymentsQueryOf(new URL(request.url).searchParams);
  return withErrorPages(async () => {
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
  const t = useT();
  const methodLabel = (m: string) => {
    const key = paymentMethodKey(m);
    return key ? t(key) : m;
  };
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
        title={t("money.payments.heading")}
        description={t("money.payments.description")}
        actions={<ExportCsvButton href={`/company/payments/export.csv?${exportParams}`} />}
      />
      <ListToolbar
        searchLabel={t("money.payments.search")}
        filters={[
          {
            name: "method",
            label: t("money.payments.method"),
            options: paymentMethodOptions.map((m) => ({ value: m, label: t(paymentMethodKeys[m]) })),
          },
        ]}
      >
        <DateRangeFields
          params={params}
          fromLabel={t("money.payments.receivedFrom")}
          toLabel={t("money.payments.receivedTo")}
        />
        <CustomerPicker
          selected={customer}
          submitOnChange
          label={t("money.payments.customer")}
          placeholder={t("money.invoices.allCustomers")}
          style={{ flex: "0 1 240px" }}
        />
      </ListToolbar>
      {rows.length === 0 ? (
        <EmptyState title={filtered ? t("money.payments.noMatch") : t("money.payments.empty")}>
          {filtered ? t("money.payments.noMatchText") : t("money.payments.emptyText")}
        </EmptyState>
      ) : (
        <>
          <Group mb="xs">
            <Text>
              <Rich
                k="money.payments.receivedTotal"
                values={{ amount: money(loaderData.receivedCents), b: bold }}
              />
            </Text>
          </Group>
          <ScrollRegion label={t("money.payments.table")} minWidth={820}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="received">{t("money.payments.received")}</SortHeader>
                  <SortHeader sort="customer">{t("money.payments.customer")}</SortHeader>
                  <Table.Th>{t("money.payments.invoice")}</Table.Th>
                  <Table.Th>{t("money.payments.method")}</Table.Th>
                  <Table.Th>{t("money.payments.reference")}</Table.Th>
                  <SortHeader sort="amount">{t("money.payments.amount")}</SortHeader>
                  <Table.Th ta="right">{t("money.payments.refunded")}</Table.Th>
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
                      {methodLabel(p.method)}
                      {p.providerPaymentId ? t("money.payments.online") : ""}
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
            noun={t("money.payments.noun")}
          />
        </>
      )}
    </>
  );
}
