import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import {
  type Frequency,
  frequencies,
  frequencyLabels,
  monthWeekLabels,
  monthWeeks,
  weekdayNames,
} from "~/core/recurrence/recurrence";
import { recurringStopFormSchema } from "~/domain/routing/recurring-schemas";

interface Option {
  value: string;
  label: string;
}

export interface RecurringFormOptions {
  locations: (Option & { minutes: number | null })[];
  technicians: Option[];
  taskGroups: Option[];
  /** The company's default checklist, preselected for a new stop ("" when none). */
  defaultTaskGroupId: string;
  today: string;
}

/** A saved recurring stop, as the edit form starts from it. */
export interface RecurringStopValues {
  serviceLocationId: string;
  technicianId: string | null;
  frequency: Frequency;
  days: number[];
  interval: number;
  monthWeek: number | null;
  startDate: string;
  endDate: string | null;
  timeWindowStart: string | null;
  timeWindowEnd: string | null;
  estimatedMinutes: number | null;
  taskGroupId: string | null;
  priceCents: number | null;
  includedInContract: boolean;
  skipDates: string[];
  requiredSkill: string | null;
  lockDay: boolean;
  lockTechnician: boolean;
  notes: string;
}

/** The form's fields (all strings, as posted) for a saved recurring stop. */
function fieldsOf(stop: RecurringStopValues): Record<string, string> {
  const monthly = stop.frequency === "monthly";
  const fields: Record<string, string> = {
    serviceLocationId: stop.serviceLocationId,
    technicianId: stop.technicianId ?? "",
    frequency: stop.frequency,
    interval: stop.frequency === "every N weeks" ? String(stop.interval) : "",
    monthWeek: monthly ? String(stop.monthWeek ?? "") : "",
    monthWeekday: monthly ? String(stop.days[0] ?? "") : "",
    startDate: stop.startDate,
    endDate: stop.endDate ?? "",
    timeWindowStart: stop.timeWindowStart ?? "",
    timeWindowEnd: stop.timeWindowEnd ?? "",
    estimatedMinutes: stop.estimatedMinutes === null ? "" : String(stop.estimatedMinutes),
    taskGroupId: stop.taskGroupId ?? "",
    price: stop.priceCents === null ? "" : (stop.priceCents / 100).toFixed(2),
    skipDates: stop.skipDates.join(", "),
    requiredSkill: stop.requiredSkill ?? "",
    notes: stop.notes,
  };
  if (!monthly) for (const d of stop.days) fields[`day${d}`] = "on";
  if (stop.includedInContract) fields.includedInContract = "on";
  if (stop.lockDay) fields.lockDay = "on";
  if (stop.lockTechnician) fields.lockTechnician = "on";
  return fields;
}

const needsDays = (f: string) => f === "weekly" || f === "every N weeks" || f === "custom";

/** Weekdays listed from Monday, as a pool company's week runs. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * The create and edit form of a recurring stop. Only the fields the chosen frequency needs are shown (and posted);
 * the same zod schema checks them here and on the server.
 */
export function RecurringStopForm({
  options,
  stop,
  actionData,
  submitLabel,
  cancelTo,
}: {
  options: RecurringFormOptions;
  stop?: RecurringStopValues;
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
}) {
  const { errors, values: typed, onSubmit } = useValidatedForm(recurringStopFormSchema, actionData);
  // What was typed (a rejected save) wins over the saved stop; a new stop starts on today.
  const values: Record<string, string> = actionData
    ? typed
    : stop
      ? fieldsOf(stop)
      : {
          startDate: options.today,
          frequency: "weekly",
          serviceLocationId: options.locations[0]?.value ?? "",
        };
  const checked = (name: string) => values[name] === "on" || values[name] === "true";
  const [frequency, setFrequency] = useState(values.frequency || "weekly");
  const [locationId, setLocationId] = useState(values.serviceLocationId ?? options.locations[0]?.value ?? "");
  const [included, setIncluded] = useState(checked("includedInContract"));
  const busy = useNavigation().state === "submitting";
  const location = options.locations.find((l) => l.value === locationId);
  const noCoordinates = location?.label.endsWith("(no coordinates)");

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} maw={760}>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="save" />
        <Stack>
          <FormError message={errors.form} />
          <NativeSelect
            name="serviceLocationId"
            label="Service location"
            required
            data={options.locations}
            value={locationId}
            onChange={(e) => setLocationId(e.currentTarget.value)}
            error={errors.serviceLocationId}
            description={
              noCoordinates
                ? "This location has no coordinates yet: its visits are scheduled, but the route builder can't place it until the pin is set."
                : undefined
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="technicianId"
              label="Technician"
              data={[{ value: "", label: "Not assigned yet" }, ...options.technicians]}
              defaultValue={values.technicianId ?? ""}
              error={errors.technicianId}
            />
            <NativeSelect
              name="frequency"
              label="How often"
              required
              data={frequencies.map((f) => ({ value: f, label: frequencyLabels[f] }))}
              value={frequency}
              onChange={(e) => setFrequency(e.currentTarget.value)}
              error={errors.frequency}
            />
          </SimpleGrid>
          {needsDays(frequency) ? (
            <Fieldset
              legend="Days of the week"
              aria-describedby={errors.days ? "days-error" : undefined}
              aria-invalid={errors.days ? true : undefined}
            >
              <Group gap="md">
                {weekOrder.map((d) => (
                  <Checkbox
                    key={d}
                    name={`day${d}`}
                    label={weekdayNames[d]}
                    defaultChecked={checked(`day${d}`)}
                  />
                ))}
              </Group>
              {errors.days ? (
                <Text id="days-error" c="red.8" size="sm" mt="xs">
                  {errors.days}
                </Text>
              ) : null}
            </Fieldset>
          ) : null}
          {frequency === "every N weeks" ? (
            <TextInput
              name="interval"
              label="Every how many weeks"
              description="2 = every other week. Weeks count from the first day of service."
              inputMode="numeric"
              required
              defaultValue={values.interval ?? "2"}
              error={errors.interval}
              maw={240}
            />
          ) : null}
          {frequency === "monthly" ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                name="monthWeek"
                label="Week of the month"
                required
                data={[
                  { value: "", label: "Choose…" },
                  ...monthWeeks.map((w) => ({ value: String(w), label: monthWeekLabels[w] })),
                ]}
                defaultValue={values.monthWeek ?? "1"}
                error={errors.monthWeek}
              />
              <NativeSelect
                name="monthWeekday"
                label="Weekday"
                required
                data={[
                  { value: "", label: "Choose…" },
                  ...weekOrder.map((d) => ({ value: String(d), label: weekdayNames[d] })),
                ]}
                defaultValue={values.monthWeekday ?? ""}
                error={errors.monthWeekday}
              />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              name="startDate"
              label="First day of service"
              required
              defaultValue={values.startDate ?? ""}
              error={errors.startDate}
            />
            <TextInput
              type="date"
              name="endDate"
              label="Last day of service"
              description="Leave empty while the service goes on."
              defaultValue={values.endDate ?? ""}
              error={errors.endDate}
            />
            <TextInput
              type="time"
              name="timeWindowStart"
              label="Arrive after"
              description="Optional time window, e.g. a gate open from 9:00."
              defaultValue={values.timeWindowStart ?? ""}
              error={errors.timeWindowStart}
            />
            <TextInput
              type="time"
              name="timeWindowEnd"
              label="Arrive before"
              description="Leave both empty for any time of day."
              defaultValue={values.timeWindowEnd ?? ""}
              error={errors.timeWindowEnd}
            />
            <TextInput
              name="estimatedMinutes"
              label="Estimated minutes"
              inputMode="numeric"
              description={
                location?.minutes
                  ? `Blank: the location's usual ${location.minutes} minutes.`
                  : "Blank: the location's usual time."
              }
              defaultValue={values.estimatedMinutes ?? ""}
              error={errors.estimatedMinutes}
            />
            <NativeSelect
              name="taskGroupId"
              label="Checklist (task group)"
              data={[{ value: "", label: "No checklist" }, ...options.taskGroups]}
              defaultValue={values.taskGroupId ?? (stop ? "" : options.defaultTaskGroupId)}
              error={errors.taskGroupId}
            />
          </SimpleGrid>
          <Fieldset legend="Price">
            <Stack gap="sm">
              <Checkbox
                name="includedInContract"
                label="Included in contract"
                description="The customer's contract covers these visits: no price per stop."
                checked={included}
                onChange={(e) => setIncluded(e.currentTarget.checked)}
              />
              {included ? null : (
                <TextInput
                  name="price"
                  label="Price per stop"
                  inputMode="decimal"
                  leftSection={<span aria-hidden>$</span>}
                  description="Leave empty if you bill another way."
                  defaultValue={values.price ?? ""}
                  error={errors.price}
                  maw={240}
                />
              )}
            </Stack>
          </Fieldset>
          <TextInput
            name="skipDates"
            label="Skip dates"
            description='No visit on these days, e.g. "2026-12-24, 2026-12-31" (the customer is away).'
            defaultValue={values.skipDates ?? ""}
            error={errors.skipDates}
          />
          <Fieldset legend="Route builder">
            <Stack gap="sm">
              <TextInput
                name="requiredSkill"
                label="Required skill"
                description="Only a technician with this skill gets the stop, e.g. salt systems."
                defaultValue={values.requiredSkill ?? ""}
                error={errors.requiredSkill}
              />
              <Checkbox
                name="lockDay"
                label="Lock the day"
                description="The route builder keeps this stop on its weekdays."
                defaultChecked={checked("lockDay")}
              />
              <Checkbox
                name="lockTechnician"
                label="Lock the technician"
                description="The route builder keeps this stop with its technician."
                defaultChecked={checked("lockTechnician")}
              />
            </Stack>
          </Fieldset>
          <Textarea
            name="notes"
            label="Notes"
            autosize
            minRows={2}
            defaultValue={values.notes ?? ""}
            error={errors.notes}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={options.locations.length === 0}>
              {submitLabel}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
