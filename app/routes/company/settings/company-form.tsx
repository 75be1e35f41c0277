import {
  Avatar,
  Button,
  Checkbox,
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
import { FileField } from "~/components/forms/file-field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { type PayPeriodKind, payPeriodKinds } from "~/core/team/pay-period";
import { companySettingsSchema, currencies } from "~/domain/companies/schemas";

const payPeriodKeys = {
  weekly: "people.company.payPeriod.weekly",
  biweekly: "people.company.payPeriod.biweekly",
  semimonthly: "people.company.payPeriod.semimonthly",
  monthly: "people.company.payPeriod.monthly",
} as const satisfies Record<PayPeriodKind, string>;

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
  const t = useT();
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
            {t("people.company.heading")}
          </Title>
          <FormError message={errors.form} />
          {text("name", t("people.company.name"), { withAsterisk: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("email", t("people.company.email"), { type: "email" })}
            {text("phone", t("people.company.phone"), { type: "tel" })}
          </SimpleGrid>
          {text("addressLine", t("people.company.street"))}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text("city", t("people.company.city"))}
            {text("region", t("people.company.region"))}
            {text("postalCode", t("people.company.postalCode"))}
            {text("country", t("people.company.country"), { maxLength: 2, withAsterisk: true })}
          </SimpleGrid>
          {text("website", t("people.company.website"), { type: "url", placeholder: "https://" })}
          <TextInput
            label={t("people.company.zipCodes")}
            description={t("people.company.zipCodesHelp")}
            name="serviceZipCodes"
            placeholder="92101, 92103, 92104"
            defaultValue={values.serviceZipCodes ?? company.serviceZipCodes.join(", ")}
            error={errors.serviceZipCodes}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t("people.company.timeZone")}
              name="timeZone"
              data={timeZones}
              defaultValue={value("timeZone")}
              searchable
              error={errors.timeZone}
              allowDeselect={false}
              withAsterisk
            />
            <Select
              label={t("people.company.units")}
              name="units"
              data={[
                { value: "us", label: t("people.company.unitsUs") },
                { value: "metric", label: t("people.company.unitsMetric") },
              ]}
              defaultValue={value("units")}
              error={errors.units}
              allowDeselect={false}
              withAsterisk
            />
            <Select
              label={t("people.company.currency")}
              name="currency"
              data={[...currencies]}
              defaultValue={value("currency")}
              error={errors.currency}
              allowDeselect={false}
              withAsterisk
            />
          </SimpleGrid>
          <Select
            label={t("people.company.payPeriod")}
            description={t("people.company.payPeriodHelp")}
            name="payPeriod"
            data={payPeriodKinds.map((k) => ({ value: k, label: t(payPeriodKeys[k]) }))}
            defaultValue={value("payPeriod")}
            error={errors.payPeriod}
            allowDeselect={false}
            withAsterisk
            maw={420}
          />
          <Group align="flex-end">
            {company.logoUrl ? (
              <Avatar src={company.logoUrl} alt={t("people.company.currentLogo")} size={56} radius="sm" />
            ) : null}
            <FileField
              label={t("people.company.logo")}
              name="logo"
              accept="image/png,image/jpeg,image/webp,image/gif"
              description={t("common.profile.photoHelp")}
              error={errors.logo}
              clearable
              style={{ flex: 1 }}
            />
          </Group>
          {company.logoUrl ? <Checkbox label={t("people.company.removeLogo")} name="removeLogo" /> : null}
          <Group>
            <Button type="submit" loading={busy}>
              {t("people.company.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
