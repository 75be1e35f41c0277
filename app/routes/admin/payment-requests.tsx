import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { decisionSchema, paymentRequestStatuses } from "~/domain/platform/admin-schemas";
import { decidePaymentRequest, listPaymentRequests } from "~/domain/platform/payment-requests.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/payment-requests";
import { adminOf, field } from "./admin.server";
import { statusColor, statusOption, statusWord } from "./format";
import { ReasonActionButton } from "./reason-action";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.paymentRequests.title") },
];
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
  return withErrorPages(async () => ({ ...(await listPaymentRequests(admin, query)), query }));
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
      parsed.data.decision === "approved"
        ? "admin.paymentRequests.approved"
        : "admin.paymentRequests.rejected",
    );
  });
}

export default function PaymentRequests({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query } = loaderData;
  return (
    <>
      <PageHeader
        title={t("admin.paymentRequests.heading")}
        description={t("admin.paymentRequests.description")}
      />
      <FormError message={actionData?.errors.form} />
      <ListToolbar
        searchLabel={t("admin.paymentRequests.search")}
        filters={[
          {
            name: "status",
            label: t("admin.paymentRequests.status"),
            options: paymentRequestStatuses.map((s) => statusOption(t, s)),
          },
          {
            name: "kind",
            label: t("admin.paymentRequests.kind"),
            options: [
              { value: "payout", label: t("admin.paymentRequests.payout") },
              { value: "refund", label: t("admin.paymentRequests.refund") },
            ],
          },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState
          title={t(
            query.filters.status === "pending"
              ? "admin.paymentRequests.nothingWaiting"
              : "admin.paymentRequests.empty",
          )}
        >
          {t("admin.paymentRequests.emptyText")}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.paymentRequests.company")}</Table.Th>
                <Table.Th>{t("admin.paymentRequests.request")}</Table.Th>
                <Table.Th>{t("admin.paymentRequests.status")}</Table.Th>
                <Table.Th>{t("admin.paymentRequests.answer")}</Table.Th>
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
                      {t("admin.paymentRequests.what", { kind: r.kind, amount: f.money(r.amountCents) })}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[r.status]}>
                      {statusWord(t, r.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {r.status === "pending" ? (
                      <Group gap="xs" wrap="nowrap">
                        <ReasonActionButton
                          label={t("admin.paymentRequests.approve")}
                          title={t("admin.paymentRequests.approveTitle", {
                            company: r.companyName,
                            kind: r.kind,
                            amount: f.money(r.amountCents),
                          })}
                          confirmLabel={t("admin.paymentRequests.approve")}
                          intent="approve"
                          fieldName="note"
                          fieldLabel={t("admin.paymentRequests.note")}
                          required={false}
                          fields={{ requestId: r.id }}
                          color="teal"
                        />
                        <ReasonActionButton
                          label={t("admin.paymentRequests.reject")}
                          title={t("admin.paymentRequests.rejectTitle", {
                            company: r.companyName,
                            kind: r.kind,
                          })}
                          confirmLabel={t("admin.paymentRequests.reject")}
                          intent="reject"
                          fieldName="note"
                          fieldLabel={t("admin.paymentRequests.reason")}
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
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("admin.paymentRequests.noun")}
      />
    </>
  );
}
