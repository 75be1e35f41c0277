import { Alert, Button, Group, NativeSelect } from "@mantine/core";
import { useState } from "react";
import { Form } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { type ReportRange, rangePresets } from "~/core/reports/range";
import { rangePresetKeys } from "./report-labels";

/**
 * The report's date range in the URL (GET form: works before JavaScript loads). Choosing a preset submits at once;
 * "Custom range" shows the two dates.
 */
export function RangePicker({
  range,
  error,
  formLabel,
}: {
  range: ReportRange;
  error: string | null;
  /** The form's name for assistive technology; a report's by default (Monies → Accountant exports names its own). */
  formLabel?: string;
}) {
  const t = useT();
  const f = useFormat();
  const [preset, setPreset] = useState(range.preset);
  // The range's dates in the page's locale.
  const label = range.from === range.to ? f.calendarDate(range.from) : f.calendarRange(range.from, range.to);
  return (
    <>
      {error ? (
        <Alert color="orange" title={t("reports.range.checkDates")} mb="md" role="alert">
          {t.text(error)}
        </Alert>
      ) : null}
      <Form method="get" aria-label={formLabel ?? t("reports.range.formLabel")}>
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            name="range"
            label={t("reports.range.label")}
            value={preset}
            data={rangePresets.map((p) => ({ value: p, label: t(rangePresetKeys[p]) }))}
            onChange={(e) => {
              const value = e.currentTarget.value as ReportRange["preset"];
              setPreset(value);
              if (value !== "custom") e.currentTarget.form?.requestSubmit();
            }}
          />
          {preset === "custom" ? (
            <DateRangeFields
              value={range}
              fromLabel={t("reports.range.from")}
              toLabel={t("reports.range.to")}
              required
            />
          ) : null}
          <Button type="submit" variant="default">
            {t("common.periodPicker.show")}
          </Button>
          <strong aria-live="polite">{label}</strong>
        </Group>
      </Form>
    </>
  );
}
