import { Anchor, Button, Table, Text } from "@mantine/core";
import { IconPhoto, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { repairRequestStatuses } from "~/core/operations/repair-request-status";
import {
  canManageRepairRequests,
  listRepairRequests,
  repairRequestFilters,
  repairRequestSorts,
} from "~/domain/operations/repair-requests.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { RepairStatusBadge, repairStatusKeys, requesterKindKeys } from "./status-badge";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "work.repairs.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: repairRequestSorts,
    defaultSort: "created",
    defaultDir: "desc",
    filters: repairRequestFilters,
  });
  return withErrorPages(async () => {
    const { rows, total } = await listRepairRequests(tenant, query);
    return { rows, total, query, canWrite: canManageRepairRequests(tenant) };
  });
}

function NewButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to="/company/repairRequests/createNew"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {children ?? t("work.repairs.new")}
    </Button>
  );
}

export default function RepairRequestList({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, canWrite } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("work.repairs.heading")}
        description={t("work.repairs.description")}
        actions={canWrite ? <NewButton /> : null}
      />
      <ListToolbar
        searchLabel={t("work.repairs.search")}
        filters={[
          {
            name: "status",
            label: t("work.repairs.status"),
            options: repairRequestStatuses.map((s) => ({ value: s, label: t(repairStatusKeys[s]) })),
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("work.repairs.noMatch")}>{t("work.repairs.noMatchHelp")}</EmptyState>
        ) : (
          <EmptyState
            title={t("work.repairs.empty")}
            action={canWrite ? <NewButton>{t("work.repairs.take")}</NewButton> : null}
          >
            {t("work.repairs.emptyHelp")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="created">{t("work.repairs.reported")}</SortHeader>
                <SortHeader sort="customer">{t("work.repairs.customer")}</SortHeader>
                <Table.Th>{t("work.repairs.problem")}</Table.Th>
                <SortHeader sort="status">{t("work.repairs.status")}</SortHeader>
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
                      {t("work.repairs.by", { who: t(requesterKindKeys[r.requestedByKind]) })}
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
                        r.photoCount ? t("work.repairs.photos", { count: r.photoCount }) : null,
                        r.jobId ? t("work.repairs.jobMade") : null,
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("work.repairs.noun")}
      />
    </>
  );
}
