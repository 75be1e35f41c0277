import { Progress, Stack, Text } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import { messageFormat } from "~/core/format/format";

/** "Step 2 of 3: Check the preview", with a progress bar a screen reader reads the same way. For the CSV imports. */
export function ImportSteps({ steps, index }: { steps: readonly string[]; index: number }) {
  const t = useT();
  const n = index + 1;
  const total = steps.length;
  return (
    <Stack gap="xs" mb="lg">
      <Text fw={600} id="import-step">
        {t("common.importSteps.stepNamed", { n, total, step: steps[index] })}
      </Text>
      <Progress.Root>
        <Progress.Section
          value={((index + 1) / steps.length) * 100}
          withAria={false}
          role="progressbar"
          aria-labelledby="import-step"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={index + 1}
          aria-valuetext={t("common.importSteps.step", { n, total })}
        />
      </Progress.Root>
    </Stack>
  );
}

/** "1,204 rows", "1 row": counts in an import's messages. */
export function plural(n: number, one: string, many = `${one}s`) {
  return `${messageFormat.number(n)} ${n === 1 ? one : many}`;
}
