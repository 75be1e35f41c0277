import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconRosette } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { sellerStatuses } from "~/domain/platform/admin-schemas";
import { listSellers, sellerFilters, sellerSorts } from "~/domain/platform/sellers.server";
import { domain } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { statusColor } from "../format";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Sellers — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: sellerSorts,
    defaultSort: "joined",
    defaultDir: "desc",
    filters: sellerFilters,
  });
  return domain(async () => ({ ...(await listSellers(admin, query)), query }));
}

export default function Sellers({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Sellers"
        description="Every pool-service company on Drip Drop: open one to verify it, see its subscription or deactivate it."
      />
      <ListToolbar
        searchLabel="Search companies"
        filters={[
          {
            name: "status",
            label: "Status",
            options: sellerStatuses.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
          },
          {
            name: "verified",
            label: "Verified",
            options: [
              { value: "yes", label: "Verified" },
              { value: "no", label: "Not verified" },
            ],
          },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState title={filtered ? "No companies match" : "No companies yet"}>
          {filtered
            ? "Try fewer words, or clear the filters."
            : "Companies appear here as soon as someone signs up with a company account."}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Company</SortHeader>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortHeader sort="joined">Joined</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={`/seller/${c.id}`} fw={600}>
                        {c.name}
                      </Anchor>
                      {c.verified ? (
                        <IconRosette size={16} aria-label="Verified" color="var(--mantine-color-blue-7)" />
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[c.city, c.region].filter(Boolean).join(", ") || c.email || "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.ownerName ?? "—"}</Table.Td>
                  <Table.Td>{c.members}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[c.status]}>
                      {c.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.date(c.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="companies" />
    </>
  );
}
