import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { data, Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { parseForm, type Rejected } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import {
  platformPaymentSchema,
  subscriptionSchema,
  subscriptionStatuses,
} from "~/domain/platform/admin-schemas";
import {
  cancelSubscription,
  createSubscription,
  listOrders,
  recordPlatformPayment,
  refundPlatformPayment,
  subscribableCompanies,
} from "~/domain/platform/orders.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../shared/domain-errors.server";
import type { Route } from "./+types/orders";
import { adminOf, field } from "./admin.server";
import { statusColor } from "./format";
import { NewSubscriptionForm, RecordPaymentButton } from "./orders-forms";

export const meta: Route.MetaFunction = () => [{ title: "Orders — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: ["started"] as const,
    defaultSort: "started",
    defaultDir: "desc",
    filters: ["status"],
  });
  return domain(async () => ({
    ...(await listOrders(admin, query)),
    companies: await subscribableCompanies(admin),
    query,
    today: new Date().toISOString().slice(0, 10),
  }));
}

const back = "/admin/dashboard/orders";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  const intent = field(formData, "intent");
  const id = field(formData, "subscriptionId");
  if (intent === "subscribe") {
    const parsed = parseForm(subscriptionSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent, id }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await createSubscription(admin, parsed.data);
        return redirectWithToast(back, "Subscription started.");
      },
      { intent, id },
    );
  }
  if (intent === "record") {
    const parsed = parseForm(platformPaymentSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent, id }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await recordPlatformPayment(admin, parsed.data);
        return redirectWithToast(
          back,
          parsed.data.status === "paid" ? "Payment recorded." : "Failed charge recorded.",
        );
      },
      { intent, id },
    );
  }
  return domain(async () => {
    if (intent === "cancel") {
      await cancelSubscription(admin, id);
      return redirectWithToast(back, "Subscription canceled.");
    }
    if (intent === "refund") {
      await refundPlatformPayment(admin, field(formData, "paymentId"));
      return redirectWithToast(back, "Payment marked refunded.");
    }
    throw data("Unknown action", { status: 400 });
  });
}

export type OrdersActionData = (Rejected & { intent: string; id: string }) | undefined;

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, payments, totals, companies, today } = loaderData;
  const failed = actionData as OrdersActionData;
  const cards = [
    { label: "Paid, last 30 days", value: f.money(totals.paid30) },
    { label: "Refunded, last 30 days", value: f.money(totals.refunded30) },
    { label: "Monthly recurring revenue", value: f.money(totals.mrr) },
  ];
  return (
    <>
      <PageHeader
        title="Orders"
        description="Companies' Drip Drop subscriptions and their payments."
        actions={
          <NewSubscriptionForm
            companies={companies}
            today={today}
            actionData={failed?.intent === "subscribe" ? failed : undefined}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        {cards.map((c) => (
          <Card key={c.label} withBorder>
            <Text size="sm" c="dimmed">
              {c.label}
            </Text>
            <Text fw={700} size="xl">
              {c.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <ListToolbar
        searchLabel="Search by company"
        filters={[
          {
            name: "status",
            label: "Status",
            options: subscriptionStatuses.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
          },
        ]}
      />
      <Stack gap="xl">
        <section aria-labelledby="subscriptions">
          <Title order={2} size="h4" mb="sm" id="subscriptions">
            Subscriptions
          </Title>
          {rows.length === 0 ? (
            <EmptyState title="No subscriptions">
              {query.q || query.filters.status
                ? "Nothing matches; clear the search or the filter."
                : "Start a company's subscription with “New subscription”."}
            </EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Since</Table.Th>
                    <Table.Th>Paid to date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/seller/${s.companyId}`} fw={600}>
                          {s.companyName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {s.plan} · {f.money(s.amountCents)} / {s.interval}
                      </Table.Td>
                      <Table.Td>{f.calendarDate(s.startedOn)}</Table.Td>
                      <Table.Td>{f.money(s.paidCents)}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Badge variant="light" color={statusColor[s.status]}>
                          {s.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {s.status === "canceled" ? (
                          <Text size="sm" c="dimmed">
                            {s.canceledAt ? `Canceled ${f.date(s.canceledAt)}` : "Canceled"}
                          </Text>
                        ) : (
                          <Group gap="xs" wrap="nowrap">
                            <RecordPaymentButton
                              subscription={s}
                              today={today}
                              actionData={
                                failed?.intent === "record" && failed.id === s.id ? failed : undefined
                              }
                            />
                            <ConfirmActionButton
                              label="Cancel"
                              title={`Cancel ${s.companyName}'s subscription?`}
                              confirmLabel="Cancel subscription"
                              intent="cancel"
                              fields={{ subscriptionId: s.id }}
                            >
                              No further payments can be recorded on it; its history stays.
                            </ConfirmActionButton>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="subscriptions" />
        </section>
        <Paper withBorder p="lg" component="section" aria-labelledby="payments">
          <Title order={2} size="h4" mb="sm" id="payments">
            Latest payments
          </Title>
          {failed?.errors.form && failed.intent !== "subscribe" && failed.intent !== "record" ? (
            <FormError message={failed.errors.form} />
          ) : null}
          {payments.length === 0 ? (
            <Text c="dimmed">No payments recorded yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {payments.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{f.date(p.paidAt)}</Table.Td>
                      <Table.Td>
                        {p.companyName}
                        {p.reference ? (
                          <Text size="xs" c="dimmed">
                            {p.reference}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{f.money(p.amountCents)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={statusColor[p.status]}>
                          {p.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {p.status === "paid" ? (
                          <ConfirmActionButton
                            label="Mark refunded"
                            title={`Mark ${f.money(p.amountCents)} from ${p.companyName} refunded?`}
                            confirmLabel="Mark refunded"
                            intent="refund"
                            fields={{ paymentId: p.id }}
                          >
                            Record that the money went back to the company (refund it with your payment
                            provider too).
                          </ConfirmActionButton>
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </>
  );
}
