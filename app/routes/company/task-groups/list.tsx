import { Anchor, Badge, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { listTaskGroups, taskGroupFilters, taskGroupSorts } from "~/domain/service/task-groups.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Task groups — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: taskGroupSorts,
    defaultSort: "name",
    filters: taskGroupFilters,
  });
  return domain(async () => {
    const { rows, total } = await listTaskGroups(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

function NewButton({ children = "New task group" }: { children?: string }) {
  return (
    <Button
      component={Link}
      to="/company/taskGroups/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

export default function TaskGroupList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, canWrite, currency } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Task groups"
        description="Checklists a technician works through at each stop, with the time each task takes and what it bills."
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel="Search task groups"
        filters={[
          { name: "archived", label: "Archived", options: [{ value: "only", label: "Archived only" }] },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No task groups match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No task groups yet"
            action={canWrite ? <NewButton>Create a task group</NewButton> : null}
          >
            {canWrite
              ? 'Create a task group first: the checklist a technician follows at every stop, e.g. "Weekly full service" with skim, brush, vacuum and a photo after service.'
              : "Your office has not created any task groups yet. They are the checklists you follow at each stop."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <Table.Th ta="right">Tasks</Table.Th>
                <Table.Th ta="right">Time</Table.Th>
                <Table.Th ta="right">Billable</Table.Th>
                <SortHeader sort="created">Created</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/taskGroups/details/${g.id}`} fw={600}>
                      {g.name}
                    </Anchor>
                    {g.archivedAt ? (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        archived
                      </Badge>
                    ) : null}
                    {g.description ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {g.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{g.taskCount}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {f.duration(g.totalMinutes)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {g.billableCents ? f.money(g.billableCents, { currency }) : "—"}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.date(g.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="task groups" />
    </>
  );
}
