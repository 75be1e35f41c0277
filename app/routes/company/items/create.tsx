import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createItem } from "~/domain/operations/items.server";
import { listVendorOptions } from "~/domain/operations/vendors.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { ItemForm } from "./item-form";
import { saveItemForm } from "./save.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.itemNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    return { vendors: await listVendorOptions(tenant), currency: tenant.currency };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveItemForm(formData, async (input) => {
    const created = await createItem(tenant, input);
    return redirectWithToast(`/company/items/detail/${created.id}`, {
      message: "purchasing.itemNew.created",
      values: { name: created.name },
    });
  });
}

export default function NewItem({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("purchasing.itemNew.heading")} description={t("purchasing.itemNew.description")} />
      <ItemForm
        vendors={loaderData.vendors}
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("purchasing.itemNew.submit")}
        cancelTo="/company/items"
        currency={loaderData.currency}
      />
    </>
  );
}
