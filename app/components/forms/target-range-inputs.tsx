import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { readingLabelKeys } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { type Reading, readings, readingUnits, type Targets } from "~/core/water/targets";
import { targetMaxField, targetMinField } from "~/domain/water/schemas";

/**
 * A minimum and maximum input per reading, posted as `targetMin_<reading>` / `targetMax_<reading>`; the ranges they
 * would replace show as placeholders. Used for a company's defaults (Settings) and a body of water's own ranges.
 */
export function TargetRangeInputs({
  placeholders,
  value,
  errors,
}: {
  /** The ranges that apply when a field is left blank. */
  placeholders: Targets;
  /** What a field holds now (typed, or stored). */
  value: (field: string, reading: Reading, end: "min" | "max") => string;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      {readings.map((r) => {
        const range = placeholders[r];
        const reading = t(readingLabelKeys[r]);
        const unit = readingUnits[r] || "none";
        return (
          <SimpleGrid key={r} cols={2} spacing="sm">
            <NumberInput
              label={t("common.targetRange.minimum", { reading, unit })}
              name={targetMinField(r)}
              defaultValue={value(targetMinField(r), r, "min")}
              placeholder={range ? String(range.min) : t("common.targetRange.noDefault")}
              error={errors[targetMinField(r)]}
              hideControls
              inputMode="decimal"
            />
            <NumberInput
              label={t("common.targetRange.maximum", { reading, unit })}
              name={targetMaxField(r)}
              defaultValue={value(targetMaxField(r), r, "max")}
              placeholder={range ? String(range.max) : t("common.targetRange.noDefault")}
              error={errors[targetMaxField(r)]}
              hideControls
              inputMode="decimal"
            />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
