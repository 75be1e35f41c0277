import {
  Avatar,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { type PayPeriodKind, payPeriodKinds, payPeriodLabels } from "~/core/team/pay-period";
import { companySettingsSchema, currencies } from "~/domain/companies/schemas";

interface CompanyValues {
  name: string;
  email: string | null;
  phone: string | null;
  addressLine: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string;
  website: string | null;
  serviceZipCodes: string[];
  timeZone: string;
  units: "us" | "metric";
  currency: string;
  payPeriod: PayPeriodKind;
  logoUrl: string | null;
}

export function CompanySettingsForm({
  company,
  timeZones,
  actionData,
}: {
  company: CompanyValues;
  timeZones: string[];
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(companySettingsSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const value = (key: keyof CompanyValues) => values[key] ?? (company[key] as string | null) ?? "";
  const text = (key: keyof CompanyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} defaultValue={value(key)} error={errors[key]} {...extra} />
  );
  return (
    <Paper withBorder p="lg" maw={820} mb="xl">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="save" />
        <Stack>
          <Title order={2} size="h4">
            Company
          </Title>
          <FormError message={errors.form} />
          {text("name", "Company name", { withAsterisk: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("email", "E-mail", { type: "email" })}
            {text("phone", "Phone", { type: "tel" })}
          </SimpleGrid>
          {text("addressLine", "Street address")}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text("city", "City")}
            {text("region", "State / region")}
            {text("postalCode", "ZIP / postal code")}
            {text("country", "Country code", { maxLength: 2, withAsterisk: true })}
          </SimpleGrid>
          {text("website", "Website", { type: "url", placeholder: "https://" })}
          <TextInput
            label="Service ZIP codes"
            description="Where you take customers, separated by commas. Shown on your listing in the companies directory."
            name="serviceZipCodes"
            placeholder="92101, 92103, 92104"
            defaultValue={values.serviceZipCodes ?? company.serviceZipCodes.join(", ")}
            error={errors.serviceZipCodes}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Time zone"
              name="timeZone"
              data={timeZones}
              defaultValue={value("timeZone")}
              searchable
              error={errors.timeZone}
              allowDeselect={false}
              withAsterisk
            />
            <Select
              label="Units"
              name="units"
              data={[
                { value: "us", label: "US (gallons, °F, lb, fl oz)" },
                { value: "metric", label: "Metric (litres, °C, kg, ml)" },
              ]}
              defaultValue={value("units")}
              error={errors.units}
              allowDeselect={false}
              withAsterisk
            />
            <Select
              label="Currency"
              name="currency"
              data={[...currencies]}
              defaultValue={value("currency")}
              error={errors.currency}
              allowDeselect={false}
              withAsterisk
            />
          </SimpleGrid>
          <Select
            label="Pay period"
            description="How work logs and payroll are cut. Their pages open on the current period of this kind."
            name="payPeriod"
            data={payPeriodKinds.map((k) => ({ value: k, label: payPeriodLabels[k] }))}
            defaultValue={value("payPeriod")}
            error={errors.payPeriod}
            allowDeselect={false}
            withAsterisk
            maw={420}
          />
          <Group align="flex-end">
            {company.logoUrl ? (
              <Avatar src={company.logoUrl} alt="Current logo" size={56} radius="sm" />
            ) : null}
            <FileInput
              label="Logo"
              name="logo"
              accept="image/png,image/jpeg,image/webp,image/gif"
              description="PNG, JPEG, WebP or GIF, up to 5 MB."
              error={errors.logo}
              clearable
              style={{ flex: 1 }}
            />
          </Group>
          {company.logoUrl ? <Checkbox label="Remove the logo" name="removeLogo" /> : null}
          <Group>
            <Button type="submit" loading={busy}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
