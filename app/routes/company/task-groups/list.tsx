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
import { listTaskGroups, taskGroupFilters, taskGroupSorts } from "~/domain/service/task-groups.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "reports.taskGroups.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: taskGroupSorts,
    defaultSort: "name",
    filters: taskGroupFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listTaskGroups(tenant, query);
    return { rows, total, query, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

function NewButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to="/company/taskGroups/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children ?? t("reports.taskGroups.new")}
    </Button>
  );
}

export default function TaskGroupList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, canWrite, currency } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("reports.taskGroups.heading")}
        description={t("reports.taskGroups.description")}
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel={t("reports.taskGroups.search")}
        filters={[
          {
            name: "archived",
            label: t("reports.taskGroups.archivedFilter"),
            options: [{ value: "only", label: t("reports.taskGroups.archivedOnly") }],
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("reports.taskGroups.noMatch")}>
            {t("reports.taskGroups.noMatchText")}
          </EmptyState>
        ) : (
          <EmptyState
            title={t("reports.taskGroups.none")}
            action={canWrite ? <NewButton>{t("reports.taskGroups.createFirst")}</NewButton> : null}
          >
            {canWrite ? t("reports.taskGroups.noneText") : t("reports.taskGroups.noneTextReader")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("reports.taskGroups.name")}</SortHeader>
                <Table.Th ta="right">{t("reports.taskGroups.tasks")}</Table.Th>
                <Table.Th ta="right">{t("reports.taskGroups.time")}</Table.Th>
                <Table.Th ta="right">{t("reports.taskGroups.billable")}</Table.Th>
                <SortHeader sort="created">{t("reports.taskGroups.created")}</SortHeader>
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
                        {t("reports.taskGroups.archivedBadge")}
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("reports.taskGroups.noun")}
      />
    </>
  );
}
