import { Anchor, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { listDeactivatedSellers } from "~/domain/platform/sellers.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import type { Route } from "./+types/deactivated";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.deactivated.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: ["deactivated"] as const,
    defaultSort: "deactivated",
  });
  return withErrorPages(async () => ({ ...(await listDeactivatedSellers(admin, query)), query }));
}

export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, "/deactive-sellers");
}

export default function DeactiveSellers({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query } = loaderData;
  return (
    <>
      <PageHeader title={t("admin.deactivated.heading")} description={t("admin.deactivated.description")} />
      <FormError message={actionData?.errors.form} />
      <ListToolbar searchLabel={t("admin.deactivated.search")} />
      {rows.length === 0 ? (
        <EmptyState title={t(query.q ? "admin.deactivated.noMatch" : "admin.deactivated.empty")}>
          {t(query.q ? "admin.deactivated.noMatchText" : "admin.deactivated.emptyText")}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.deactivated.company")}</Table.Th>
                <Table.Th>{t("admin.deactivated.deactivated")}</Table.Th>
                <Table.Th>{t("admin.deactivated.reason")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("admin.deactivated.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/seller/${c.id}`} fw={600}>
                      {c.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t("admin.deactivated.members", { count: c.members })}
                      {c.city ? ` · ${c.city}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.deactivatedAt ? f.dateTime(c.deactivatedAt) : "—"}</Table.Td>
                  <Table.Td>{c.reason || "—"}</Table.Td>
                  <Table.Td>
                    <ConfirmActionButton
                      label={t("admin.seller.reactivate")}
                      title={t("admin.seller.reactivateTitle", { name: c.name })}
                      confirmLabel={t("admin.seller.reactivate")}
                      intent="reactivate"
                      fields={{ companyId: c.id }}
                      color="teal"
                    >
                      {t("admin.seller.reactivateText")}
                    </ConfirmActionButton>
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
        noun={t("admin.deactivated.noun")}
      />
    </>
  );
}
