import { Anchor, Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { formText } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { parseListQuery } from "~/core/listing/list-query";
import { activePriceOptions } from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import { priceLabel } from "~/domain/money/products-schemas";
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
import { todayIn } from "~/domain/water/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import { paymentsAction } from "../stripe-products/payments-action.server";
import { StripeNotice } from "../stripe-products/stripe-notice";
import type { Route } from "./+types/page";
import { type Failed, StartSubscriptionButton, SubscriptionActions } from "./dialogs";

export const meta: Route.MetaFunction = () => [{ title: "Subscription management — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

function addDays(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: subscriptionSorts,
    defaultSort: "started",
    defaultDir: "desc",
    filters: subscriptionFilters,
  });
  return domain(async () => {
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
        label: `${p.productName} — ${priceLabel(p.amountCents, p.interval, tenant.currency)}`,
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
        return redirectWithToast(
          "/company/subscription-management",
          `${started.customerName} subscribed to ${started.productName}.`,
        );
      });
    case "price":
      return paymentsAction(intent, changePriceSchema, formData, async (values) => {
        const saved = await changeSubscriptionPrice(tenant, values);
        return redirectWithToast(
          back,
          `${saved.customerName} now pays ${priceLabel(saved.amountCents, saved.interval, tenant.currency)}.`,
        );
      });
    case "pause":
      return paymentsAction(intent, pauseSchema, formData, async (values) => {
        const saved = await pauseSubscription(tenant, values);
        return redirectWithToast(
          back,
          `${saved.customerName}'s billing is paused until ${formatterFor(companyFormat(tenant)).calendarDate(values.resumesOn)}.`,
        );
      });
    case "resume":
      return paymentsAction(intent, subscriptionIdSchema, formData, async (values) => {
        const saved = await resumeSubscription(tenant, values.subscriptionId);
        return redirectWithToast(back, `${saved.customerName}'s billing resumed.`);
      });
    case "cancel":
      return paymentsAction(intent, cancelSchema, formData, async (values) => {
        const saved = await cancelSubscription(tenant, values);
        return redirectWithToast(
          back,
          saved.status === "canceled"
            ? `${saved.customerName}'s subscription is canceled.`
            : `${saved.customerName}'s subscription ends ${saved.canceledAt ? `on ${formatterFor(companyFormat(tenant)).date(saved.canceledAt)}` : "at the period's end"}.`,
        );
      });
    default:
      return redirectWithToast(back, { message: "Nothing to do.", kind: "info" });
  }
}

const statusOptions = subscriptionStatuses.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }));

export default function SubscriptionManagement({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, currency, today, notice, canConnect, prices, requestKey } = loaderData;
  const failed = (actionData && !actionData.ok ? actionData : undefined) as Failed;
  const ready = notice.length === 0;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Subscription management"
        description="Customers billed by Stripe each week, month or year: start, change the price, pause for the off-season, cancel."
        actions={
          ready ? <StartSubscriptionButton prices={prices} requestKey={requestKey} failed={failed} /> : null
        }
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <ListToolbar
        searchLabel="Search by customer"
        filters={[{ name: "status", label: "Status", options: statusOptions }]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No subscriptions match">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState title="No subscriptions yet">
            {ready
              ? prices.length
                ? "Start a subscription to bill a customer automatically each period."
                : "Add a subscription product first, then start customers on it here."
              : "Once Stripe is ready, start customers' subscriptions here."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="customer">Customer</SortHeader>
                <Table.Th>Product and price</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortHeader sort="started">Started</SortHeader>
                <Table.Th>Paused until</Table.Th>
                {ready ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
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
                        {priceLabel(s.amountCents, s.interval, currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[s.status as SubscriptionStatus]} variant="light">
                        {s.status}
                      </Badge>
                      {ending ? (
                        <Text size="xs" c="dimmed">
                          ends {f.date(ending)}
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
                          ? "until resumed"
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="subscriptions" />
    </>
  );
}
