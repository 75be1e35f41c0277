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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { itemCategories, itemCategoryKeys } from "~/domain/operations/item-schemas";
import { itemFilters, itemSorts, listItems } from "~/domain/operations/items.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { chemicalText } from "./format";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.items.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: itemSorts,
    defaultSort: "name",
    filters: itemFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listItems(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

function NewButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button component={Link} to="/company/items/createNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children ?? t("purchasing.items.new")}
    </Button>
  );
}

export default function ItemList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, canWrite, currency } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("purchasing.items.heading")}
        description={t("purchasing.items.description")}
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
                {t("purchasing.items.importCsv")}
              </Button>
            ) : null}
            {canWrite ? <NewButton /> : null}
          </Group>
        }
      />
      <ListToolbar
        searchLabel={t("purchasing.items.search")}
        filters={[
          {
            name: "category",
            label: t("purchasing.items.category"),
            options: itemCategories.map((c) => ({ value: c, label: t(itemCategoryKeys[c]) })),
          },
          {
            name: "chemical",
            label: t("purchasing.items.chemical"),
            options: [
              { value: "yes", label: t("purchasing.items.chemicalYes") },
              { value: "no", label: t("purchasing.items.chemicalNo") },
            ],
          },
          {
            name: "archived",
            label: t("purchasing.items.archived"),
            options: [{ value: "only", label: t("purchasing.items.archivedOnly") }],
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("purchasing.items.noMatch")}>{t("purchasing.items.noMatchText")}</EmptyState>
        ) : (
          <EmptyState
            title={t("purchasing.items.empty")}
            action={canWrite ? <NewButton>{t("purchasing.items.create")}</NewButton> : null}
          >
            {canWrite ? t("purchasing.items.emptyText") : t("purchasing.items.emptyReadOnly")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("purchasing.items.name")}</SortHeader>
                <SortHeader sort="category">{t("purchasing.items.category")}</SortHeader>
                <SortHeader sort="price">{t("purchasing.items.price")}</SortHeader>
                <Table.Th ta="right">{t("purchasing.items.cost")}</Table.Th>
                <Table.Th ta="right">{t("purchasing.items.stock")}</Table.Th>
                <Table.Th>{t("purchasing.items.vendor")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((i) => {
                const chemical = chemicalText(t, f, i.chemical, i.strengthPercent);
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
                          {t("purchasing.items.archivedBadge")}
                        </Badge>
                      ) : null}
                      {i.sku || chemical ? (
                        <Text size="xs" c="dimmed">
                          {[i.sku, chemical].filter(Boolean).join(" · ")}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{t(itemCategoryKeys[i.category])}</Table.Td>
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
                          {t("purchasing.items.low")}
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("purchasing.items.noun")}
      />
    </>
  );
}
