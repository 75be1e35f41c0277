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
import { LANGUAGE_CHOICES } from "~/core/i18n/languages";
import { billingTerms, customerSchema, customerStatuses, rateTypes } from "~/domain/customers/schemas";

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
  const busy = useNavigation().state === "submitting";
  const value = (key: keyof CustomerValues): string => {
    if (values[key] !== undefined) return values[key];
    const current = customer?.[key];
    return Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
  };
  const text = (key: keyof CustomerValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} defaultValue={value(key)} error={errors[key]} {...extra} />
  );
  const select = (key: keyof CustomerValues, label: string, options: readonly string[], fallback: string) => (
    <Select
      label={label}
      name={key}
      data={[...options]}
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
            Who
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("firstName", "First name", { autoComplete: "off" })}
            {text("lastName", "Last name", { autoComplete: "off" })}
            {text("companyName", "Business name")}
            <Checkbox
              mt={{ sm: 30 }}
              name="displayAsCompany"
              label="Display as company"
              defaultChecked={
                values.displayAsCompany ? values.displayAsCompany === "on" : customer?.displayAsCompany
              }
            />
            {text("email", "E-mail", { type: "email" })}
            {text("phone", "Phone", { type: "tel" })}
            {text("mobilePhone", "Mobile phone", { type: "tel" })}
            {select("status", "Status", customerStatuses, "active")}
            {/* Empty is English: what the company writes to them in (e-mails, invoices, reports). */}
            <Select
              label="Preferred language"
              description="E-mails, invoices and reports are written to them in it"
              name="preferredLanguage"
              data={[...LANGUAGE_CHOICES]}
              defaultValue={value("preferredLanguage") || null}
              placeholder="English"
              clearable
              error={errors.preferredLanguage}
            />
            <div>
              {/* "off" unless the box below, posted after it, is checked: the last value wins. */}
              <input type="hidden" name="sendServiceReports" value="off" />
              <Checkbox
                name="sendServiceReports"
                label="E-mail a service report after every visit"
                defaultChecked={
                  values.sendServiceReports
                    ? values.sendServiceReports === "on"
                    : (customer?.sendServiceReports ?? true)
                }
              />
            </div>
          </SimpleGrid>
          {text("tags", "Tags", {
            description: "Separate tags with commas, e.g. weekly, salt, gate code",
            mt: "sm",
          })}
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Billing
          </Title>
          <Stack>
            {text("billingAddressLine", "Billing address")}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text("billingCity", "City")}
              {text("billingRegion", "State")}
              {text("billingPostalCode", "ZIP code")}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select("billingTerms", "Billing terms", billingTerms, "due on receipt")}
              {select("rateType", "Rate type", rateTypes, "per month")}
            </SimpleGrid>
            <Textarea
              label="Billing notes"
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
