import { Anchor, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { NotFoundError } from "~/domain/errors";
import { getLocation } from "~/domain/locations/locations.server";
import { formatAddress } from "~/domain/locations/schemas";
import { requirePermission } from "~/domain/tenant.server";
import { createBodyOfWater } from "~/domain/water/bodies.server";
import { bodyOfWaterSchema } from "~/domain/water/schemas";
import { getCompanyTargetDefaults } from "~/domain/water/target-defaults.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { BodyOfWaterForm } from "./body-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.newBody.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "customers:write");
    const location = await getLocation(tenant, params.serviceLocationId);
    if (location.customerId !== params.customerId) throw new NotFoundError("Service location");
    return {
      customer: { id: location.customerId, name: location.customerName },
      location: { id: location.id, address: formatAddress(location) },
      units: tenant.units,
      companyTargets: await getCompanyTargetDefaults(tenant),
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(bodyOfWaterSchema(tenant.units, await getCompanyTargetDefaults(tenant)), formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createBodyOfWater(tenant, params.customerId, params.serviceLocationId, parsed.data);
    return redirectWithToast(`/company/bodiesOfWater/details/${created.id}`, {
      message: "people.newBody.added",
      values: { name: created.name },
    });
  });
}

export default function NewBodyOfWater({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, location, units, companyTargets } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("people.newBody.heading")}
        description={
          <Text component="span">
            <Rich
              k="people.newBody.where"
              values={{
                address: location.address,
                customer: customer.name,
                location: (chunks) => (
                  <Anchor component={Link} to={`/company/serviceLocations/details/${location.id}`}>
                    {chunks}
                  </Anchor>
                ),
                customerLink: (chunks) => (
                  <Anchor component={Link} to={`/company/customers/details/${customer.id}`}>
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Text>
        }
      />
      <BodyOfWaterForm
        units={units}
        companyTargets={companyTargets}
        actionData={actionData}
        submitLabel={t("people.newBody.create")}
      />
    </>
  );
}
