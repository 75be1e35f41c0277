import { Alert, Badge, Group, Paper, Table, Text, Title } from "@mantine/core";
import { z } from "zod";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { FormError } from "~/components/forms/auth-forms";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { keyed } from "~/core/i18n/keyed";
import {
  changeProductPrice,
  getProduct,
  setProductArchived,
  updateProduct,
} from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import { centsToPriceText, priceFormSchema, productDetailsSchema } from "~/domain/money/products-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/edit";
import { paymentsAction } from "./payments-action.server";
import { PriceFields, ProductDetailsFields, SubscriptionForm } from "./product-form";
import { StripeNotice } from "./stripe-notice";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.product.name
      ? pageTitle(matches, "seller.product.title", { name: loaderData.product.name })
      : pageTitle(matches, "seller.product.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const [product, setup] = await Promise.all([getProduct(tenant, params.productId), stripeSetup(tenant)]);
    return {
      product,
      currency: tenant.currency,
      notice: setup.messages,
      canConnect: can(tenant, "money:manage"),
    };
  });
}

const nothing = z.object({});

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const here = `/company/products/edit/${params.productId}`;
  if (intent === "archive" || intent === "restore") {
    return paymentsAction(intent, nothing, formData, async () => {
      const saved = await setProductArchived(tenant, params.productId, intent === "archive");
      return redirectWithToast(here, {
        message: intent === "archive" ? "seller.product.archivedToast" : "seller.product.restoredToast",
        values: { name: saved.name },
      });
    });
  }
  if (intent === "price") {
    return paymentsAction(intent, priceFormSchema, formData, async (values) => {
      const { product, price } = await changeProductPrice(tenant, params.productId, values);
      // The amount as money, so each reader's language writes it its own way.
      return redirectWithToast(
        here,
        keyed("seller.product.priceChanged", {
          name: product.name,
          amount: { cents: price.amountCents, currency: tenant.currency },
          interval: price.interval,
        }),
      );
    });
  }
  return paymentsAction("details", productDetailsSchema, formData, async (values) => {
    const saved = await updateProduct(tenant, params.productId, values);
    return redirectWithToast(here, { message: "seller.product.saved", values: { name: saved.name } });
  });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { product, currency, notice, canConnect } = loaderData;
  const priceText = (amountCents: number, interval: string) =>
    t("seller.price.label", { amount: f.money(amountCents, { currency }), interval });
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const failedFor = (intent: string) => (failed?.intent === intent ? failed : undefined);
  const locked = notice.length > 0;
  const current = product.currentPrice;
  const formKey = product.updatedAt.toString();
  return (
    <>
      <PageHeader
        title={product.name}
        description={
          product.active ? (
            current ? (
              priceText(current.amountCents, current.interval)
            ) : (
              t("seller.common.noActivePrice")
            )
          ) : (
            <Badge color="gray" variant="outline" component="span">
              {t("seller.common.archived")}
            </Badge>
          )
        }
        actions={
          locked ? null : (
            <ArchiveButton
              archived={!product.active}
              name={product.name}
              kind="product"
              consequence={t("seller.product.consequence")}
            />
          )
        }
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <FormError message={(failedFor("archive") ?? failedFor("restore"))?.errors.form} />
      {product.active ? null : (
        <Alert color="gray" mb="md" title={t("seller.product.archivedTitle")}>
          {t("seller.product.archivedText")}
        </Alert>
      )}

      <Title order={2} size="h4" mt="md" mb="sm">
        {t("seller.product.details")}
      </Title>
      <SubscriptionForm
        key={`details-${formKey}`}
        schema={productDetailsSchema}
        intent="details"
        actionData={failedFor("details")}
        submitLabel={t("seller.product.save")}
        cancelTo="/company/stripe-subscriptions/products"
        disabled={locked}
      >
        {(form) => <ProductDetailsFields {...form} defaults={product} />}
      </SubscriptionForm>

      <Title order={2} size="h4" mt="xl" mb="xs">
        {t("seller.product.changePrice")}
      </Title>
      <Text c="dimmed" size="sm" mb="sm" maw={720}>
        {t("seller.product.changePriceText")}
      </Text>
      <SubscriptionForm
        key={`price-${formKey}`}
        schema={priceFormSchema}
        intent="price"
        actionData={failedFor("price")}
        submitLabel={t("seller.common.changePrice")}
        disabled={locked || !product.active}
      >
        {(form) => (
          <PriceFields
            {...form}
            defaults={
              current ? { price: centsToPriceText(current.amountCents), interval: current.interval } : {}
            }
          />
        )}
      </SubscriptionForm>

      <Title order={2} size="h4" mt="xl" mb="sm">
        {t("seller.product.history")}
      </Title>
      {product.prices.length === 0 ? (
        <EmptyState title={t("seller.product.noPrices")}>{t("seller.product.noPricesText")}</EmptyState>
      ) : (
        <Paper withBorder maw={720}>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("seller.common.price")}</Table.Th>
                  <Table.Th>{t("seller.product.since")}</Table.Th>
                  <Table.Th>{t("seller.common.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.prices.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{priceText(p.amountCents, p.interval)}</Table.Td>
                    <Table.Td>{f.date(p.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={p.active ? "green" : "gray"} variant="light">
                          {p.active ? t("seller.product.current") : t("seller.common.archived")}
                        </Badge>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
