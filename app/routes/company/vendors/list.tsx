import { Anchor, Badge, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { listVendors, vendorFilters, vendorSorts } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.vendors.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: vendorSorts,
    defaultSort: "name",
    filters: vendorFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listVendors(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write") };
  });
}

function NewButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button component={Link} to="/company/venders/createNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children ?? t("purchasing.vendors.new")}
    </Button>
  );
}

export default function VendorList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("purchasing.vendors.heading")}
        description={t("purchasing.vendors.description")}
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel={t("purchasing.vendors.search")}
        filters={[
          {
            name: "archived",
            label: t("purchasing.vendors.archived"),
            options: [{ value: "only", label: t("purchasing.vendors.archivedOnly") }],
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("purchasing.vendors.noMatch")}>
            {t("purchasing.vendors.noMatchText")}
          </EmptyState>
        ) : (
          <EmptyState
            title={t("purchasing.vendors.empty")}
            action={canWrite ? <NewButton>{t("purchasing.vendors.add")}</NewButton> : null}
          >
            {canWrite ? t("purchasing.vendors.emptyText") : t("purchasing.vendors.emptyReadOnly")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("purchasing.vendors.name")}</SortHeader>
                <Table.Th>{t("purchasing.vendors.contact")}</Table.Th>
                <Table.Th>{t("purchasing.vendors.phone")}</Table.Th>
                <Table.Th>{t("purchasing.vendors.account")}</Table.Th>
                <SortHeader sort="created">{t("purchasing.vendors.added")}</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/venders/detail/${v.id}`} fw={600}>
                      {v.name}
                    </Anchor>
                    {v.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        {t("purchasing.vendors.archivedBadge")}
                      </Badge>
                    ) : null}
                    {v.city ? (
                      <Text size="xs" c="dimmed">
                        {v.city}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {v.contactName ?? "—"}
                    {v.email ? (
                      <Text size="xs" c="dimmed">
                        {v.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{v.phone ?? "—"}</Table.Td>
                  <Table.Td>{v.accountNumber ?? "—"}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.date(v.createdAt)}</Table.Td>
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
        noun={t("purchasing.vendors.noun")}
      />
    </>
  );
}
