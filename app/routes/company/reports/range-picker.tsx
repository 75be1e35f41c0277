import { Alert, Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useState } from "react";
import { Form } from "react-router";
import { type ReportRange, rangePresetLabels, rangePresets } from "~/core/reports/range";

/**
 * The report's date range in the URL (GET form: works before JavaScript loads). Choosing a preset submits at once;
 * "Custom range" shows the two dates.
 */
export function RangePicker({ range, error }: { range: ReportRange; error: string | null }) {
  const [preset, setPreset] = useState(range.preset);
  return (
    <>
      {error ? (
        <Alert color="orange" title="Check the dates" mb="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Form method="get" aria-label="Report period">
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            name="range"
            label="Date range"
            value={preset}
            data={rangePresets.map((p) => ({ value: p, label: rangePresetLabels[p] }))}
            onChange={(e) => {
              const value = e.currentTarget.value as ReportRange["preset"];
              setPreset(value);
              if (value !== "custom") e.currentTarget.form?.requestSubmit();
            }}
          />
          {preset === "custom" ? (
            <>
              <TextInput type="date" name="from" label="From" defaultValue={range.from} required />
              <TextInput type="date" name="to" label="To" defaultValue={range.to} required />
            </>
          ) : null}
          <Button type="submit" variant="default">
            Show
          </Button>
          <strong aria-live="polite">{range.label}</strong>
        </Group>
      </Form>
    </>
  );
}
