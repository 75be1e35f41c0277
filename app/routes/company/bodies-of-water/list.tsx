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
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { sanitizerLabels, sanitizers } from "~/core/water/targets";
import { bodyKinds } from "~/core/water/volume";
import { customerOption } from "~/domain/customers/customer-options.server";
import { bodyFilters, bodySorts, listBodiesOfWater } from "~/domain/water/bodies.server";
import { volumeUnit } from "~/domain/water/schemas";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Bodies of water — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: bodySorts,
    defaultSort: "name",
    filters: bodyFilters,
  });
  return domain(async () => {
    const { rows, total } = await listBodiesOfWater(tenant, query);
    const customer = query.filters.customer ? await customerOption(tenant, query.filters.customer) : null;
    return { rows, total, query, customer, unit: volumeUnit(tenant.units) };
  });
}

export default function BodiesOfWater({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, customer, unit } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Bodies of water"
        description="Every pool, spa, fountain and water feature you look after. Archived ones are hidden here."
        actions={<ExportCsvButton href="/company/bodiesOfWater/export.csv" />}
      />
      <ListToolbar
        searchLabel="Search bodies of water"
        filters={[
          {
            name: "sanitizer",
            label: "Sanitizer",
            options: sanitizers.map((s) => ({ value: s, label: sanitizerLabels[s] })),
          },
          { name: "kind", label: "Kind", options: bodyKinds.map((k) => ({ value: k, label: k })) },
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      >
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No bodies of water match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No bodies of water yet"
            action={
              <Button component={Link} to="/company/customers" variant="light">
                Go to customers
              </Button>
            }
          >
            Add a pool or spa from a customer's service location: open the customer, then the location, and
            choose "Add body of water".
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <Table.Th>Kind</Table.Th>
                <SortHeader sort="customer">Customer</SortHeader>
                <Table.Th>Location</Table.Th>
                <SortHeader sort="volume">Volume</SortHeader>
                <Table.Th>Sanitizer</Table.Th>
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
                        archived
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{b.kind}</Table.Td>
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
                        computed
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{sanitizerLabels[b.sanitizer]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="bodies of water" />
    </>
  );
}
