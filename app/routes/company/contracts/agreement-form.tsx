import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  agreementChemicalOptions,
  agreementFormSchema,
  agreementFrequencyOptions,
  rateIntervalOptions,
} from "~/domain/money/agreement-schemas";

type Option = { value: string; label: string };

export interface AgreementFormOptions {
  locations: Option[];
  chemicals: Option[];
  templates: (Option & { body: string })[];
  today: string;
}

/** The form's text values (lists comma-joined), as the action echoes them back after a refusal. */
export type AgreementFormValues = Record<string, string>;

export const emptyAgreementValues = (today: string): AgreementFormValues => ({
  title: "",
  serviceLocationIds: "",
  frequency: "weekly",
  rateCents: "",
  rateInterval: "month",
  chemicals: "included",
  includedItemIds: "",
  repairsIncludedCents: "",
  filterService: "",
  termsTemplateId: "",
  terms: "",
  startsOn: today,
  acceptBy: "",
  endsOn: "",
});

/** Catalog keys of the stored choices: the values never change, only the words shown. */
const frequencyKeys = {
  weekly: "contracts.frequency.weekly",
  "every two weeks": "contracts.frequency.everyTwoWeeks",
  monthly: "contracts.frequency.monthly",
  "twice a week": "contracts.frequency.twiceAWeek",
  "on call": "contracts.frequency.onCall",
} as const satisfies Record<(typeof agreementFrequencyOptions)[number], string>;

const intervalKeys = {
  month: "contracts.interval.month",
  week: "contracts.interval.week",
  visit: "contracts.interval.visit",
  year: "contracts.interval.year",
} as const satisfies Record<(typeof rateIntervalOptions)[number], string>;

const chemicalKeys = {
  included: "contracts.chemicals.included",
  excluded: "contracts.chemicals.excluded",
  "specific included": "contracts.chemicals.specificIncluded",
  "all-inclusive": "contracts.chemicals.allInclusive",
} as const satisfies Record<(typeof agreementChemicalOptions)[number], string>;

const split = (v: string | undefined) => (v ?? "").split(",").filter(Boolean);

/**
 * The office's agreement form (new and edit): what is serviced, how often, for how much, what is included, the
 * terms (a template fills them; they stay editable) and the dates. Checked in the browser and again on the server.
 */
export function AgreementForm({
  options,
  defaults,
  actionData,
  submitLabel,
  cancelHref,
}: {
  options: AgreementFormOptions;
  defaults: AgreementFormValues;
  actionData: Rejected | undefined | null;
  submitLabel: string;
  cancelHref: string;
}) {
  const schema = useMemo(() => agreementFormSchema(options.today), [options.today]);
  const { errors, values: echoed, onSubmit } = useValidatedForm(schema, actionData);
  const values = actionData && !actionData.ok ? echoed : defaults;
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const [chemicals, setChemicals] = useState(values.chemicals || "included");
  const [templateId, setTemplateId] = useState(values.termsTemplateId ?? "");
  const [terms, setTerms] = useState(values.terms ?? "");
  const [items, setItems] = useState<string[]>(split(values.includedItemIds));
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <Stack maw={900}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              {t("contracts.form.service")}
            </Title>
            <TextInput
              name="title"
              label={t("contracts.form.title")}
              placeholder={t("contracts.form.titlePlaceholder")}
              required
              defaultValue={values.title ?? ""}
              error={errors.title}
            />
            <Checkbox.Group
              label={t("contracts.form.locations")}
              description={
                options.locations.length ? t("contracts.form.locationsHelp") : t("contracts.form.noLocations")
              }
              error={errors.serviceLocationIds}
              defaultValue={split(values.serviceLocationIds)}
            >
              <Stack gap={6} mt={6}>
                {options.locations.map((l) => (
                  <Checkbox key={l.value} name="serviceLocationIds" value={l.value} label={l.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                name="frequency"
                label={t("contracts.form.frequency")}
                data={agreementFrequencyOptions.map((f) => ({ value: f, label: t(frequencyKeys[f]) }))}
                defaultValue={values.frequency || "weekly"}
                error={errors.frequency}
              />
              <TextInput
                name="rateCents"
                label={t("contracts.form.rate")}
                leftSection="$"
                inputMode="decimal"
                placeholder="160.00"
                required
                defaultValue={values.rateCents ?? ""}
                error={errors.rateCents}
              />
              <NativeSelect
                name="rateInterval"
                label={t("contracts.form.rateIs")}
                data={rateIntervalOptions.map((i) => ({ value: i, label: t(intervalKeys[i]) }))}
                defaultValue={values.rateInterval || "month"}
                error={errors.rateInterval}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              {t("contracts.form.included")}
            </Title>
            <Radio.Group
              name="chemicals"
              label={t("contracts.form.chemicals")}
              value={chemicals}
              onChange={setChemicals}
              error={errors.chemicals}
            >
              <Stack gap={6} mt={6}>
                {agreementChemicalOptions.map((c) => (
                  <Radio key={c} value={c} label={t(chemicalKeys[c])} />
                ))}
              </Stack>
            </Radio.Group>
            {chemicals === "specific included" ? (
              <MultiSelect
                name="includedItemIds"
                label={t("contracts.form.chemicalItems")}
                description={
                  options.chemicals.length
                    ? t("contracts.form.chemicalItemsHelp")
                    : t("contracts.form.noChemicals")
                }
                data={options.chemicals}
                value={items}
                onChange={setItems}
                searchable
                clearable
                nothingFoundMessage={t("contracts.form.noChemicalMatch")}
                error={errors.includedItemIds}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="repairsIncludedCents"
                label={t("contracts.form.repairs")}
                description={t("contracts.form.repairsHelp")}
                leftSection="$"
                inputMode="decimal"
                placeholder="0.00"
                defaultValue={values.repairsIncludedCents ?? ""}
                error={errors.repairsIncludedCents}
              />
              <Checkbox
                name="filterService"
                label={t("contracts.form.filter")}
                description={t("contracts.form.filterHelp")}
                defaultChecked={values.filterService === "on" || values.filterService === "true"}
                mt={{ base: 0, sm: 28 }}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              {t("contracts.form.terms")}
            </Title>
            <NativeSelect
              name="termsTemplateId"
              label={t("contracts.form.template")}
              description={
                options.templates.length ? t("contracts.form.templateHelp") : t("contracts.form.noTemplates")
              }
              data={[
                { value: "", label: t("contracts.form.noTemplate") },
                ...options.templates.map(({ value, label }) => ({ value, label })),
              ]}
              value={templateId}
              onChange={(e) => {
                const id = e.currentTarget.value;
                setTemplateId(id);
                const body = options.templates.find((o) => o.value === id)?.body;
                if (body !== undefined) setTerms(body);
              }}
              error={errors.termsTemplateId}
            />
            <Textarea
              name="terms"
              label={t("contracts.form.termsText")}
              description={t("contracts.form.termsTextHelp")}
              autosize
              minRows={5}
              maxRows={20}
              value={terms}
              onChange={(e) => setTerms(e.currentTarget.value)}
              error={errors.terms}
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              {t("contracts.form.dates")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                type="date"
                name="startsOn"
                label={t("contracts.form.startsOn")}
                required
                defaultValue={values.startsOn ?? ""}
                error={errors.startsOn}
              />
              <TextInput
                type="date"
                name="acceptBy"
                label={t("contracts.form.acceptBy")}
                description={t("contracts.form.acceptByHelp")}
                min={options.today}
                required
                defaultValue={values.acceptBy ?? ""}
                error={errors.acceptBy}
              />
              <TextInput
                type="date"
                name="endsOn"
                label={t("contracts.form.endsOn")}
                description={t("contracts.form.endsOnHelp")}
                defaultValue={values.endsOn ?? ""}
                error={errors.endsOn}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          {t("contracts.form.draftNote")}
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            {t("common.confirm.cancel")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
