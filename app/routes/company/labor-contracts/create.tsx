import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { fieldErrors, formValues, safeParseChecked } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { formObject, oneTimeOfferSchema } from "~/domain/team/labor-contract-schemas";
import {
  jobForContract,
  memberOptions,
  offerJobContract,
  receivingCompanyOptions,
} from "~/domain/team/labor-contracts.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { ReceiverFields } from "./receiver-fields";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "contracts.oneTime.createTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const companyQuery = (new URL(request.url).searchParams.get("companyQuery") ?? "").slice(0, 100);
  return withErrorPages(async () => {
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
      return redirectWithToast(`/company/laborContracts/details/${created.id}`, {
        message: "contracts.labor.offered",
        values: { label: created.label },
      });
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
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.oneTime.createHeading")}
        description={t("contracts.oneTime.createDescription", { number: job.number, title: job.title })}
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack maw={860}>
          <FormError message={errors.form} />
          <Paper withBorder p={{ base: "sm", sm: "lg" }}>
            <Stack>
              <Checkbox.Group
                label={t("contracts.oneTime.tasks")}
                description={t("contracts.oneTime.tasksHelp")}
                error={errors.taskIds}
                defaultValue={
                  failed ? [...chosen] : job.tasks.filter((task) => !task.done).map((task) => task.id)
                }
              >
                <Stack gap={6} mt={6}>
                  {job.tasks.length === 0 ? t("contracts.oneTime.noTasks") : null}
                  {job.tasks.map((task) => (
                    <Checkbox
                      key={task.id}
                      name="taskIds"
                      value={task.id}
                      label={task.done ? t("contracts.oneTime.taskDone", { name: task.name }) : task.name}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <ReceiverFields members={members} errors={errors} values={values} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Radio.Group
                  name="rateUnit"
                  label={t("contracts.labor.rateIs")}
                  defaultValue={values.rateUnit ?? "job"}
                  error={errors.rateUnit}
                >
                  <Group mt={4}>
                    <Radio value="job" label={t("contracts.oneTime.perJob")} />
                    <Radio value="hour" label={t("contracts.labor.perHour")} />
                  </Group>
                </Radio.Group>
                <TextInput
                  name="rateCents"
                  label={t("contracts.oneTime.offeredRate")}
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
                  label={t("contracts.labor.acceptBy")}
                  min={today}
                  defaultValue={values.acceptBy ?? ""}
                  error={errors.acceptBy}
                  required
                />
              </SimpleGrid>
              <Textarea
                name="terms"
                label={t("contracts.labor.termsLabel")}
                description={t("contracts.oneTime.termsHelp")}
                autosize
                minRows={3}
                defaultValue={values.terms ?? ""}
                error={errors.terms}
              />
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={busy}>
              {t("contracts.labor.offerContract")}
            </Button>
            <Button component={Link} to={jobHref} variant="default">
              {t("common.confirm.cancel")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
