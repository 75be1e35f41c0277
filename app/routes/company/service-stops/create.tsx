import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { stopLabel } from "~/core/service/stop-label";
import { customerOption } from "~/domain/customers/customer-options.server";
import { listLocationsOfCustomer } from "~/domain/locations/locations.server";
import { formatAddress } from "~/domain/locations/schemas";
import { jobForNewVisit } from "~/domain/operations/job-detail.server";
import { jobVisitScheduled } from "~/domain/operations/job-visits.server";
import { createServiceStop } from "~/domain/service/schedule-stop.server";
import { companyToday, listTechnicianOptions } from "~/domain/service/stop-lists.server";
import { createStopSchema } from "~/domain/service/stop-schemas";
import { defaultTaskGroupOption, listActiveTaskGroupOptions } from "~/domain/service/task-groups.server";
import { requirePermission, type TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "New service stop — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** A one-off stop. `adHoc` in place of a job id schedules one on its own; otherwise it is a visit of that job. */
async function jobOf(tenant: TenantContext, param: string) {
  return param === "adHoc" ? null : jobForNewVisit(tenant, param);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    // A job not ready for visits is refused with its reason and a link to the job (409, shown by the boundary).
    const job = await jobOf(tenant, params.jobId);
    // A job's visit is for the job's customer.
    const customerId = job?.customerId ?? new URL(request.url).searchParams.get("customer");
    const customer = customerId ? await customerOption(tenant, customerId) : null;
    const locations = customer
      ? (await listLocationsOfCustomer(tenant, customer.value))
          .filter((l) => !l.archivedAt)
          .map((l) => ({ value: l.id, label: formatAddress(l) }))
      : [];
    const [technicians, taskGroups] = await Promise.all([
      listTechnicianOptions(tenant),
      listActiveTaskGroupOptions(tenant),
    ]);
    return {
      job,
      customer,
      locations,
      technicians,
      taskGroups: taskGroups.map((g) => ({ value: g.value, label: g.label })),
      // A new stop starts with the company's default checklist.
      defaultTaskGroupId: defaultTaskGroupOption(taskGroups),
      today: companyToday(tenant),
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(createStopSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const job = await jobOf(tenant, params.jobId);
    const input = job ? { ...parsed.data, customerId: job.customerId } : parsed.data;
    const created = await createServiceStop(tenant, input, job?.id ?? null);
    if (job) await jobVisitScheduled(tenant, job.id, created);
    return redirectWithToast(
      `/company/serviceStops/detail/${created.id}`,
      `Stop ${stopLabel(created.number)} scheduled.`,
    );
  });
}

export default function NewServiceStop({ loaderData, actionData }: Route.ComponentProps) {
  const { job, customer, locations, technicians, taskGroups, defaultTaskGroupId, today } = loaderData;
  const { errors, values, onSubmit } = useValidatedForm(createStopSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <PageHeader
        title={job ? t("field.create.titleForJob", { job: job.label }) : t("field.create.title")}
        description={job ? job.title : t("field.create.description")}
      />
      <Stack maw={720}>
        {job ? null : (
          <Paper withBorder p="lg">
            {/* Choosing the customer reloads the page with their service locations. */}
            <Form method="get">
              <CustomerPicker
                selected={customer}
                submitOnChange
                label={t("field.create.customer")}
                error={errors.customerId}
              />
              <noscript>
                <Button type="submit" variant="default" mt="sm">
                  {t("field.create.showLocations")}
                </Button>
              </noscript>
            </Form>
          </Paper>
        )}
        {customer ? (
          <Paper withBorder p="lg">
            <Form method="post" onSubmit={onSubmit} noValidate>
              <input type="hidden" name="customerId" value={customer.value} />
              <Stack>
                <Text fw={600}>{t("field.create.visitFor", { customer: customer.label })}</Text>
                {locations.length === 0 ? <Text c="dimmed">{t("field.create.noLocations")}</Text> : null}
                <NativeSelect
                  name="serviceLocationId"
                  label={t("field.create.location")}
                  required
                  data={locations}
                  defaultValue={values.serviceLocationId ?? job?.serviceLocationId ?? locations[0]?.value}
                  error={errors.serviceLocationId}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    type="date"
                    name="serviceDate"
                    label={t("field.create.date")}
                    required
                    defaultValue={values.serviceDate ?? today}
                    error={errors.serviceDate}
                  />
                  <NativeSelect
                    name="technicianId"
                    label={t("field.create.technician")}
                    data={[{ value: "", label: t("field.create.notAssigned") }, ...technicians]}
                    defaultValue={values.technicianId ?? ""}
                    error={errors.technicianId}
                  />
                  <NativeSelect
                    name="taskGroupId"
                    label={t("field.create.checklist")}
                    data={[{ value: "", label: t("field.create.noChecklist") }, ...taskGroups]}
                    defaultValue={values.taskGroupId ?? defaultTaskGroupId}
                    error={errors.taskGroupId}
                  />
                  <NumberInput
                    name="estimatedMinutes"
                    label={t("field.create.minutes")}
                    description={t("field.create.minutesHint")}
                    min={0}
                    max={600}
                    allowDecimal={false}
                    defaultValue={values.estimatedMinutes ?? ""}
                    error={errors.estimatedMinutes}
                  />
                </SimpleGrid>
                <Textarea
                  name="description"
                  label={t("field.create.what")}
                  autosize
                  minRows={2}
                  defaultValue={values.description ?? job?.description ?? ""}
                  error={errors.description}
                />
                <Group>
                  <Button type="submit" loading={busy} disabled={locations.length === 0}>
                    {t("field.create.submit")}
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
