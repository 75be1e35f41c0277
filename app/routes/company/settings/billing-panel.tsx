import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { type BillingPeriodKind, billingPeriodKinds, paymentTerms } from "~/core/money";
import type { BillingSettings } from "~/domain/money/billing-settings.server";
import { billingSettingsSchema } from "~/domain/money/billing-settings-schema";
import { paymentTermsKeys } from "../invoices/money-labels";

const chemicalModes = [
  { value: "included", key: "people.billing.chemicals.included" },
  { value: "itemised", key: "people.billing.chemicals.itemised" },
  { value: "hybrid", key: "people.billing.chemicals.hybrid" },
] as const;

const periodKeys = {
  monthly: "people.billing.period.monthly",
  weekly: "people.billing.period.weekly",
  biweekly: "people.billing.period.biweekly",
} as const satisfies Record<BillingPeriodKind, string>;

/** How billing runs cut periods, default payment terms and sales tax, and how chemicals are billed. */
export function BillingPanel({
  settings,
  actionData,
}: {
  settings: BillingSettings;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(billingSettingsSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const value = (key: string, fallback: string) => (values[key] as string | undefined) ?? fallback;
  return (
    <Paper withBorder p="lg" maw={820} id="billing">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="billing" />
        <Stack>
          <Title order={2} size="h4">
            {t("people.billing.heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("people.billing.text")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="billingPeriod"
              label={t("people.billing.period")}
              defaultValue={value("billingPeriod", settings.billingPeriod)}
              data={billingPeriodKinds.map((k) => ({ value: k, label: t(periodKeys[k]) }))}
              error={errors.billingPeriod}
            />
            <NativeSelect
              name="invoiceTerms"
              label={t("people.billing.terms")}
              description={t("people.billing.termsHelp")}
              defaultValue={value("invoiceTerms", settings.invoiceTerms)}
              data={paymentTerms.map((p) => ({ value: p, label: t(paymentTermsKeys[p]) }))}
              error={errors.invoiceTerms}
            />
            <TextInput
              name="taxRatePercent"
              label={t("people.billing.tax")}
              description={t("people.billing.taxHelp")}
              inputMode="decimal"
              defaultValue={value("taxRatePercent", String(settings.taxRateBasisPoints / 100))}
              error={errors.taxRatePercent}
            />
            <NativeSelect
              name="chemicalBillingMode"
              label={t("people.billing.chemicals")}
              defaultValue={value("chemicalBillingMode", settings.chemicalBillingMode)}
              data={chemicalModes.map((m) => ({ value: m.value, label: t(m.key) }))}
              error={errors.chemicalBillingMode}
            />
            <TextInput
              name="chemicalAllowance"
              label={t("people.billing.allowance", { currency: settings.currency })}
              description={t("people.billing.allowanceHelp")}
              inputMode="decimal"
              defaultValue={value("chemicalAllowance", (settings.chemicalAllowanceCents / 100).toFixed(2))}
              error={errors.chemicalAllowance}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy}>
              {t("people.billing.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
