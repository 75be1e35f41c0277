import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { listProducts } from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import { priceLabel } from "~/domain/money/products-schemas";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { StripeNotice } from "./stripe-notice";

export const meta: Route.MetaFunction = () => [{ title: "Subscription products — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const archived = new URL(request.url).searchParams.get("archived") === "1";
  return domain(async () => {
    const [setup, products] = await Promise.all([stripeSetup(tenant), listProducts(tenant, { archived })]);
    return {
      products,
      archived,
      currency: tenant.currency,
      notice: setup.messages,
      ready: setup.gaps.length === 0,
      canConnect: can(tenant, "money:manage"),
    };
  });
}

function AddButton({ children = "Add product" }: { children?: string }) {
  return (
    <Button component={Link} to="/company/products/addNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

export default function SubscriptionProducts({ loaderData }: Route.ComponentProps) {
  const { products, archived, currency, notice, ready, canConnect } = loaderData;
  return (
    <>
      <PageHeader
        title="Subscription products"
        description="What customers subscribe to (weekly service, filter cleans), with the price Stripe charges each period."
        actions={ready ? <AddButton /> : null}
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <Group gap="xs" mb="md" role="group" aria-label="Show">
        <Button
          component={Link}
          to="?"
          size="xs"
          variant={archived ? "default" : "filled"}
          aria-current={archived ? undefined : "page"}
        >
          Active
        </Button>
        <Button
          component={Link}
          to="?archived=1"
          size="xs"
          variant={archived ? "filled" : "default"}
          aria-current={archived ? "page" : undefined}
        >
          Archived
        </Button>
      </Group>
      {products.length === 0 ? (
        archived ? (
          <EmptyState title="No archived products">
            Products you archive are kept here, with their prices.
          </EmptyState>
        ) : (
          <EmptyState title="No products yet" action={ready ? <AddButton>Add a product</AddButton> : null}>
            {ready
              ? "Add what you sell on subscription, e.g. “Weekly full service” at $160.00 a month; then start customers on it under Subscription Management."
              : "Once Stripe is ready, add what you sell on subscription here."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/products/edit/${p.id}`} fw={600}>
                      {p.name}
                    </Anchor>
                    {p.active ? null : (
                      <Badge ml="xs" color="gray" variant="outline" size="sm">
                        archived
                      </Badge>
                    )}
                    {p.description ? (
                      <Text size="xs" c="dimmed">
                        {p.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {p.prices.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No active price
                      </Text>
                    ) : (
                      p.prices.map((price) => (
                        <Text key={price.id} size="sm" style={{ whiteSpace: "nowrap" }}>
                          {priceLabel(price.amountCents, price.interval, currency)}
                        </Text>
                      ))
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
