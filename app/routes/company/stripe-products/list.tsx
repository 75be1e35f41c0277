import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { listProducts } from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { StripeNotice } from "./stripe-notice";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.products.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const archived = new URL(request.url).searchParams.get("archived") === "1";
  return withErrorPages(async () => {
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

function AddButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button component={Link} to="/company/products/addNew" leftSection={<IconPlus size={16} aria-hidden />}>
      {children ?? t("seller.common.addProduct")}
    </Button>
  );
}

export default function SubscriptionProducts({ loaderData }: Route.ComponentProps) {
  const { products, archived, currency, notice, ready, canConnect } = loaderData;
  const t = useT();
  const f = useFormat();
  return (
    <>
      <PageHeader
        title={t("seller.products.heading")}
        description={t("seller.products.description")}
        actions={ready ? <AddButton /> : null}
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <Group gap="xs" mb="md" role="group" aria-label={t("seller.products.show")}>
        <Button
          component={Link}
          to="?"
          size="xs"
          variant={archived ? "default" : "filled"}
          aria-current={archived ? undefined : "page"}
        >
          {t("seller.products.active")}
        </Button>
        <Button
          component={Link}
          to="?archived=1"
          size="xs"
          variant={archived ? "filled" : "default"}
          aria-current={archived ? "page" : undefined}
        >
          {t("seller.products.archived")}
        </Button>
      </Group>
      {products.length === 0 ? (
        archived ? (
          <EmptyState title={t("seller.products.noArchived")}>
            {t("seller.products.noArchivedText")}
          </EmptyState>
        ) : (
          <EmptyState
            title={t("seller.products.none")}
            action={ready ? <AddButton>{t("seller.products.addAProduct")}</AddButton> : null}
          >
            {ready ? t("seller.products.noneReady") : t("seller.products.noneNotReady")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("seller.products.product")}</Table.Th>
                <Table.Th>{t("seller.common.price")}</Table.Th>
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
                        {t("seller.common.archived")}
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
                        {t("seller.common.noActivePrice")}
                      </Text>
                    ) : (
                      p.prices.map((price) => (
                        <Text key={price.id} size="sm" style={{ whiteSpace: "nowrap" }}>
                          {t("seller.price.label", {
                            amount: f.money(price.amountCents, { currency }),
                            interval: price.interval,
                          })}
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
