import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { fieldErrors, formValues, safeParseChecked } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { formObject, oneTimeOfferSchema } from "~/domain/team/labor-contract-schemas";
import {
  jobForContract,
  memberOptions,
  offerJobContract,
  receivingCompanyOptions,
} from "~/domain/team/labor-contracts.server";
import { requirePermission } from "~/domain/tenant.server";
import { todayIn } from "~/domain/water/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { ReceiverFields } from "./receiver-fields";

export const meta: Route.MetaFunction = () => [{ title: "Offer a labor contract — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const companyQuery = (new URL(request.url).searchParams.get("companyQuery") ?? "").slice(0, 100);
  return domain(async () => {
    requirePermission(tenant, "team:write");
    const [job, members, companyOptions] = await Promise.all([
      jobForContract(tenant, params.jobId),
      memberOptions(tenant),
      receivingCompanyOptions(tenant, companyQuery),
    ]);
    return { job, members, companyOptions, today: todayIn(tenant.timeZone) };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const values = { ...formValues(formData), taskIds: formData.getAll("taskIds").map(String).join(",") };
  const parsed = safeParseChecked(oneTimeOfferSchema, formObject(formData));
  if (!parsed.success)
    return data({ ok: false as const, errors: fieldErrors(parsed.error), values }, { status: 400 });
  // A broken rule comes back next to its field, with the ticked boxes as they were.
  return domainAction(
    formData,
    async () => {
      const created = await offerJobContract(tenant, params.jobId, parsed.data);
      return redirectWithToast(
        `/company/laborContracts/details/${created.id}`,
        `Labor contract ${created.label} offered.`,
      );
    },
    { values },
  );
}

export default function NewLaborContract({ loaderData, actionData }: Route.ComponentProps) {
  const { job, members, today } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, values, onSubmit } = useValidatedForm(oneTimeOfferSchema, failed);
  const busy = useNavigation().state === "submitting";
  const chosen = new Set((values.taskIds ?? "").split(",").filter(Boolean));
  const jobHref = `/company/jobs/detail/${job.id}`;
  return (
    <>
      <PageHeader
        title="Offer a labor contract"
        description={`The work of J-${job.number} · ${job.title}, to a member or to another company.`}
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack maw={860}>
          <FormError message={errors.form} />
          <Paper withBorder p={{ base: "sm", sm: "lg" }}>
            <Stack>
              <Checkbox.Group
                label="Tasks offered"
                description="The job's tasks the receiver does"
                error={errors.taskIds}
                defaultValue={failed ? [...chosen] : job.tasks.filter((t) => !t.done).map((t) => t.id)}
              >
                <Stack gap={6} mt={6}>
                  {job.tasks.length === 0 ? "This job has no tasks yet: add them on the job first." : null}
                  {job.tasks.map((t) => (
                    <Checkbox
                      key={t.id}
                      name="taskIds"
                      value={t.id}
                      label={t.done ? `${t.name} (done)` : t.name}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <ReceiverFields members={members} errors={errors} values={values} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Radio.Group
                  name="rateUnit"
                  label="Rate is"
                  defaultValue={values.rateUnit ?? "job"}
                  error={errors.rateUnit}
                >
                  <Group mt={4}>
                    <Radio value="job" label="Per job" />
                    <Radio value="hour" label="Per hour" />
                  </Group>
                </Radio.Group>
                <TextInput
                  name="rateCents"
                  label="Offered rate"
                  leftSection="$"
                  inputMode="decimal"
                  placeholder="250.00"
                  defaultValue={values.rateCents ?? ""}
                  error={errors.rateCents}
                  required
                />
                <TextInput
                  type="date"
                  name="acceptBy"
                  label="Accept by"
                  min={today}
                  defaultValue={values.acceptBy ?? ""}
                  error={errors.acceptBy}
                  required
                />
              </SimpleGrid>
              <Textarea
                name="terms"
                label="Terms"
                description="What is included, who brings parts, when it must be done"
                autosize
                minRows={3}
                defaultValue={values.terms ?? ""}
                error={errors.terms}
              />
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={busy}>
              Offer contract
            </Button>
            <Button component={Link} to={jobHref} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
