import { Anchor, Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { addDays, todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { parseListQuery } from "~/core/listing/list-query";
import { activePriceOptions } from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import {
  cancelSubscription,
  changeSubscriptionPrice,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  startSubscription,
  subscriptionFilters,
  subscriptionSorts,
} from "~/domain/money/subscriptions.server";
import {
  cancelSchema,
  changePriceSchema,
  pauseSchema,
  type SubscriptionStatus,
  startSubscriptionSchema,
  statusColors,
  subscriptionIdSchema,
  subscriptionStatuses,
} from "~/domain/money/subscriptions-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { paymentsAction } from "../stripe-products/payments-action.server";
import { StripeNotice } from "../stripe-products/stripe-notice";
import type { Route } from "./+types/page";
import { type Failed, StartSubscriptionButton, SubscriptionActions } from "./dialogs";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.subscriptions.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: subscriptionSorts,
    defaultSort: "started",
    defaultDir: "desc",
    filters: subscriptionFilters,
  });
  return withErrorPages(async () => {
    const [setup, { rows, total }, prices] = await Promise.all([
      stripeSetup(tenant, { needCharges: true }),
      listSubscriptions(tenant, query),
      activePriceOptions(tenant),
    ]);
    return {
      rows,
      total,
      query,
      currency: tenant.currency,
      today: todayIn(tenant.timeZone),
      notice: setup.messages,
      canConnect: can(tenant, "money:manage"),
      prices: prices.map((p) => ({
        value: p.id,
        productName: p.productName,
        amountCents: p.amountCents,
        interval: p.interval,
      })),
      requestKey: crypto.randomUUID(),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const back = `/company/subscription-management${new URL(request.url).search}`;
  switch (intent) {
    case "start":
      return paymentsAction(intent, startSubscriptionSchema, formData, async (values) => {
        const started = await startSubscription(tenant, values);
        return redirectWithToast("/company/subscription-management", {
          message: "seller.subscriptions.started",
          values: { customer: started.customerName, product: started.productName },
        });
      });
    case "price":
      return paymentsAction(intent, changePriceSchema, formData, async (values) => {
        const saved = await changeSubscriptionPrice(tenant, values);
        // Money and dates as values, so each reader's language writes them its own way.
        return redirectWithToast(
          back,
          keyed("seller.subscriptions.priceChanged", {
            customer: saved.customerName,
            amount: { cents: saved.amountCents, currency: tenant.currency },
            interval: saved.interval,
          }),
        );
      });
    case "pause":
      return paymentsAction(intent, pauseSchema, formData, async (values) => {
        const saved = await pauseSubscription(tenant, values);
        return redirectWithToast(
          back,
          keyed("seller.subscriptions.pausedUntil", {
            customer: saved.customerName,
            date: { date: values.resumesOn },
          }),
        );
      });
    case "resume":
      return paymentsAction(intent, subscriptionIdSchema, formData, async (values) => {
        const saved = await resumeSubscription(tenant, values.subscriptionId);
        return redirectWithToast(back, {
          message: "seller.subscriptions.resumed",
          values: { customer: saved.customerName },
        });
      });
    case "cancel":
      return paymentsAction(intent, cancelSchema, formData, async (values) => {
        const saved = await cancelSubscription(tenant, values);
        return redirectWithToast(
          back,
          saved.status === "canceled"
            ? { message: "seller.subscriptions.canceled", values: { customer: saved.customerName } }
            : saved.canceledAt
              ? // The day it ends in the company's time zone.
                keyed("seller.subscriptions.endsOn", {
                  customer: saved.customerName,
                  date: { date: todayIn(tenant.timeZone, saved.canceledAt) },
                })
              : { message: "seller.subscriptions.endsAtPeriodEnd", values: { customer: saved.customerName } },
        );
      });
    default:
      return redirectWithToast(back, { message: "seller.subscriptions.nothingToDo", kind: "info" });
  }
}

/** A subscription's stored status → its filter label and its badge word. */
const statusKeys = {
  active: { filter: "seller.subscriptions.filter.active", badge: "seller.subscriptions.badge.active" },
  paused: { filter: "seller.subscriptions.filter.paused", badge: "seller.subscriptions.badge.paused" },
  "past due": { filter: "seller.subscriptions.filter.pastDue", badge: "seller.subscriptions.badge.pastDue" },
  canceled: { filter: "seller.subscriptions.filter.canceled", badge: "seller.subscriptions.badge.canceled" },
  incomplete: {
    filter: "seller.subscriptions.filter.incomplete",
    badge: "seller.subscriptions.badge.incomplete",
  },
} as const satisfies Record<SubscriptionStatus, { filter: string; badge: string }>;

export default function SubscriptionManagement({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, currency, today, notice, canConnect, requestKey } = loaderData;
  const priceText = (amountCents: number, interval: string) =>
    t("seller.price.label", { amount: f.money(amountCents, { currency }), interval });
  const prices = loaderData.prices.map((p) => ({
    value: p.value,
    label: t("seller.subscriptions.productPrice", {
      product: p.productName,
      price: priceText(p.amountCents, p.interval),
    }),
  }));
  const statusOptions = subscriptionStatuses.map((s) => ({ value: s, label: t(statusKeys[s].filter) }));
  const failed = (actionData && !actionData.ok ? actionData : undefined) as Failed;
  const ready = notice.length === 0;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("seller.subscriptions.heading")}
        description={t("seller.subscriptions.description")}
        actions={
          ready ? <StartSubscriptionButton prices={prices} requestKey={requestKey} failed={failed} /> : null
        }
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <ListToolbar
        searchLabel={t("seller.subscriptions.search")}
        filters={[{ name: "status", label: t("seller.common.status"), options: statusOptions }]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("seller.subscriptions.noMatch")}>
            {t("seller.subscriptions.noMatchText")}
          </EmptyState>
        ) : (
          <EmptyState title={t("seller.subscriptions.none")}>
            {ready
              ? prices.length
                ? t("seller.subscriptions.noneReady")
                : t("seller.subscriptions.noneNoProducts")
              : t("seller.subscriptions.noneNotReady")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="customer">{t("seller.common.customer")}</SortHeader>
                <Table.Th>{t("seller.common.productAndPrice")}</Table.Th>
                <Table.Th>{t("seller.common.status")}</Table.Th>
                <SortHeader sort="started">{t("seller.subscriptions.startedOn")}</SortHeader>
                <Table.Th>{t("seller.subscriptions.pausedUntilColumn")}</Table.Th>
                {ready ? (
                  <Table.Th>
                    <VisuallyHidden>{t("seller.subscriptions.actions")}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => {
                const ending = s.status !== "canceled" && s.canceledAt;
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/customers/details/${s.customerId}`} fw={600}>
                        {s.customerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {s.productName}
                      <Text size="xs" c="dimmed">
                        {priceText(s.amountCents, s.interval)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[s.status as SubscriptionStatus]} variant="light">
                        {s.status in statusKeys
                          ? t(statusKeys[s.status as SubscriptionStatus].badge)
                          : s.status}
                      </Badge>
                      {ending ? (
                        <Text size="xs" c="dimmed">
                          {t("seller.subscriptions.ends", { date: f.date(ending) })}
                        </Text>
                      ) : s.status === "canceled" && s.canceledAt ? (
                        <Text size="xs" c="dimmed">
                          {f.date(s.canceledAt)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(s.startedOn)}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {s.pausedUntil
                        ? f.calendarDate(s.pausedUntil)
                        : s.status === "paused"
                          ? t("seller.subscriptions.untilResumed")
                          : "—"}
                    </Table.Td>
                    {ready ? (
                      <Table.Td ta="right">
                        <SubscriptionActions
                          subscription={s}
                          prices={prices}
                          tomorrow={addDays(today, 1)}
                          failed={failed}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("seller.subscriptions.noun")}
      />
    </>
  );
}
