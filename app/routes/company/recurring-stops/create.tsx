import { Alert, Anchor, Button } from "@mantine/core";
import { data, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { recurringStopFormSchema } from "~/domain/routing/recurring-schemas";
import { createRecurringStop, recurringStopFormOptions } from "~/domain/routing/recurring-stops.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { RecurringStopForm } from "./recurring-form";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: loaderData
      ? pageTitle(matches, "routing.recurring.createTitle", { name: loaderData.customer.name })
      : pageTitle(matches, "routing.recurring.createTitleNoName"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
    return redirectWithToast(`/company/recurringServiceStop/details/${recurringStop.id}`, {
      message: "routing.recurring.created",
      values: { count: sync.created },
    });
  });
}

export default function NewRecurringStop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { customer, locations } = loaderData;
  const customerPage = `/company/customers/details/${customer.id}`;
  return (
    <>
      <PageHeader
        title={t("routing.recurring.createHeading")}
        description={
          <Rich
            k="routing.recurring.createDescription"
            values={{
              name: customer.name,
              link: (chunks) => (
                <Anchor component={Link} to={customerPage} underline="always">
                  {chunks}
                </Anchor>
              ),
            }}
          />
        }
      />
      {locations.length === 0 ? (
        <Alert color="orange" mb="md" title={t("routing.recurring.noLocationTitle")}>
          {t("routing.recurring.noLocation")}
          <Button
            component={Link}
            to={`/company/serviceLocations/createNew/${customer.id}`}
            variant="light"
            size="xs"
            mt="sm"
            display="block"
          >
            {t("routing.recurring.addLocation")}
          </Button>
        </Alert>
      ) : null}
      <RecurringStopForm
        options={loaderData}
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("routing.recurring.createSubmit")}
        cancelTo={customerPage}
      />
    </>
  );
}
