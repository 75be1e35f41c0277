import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { TargetRangeInputs } from "~/components/forms/target-range-inputs";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  type CompanyTargetDefaults,
  defaultTargets,
  isSanitizer,
  type Sanitizer,
  sanitizers,
} from "~/core/water/targets";
import { companyTargetsSchema } from "~/domain/water/schemas";

/** The sanitizer tabs' short names ("Salt", not "Salt (chlorine generator)") and their save buttons. */
const sanitizerKeys = {
  chlorine: "people.targets.chlorine",
  salt: "people.targets.salt",
  bromine: "people.targets.bromine",
  mineral: "people.targets.mineral",
} as const satisfies Record<Sanitizer, string>;
const saveKeys = {
  chlorine: "people.targets.saveChlorine",
  salt: "people.targets.saveSalt",
  bromine: "people.targets.saveBromine",
  mineral: "people.targets.saveMineral",
} as const satisfies Record<Sanitizer, string>;

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
  const t = useT();
  const builtIn = defaultTargets(sanitizer, "plaster");
  const current = targetDefaults[sanitizer] ?? {};
  const stored = (field: string, reading: string, end: "min" | "max") =>
    values[field] ?? current[reading as keyof typeof current]?.[end]?.toString() ?? "";

  return (
    <Paper withBorder p="lg" maw={820} id="targets">
      <Stack>
        <Title order={2} size="h4">
          {t("people.targets.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("people.targets.text")}
        </Text>
        <SegmentedControl
          aria-label={t("people.targets.sanitizer")}
          data={sanitizers.map((s) => ({ value: s, label: t(sanitizerKeys[s]) }))}
          value={sanitizer}
          onChange={(v) => isSanitizer(v) && setSanitizer(v)}
          fullWidth
        />
        <Form method="post" onSubmit={onSubmit} noValidate key={sanitizer}>
          <input type="hidden" name="intent" value="targets" />
          <input type="hidden" name="sanitizer" value={sanitizer} />
          <TargetRangeInputs placeholders={builtIn} value={stored} errors={errors} />
          <Group mt="md">
            <Button type="submit" loading={busy}>
              {t(saveKeys[sanitizer])}
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}
