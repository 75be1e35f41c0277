import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
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
              label="Name"
              required
              placeholder="Pool Supply Co."
              autoComplete="off"
              {...field("name")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Contact" autoComplete="off" {...field("contactName")} />
              <TextInput
                label="Account number"
                description="Yours, with this vendor"
                autoComplete="off"
                {...field("accountNumber")}
              />
              <TextInput label="Phone" type="tel" autoComplete="off" {...field("phone")} />
              <TextInput label="E-mail" type="email" autoComplete="off" {...field("email")} />
            </SimpleGrid>
            <TextInput label="Address" autoComplete="off" {...field("addressLine")} />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput label="City" autoComplete="off" {...field("city")} />
              <TextInput label="State" autoComplete="off" {...field("region")} />
              <TextInput label="ZIP code" autoComplete="off" {...field("postalCode")} />
            </SimpleGrid>
            <Textarea label="Notes" description="Optional" autosize minRows={2} {...field("notes")} />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
