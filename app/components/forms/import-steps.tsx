import { Progress, Stack, Text } from "@mantine/core";
import { messageFormat } from "~/core/format/format";

/** "Step 2 of 3: Check the preview", with a progress bar a screen reader reads the same way. For the CSV imports. */
export function ImportSteps({ steps, index }: { steps: readonly string[]; index: number }) {
  return (
    <Stack gap="xs" mb="lg">
      <Text fw={600} id="import-step">
        Step {index + 1} of {steps.length}: {steps[index]}
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
          aria-valuetext={`Step ${index + 1} of ${steps.length}`}
        />
      </Progress.Root>
    </Stack>
  );
}

/** "1,204 rows", "1 row": counts in an import's messages. */
export function plural(n: number, one: string, many = `${one}s`) {
  return `${messageFormat.number(n)} ${n === 1 ? one : many}`;
}
