import { data } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createCustomer } from "~/domain/customers/customers.server";
import { customerSchema } from "~/domain/customers/schemas";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { CustomerForm } from "./customer-form";

export const meta: Route.MetaFunction = () => [{ title: "New customer — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export function loader({ context }: Route.LoaderArgs) {
  return domain(async () => requirePermission(context.get(tenantContext), "customers:write")).then(
    () => null,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(customerSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const created = await domain(() => createCustomer(tenant, parsed.data));
  // The next step the page promises: where the work happens.
  return redirectWithToast(
    `/company/serviceLocations/createNew/${created.id}`,
    `${created.displayName} added. Next: their service location.`,
  );
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="New customer"
        description="Next you add where the work happens: their service location."
      />
      <CustomerForm actionData={actionData} submitLabel="Create customer" />
    </>
  );
}
