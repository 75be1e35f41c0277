import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { data, Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { fieldErrors, formValues, safeParseChecked } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { formObject, recurringOfferSchema } from "~/domain/team/labor-contract-schemas";
import {
  memberOptions,
  offerRecurringContract,
  receivingCompanyOptions,
  recurringStopChoices,
} from "~/domain/team/labor-contracts.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { ReceiverFields } from "../labor-contracts/receiver-fields";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "contracts.recurring.createTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const companyQuery = (new URL(request.url).searchParams.get("companyQuery") ?? "").slice(0, 100);
  return withErrorPages(async () => {
    requirePermission(tenant, "team:write");
    const [stops, members, companyOptions] = await Promise.all([
      recurringStopChoices(tenant),
      memberOptions(tenant),
      receivingCompanyOptions(tenant, companyQuery),
    ]);
    return { stops, members, companyOptions, today: todayIn(tenant.timeZone) };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const values = {
    ...formValues(formData),
    recurringStopIds: formData.getAll("recurringStopIds").map(String).join(","),
  };
  const parsed = safeParseChecked(recurringOfferSchema, formObject(formData));
  if (!parsed.success)
    return data({ ok: false as const, errors: fieldErrors(parsed.error), values }, { status: 400 });
  // A broken rule comes back next to its field, with the ticked boxes as they were.
  return domainAction(
    formData,
    async () => {
      const created = await offerRecurringContract(tenant, parsed.data);
      return redirectWithToast(`/company/recurringLaborContracts/${created.id}`, {
        message: "contracts.labor.offered",
        values: { label: created.label },
      });
    },
    { values },
  );
}

export default function NewRecurringLaborContract({ loaderData, actionData }: Route.ComponentProps) {
  const { stops, members, today } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, values, onSubmit } = useValidatedForm(recurringOfferSchema, failed);
  const busy = useNavigation().state === "submitting";
  const chosen = (values.recurringStopIds ?? "").split(",").filter(Boolean);
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.recurring.offer")}
        description={t("contracts.recurring.createDescription")}
      />
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack maw={860}>
          <FormError message={errors.form} />
          <Paper withBorder p={{ base: "sm", sm: "lg" }}>
            <Stack>
              <Checkbox.Group
                label={t("contracts.recurring.stops")}
                description={t("contracts.recurring.stopsHelp")}
                error={errors.recurringStopIds}
                defaultValue={chosen}
              >
                {stops.length === 0 ? (
                  <Text size="sm" mt={6}>
                    {t("contracts.recurring.noStops")}
                  </Text>
                ) : (
                  <ScrollArea.Autosize mah={320} mt={6} type="auto">
                    <Stack gap={6}>
                      {stops.map((s) => (
                        <Checkbox
                          key={s.id}
                          name="recurringStopIds"
                          value={s.id}
                          label={`${s.customerName} — ${[s.addressLine, s.city].filter(Boolean).join(", ")}`}
                          description={[describeSchedule(t, s), s.technicianName].filter(Boolean).join(" · ")}
                        />
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                )}
              </Checkbox.Group>
              <ReceiverFields members={members} errors={errors} values={values} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Radio.Group
                  name="rateUnit"
                  label={t("contracts.labor.rateIs")}
                  defaultValue={values.rateUnit ?? "stop"}
                  error={errors.rateUnit}
                >
                  <Group mt={4}>
                    <Radio value="stop" label={t("contracts.recurring.perStop")} />
                    <Radio value="hour" label={t("contracts.labor.perHour")} />
                    <Radio value="month" label={t("contracts.recurring.perMonth")} />
                  </Group>
                </Radio.Group>
                <TextInput
                  name="rateCents"
                  label={t("contracts.recurring.rate")}
                  leftSection="$"
                  inputMode="decimal"
                  placeholder="25.00"
                  defaultValue={values.rateCents ?? ""}
                  error={errors.rateCents}
                  required
                />
                <TextInput
                  type="date"
                  name="startsOn"
                  label={t("contracts.recurring.firstDay")}
                  min={today}
                  defaultValue={values.startsOn ?? today}
                  error={errors.startsOn}
                  required
                />
                <TextInput
                  type="date"
                  name="endsOn"
                  label={t("contracts.recurring.lastDay")}
                  description={t("contracts.recurring.lastDayHelp")}
                  defaultValue={values.endsOn ?? ""}
                  error={errors.endsOn}
                />
                <NumberInput
                  name="noticeDays"
                  label={t("contracts.recurring.notice")}
                  description={t("contracts.recurring.noticeHelp")}
                  min={0}
                  max={365}
                  allowDecimal={false}
                  defaultValue={values.noticeDays ?? 14}
                  error={errors.noticeDays}
                />
                <TextInput
                  type="date"
                  name="acceptBy"
                  label={t("contracts.labor.acceptBy")}
                  description={t("contracts.labor.optional")}
                  min={today}
                  defaultValue={values.acceptBy ?? ""}
                  error={errors.acceptBy}
                />
              </SimpleGrid>
              <Textarea
                name="terms"
                label={t("contracts.labor.termsLabel")}
                description={t("contracts.recurring.termsHelp")}
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
            <Button component={Link} to="/company/recurringLaborContracts" variant="default">
              {t("common.confirm.cancel")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
