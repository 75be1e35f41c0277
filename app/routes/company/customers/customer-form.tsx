import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { LANGUAGE_CHOICES } from "~/core/i18n/languages";
import { billingTerms, customerSchema, customerStatuses, rateTypes } from "~/domain/customers/schemas";
import { billingTermLabels, customerStatusLabels, rateTypeLabels } from "./labels";

export interface CustomerValues {
  firstName: string;
  lastName: string;
  companyName: string | null;
  displayAsCompany: boolean;
  sendServiceReports?: boolean;
  preferredLanguage?: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  billingAddressLine: string | null;
  billingCity: string | null;
  billingRegion: string | null;
  billingPostalCode: string | null;
  status: string;
  tags: string[];
  billingNotes: string | null;
  billingTerms: string;
  rateType: string;
}

export function CustomerForm({
  customer,
  actionData,
  submitLabel,
}: {
  customer?: CustomerValues;
  actionData: Rejected | undefined;
  submitLabel: string;
}) {
  const { errors, values, onSubmit } = useValidatedForm(customerSchema, actionData);
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const value = (key: keyof CustomerValues): string => {
    if (values[key] !== undefined) return values[key];
    const current = customer?.[key];
    return Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
  };
  const text = (key: keyof CustomerValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} defaultValue={value(key)} error={errors[key]} {...extra} />
  );
  const select = (
    key: keyof CustomerValues,
    label: string,
    options: { value: string; label: string }[],
    fallback: string,
  ) => (
    <Select
      label={label}
      name={key}
      data={options}
      defaultValue={value(key) || fallback}
      error={errors[key]}
      allowDeselect={false}
    />
  );
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={820}>
        <FormError message={errors.form} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("places.customerForm.who")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("firstName", t("places.customerForm.firstName"), { autoComplete: "off" })}
            {text("lastName", t("places.customerForm.lastName"), { autoComplete: "off" })}
            {text("companyName", t("places.customerForm.businessName"))}
            <Checkbox
              mt={{ sm: 30 }}
              name="displayAsCompany"
              label={t("places.customerForm.displayAsCompany")}
              defaultChecked={
                values.displayAsCompany ? values.displayAsCompany === "on" : customer?.displayAsCompany
              }
            />
            {text("email", t("places.customerForm.email"), { type: "email" })}
            {text("phone", t("places.customerForm.phone"), { type: "tel" })}
            {text("mobilePhone", t("places.customerForm.mobilePhone"), { type: "tel" })}
            {select(
              "status",
              t("places.customerForm.status"),
              customerStatuses.map((s) => ({ value: s, label: t(customerStatusLabels[s]) })),
              "active",
            )}
            {/* Empty is English: what the company writes to them in (e-mails, invoices, reports). */}
            <Select
              label={t("places.customerForm.preferredLanguage")}
              description={t("places.customerForm.preferredLanguageHelp")}
              name="preferredLanguage"
              data={[...LANGUAGE_CHOICES]}
              defaultValue={value("preferredLanguage") || null}
              placeholder={t("places.customerForm.english")}
              clearable
              error={errors.preferredLanguage}
            />
            <div>
              {/* "off" unless the box below, posted after it, is checked: the last value wins. */}
              <input type="hidden" name="sendServiceReports" value="off" />
              <Checkbox
                name="sendServiceReports"
                label={t("places.customerForm.sendReports")}
                defaultChecked={
                  values.sendServiceReports
                    ? values.sendServiceReports === "on"
                    : (customer?.sendServiceReports ?? true)
                }
              />
            </div>
          </SimpleGrid>
          {text("tags", t("places.customerForm.tags"), {
            description: t("places.customerForm.tagsHelp"),
            mt: "sm",
          })}
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("places.customerForm.billing")}
          </Title>
          <Stack>
            {text("billingAddressLine", t("places.customerForm.billingAddress"))}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text("billingCity", t("places.customerForm.city"))}
              {text("billingRegion", t("places.customerForm.state"))}
              {text("billingPostalCode", t("places.customerForm.zip"))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select(
                "billingTerms",
                t("places.customerForm.billingTerms"),
                billingTerms.map((b) => ({ value: b, label: t(billingTermLabels[b]) })),
                "due on receipt",
              )}
              {select(
                "rateType",
                t("places.customerForm.rateType"),
                rateTypes.map((r) => ({ value: r, label: t(rateTypeLabels[r]) })),
                "per month",
              )}
            </SimpleGrid>
            <Textarea
              label={t("places.customerForm.billingNotes")}
              name="billingNotes"
              defaultValue={value("billingNotes")}
              error={errors.billingNotes}
              autosize
              minRows={2}
            />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
