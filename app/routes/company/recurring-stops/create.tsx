import { Alert, Anchor, Button } from "@mantine/core";
import { data, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { recurringStopFormSchema } from "~/domain/routing/recurring-schemas";
import { createRecurringStop, recurringStopFormOptions } from "~/domain/routing/recurring-stops.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { RecurringStopForm } from "./recurring-form";
import { scheduledMessage } from "./wording";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Recurring service for ${loaderData?.customer.name ?? "a customer"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "routing:manage");
    return recurringStopFormOptions(tenant, params.customerId);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(recurringStopFormSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const { recurringStop, sync } = await createRecurringStop(tenant, params.customerId, parsed.data);
    return redirectWithToast(
      `/company/recurringServiceStop/details/${recurringStop.id}`,
      `Recurring service created: ${scheduledMessage(sync.created)}`,
    );
  });
}

export default function NewRecurringStop({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, locations } = loaderData;
  const customerPage = `/company/customers/details/${customer.id}`;
  return (
    <>
      <PageHeader
        title="New recurring service"
        description={
          <>
            For{" "}
            <Anchor component={Link} to={customerPage} underline="always">
              {customer.name}
            </Anchor>
            : the visits are scheduled for the coming weeks as soon as you save.
          </>
        }
      />
      {locations.length === 0 ? (
        <Alert color="orange" mb="md" title="No service location yet">
          This customer has no active service location. Add one first, then come back here.
          <Button
            component={Link}
            to={`/company/serviceLocations/createNew/${customer.id}`}
            variant="light"
            size="xs"
            mt="sm"
            display="block"
          >
            Add a service location
          </Button>
        </Alert>
      ) : null}
      <RecurringStopForm
        options={loaderData}
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel="Create recurring service"
        cancelTo={customerPage}
      />
    </>
  );
}
