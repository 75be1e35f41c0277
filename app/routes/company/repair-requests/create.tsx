import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { customerOption } from "~/domain/customers/customer-options.server";
import { repairRequestSchema } from "~/domain/operations/repair-request-schemas";
import { createRepairRequest, repairRequestPlaces } from "~/domain/operations/repair-requests.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "work.repairNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    const customerId = new URL(request.url).searchParams.get("customer");
    const customer = customerId ? await customerOption(tenant, customerId) : null;
    const places = customer ? await repairRequestPlaces(tenant, customer.value) : null;
    return { customer, places };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(repairRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createRepairRequest(tenant, parsed.data);
    return redirectWithToast(`/company/repairRequests/${created.id}`, "work.repairNew.recordedToast");
  });
}

export default function NewRepairRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { customer, places } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(repairRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const none = (label: string) => [{ value: "", label }];
  return (
    <>
      <PageHeader title={t("work.repairNew.heading")} description={t("work.repairNew.description")} />
      <Stack maw={720}>
        <Paper withBorder p="lg">
          <Form method="get">
            <CustomerPicker
              selected={customer}
              submitOnChange
              label={t("work.repairNew.customer")}
              placeholder={t("work.repairNew.customerPlaceholder")}
              error={errors.customerId}
            />
            <noscript>
              <Button type="submit" variant="default" mt="sm">
                {t("work.repairNew.showPlaces")}
              </Button>
            </noscript>
          </Form>
        </Paper>
        {customer && places ? (
          <Paper withBorder p="lg">
            <Form method="post" onSubmit={onSubmit} noValidate>
              <input type="hidden" name="customerId" value={customer.value} />
              <Stack>
                <Text fw={600}>{t("work.repairNew.repairFor", { name: customer.label })}</Text>
                <NativeSelect
                  name="serviceLocationId"
                  label={t("work.repairNew.location")}
                  data={[
                    ...none(t("work.repairNew.notSaid")),
                    ...places.locations.map((l) => ({ value: l.value, label: l.label ?? "" })),
                  ]}
                  defaultValue={values.serviceLocationId ?? places.locations[0]?.value ?? ""}
                  error={errors.serviceLocationId}
                />
                <NativeSelect
                  name="bodyOfWaterId"
                  label={t("work.repairNew.body")}
                  data={[
                    ...none(t("work.repairNew.notSaid")),
                    ...places.bodies.map((b) => ({ value: b.value, label: b.label })),
                  ]}
                  defaultValue={values.bodyOfWaterId ?? ""}
                  error={errors.bodyOfWaterId}
                />
                <NativeSelect
                  name="equipmentId"
                  label={t("work.repairNew.equipment")}
                  data={[
                    ...none(t("work.repairNew.notSaid")),
                    ...places.equipment.map((e) => ({ value: e.value, label: e.label })),
                  ]}
                  defaultValue={values.equipmentId ?? ""}
                  error={errors.equipmentId}
                />
                <Textarea
                  name="description"
                  label={t("work.repairNew.what")}
                  required
                  autosize
                  minRows={3}
                  defaultValue={values.description ?? ""}
                  error={errors.description}
                />
                <Group>
                  <Button type="submit" loading={busy}>
                    {t("work.repairNew.submit")}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
