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
import { useT } from "~/components/i18n/i18n-provider";
import {
  equipmentCategories,
  equipmentStatuses,
  frequencyUnits,
  pressureFromPsi,
  pressureUnit,
} from "~/core/equipment/service";
import type { Units } from "~/core/water/volume";
import { equipmentSchemaFor } from "~/domain/equipment/schemas";
import { equipmentCategoryLabel, equipmentStatusLabel } from "../bodies-of-water/water-labels";

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

/** The schedule's unit choices per stored unit. */
const unitKeys = {
  days: "office.equipmentForm.days",
  weeks: "office.equipmentForm.weeks",
  months: "office.equipmentForm.months",
} as const;

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
  const t = useT();
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
      label={t("office.equipmentForm.pressureLabel", { label, unit: pressureUnit(units) })}
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
            {t("office.equipmentForm.whatItIs")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t("office.equipmentList.category")}
              name="category"
              data={equipmentCategories.map((c) => ({ value: c, label: equipmentCategoryLabel(t, c) }))}
              defaultValue={value("category") || "pump"}
              error={errors.category}
            />
            <NativeSelect
              label={t("office.equipmentList.status")}
              name="status"
              data={equipmentStatuses.map((s) => ({
                value: s,
                label: capitalize(equipmentStatusLabel(t, s)),
              }))}
              defaultValue={value("status") || "operational"}
              error={errors.status}
            />
            {text("make", t("office.equipmentForm.make"), { placeholder: "Pentair" })}
            {text("model", t("office.equipmentForm.model"), { placeholder: "IntelliFlo VSF" })}
            {text("serialNumber", t("office.equipment.serialNumber"), { autoComplete: "off" })}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("office.equipmentForm.datesAndService")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date("installedOn", t("office.equipmentForm.installedOn"))}
            {date("uninstalledOn", t("office.equipmentForm.removedOn"))}
            {date("warrantyUntil", t("office.equipment.warrantyUntil"))}
            {date("lastServiceOn", t("office.equipmentForm.lastServicedOn"))}
          </SimpleGrid>
          <SimpleGrid cols={2} mt="sm" maw={400}>
            <NumberInput
              label={t("office.equipmentForm.serviceEvery")}
              name="serviceEvery"
              defaultValue={value("serviceEvery")}
              error={errors.serviceEvery}
              allowDecimal={false}
              hideControls
              inputMode="numeric"
              description={t("office.equipmentForm.serviceEveryHint")}
            />
            <NativeSelect
              label={t("office.equipmentForm.unit")}
              name="serviceUnit"
              data={frequencyUnits.map((u) => ({ value: u, label: t(unitKeys[u]) }))}
              defaultValue={value("serviceUnit") || "months"}
              error={errors.serviceUnit}
              description={t("office.equipmentForm.unitHint")}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            {t("office.equipmentForm.filterPressure")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {psi("cleanPressurePsi", t("office.equipmentForm.cleanPressure"))}
            {psi("currentPressurePsi", t("office.equipmentForm.currentPressure"))}
          </SimpleGrid>
        </Paper>
        <Textarea
          label={t("office.equipmentForm.notes")}
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
