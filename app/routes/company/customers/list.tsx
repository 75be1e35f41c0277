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
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Customers — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: customerSorts,
    defaultSort: "name",
    filters: customerFilters,
  });
  return domain(async () => {
    const [{ rows, total }, tags] = await Promise.all([
      listCustomers(tenant, query),
      listCustomerTags(tenant),
    ]);
    return { rows, total, tags, query, canWrite: can(tenant, "customers:write") };
  });
}

const statusColor = { lead: "yellow", active: "teal", inactive: "gray" } as const;

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { rows, total, tags, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone you serve. Archived customers keep their history and are hidden here."
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
                Import CSV
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                component={Link}
                to="/company/customers/createNew"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                New customer
              </Button>
            ) : null}
          </Group>
        }
      />
      <ListToolbar
        searchLabel="Search customers"
        filters={[
          { name: "status", label: "Status", options: customerStatuses.map((s) => ({ value: s, label: s })) },
          { name: "tag", label: "Tag", options: tags.map((t) => ({ value: t, label: t })) },
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No customers match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No customers yet"
            action={
              canWrite ? (
                <Button component={Link} to="/company/customers/createNew">
                  Add your first customer
                </Button>
              ) : null
            }
          >
            Add a customer, then their service location and pool. Everything else — routes, service stops,
            invoices — starts from here.
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <Table.Th>Contact</Table.Th>
                <SortHeader sort="status">Status</SortHeader>
                <Table.Th>Locations</Table.Th>
                <Table.Th>Tags</Table.Th>
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
                        archived
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
                      {c.status}
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
                          {c.unrouted} without coordinates
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {c.tags.map((t) => (
                        <Badge key={t} variant="outline" size="sm">
                          {t}
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="customers" />
    </>
  );
}
