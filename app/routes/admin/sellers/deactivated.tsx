import { Anchor, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { listDeactivatedSellers } from "~/domain/platform/sellers.server";
import { domain } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import type { Route } from "./+types/deactivated";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Deactive Sellers — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: ["deactivated"] as const,
    defaultSort: "deactivated",
  });
  return domain(async () => ({ ...(await listDeactivatedSellers(admin, query)), query }));
}

export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, "/deactive-sellers");
}

export default function DeactiveSellers({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query } = loaderData;
  return (
    <>
      <PageHeader
        title="Deactive Sellers"
        description="Companies taken off Drip Drop: their members can't open them and their public page is hidden. Their data stays."
      />
      <FormError message={actionData?.errors.form} />
      <ListToolbar searchLabel="Search deactivated companies" />
      {rows.length === 0 ? (
        <EmptyState title={query.q ? "No deactivated company matches" : "No deactivated companies"}>
          {query.q
            ? "Try fewer words."
            : "Deactivate a company from its page under Sellers; it shows up here with the reason."}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Deactivated</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                      {c.members} {c.members === 1 ? "member" : "members"}
                      {c.city ? ` · ${c.city}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.deactivatedAt ? f.dateTime(c.deactivatedAt) : "—"}</Table.Td>
                  <Table.Td>{c.reason || "—"}</Table.Td>
                  <Table.Td>
                    <ConfirmActionButton
                      label="Reactivate"
                      title={`Reactivate ${c.name}?`}
                      confirmLabel="Reactivate"
                      intent="reactivate"
                      fields={{ companyId: c.id }}
                      color="teal"
                    >
                      Its members can sign in to it again and its public page is back in the directory.
                    </ConfirmActionButton>
                  </Table.Td>
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
