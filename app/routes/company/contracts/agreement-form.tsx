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
import {
  agreementChemicalOptions,
  agreementFormSchema,
  agreementFrequencyOptions,
  chemicalLabels,
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

const intervalLabels: Record<string, string> = {
  month: "per month",
  week: "per week",
  visit: "per visit",
  year: "per year",
};

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
              Service
            </Title>
            <TextInput
              name="title"
              label="Title"
              placeholder="Weekly full service"
              required
              defaultValue={values.title ?? ""}
              error={errors.title}
            />
            <Checkbox.Group
              label="Service locations"
              description={
                options.locations.length
                  ? "Tick the locations it covers; none ticked = all of the customer's locations."
                  : "The customer has no service locations yet; the agreement covers any they get."
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
                label="Frequency"
                data={agreementFrequencyOptions.map((f) => ({ value: f, label: f }))}
                defaultValue={values.frequency || "weekly"}
                error={errors.frequency}
              />
              <TextInput
                name="rateCents"
                label="Rate"
                leftSection="$"
                inputMode="decimal"
                placeholder="160.00"
                required
                defaultValue={values.rateCents ?? ""}
                error={errors.rateCents}
              />
              <NativeSelect
                name="rateInterval"
                label="Rate is"
                data={rateIntervalOptions.map((i) => ({ value: i, label: intervalLabels[i] }))}
                defaultValue={values.rateInterval || "month"}
                error={errors.rateInterval}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              What's included
            </Title>
            <Radio.Group
              name="chemicals"
              label="Chemicals"
              value={chemicals}
              onChange={setChemicals}
              error={errors.chemicals}
            >
              <Stack gap={6} mt={6}>
                {agreementChemicalOptions.map((c) => (
                  <Radio key={c} value={c} label={chemicalLabels[c]} />
                ))}
              </Stack>
            </Radio.Group>
            {chemicals === "specific included" ? (
              <MultiSelect
                name="includedItemIds"
                label="Chemicals included in the rate"
                description={
                  options.chemicals.length
                    ? "Every other chemical used is billed."
                    : "Add chemicals to Items first (category Chemicals)."
                }
                data={options.chemicals}
                value={items}
                onChange={setItems}
                searchable
                clearable
                nothingFoundMessage="No chemical by that name"
                error={errors.includedItemIds}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="repairsIncludedCents"
                label="Repairs included up to"
                description="Per year; leave empty for none"
                leftSection="$"
                inputMode="decimal"
                placeholder="0.00"
                defaultValue={values.repairsIncludedCents ?? ""}
                error={errors.repairsIncludedCents}
              />
              <Checkbox
                name="filterService"
                label="Filter service included"
                description="Filter cleans as part of the service"
                defaultChecked={values.filterService === "on" || values.filterService === "true"}
                mt={{ base: 0, sm: 28 }}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <Title order={2} size="h4">
              Terms
            </Title>
            <NativeSelect
              name="termsTemplateId"
              label="Start from a terms template"
              description={
                options.templates.length
                  ? "Choosing one fills the terms below; you can still change them."
                  : "No templates yet: write reusable terms under Contracts → Terms templates."
              }
              data={[
                { value: "", label: "None" },
                ...options.templates.map(({ value, label }) => ({ value, label })),
              ]}
              value={templateId}
              onChange={(e) => {
                const id = e.currentTarget.value;
                setTemplateId(id);
                const body = options.templates.find((t) => t.value === id)?.body;
                if (body !== undefined) setTerms(body);
              }}
              error={errors.termsTemplateId}
            />
            <Textarea
              name="terms"
              label="Terms and conditions"
              description="What the pool owner reads and signs"
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
              Dates
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                type="date"
                name="startsOn"
                label="Service starts"
                required
                defaultValue={values.startsOn ?? ""}
                error={errors.startsOn}
              />
              <TextInput
                type="date"
                name="acceptBy"
                label="Accept by"
                description="After this day the link expires"
                min={options.today}
                required
                defaultValue={values.acceptBy ?? ""}
                error={errors.acceptBy}
              />
              <TextInput
                type="date"
                name="endsOn"
                label="Ends"
                description="Optional; empty = open-ended"
                defaultValue={values.endsOn ?? ""}
                error={errors.endsOn}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          Saving keeps a draft; nothing is sent to the customer until you send it from the agreement's page.
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
