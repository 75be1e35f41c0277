import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { data, Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { parseForm, type Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
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
import { domainAction, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/orders";
import { adminOf, field } from "./admin.server";
import { statusColor, statusOption, statusWord } from "./format";
import { NewSubscriptionForm, RecordPaymentButton } from "./orders-forms";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.orders.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: ["started"] as const,
    defaultSort: "started",
    defaultDir: "desc",
    filters: ["status"],
  });
  return withErrorPages(async () => ({
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
        return redirectWithToast(back, "admin.orders.subscribed");
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
          parsed.data.status === "paid" ? "admin.orders.paymentRecorded" : "admin.orders.failedRecorded",
        );
      },
      { intent, id },
    );
  }
  return withErrorPages(async () => {
    if (intent === "cancel") {
      await cancelSubscription(admin, id);
      return redirectWithToast(back, "admin.orders.canceledToast");
    }
    if (intent === "refund") {
      await refundPlatformPayment(admin, field(formData, "paymentId"));
      return redirectWithToast(back, "admin.orders.refundedToast");
    }
    throw data("admin.errors.unknownAction", { status: 400 });
  });
}

export type OrdersActionData = (Rejected & { intent: string; id: string }) | undefined;

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, payments, totals, companies, today } = loaderData;
  const failed = actionData as OrdersActionData;
  const cards = [
    { label: t("admin.orders.paid30"), value: f.money(totals.paid30) },
    { label: t("admin.orders.refunded30"), value: f.money(totals.refunded30) },
    { label: t("admin.orders.mrr"), value: f.money(totals.mrr) },
  ];
  return (
    <>
      <PageHeader
        title={t("admin.orders.heading")}
        description={t("admin.orders.description")}
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
        searchLabel={t("admin.orders.search")}
        filters={[
          {
            name: "status",
            label: t("admin.orders.status"),
            options: subscriptionStatuses.map((s) => statusOption(t, s)),
          },
        ]}
      />
      <Stack gap="xl">
        <section aria-labelledby="subscriptions">
          <Title order={2} size="h4" mb="sm" id="subscriptions">
            {t("admin.orders.subscriptions")}
          </Title>
          {rows.length === 0 ? (
            <EmptyState title={t("admin.orders.noSubscriptions")}>
              {t(query.q || query.filters.status ? "admin.orders.noMatchText" : "admin.orders.emptyText")}
            </EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("admin.orders.company")}</Table.Th>
                    <Table.Th>{t("admin.orders.plan")}</Table.Th>
                    <Table.Th>{t("admin.orders.since")}</Table.Th>
                    <Table.Th>{t("admin.orders.paidToDate")}</Table.Th>
                    <Table.Th>{t("admin.orders.status")}</Table.Th>
                    <Table.Th>{t("admin.orders.actions")}</Table.Th>
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
                        {s.plan} ·{" "}
                        {t("admin.orders.price", { amount: f.money(s.amountCents), interval: s.interval })}
                      </Table.Td>
                      <Table.Td>{f.calendarDate(s.startedOn)}</Table.Td>
                      <Table.Td>{f.money(s.paidCents)}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Badge variant="light" color={statusColor[s.status]}>
                          {statusWord(t, s.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {s.status === "canceled" ? (
                          <Text size="sm" c="dimmed">
                            {s.canceledAt
                              ? t("admin.orders.canceledOn", { date: f.date(s.canceledAt) })
                              : t("admin.orders.canceled")}
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
                              label={t("admin.orders.cancel")}
                              title={t("admin.orders.cancelTitle", { company: s.companyName })}
                              confirmLabel={t("admin.orders.cancelConfirm")}
                              intent="cancel"
                              fields={{ subscriptionId: s.id }}
                            >
                              {t("admin.orders.cancelText")}
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
          <ListPagination
            total={total}
            page={query.page}
            pageSize={query.pageSize}
            noun={t("admin.orders.noun")}
          />
        </section>
        <Paper withBorder p="lg" component="section" aria-labelledby="payments">
          <Title order={2} size="h4" mb="sm" id="payments">
            {t("admin.orders.latestPayments")}
          </Title>
          {failed?.errors.form && failed.intent !== "subscribe" && failed.intent !== "record" ? (
            <FormError message={failed.errors.form} />
          ) : null}
          {payments.length === 0 ? (
            <Text c="dimmed">{t("admin.orders.noPayments")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("admin.orders.date")}</Table.Th>
                    <Table.Th>{t("admin.orders.company")}</Table.Th>
                    <Table.Th>{t("admin.orders.amount")}</Table.Th>
                    <Table.Th>{t("admin.orders.status")}</Table.Th>
                    <Table.Th>{t("admin.orders.actions")}</Table.Th>
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
                          {statusWord(t, p.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {p.status === "paid" ? (
                          <ConfirmActionButton
                            label={t("admin.orders.markRefunded")}
                            title={t("admin.orders.refundTitle", {
                              amount: f.money(p.amountCents),
                              company: p.companyName,
                            })}
                            confirmLabel={t("admin.orders.markRefunded")}
                            intent="refund"
                            fields={{ paymentId: p.id }}
                          >
                            {t("admin.orders.refundText")}
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
