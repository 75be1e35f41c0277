import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconPlus, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { itemCategories, itemCategoryLabels } from "~/domain/operations/item-schemas";
import { itemFilters, itemSorts, listItems } from "~/domain/operations/items.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { chemicalText } from "./format";

export const meta: Route.MetaFunction = () => [{ title: "Items — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: itemSorts,
    defaultSort: "name",
    filters: itemFilters,
  });
  return domain(async () => {
    const { rows, total } = await listItems(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

function NewButton({ children = "New item" }: { children?: string }) {
  return (
    <Button component={Link} to="/company/items/createNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

export default function ItemList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, canWrite, currency } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Items"
        description="Your catalog: chemicals, parts and labor with what they cost and what you charge. Chemicals with their strength feed the stop screen's dose recommendations."
        actions={
          <Group gap="xs">
            <ExportCsvButton href="/company/items/export.csv" />
            {canWrite ? (
              <Button
                component={Link}
                to="/company/items/import"
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Import CSV
              </Button>
            ) : null}
            {canWrite ? <NewButton /> : null}
          </Group>
        }
      />
      <ListToolbar
        searchLabel="Search items by name or SKU"
        filters={[
          {
            name: "category",
            label: "Category",
            options: itemCategories.map((c) => ({ value: c, label: itemCategoryLabels[c] })),
          },
          {
            name: "chemical",
            label: "Chemical",
            options: [
              { value: "yes", label: "Chemicals for dosing" },
              { value: "no", label: "Not chemicals" },
            ],
          },
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No items match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="No items yet" action={canWrite ? <NewButton>Create an item</NewButton> : null}>
            {canWrite
              ? "Add what you use and sell, starting with your chemicals: e.g. liquid chlorine 12.5 % by the gallon. With its strength, the stop screen recommends doses of your own products."
              : "Your office has not added any items yet."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <SortHeader sort="category">Category</SortHeader>
                <SortHeader sort="price">Price</SortHeader>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th>Vendor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((i) => {
                const chemical = chemicalText(f, i.chemical, i.strengthPercent);
                const low =
                  i.stockQuantity !== null &&
                  i.lowStockThreshold !== null &&
                  i.stockQuantity <= i.lowStockThreshold;
                return (
                  <Table.Tr key={i.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/items/detail/${i.id}`} fw={600}>
                        {i.name}
                      </Anchor>
                      {i.archivedAt ? (
                        <Badge ml="xs" color="gray" variant="outline" size="sm">
                          archived
                        </Badge>
                      ) : null}
                      {i.sku || chemical ? (
                        <Text size="xs" c="dimmed">
                          {[i.sku, chemical].filter(Boolean).join(" · ")}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{itemCategoryLabels[i.category]}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {i.priceCents === null ? "—" : `${f.money(i.priceCents, { currency })} / ${i.unit}`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {i.costCents === null ? "—" : f.money(i.costCents, { currency })}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {i.stockQuantity === null ? "—" : f.number(i.stockQuantity)}
                      {low ? (
                        <Badge ml="xs" color="orange" variant="light" size="sm">
                          low
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{i.vendorName ?? "—"}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="items" />
    </>
  );
}
