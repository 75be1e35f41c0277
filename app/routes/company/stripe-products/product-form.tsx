import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { intervalLabels, priceIntervals } from "~/domain/money/products-schemas";

const intervalOptions = priceIntervals.map((value) => ({ value, label: intervalLabels[value] }));

/** The price and how often it is charged: dollars typed, the company's currency. */
export function PriceFields({
  errors,
  values,
  defaults = {},
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
  defaults?: { price?: string; interval?: string };
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="Price"
        description="In dollars, charged each period"
        name="price"
        required
        inputMode="decimal"
        placeholder="160.00"
        leftSection="$"
        autoComplete="off"
        defaultValue={values.price ?? defaults.price ?? ""}
        error={errors.price}
      />
      <NativeSelect
        label="Billed"
        name="interval"
        required
        data={intervalOptions}
        defaultValue={values.interval ?? defaults.interval ?? "month"}
        error={errors.interval}
      />
    </SimpleGrid>
  );
}

export function ProductDetailsFields({
  errors,
  values,
  defaults = {},
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
  defaults?: { name?: string; description?: string };
}) {
  return (
    <>
      <TextInput
        label="Name"
        name="name"
        required
        placeholder="Weekly full service"
        autoComplete="off"
        defaultValue={values.name ?? defaults.name ?? ""}
        error={errors.name}
      />
      <Textarea
        label="Description"
        description="Optional; shown on the customer's Stripe invoices"
        name="description"
        autosize
        minRows={2}
        defaultValue={values.description ?? defaults.description ?? ""}
        error={errors.description}
      />
    </>
  );
}

/** A post form with its schema run in the browser first, the form-level error on top and submit / cancel below. */
export function SubscriptionForm({
  schema,
  intent,
  actionData,
  submitLabel,
  cancelTo,
  disabled = false,
  children,
}: {
  schema: z.ZodType;
  intent: string;
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo?: string;
  disabled?: boolean;
  children: (form: { errors: Record<string, string>; values: Record<string, string> }) => React.ReactNode;
}) {
  const { errors, values, onSubmit } = useValidatedForm(schema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Stack maw={720}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>{children({ errors, values })}</Stack>
          </fieldset>
        </Paper>
        <Group>
          <Button type="submit" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
          {cancelTo ? (
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Form>
  );
}
