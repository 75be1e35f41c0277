import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { billingPeriodKindLabels, billingPeriodKinds, paymentTerms, paymentTermsLabels } from "~/core/money";
import type { BillingSettings } from "~/domain/money/billing-settings.server";
import { billingSettingsSchema } from "~/domain/money/billing-settings-schema";

const chemicalModes = [
  { value: "included", label: "Included in the service rate" },
  { value: "itemised", label: "Itemised at each item's sell price" },
  { value: "hybrid", label: "Included up to an allowance, the rest itemised" },
];

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
  const value = (key: string, fallback: string) => (values[key] as string | undefined) ?? fallback;
  return (
    <Paper withBorder p="lg" maw={820} id="billing">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="billing" />
        <Stack>
          <Title order={2} size="h4">
            Billing
          </Title>
          <Text size="sm" c="dimmed">
            Used by billing runs and new invoices. A service agreement's own chemical terms win over the mode
            here.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="billingPeriod"
              label="Billing period"
              defaultValue={value("billingPeriod", settings.billingPeriod)}
              data={billingPeriodKinds.map((k) => ({ value: k, label: billingPeriodKindLabels[k] }))}
              error={errors.billingPeriod}
            />
            <NativeSelect
              name="invoiceTerms"
              label="Payment terms"
              description="A customer's own terms win."
              defaultValue={value("invoiceTerms", settings.invoiceTerms)}
              data={paymentTerms.map((t) => ({ value: t, label: paymentTermsLabels[t] }))}
              error={errors.invoiceTerms}
            />
            <TextInput
              name="taxRatePercent"
              label="Sales tax (%)"
              description="On taxable lines; 0 for none."
              inputMode="decimal"
              defaultValue={value("taxRatePercent", String(settings.taxRateBasisPoints / 100))}
              error={errors.taxRatePercent}
            />
            <NativeSelect
              name="chemicalBillingMode"
              label="Chemicals"
              defaultValue={value("chemicalBillingMode", settings.chemicalBillingMode)}
              data={chemicalModes}
              error={errors.chemicalBillingMode}
            />
            <TextInput
              name="chemicalAllowance"
              label={`Chemical allowance per period (${settings.currency})`}
              description="With the allowance mode: chemicals worth up to this much are in the rate."
              inputMode="decimal"
              defaultValue={value("chemicalAllowance", (settings.chemicalAllowanceCents / 100).toFixed(2))}
              error={errors.chemicalAllowance}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy}>
              Save billing settings
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
