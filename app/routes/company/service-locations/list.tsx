import { Anchor, Badge, Table, Text } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { customerOption } from "~/domain/customers/customer-options.server";
import { listLocations, locationFilters, locationSorts } from "~/domain/locations/locations.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "places.locations.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: locationSorts,
    defaultSort: "address",
    filters: locationFilters,
  });
  return withErrorPages(async () => ({
    ...(await listLocations(tenant, query)),
    query,
    customer: query.filters.customer ? await customerOption(tenant, query.filters.customer) : null,
  }));
}

export default function ServiceLocations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rows, total, query, customer } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("places.locations.heading")}
        description={t("places.locations.description")}
        actions={<ExportCsvButton href="/company/serviceLocations/export.csv" />}
      />
      <ListToolbar
        searchLabel={t("places.locations.search")}
        filters={[
          {
            name: "coordinates",
            label: t("places.locations.coordinates"),
            options: [
              { value: "missing", label: t("places.locations.missingFilter") },
              { value: "present", label: t("places.locations.present") },
            ],
          },
          {
            name: "archived",
            label: t("places.customers.archived"),
            options: [{ value: "only", label: t("places.customers.archivedOnly") }],
          },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("places.locations.noMatch")}>{t("places.customers.noMatchText")}</EmptyState>
        ) : (
          <EmptyState title={t("places.locations.empty")}>{t("places.locations.emptyText")}</EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="address">{t("places.locations.address")}</SortHeader>
                <SortHeader sort="city">{t("places.locations.city")}</SortHeader>
                <SortHeader sort="customer">{t("places.locations.customer")}</SortHeader>
                <Table.Th>{t("places.locations.bodies")}</Table.Th>
                <Table.Th>{t("places.locations.coordinates")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/serviceLocations/details/${l.id}`} fw={600}>
                      {l.addressLine}
                    </Anchor>
                    {l.nickname ? (
                      <Text size="xs" c="dimmed">
                        {l.nickname}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {l.city}
                    {l.postalCode ? ` ${l.postalCode}` : ""}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/customers/details/${l.customerId}`}>
                      {l.customerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{l.bodies}</Table.Td>
                  <Table.Td>
                    {l.latitude === null ? (
                      <Badge
                        color="orange"
                        variant="light"
                        leftSection={<IconMapPinOff size={12} aria-hidden />}
                      >
                        {t("places.locations.missing")}
                      </Badge>
                    ) : (
                      <Text size="sm">
                        {l.latitude.toFixed(4)}, {l.longitude?.toFixed(4)}
                      </Text>
                    )}
                  </Table.Td>
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
        noun={t("builder.nouns.locations")}
      />
    </>
  );
}
