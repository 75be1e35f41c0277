import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconRosette } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { sellerStatuses } from "~/domain/platform/admin-schemas";
import { listSellers, sellerFilters, sellerSorts } from "~/domain/platform/sellers.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { statusColor, statusOption, statusWord } from "../format";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.sellers.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: sellerSorts,
    defaultSort: "joined",
    defaultDir: "desc",
    filters: sellerFilters,
  });
  return withErrorPages(async () => ({ ...(await listSellers(admin, query)), query }));
}

export default function Sellers({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader title={t("admin.sellers.heading")} description={t("admin.sellers.description")} />
      <ListToolbar
        searchLabel={t("admin.sellers.search")}
        filters={[
          {
            name: "status",
            label: t("admin.sellers.status"),
            options: sellerStatuses.map((s) => statusOption(t, s)),
          },
          {
            name: "verified",
            label: t("admin.sellers.verified"),
            options: [
              { value: "yes", label: t("admin.sellers.verified") },
              { value: "no", label: t("admin.sellers.notVerified") },
            ],
          },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState title={t(filtered ? "admin.sellers.noMatch" : "admin.sellers.empty")}>
          {t(filtered ? "admin.sellers.noMatchText" : "admin.sellers.emptyText")}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("admin.sellers.company")}</SortHeader>
                <Table.Th>{t("admin.sellers.owner")}</Table.Th>
                <Table.Th>{t("admin.sellers.members")}</Table.Th>
                <Table.Th>{t("admin.sellers.status")}</Table.Th>
                <SortHeader sort="joined">{t("admin.sellers.joined")}</SortHeader>
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
                        <IconRosette
                          size={16}
                          aria-label={t("admin.sellers.verified")}
                          color="var(--mantine-color-blue-7)"
                        />
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
                      {statusWord(t, c.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{f.date(c.createdAt)}</Table.Td>
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
        noun={t("admin.sellers.noun")}
      />
    </>
  );
}
