import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import {
  equipmentCategories,
  equipmentStatuses,
  frequencyUnits,
  pressureFromPsi,
  pressureUnit,
} from "~/core/equipment/service";
import type { Units } from "~/core/water/volume";
import { equipmentSchemaFor } from "~/domain/equipment/schemas";

export interface EquipmentValues {
  category: string;
  make: string | null;
  model: string | null;
  serialNumber: string | null;
  status: string;
  installedOn: string | null;
  uninstalledOn: string | null;
  warrantyUntil: string | null;
  lastServiceOn: string | null;
  cleanPressurePsi: number | null;
  currentPressurePsi: number | null;
  serviceEvery: number | null;
  serviceUnit: string | null;
  notes: string | null;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function EquipmentForm({
  item,
  units,
  actionData,
  submitLabel,
}: {
  item?: EquipmentValues;
  /** Pressures are typed in psi (US) or kPa (metric) and stored in psi. */
  units: Units;
  actionData: Rejected | undefined;
  submitLabel: string;
}) {
  const schema = useMemo(() => equipmentSchemaFor(units), [units]);
  const { errors, values, onSubmit } = useValidatedForm(schema, actionData);
  const busy = useNavigation().state === "submitting";
  const value = (key: keyof EquipmentValues): string => {
    if (values[key] !== undefined) return values[key];
    const current = item?.[key];
    return current === null || current === undefined ? "" : String(current);
  };
  const text = (key: keyof EquipmentValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} defaultValue={value(key)} error={errors[key]} {...extra} />
  );
  const date = (key: keyof EquipmentValues, label: string) => text(key, label, { type: "date" });
  const psi = (key: "cleanPressurePsi" | "currentPressurePsi", label: string) => (
    <NumberInput
      label={`${label} (${pressureUnit(units)})`}
      name={key}
      defaultValue={
        values[key] ?? (typeof item?.[key] === "number" ? String(pressureFromPsi(item[key], units)) : "")
      }
      error={errors[key]}
      decimalScale={1}
      hideControls
      inputMode="decimal"
    />
  );
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={820}>
        <FormError message={errors.form} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            What it is
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Category"
              name="category"
              data={equipmentCategories.map((c) => ({ value: c, label: capitalize(c) }))}
              defaultValue={value("category") || "pump"}
              error={errors.category}
            />
            <NativeSelect
              label="Status"
              name="status"
              data={equipmentStatuses.map((s) => ({ value: s, label: capitalize(s) }))}
              defaultValue={value("status") || "operational"}
              error={errors.status}
            />
            {text("make", "Make", { placeholder: "Pentair" })}
            {text("model", "Model", { placeholder: "IntelliFlo VSF" })}
            {text("serialNumber", "Serial number", { autoComplete: "off" })}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Dates and service
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date("installedOn", "Installed on")}
            {date("uninstalledOn", "Removed on")}
            {date("warrantyUntil", "Warranty until")}
            {date("lastServiceOn", "Last serviced on")}
          </SimpleGrid>
          <SimpleGrid cols={2} mt="sm" maw={400}>
            <NumberInput
              label="Service every"
              name="serviceEvery"
              defaultValue={value("serviceEvery")}
              error={errors.serviceEvery}
              allowDecimal={false}
              hideControls
              inputMode="numeric"
              description="Leave blank for no schedule"
            />
            <NativeSelect
              label="Unit"
              name="serviceUnit"
              data={frequencyUnits.map((u) => ({ value: u, label: u }))}
              defaultValue={value("serviceUnit") || "months"}
              error={errors.serviceUnit}
              description="days, weeks or months"
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            Filter pressure
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {psi("cleanPressurePsi", "Clean pressure")}
            {psi("currentPressurePsi", "Current pressure")}
          </SimpleGrid>
        </Paper>
        <Textarea
          label="Notes"
          name="notes"
          defaultValue={value("notes")}
          error={errors.notes}
          autosize
          minRows={2}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
