import { Anchor, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
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
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { BodyOfWaterForm } from "./body-form";

export const meta: Route.MetaFunction = () => [{ title: "New body of water — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
    return redirectWithToast(`/company/bodiesOfWater/details/${created.id}`, `${created.name} added.`);
  });
}

export default function NewBodyOfWater({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, location, units, companyTargets } = loaderData;
  return (
    <>
      <PageHeader
        title="New body of water"
        description={
          <Text component="span">
            At{" "}
            <Anchor component={Link} to={`/company/serviceLocations/details/${location.id}`}>
              {location.address}
            </Anchor>{" "}
            for{" "}
            <Anchor component={Link} to={`/company/customers/details/${customer.id}`}>
              {customer.name}
            </Anchor>
          </Text>
        }
      />
      <BodyOfWaterForm
        units={units}
        companyTargets={companyTargets}
        actionData={actionData}
        submitLabel="Create body of water"
      />
    </>
  );
}
