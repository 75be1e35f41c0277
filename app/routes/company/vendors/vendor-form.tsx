import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { type VendorInput, vendorSchema } from "~/domain/operations/vendor-schemas";

export function VendorForm({
  vendor,
  actionData,
  submitLabel,
  cancelTo,
}: {
  vendor?: VendorInput;
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
}) {
  const { errors, values, onSubmit } = useValidatedForm(vendorSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const field = (name: keyof VendorInput) => ({
    name,
    defaultValue: values[name] ?? vendor?.[name] ?? "",
    error: errors[name],
  });
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={860}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <TextInput
              label={t("purchasing.vendorForm.name")}
              required
              placeholder={t("purchasing.vendorForm.namePlaceholder")}
              autoComplete="off"
              {...field("name")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t("purchasing.vendorForm.contact")}
                autoComplete="off"
                {...field("contactName")}
              />
              <TextInput
                label={t("purchasing.vendorForm.accountNumber")}
                description={t("purchasing.vendorForm.accountNumberHelp")}
                autoComplete="off"
                {...field("accountNumber")}
              />
              <TextInput
                label={t("purchasing.vendorForm.phone")}
                type="tel"
                autoComplete="off"
                {...field("phone")}
              />
              <TextInput
                label={t("purchasing.vendorForm.email")}
                type="email"
                autoComplete="off"
                {...field("email")}
              />
            </SimpleGrid>
            <TextInput
              label={t("purchasing.vendorForm.address")}
              autoComplete="off"
              {...field("addressLine")}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput label={t("purchasing.vendorForm.city")} autoComplete="off" {...field("city")} />
              <TextInput label={t("purchasing.vendorForm.state")} autoComplete="off" {...field("region")} />
              <TextInput label={t("purchasing.vendorForm.zip")} autoComplete="off" {...field("postalCode")} />
            </SimpleGrid>
            <Textarea
              label={t("purchasing.vendorForm.notes")}
              description={t("purchasing.vendorForm.optional")}
              autosize
              minRows={2}
              {...field("notes")}
            />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {t("common.confirm.cancel")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
