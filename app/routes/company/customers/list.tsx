import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconMapPinOff, IconPlus, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  EmptyState,
  ExportCsvButton,
  ListPagination,
  ListToolbar,
  SortHeader,
} from "~/components/data-table/list-controls";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import {
  customerFilters,
  customerSorts,
  listCustomers,
  listCustomerTags,
} from "~/domain/customers/customers.server";
import { customerStatuses } from "~/domain/customers/schemas";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { customerStatusLabels } from "./labels";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "places.customers.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: customerSorts,
    defaultSort: "name",
    filters: customerFilters,
  });
  return withErrorPages(async () => {
    const [{ rows, total }, tags] = await Promise.all([
      listCustomers(tenant, query),
      listCustomerTags(tenant),
    ]);
    return { rows, total, tags, query, canWrite: can(tenant, "customers:write") };
  });
}

const statusColor = { lead: "yellow", active: "teal", inactive: "gray" } as const;

export default function Customers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rows, total, tags, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("places.customers.heading")}
        description={t("places.customers.description")}
        actions={
          <Group gap="sm">
            <ExportCsvButton href="/company/customers/export.csv" />
            {canWrite ? (
              <Button
                component={Link}
                to="/company/customers/import"
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t("places.customers.import")}
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                component={Link}
                to="/company/customers/createNew"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t("places.customers.new")}
              </Button>
            ) : null}
          </Group>
        }
      />
      <ListToolbar
        searchLabel={t("places.customers.search")}
        filters={[
          {
            name: "status",
            label: t("places.customers.status"),
            options: customerStatuses.map((s) => ({ value: s, label: t(customerStatusLabels[s]) })),
          },
          {
            name: "tag",
            label: t("places.customers.tag"),
            options: tags.map((tag) => ({ value: tag, label: tag })),
          },
          {
            name: "archived",
            label: t("places.customers.archived"),
            options: [{ value: "only", label: t("places.customers.archivedOnly") }],
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("places.customers.noMatch")}>{t("places.customers.noMatchText")}</EmptyState>
        ) : (
          <EmptyState
            title={t("places.customers.empty")}
            action={
              canWrite ? (
                <Button component={Link} to="/company/customers/createNew">
                  {t("places.customers.addFirst")}
                </Button>
              ) : null
            }
          >
            {t("places.customers.emptyText")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("places.customers.name")}</SortHeader>
                <Table.Th>{t("places.customers.contact")}</Table.Th>
                <SortHeader sort="status">{t("places.customers.status")}</SortHeader>
                <Table.Th>{t("places.customers.locations")}</Table.Th>
                <Table.Th>{t("places.customers.tags")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/customers/details/${c.id}`} fw={600}>
                      {c.displayName}
                    </Anchor>
                    {c.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        {t("places.customer.archivedBadge")}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.phone ?? ""}</Text>
                    <Text size="sm" c="dimmed">
                      {c.email ?? ""}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[c.status]} variant="light">
                      {t(customerStatusLabels[c.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Text size="sm">{c.locations}</Text>
                      {c.unrouted > 0 ? (
                        <Badge
                          color="orange"
                          variant="light"
                          size="sm"
                          leftSection={<IconMapPinOff size={12} aria-hidden />}
                        >
                          {t("places.customers.unrouted", { count: c.unrouted })}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {c.tags.map((tag) => (
                        <Badge key={tag} variant="outline" size="sm">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
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
        noun={t("builder.nouns.customers")}
      />
    </>
  );
}
