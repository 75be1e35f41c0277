import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { priceIntervals } from "~/domain/money/products-schemas";

const intervalKeys = {
  week: "seller.price.interval.week",
  month: "seller.price.interval.month",
  year: "seller.price.interval.year",
} as const satisfies Record<(typeof priceIntervals)[number], string>;

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
  const t = useT();
  const intervalOptions = priceIntervals.map((value) => ({ value, label: t(intervalKeys[value]) }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t("seller.common.price")}
        description={t("seller.form.priceHelp")}
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
        label={t("seller.form.billed")}
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
  const t = useT();
  return (
    <>
      <TextInput
        label={t("seller.form.name")}
        name="name"
        required
        placeholder={t("seller.form.namePlaceholder")}
        autoComplete="off"
        defaultValue={values.name ?? defaults.name ?? ""}
        error={errors.name}
      />
      <Textarea
        label={t("seller.form.description")}
        description={t("seller.form.descriptionHelp")}
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
  const t = useT();
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
              {t("seller.common.cancel")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Form>
  );
}
