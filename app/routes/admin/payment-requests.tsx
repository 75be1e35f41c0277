import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { decisionSchema, paymentRequestStatuses } from "~/domain/platform/admin-schemas";
import { decidePaymentRequest, listPaymentRequests } from "~/domain/platform/payment-requests.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../shared/domain-errors.server";
import type { Route } from "./+types/payment-requests";
import { adminOf, field } from "./admin.server";
import { statusColor } from "./format";
import { ReasonActionButton } from "./reason-action";

export const meta: Route.MetaFunction = () => [{ title: "Payment Request — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const params = new URL(request.url).searchParams;
  // Pending first: what needs an answer.
  if (!params.has("status") && !params.has("q") && !params.has("page")) params.set("status", "pending");
  const query = parseListQuery(params, {
    sorts: ["created"] as const,
    defaultSort: "created",
    defaultDir: "desc",
    filters: ["status", "kind"],
  });
  return domain(async () => ({ ...(await listPaymentRequests(admin, query)), query }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  const intent = field(formData, "intent");
  formData.set("decision", intent === "approve" ? "approved" : "rejected");
  const parsed = parseForm(decisionSchema, formData);
  if (!parsed.ok)
    return data({ ...parsed, errors: { form: Object.values(parsed.errors)[0] } }, { status: 400 });
  return domainAction(formData, async () => {
    await decidePaymentRequest(admin, field(formData, "requestId"), parsed.data.decision, parsed.data.note);
    return redirectWithToast(
      "/payment-request",
      parsed.data.decision === "approved" ? "Payment request approved." : "Payment request rejected.",
    );
  });
}

export default function PaymentRequests({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query } = loaderData;
  return (
    <>
      <PageHeader
        title="Payment Request"
        description="Companies' payout and refund requests to Drip Drop: approve or reject each with a note they read on their Seller page."
      />
      <FormError message={actionData?.errors.form} />
      <ListToolbar
        searchLabel="Search payment requests"
        filters={[
          {
            name: "status",
            label: "Status",
            options: paymentRequestStatuses.map((s) => ({
              value: s,
              label: s[0].toUpperCase() + s.slice(1),
            })),
          },
          {
            name: "kind",
            label: "Kind",
            options: [
              { value: "payout", label: "Payout" },
              { value: "refund", label: "Refund" },
            ],
          },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState title={query.filters.status === "pending" ? "Nothing waiting" : "No payment requests"}>
          Companies file payout and refund requests from their Seller page; they show up here.
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/seller/${r.companyId}`} fw={600}>
                      {r.companyName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(r.createdAt)}
                      {r.requestedBy ? ` · ${r.requestedBy}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600}>
                      {r.kind === "payout" ? "Payout" : "Refund"} of {f.money(r.amountCents)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[r.status]}>
                      {r.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {r.status === "pending" ? (
                      <Group gap="xs" wrap="nowrap">
                        <ReasonActionButton
                          label="Approve"
                          title={`Approve ${r.companyName}'s ${r.kind} of ${f.money(r.amountCents)}?`}
                          confirmLabel="Approve"
                          intent="approve"
                          fieldName="note"
                          fieldLabel="Note to the company"
                          required={false}
                          fields={{ requestId: r.id }}
                          color="teal"
                        />
                        <ReasonActionButton
                          label="Reject"
                          title={`Reject ${r.companyName}'s ${r.kind}?`}
                          confirmLabel="Reject"
                          intent="reject"
                          fieldName="note"
                          fieldLabel="Reason"
                          fields={{ requestId: r.id }}
                        />
                      </Group>
                    ) : (
                      <Text size="sm">{r.decisionNote || "—"}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="requests" />
    </>
  );
}
