import { Anchor, Badge, Button, Table, Text } from "@mantine/core";
import { Link } from "react-router";
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
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { sanitizers } from "~/core/water/targets";
import { bodyKinds } from "~/core/water/volume";
import { customerOption } from "~/domain/customers/customer-options.server";
import { bodyFilters, bodySorts, listBodiesOfWater } from "~/domain/water/bodies.server";
import { volumeUnit } from "~/domain/water/schemas";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { bodyKindKeys, sanitizerKeys } from "./water-labels";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.pools.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: bodySorts,
    defaultSort: "name",
    filters: bodyFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listBodiesOfWater(tenant, query);
    const customer = query.filters.customer ? await customerOption(tenant, query.filters.customer) : null;
    return { rows, total, query, customer, unit: volumeUnit(tenant.units) };
  });
}

export default function BodiesOfWater({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, customer, unit } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("office.pools.heading")}
        description={t("office.pools.description")}
        actions={<ExportCsvButton href="/company/bodiesOfWater/export.csv" />}
      />
      <ListToolbar
        searchLabel={t("office.pools.search")}
        filters={[
          {
            name: "sanitizer",
            label: t("office.pool.sanitizer"),
            options: sanitizers.map((s) => ({ value: s, label: t(sanitizerKeys[s]) })),
          },
          {
            name: "kind",
            label: t("office.pools.kind"),
            options: bodyKinds.map((k) => ({ value: k, label: t(bodyKindKeys[k]) })),
          },
          {
            name: "archived",
            label: t("office.pools.archived"),
            options: [{ value: "only", label: t("office.pools.archivedOnly") }],
          },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("office.pools.noMatch")}>{t("office.pools.noMatchHelp")}</EmptyState>
        ) : (
          <EmptyState
            title={t("office.pools.empty")}
            action={
              <Button component={Link} to="/company/customers" variant="light">
                {t("office.pools.toCustomers")}
              </Button>
            }
          >
            {t("office.pools.emptyHelp")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("office.pools.name")}</SortHeader>
                <Table.Th>{t("office.pools.kind")}</Table.Th>
                <SortHeader sort="customer">{t("office.pools.customer")}</SortHeader>
                <Table.Th>{t("office.pools.location")}</Table.Th>
                <SortHeader sort="volume">{t("office.pool.volume")}</SortHeader>
                <Table.Th>{t("office.pool.sanitizer")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/bodiesOfWater/details/${b.id}`} fw={600}>
                      {b.name}
                    </Anchor>
                    {b.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        {t("office.pool.archived")}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(bodyKindKeys[b.kind])}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/customers/details/${b.customerId}`}>
                      {b.customerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/serviceLocations/details/${b.serviceLocationId}`}>
                      {b.locationNickname ?? b.addressLine}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {b.city}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {f.quantity(b.volume, unit)}
                    {b.volumeSource === "computed" ? (
                      <Text size="xs" c="dimmed">
                        {t("office.pools.computed")}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(sanitizerKeys[b.sanitizer])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("office.pools.noun")}
      />
    </>
  );
}
