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
import { useT } from "~/components/i18n/i18n-provider";
import { type Frequency, frequencies, monthWeeks } from "~/core/recurrence/recurrence";
import { recurringStopFormSchema } from "~/domain/routing/recurring-schemas";
import { weekdayKeys } from "../route-management/weekdays";

/** The frequencies and weeks of the month in the page's language. */
const frequencyKeys = {
  daily: "routing.recurring.frequency.daily",
  weekdays: "routing.recurring.frequency.weekdays",
  weekly: "routing.recurring.frequency.weekly",
  "every N weeks": "routing.recurring.frequency.everyNWeeks",
  monthly: "routing.recurring.frequency.monthly",
  custom: "routing.recurring.frequency.custom",
} as const satisfies Record<Frequency, string>;
const monthWeekKeys = {
  1: "routing.recurring.monthWeek.first",
  2: "routing.recurring.monthWeek.second",
  3: "routing.recurring.monthWeek.third",
  4: "routing.recurring.monthWeek.fourth",
  [-1]: "routing.recurring.monthWeek.last",
} as const;

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
  const t = useT();
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
            label={t("routing.recurring.serviceLocation")}
            required
            data={options.locations}
            value={locationId}
            onChange={(e) => setLocationId(e.currentTarget.value)}
            error={errors.serviceLocationId}
            description={noCoordinates ? t("routing.recurring.locationNoCoordinates") : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="technicianId"
              label={t("routing.overview.technician")}
              data={[{ value: "", label: t("routing.recurring.notAssignedYet") }, ...options.technicians]}
              defaultValue={values.technicianId ?? ""}
              error={errors.technicianId}
            />
            <NativeSelect
              name="frequency"
              label={t("routing.recurring.howOften")}
              required
              data={frequencies.map((f) => ({ value: f, label: t(frequencyKeys[f]) }))}
              value={frequency}
              onChange={(e) => setFrequency(e.currentTarget.value)}
              error={errors.frequency}
            />
          </SimpleGrid>
          {needsDays(frequency) ? (
            <Fieldset
              legend={t("routing.recurring.daysOfWeek")}
              aria-describedby={errors.days ? "days-error" : undefined}
              aria-invalid={errors.days ? true : undefined}
            >
              <Group gap="md">
                {weekOrder.map((d) => (
                  <Checkbox
                    key={d}
                    name={`day${d}`}
                    label={t(weekdayKeys[d])}
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
              label={t("routing.recurring.interval")}
              description={t("routing.recurring.intervalHint")}
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
                label={t("routing.recurring.weekOfMonth")}
                required
                data={[
                  { value: "", label: t("routing.recurring.choose") },
                  ...monthWeeks.map((w) => ({ value: String(w), label: t(monthWeekKeys[w]) })),
                ]}
                defaultValue={values.monthWeek ?? "1"}
                error={errors.monthWeek}
              />
              <NativeSelect
                name="monthWeekday"
                label={t("routing.overview.weekday")}
                required
                data={[
                  { value: "", label: t("routing.recurring.choose") },
                  ...weekOrder.map((d) => ({ value: String(d), label: t(weekdayKeys[d]) })),
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
              label={t("routing.recurring.firstDayOfService")}
              required
              defaultValue={values.startDate ?? ""}
              error={errors.startDate}
            />
            <TextInput
              type="date"
              name="endDate"
              label={t("routing.recurring.lastDayOfService")}
              description={t("routing.recurring.lastDayHint")}
              defaultValue={values.endDate ?? ""}
              error={errors.endDate}
            />
            <TextInput
              type="time"
              name="timeWindowStart"
              label={t("routing.recurring.arriveAfter")}
              description={t("routing.recurring.arriveAfterHint")}
              defaultValue={values.timeWindowStart ?? ""}
              error={errors.timeWindowStart}
            />
            <TextInput
              type="time"
              name="timeWindowEnd"
              label={t("routing.recurring.arriveBefore")}
              description={t("routing.recurring.arriveBeforeHint")}
              defaultValue={values.timeWindowEnd ?? ""}
              error={errors.timeWindowEnd}
            />
            <TextInput
              name="estimatedMinutes"
              label={t("routing.recurring.estimatedMinutes")}
              inputMode="numeric"
              description={
                location?.minutes
                  ? t("routing.recurring.blankMinutes", { minutes: location.minutes })
                  : t("routing.recurring.blankTime")
              }
              defaultValue={values.estimatedMinutes ?? ""}
              error={errors.estimatedMinutes}
            />
            <NativeSelect
              name="taskGroupId"
              label={t("routing.recurring.checklistField")}
              data={[{ value: "", label: t("routing.recurring.noChecklist") }, ...options.taskGroups]}
              defaultValue={values.taskGroupId ?? (stop ? "" : options.defaultTaskGroupId)}
              error={errors.taskGroupId}
            />
          </SimpleGrid>
          <Fieldset legend={t("routing.recurring.price")}>
            <Stack gap="sm">
              <Checkbox
                name="includedInContract"
                label={t("routing.recurring.included")}
                description={t("routing.recurring.includedHint")}
                checked={included}
                onChange={(e) => setIncluded(e.currentTarget.checked)}
              />
              {included ? null : (
                <TextInput
                  name="price"
                  label={t("routing.recurring.pricePerStop")}
                  inputMode="decimal"
                  leftSection={<span aria-hidden>$</span>}
                  description={t("routing.recurring.priceHint")}
                  defaultValue={values.price ?? ""}
                  error={errors.price}
                  maw={240}
                />
              )}
            </Stack>
          </Fieldset>
          <TextInput
            name="skipDates"
            label={t("routing.recurring.skipDates")}
            description={t("routing.recurring.skipDatesHint")}
            defaultValue={values.skipDates ?? ""}
            error={errors.skipDates}
          />
          <Fieldset legend={t("routing.recurring.routeBuilder")}>
            <Stack gap="sm">
              <TextInput
                name="requiredSkill"
                label={t("routing.recurring.requiredSkill")}
                description={t("routing.recurring.requiredSkillHint")}
                defaultValue={values.requiredSkill ?? ""}
                error={errors.requiredSkill}
              />
              <Checkbox
                name="lockDay"
                label={t("routing.recurring.lockDay")}
                description={t("routing.recurring.lockDayHint")}
                defaultChecked={checked("lockDay")}
              />
              <Checkbox
                name="lockTechnician"
                label={t("routing.recurring.lockTechnician")}
                description={t("routing.recurring.lockTechnicianHint")}
                defaultChecked={checked("lockTechnician")}
              />
            </Stack>
          </Fieldset>
          <Textarea
            name="notes"
            label={t("routing.recurring.notes")}
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
              {t("routing.management.cancel")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
