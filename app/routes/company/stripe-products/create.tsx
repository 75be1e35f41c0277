import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createProduct } from "~/domain/money/products.server";
import { stripeSetup } from "~/domain/money/products-account.server";
import { newProductFormSchema } from "~/domain/money/products-schemas";
import { can, requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { paymentsAction } from "./payments-action.server";
import { PriceFields, ProductDetailsFields, SubscriptionForm } from "./product-form";
import { StripeNotice } from "./stripe-notice";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.products.addTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "money:write");
    const setup = await stripeSetup(tenant);
    return { notice: setup.messages, canConnect: can(tenant, "money:manage") };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return paymentsAction("create", newProductFormSchema, formData, async (values) => {
    const created = await createProduct(tenant, values);
    return redirectWithToast("/company/stripe-subscriptions/products", {
      message: "seller.products.added",
      values: { name: created.name },
    });
  });
}

export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, canConnect } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={t("seller.common.addProduct")} description={t("seller.products.addDescription")} />
      <StripeNotice messages={notice} canConnect={canConnect} />
      <SubscriptionForm
        schema={newProductFormSchema}
        intent="create"
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("seller.common.addProduct")}
        cancelTo="/company/stripe-subscriptions/products"
        disabled={notice.length > 0}
      >
        {(form) => (
          <>
            <ProductDetailsFields {...form} />
            <PriceFields {...form} />
          </>
        )}
      </SubscriptionForm>
    </>
  );
}
