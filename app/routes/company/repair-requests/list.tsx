import { Anchor, Button, Table, Text } from "@mantine/core";
import { IconPhoto, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { repairRequestStatuses } from "~/db/schema/operations";
import { repairRequestStatusLabels } from "~/domain/operations/repair-request-schemas";
import {
  canManageRepairRequests,
  listRepairRequests,
  repairRequestFilters,
  repairRequestSorts,
} from "~/domain/operations/repair-requests.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { RepairStatusBadge } from "./status-badge";

export const meta: Route.MetaFunction = () => [{ title: "Repair Requests — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: repairRequestSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: repairRequestFilters,
  });
  return domain(async () => {
    const { rows, total } = await listRepairRequests(tenant, query);
    return { rows, total, query, canWrite: canManageRepairRequests(tenant) };
  });
}

function NewButton({ children = "New repair request" }: { children?: string }) {
  return (
    <Button
      component={Link}
      to="/company/repairRequests/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

export default function RepairRequestList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Repair Requests"
        description="Problems technicians notice at a stop and calls from pool owners: turn one into a job, or resolve or dismiss it."
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel="Search repair requests"
        filters={[
          {
            name: "status",
            label: "Status",
            options: repairRequestStatuses.map((s) => ({ value: s, label: repairRequestStatusLabels[s] })),
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No repair requests match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No repair requests yet"
            action={canWrite ? <NewButton>Take a repair request</NewButton> : null}
          >
            Technicians report a problem from the stop screen ("Report a repair"), with a photo and the
            equipment; the office can take one from a phone call here.
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="created">Reported</SortHeader>
                <SortHeader sort="customer">Customer</SortHeader>
                <Table.Th>Problem</Table.Th>
                <SortHeader sort="status">Status</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Anchor component={Link} to={`/company/repairRequests/${r.id}`} fw={600}>
                      {f.date(r.createdAt)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      by {r.requestedByKind}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.customerName}
                    {r.address ? (
                      <Text size="xs" c="dimmed">
                        {r.address}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {r.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        r.equipmentName,
                        r.photoCount ? `${r.photoCount} photo${r.photoCount === 1 ? "" : "s"}` : null,
                        r.jobId ? "job made" : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                      {r.photoCount ? <IconPhoto size={12} aria-hidden style={{ marginLeft: 4 }} /> : null}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RepairStatusBadge status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="repair requests" />
    </>
  );
}
