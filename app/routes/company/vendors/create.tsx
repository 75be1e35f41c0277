import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createVendor } from "~/domain/operations/vendors.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { saveVendorForm } from "./save.server";
import { VendorForm } from "./vendor-form";

export const meta: Route.MetaFunction = () => [{ title: "New vendor — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "operations:write");
    return {};
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveVendorForm(formData, async (input) => {
    const created = await createVendor(tenant, input);
    return redirectWithToast(`/company/venders/detail/${created.id}`, `Vendor "${created.name}" created.`);
  });
}

export default function NewVendor({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="New vendor" description="A supplier you buy chemicals, parts and equipment from." />
      <VendorForm
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel="Create vendor"
        cancelTo="/company/venders"
      />
    </>
  );
}
