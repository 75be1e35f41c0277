import { Alert, Badge, Group, Paper, Table, Text, Title } from "@mantine/core";
import { z } from "zod";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { FormError } from "~/components/forms/auth-forms";
import { formText } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import {
  changeProductPrice,
  getProduct,
  setProductArchived,
  updateProduct,
} from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import {
  centsToPriceText,
  priceFormSchema,
  priceLabel,
  productDetailsSchema,
} from "~/domain/money/products-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/edit";
import { paymentsAction } from "./payments-action.server";
import { PriceFields, ProductDetailsFields, SubscriptionForm } from "./product-form";
import { StripeNotice } from "./stripe-notice";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product.name ?? "Product"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
      return redirectWithToast(
        here,
        `Product "${saved.name}" ${intent === "archive" ? "archived" : "restored"}.`,
      );
    });
  }
  if (intent === "price") {
    return paymentsAction(intent, priceFormSchema, formData, async (values) => {
      const { product, price } = await changeProductPrice(tenant, params.productId, values);
      return redirectWithToast(
        here,
        `${product.name} now sells at ${priceLabel(price.amountCents, price.interval, tenant.currency)}.`,
      );
    });
  }
  return paymentsAction("details", productDetailsSchema, formData, async (values) => {
    const saved = await updateProduct(tenant, params.productId, values);
    return redirectWithToast(here, `Product "${saved.name}" saved.`);
  });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { product, currency, notice, canConnect } = loaderData;
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
              priceLabel(current.amountCents, current.interval, currency)
            ) : (
              "No active price"
            )
          ) : (
            <Badge color="gray" variant="outline" component="span">
              archived
            </Badge>
          )
        }
        actions={
          locked ? null : (
            <ArchiveButton
              archived={!product.active}
              name={product.name}
              kind="product"
              consequence="The product leaves the product list and can't be chosen for new subscriptions; customers already subscribed keep being billed."
            />
          )
        }
      />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <FormError message={(failedFor("archive") ?? failedFor("restore"))?.errors.form} />
      {product.active ? null : (
        <Alert color="gray" mb="md" title="Archived">
          This product is archived: it can't be chosen for new subscriptions. Restore it to sell it again.
        </Alert>
      )}

      <Title order={2} size="h4" mt="md" mb="sm">
        Name and description
      </Title>
      <SubscriptionForm
        key={`details-${formKey}`}
        schema={productDetailsSchema}
        intent="details"
        actionData={failedFor("details")}
        submitLabel="Save product"
        cancelTo="/company/stripe-subscriptions/products"
        disabled={locked}
      >
        {(form) => <ProductDetailsFields {...form} defaults={product} />}
      </SubscriptionForm>

      <Title order={2} size="h4" mt="xl" mb="xs">
        Change the price
      </Title>
      <Text c="dimmed" size="sm" mb="sm" maw={720}>
        Stripe prices never change: the current price is archived and a new one made. Customers already
        subscribed keep their price until you move them under Subscription Management.
      </Text>
      <SubscriptionForm
        key={`price-${formKey}`}
        schema={priceFormSchema}
        intent="price"
        actionData={failedFor("price")}
        submitLabel="Change price"
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
        Price history
      </Title>
      {product.prices.length === 0 ? (
        <EmptyState title="No prices">This product has no price yet.</EmptyState>
      ) : (
        <Paper withBorder maw={720}>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.prices.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{priceLabel(p.amountCents, p.interval, currency)}</Table.Td>
                    <Table.Td>{f.date(p.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={p.active ? "green" : "gray"} variant="light">
                          {p.active ? "current" : "archived"}
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
