import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { customerOption } from "~/domain/customers/customer-options.server";
import { repairRequestSchema } from "~/domain/operations/repair-request-schemas";
import { createRepairRequest, repairRequestPlaces } from "~/domain/operations/repair-requests.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "New repair request — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
    return redirectWithToast(`/company/repairRequests/${created.id}`, "Repair request recorded.");
  });
}

export default function NewRepairRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, places } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(repairRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const none = (label: string) => [{ value: "", label }];
  return (
    <>
      <PageHeader
        title="New repair request"
        description="A problem a pool owner called about, for the office to follow up."
      />
      <Stack maw={720}>
        <Paper withBorder p="lg">
          <Form method="get">
            <CustomerPicker
              selected={customer}
              submitOnChange
              label="Customer"
              placeholder="Type a name, phone or address"
              error={errors.customerId}
            />
            <noscript>
              <Button type="submit" variant="default" mt="sm">
                Show their pools and equipment
              </Button>
            </noscript>
          </Form>
        </Paper>
        {customer && places ? (
          <Paper withBorder p="lg">
            <Form method="post" onSubmit={onSubmit} noValidate>
              <input type="hidden" name="customerId" value={customer.value} />
              <Stack>
                <Text fw={600}>Repair for {customer.label}</Text>
                <NativeSelect
                  name="serviceLocationId"
                  label="Service location"
                  data={[
                    ...none("Not said"),
                    ...places.locations.map((l) => ({ value: l.value, label: l.label ?? "" })),
                  ]}
                  defaultValue={values.serviceLocationId ?? places.locations[0]?.value ?? ""}
                  error={errors.serviceLocationId}
                />
                <NativeSelect
                  name="bodyOfWaterId"
                  label="Pool or spa"
                  data={[
                    ...none("Not said"),
                    ...places.bodies.map((b) => ({ value: b.value, label: b.label })),
                  ]}
                  defaultValue={values.bodyOfWaterId ?? ""}
                  error={errors.bodyOfWaterId}
                />
                <NativeSelect
                  name="equipmentId"
                  label="Equipment"
                  data={[
                    ...none("Not said"),
                    ...places.equipment.map((e) => ({ value: e.value, label: e.label })),
                  ]}
                  defaultValue={values.equipmentId ?? ""}
                  error={errors.equipmentId}
                />
                <Textarea
                  name="description"
                  label="What is wrong"
                  required
                  autosize
                  minRows={3}
                  defaultValue={values.description ?? ""}
                  error={errors.description}
                />
                <Group>
                  <Button type="submit" loading={busy}>
                    Record repair request
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
