import { data } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createCustomer } from "~/domain/customers/customers.server";
import { customerSchema } from "~/domain/customers/schemas";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { CustomerForm } from "./customer-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "places.customerNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export function loader({ context }: Route.LoaderArgs) {
  return withErrorPages(async () => requirePermission(context.get(tenantContext), "customers:write")).then(
    () => null,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(customerSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const created = await withErrorPages(() => createCustomer(tenant, parsed.data));
  // The next step the page promises: where the work happens.
  return redirectWithToast(`/company/serviceLocations/createNew/${created.id}`, {
    message: "places.customerNew.added",
    values: { name: created.displayName },
  });
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("places.customerNew.heading")} description={t("places.customerNew.description")} />
      <CustomerForm actionData={actionData} submitLabel={t("places.customerNew.submit")} />
    </>
  );
}
