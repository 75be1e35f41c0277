import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { type Reading, readingLabels, readings, readingUnits, type Targets } from "~/core/water/targets";
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
  return (
    <Stack gap="xs">
      {readings.map((r) => {
        const range = placeholders[r];
        const unit = readingUnits[r] ? ` (${readingUnits[r]})` : "";
        return (
          <SimpleGrid key={r} cols={2} spacing="sm">
            <NumberInput
              label={`${readingLabels[r]} minimum${unit}`}
              name={targetMinField(r)}
              defaultValue={value(targetMinField(r), r, "min")}
              placeholder={range ? String(range.min) : "no default"}
              error={errors[targetMinField(r)]}
              hideControls
              inputMode="decimal"
            />
            <NumberInput
              label={`${readingLabels[r]} maximum${unit}`}
              name={targetMaxField(r)}
              defaultValue={value(targetMaxField(r), r, "max")}
              placeholder={range ? String(range.max) : "no default"}
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
