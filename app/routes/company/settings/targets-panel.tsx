import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import {
  type CompanyTargetDefaults,
  defaultTargets,
  isSanitizer,
  readingLabels,
  readings,
  readingUnits,
  type Sanitizer,
  sanitizerLabels,
  sanitizers,
} from "~/core/water/targets";
import { companyTargetsSchema, targetMaxField, targetMinField } from "~/domain/water/schemas";

/**
 * The company's own target ranges, one sanitizer at a time. Every body of water with that sanitizer starts from
 * them; a body of water can still override them on its own page.
 */
export function TargetsPanel({
  targetDefaults,
  actionData,
}: {
  targetDefaults: CompanyTargetDefaults;
  actionData: (Rejected & { sanitizer?: string }) | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(companyTargetsSchema, actionData);
  const failedSanitizer = values.sanitizer;
  const [sanitizer, setSanitizer] = useState<Sanitizer>(
    isSanitizer(failedSanitizer) ? failedSanitizer : "chlorine",
  );
  const busy = useNavigation().state === "submitting";
  const builtIn = defaultTargets(sanitizer, "plaster");
  const current = targetDefaults[sanitizer] ?? {};
  const stored = (field: string, reading: string, end: "min" | "max") =>
    values[field] ?? current[reading as keyof typeof current]?.[end]?.toString() ?? "";

  return (
    <Paper withBorder p="lg" maw={820} id="targets">
      <Stack>
        <Title order={2} size="h4">
          Water targets
        </Title>
        <Text size="sm" c="dimmed">
          The ranges readings are checked against. Leave a field blank to keep the built-in default, shown in
          grey (calcium hardness defaults are lower for vinyl and fiberglass). A body of water can still
          override these on its own page.
        </Text>
        <SegmentedControl
          aria-label="Sanitizer"
          data={sanitizers.map((s) => ({ value: s, label: sanitizerLabels[s].replace(/ \(.*\)/, "") }))}
          value={sanitizer}
          onChange={(v) => isSanitizer(v) && setSanitizer(v)}
          fullWidth
        />
        <Form method="post" onSubmit={onSubmit} noValidate key={sanitizer}>
          <input type="hidden" name="intent" value="targets" />
          <input type="hidden" name="sanitizer" value={sanitizer} />
          <Stack gap="xs">
            {readings.map((r) => {
              const range = builtIn[r];
              const unit = readingUnits[r] ? ` (${readingUnits[r]})` : "";
              return (
                <SimpleGrid key={r} cols={2} spacing="sm">
                  <NumberInput
                    label={`${readingLabels[r]} minimum${unit}`}
                    name={targetMinField(r)}
                    defaultValue={stored(targetMinField(r), r, "min")}
                    placeholder={range ? String(range.min) : "no default"}
                    error={errors[targetMinField(r)]}
                    hideControls
                    inputMode="decimal"
                  />
                  <NumberInput
                    label={`${readingLabels[r]} maximum${unit}`}
                    name={targetMaxField(r)}
                    defaultValue={stored(targetMaxField(r), r, "max")}
                    placeholder={range ? String(range.max) : "no default"}
                    error={errors[targetMaxField(r)]}
                    hideControls
                    inputMode="decimal"
                  />
                </SimpleGrid>
              );
            })}
          </Stack>
          <Group mt="md">
            <Button type="submit" loading={busy}>
              Save {sanitizerLabels[sanitizer].replace(/ \(.*\)/, "").toLowerCase()} targets
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}
