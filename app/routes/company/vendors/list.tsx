import { Anchor, Badge, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { listVendors, vendorFilters, vendorSorts } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Vendors — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: vendorSorts,
    defaultSort: "name",
    filters: vendorFilters,
  });
  return domain(async () => {
    const { rows, total } = await listVendors(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write") };
  });
}

function NewButton({ children = "New vendor" }: { children?: string }) {
  return (
    <Button component={Link} to="/company/venders/createNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

export default function VendorList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Vendors"
        description="The suppliers you buy from, with your account number and what you bought."
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel="Search vendors"
        filters={[
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No vendors match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="No vendors yet" action={canWrite ? <NewButton>Add a vendor</NewButton> : null}>
            {canWrite
              ? "Add the suppliers you buy from, e.g. your chemical distributor: then choose them as an item's preferred vendor and on receipts."
              : "Your office has not added any vendors yet."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Account</Table.Th>
                <SortHeader sort="created">Added</SortHeader>
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
                        archived
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="vendors" />
    </>
  );
}
