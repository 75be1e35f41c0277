import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createVendor } from "~/domain/operations/vendors.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { saveVendorForm } from "./save.server";
import { VendorForm } from "./vendor-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.vendorNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    return {};
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveVendorForm(formData, async (input) => {
    const created = await createVendor(tenant, input);
    return redirectWithToast(`/company/venders/detail/${created.id}`, {
      message: "purchasing.vendorNew.created",
      values: { name: created.name },
    });
  });
}

export default function NewVendor({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("purchasing.vendorNew.heading")}
        description={t("purchasing.vendorNew.description")}
      />
      <VendorForm
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("purchasing.vendorNew.submit")}
        cancelTo="/company/venders"
      />
    </>
  );
}
