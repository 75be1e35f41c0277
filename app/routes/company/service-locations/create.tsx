import { data } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getCompany } from "~/domain/companies/companies.server";
import { getCustomer } from "~/domain/customers/customers.server";
import { createLocation } from "~/domain/locations/locations.server";
import { locationSchema } from "~/domain/locations/schemas";
import { requirePermission } from "~/domain/tenant.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { LocationForm } from "./location-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "places.locationNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "customers:write");
    const [customer, company] = await Promise.all([
      getCustomer(tenant, params.customerId),
      getCompany(tenant),
    ]);
    return {
      customer: {
        id: customer.id,
        displayName: customer.displayName,
        contacts: customer.contacts.map((c) => ({ id: c.id, name: c.name })),
      },
      geocoderEnabled: Boolean(config.geocoderUrl),
      tileUrl: config.mapTileUrl,
      country: company?.country || "US",
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(locationSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createLocation(tenant, params.customerId, parsed.data);
    return redirectWithToast(
      `/company/serviceLocations/details/${created.id}`,
      created.latitude === null ? "places.locationNew.addedNoPin" : "places.locationNew.added",
    );
  });
}

export default function NewLocation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("places.locationNew.heading")}
        description={t("places.locationNew.for", { name: loaderData.customer.displayName })}
      />
      <LocationForm
        contacts={loaderData.customer.contacts}
        actionData={actionData}
        submitLabel={t("places.locationNew.submit")}
        geocoderEnabled={loaderData.geocoderEnabled}
        tileUrl={loaderData.tileUrl}
        defaultCountry={loaderData.country}
      />
    </>
  );
}
