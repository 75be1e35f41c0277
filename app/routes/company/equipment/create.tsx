import { Anchor, Text } from "@mantine/core";
import { data, Link } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { createEquipment } from "~/domain/equipment/equipment.server";
import { equipmentSchemaFor } from "~/domain/equipment/schemas";
import { requirePermission } from "~/domain/tenant.server";
import { getBodyOfWater } from "~/domain/water/bodies.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { EquipmentForm } from "./equipment-form";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.equipmentNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "customers:write");
    const body = await getBodyOfWater(tenant, params.bodyOfWaterId);
    return {
      body: { id: body.id, name: body.name, customerId: body.customerId, customerName: body.customerName },
      units: tenant.units,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(equipmentSchemaFor(tenant.units), formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createEquipment(tenant, params.bodyOfWaterId, parsed.data);
    return redirectWithToast(`/company/equipment/details/${created.id}`, "office.equipmentNew.added");
  });
}

export default function NewEquipment({ loaderData, actionData }: Route.ComponentProps) {
  const { body } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("office.equipmentNew.heading")}
        description={
          <Text component="span">
            <Rich
              k="office.equipmentNew.forOf"
              values={{
                pool: body.name,
                customer: body.customerName,
                poolLink: (chunks) => (
                  <Anchor component={Link} to={`/company/bodiesOfWater/details/${body.id}`}>
                    {chunks}
                  </Anchor>
                ),
                customerLink: (chunks) => (
                  <Anchor component={Link} to={`/company/customers/details/${body.customerId}`}>
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Text>
        }
      />
      <EquipmentForm
        units={loaderData.units}
        actionData={actionData}
        submitLabel={t("office.equipmentNew.create")}
      />
    </>
  );
}
