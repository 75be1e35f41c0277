import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { LineItemsEditor } from "~/components/forms/line-items-editor";
import { useKeyedRows } from "~/components/forms/use-keyed-rows";
import {
  type FieldErrors,
  fieldErrors,
  type Rejected,
  safeParseChecked,
} from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  centsToMoneyText,
  MAX_TASKS,
  parseMoneyToCents,
  type TaskKind,
  taskGroupFormSchema,
  taskKinds,
  tasksFromFields,
} from "~/domain/service/task-group-schemas";
import { taskKindKeys } from "./format";

export interface TaskGroupValues {
  name: string;
  description: string;
  tasks: {
    name: string;
    kind: TaskKind;
    required: boolean;
    estimatedMinutes: number;
    billableRateCents: number | null;
  }[];
}

/** One row of the editable list (useKeyedRows gives it a key that survives reordering). */
interface Row {
  name: string;
  kind: TaskKind;
  required: boolean;
  minutes: string;
  rate: string;
}

const blankRow = (): Row => ({
  name: "",
  kind: "checkbox",
  required: false,
  minutes: "",
  rate: "",
});

/** The rows to start from: what was typed (a rejected save), else the saved group, else one empty task. */
function initialRows(group: TaskGroupValues | undefined, values: Record<string, string>): Row[] {
  const typed = tasksFromFields(values);
  if (typed.length || values.name !== undefined) {
    return typed.map((t) => ({
      name: String(t.name ?? ""),
      kind: (taskKinds as readonly string[]).includes(String(t.kind)) ? (t.kind as TaskKind) : "checkbox",
      required: t.required === "on",
      minutes: String(t.estimatedMinutes ?? ""),
      rate: String(t.billableRate ?? ""),
    }));
  }
  if (group) {
    return group.tasks.map((t) => ({
      name: t.name,
      kind: t.kind,
      required: t.required,
      minutes: String(t.estimatedMinutes),
      rate: centsToMoneyText(t.billableRateCents),
    }));
  }
  return [blankRow()];
}

/** Moves the task errors along with their rows: `order[newIndex] = oldIndex`. */
function reorderErrors(errors: FieldErrors, order: number[]): FieldErrors {
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^tasks\.(\d+)\.(.+)$/.exec(key);
    if (!match) {
      next[key] = message;
      continue;
    }
    const to = order.indexOf(Number(match[1]));
    if (to >= 0) next[`tasks.${to}.${match[2]}`] = message;
  }
  return next;
}

export function TaskGroupForm({
  group,
  actionData,
  submitLabel,
  cancelTo,
  currency,
}: {
  group?: TaskGroupValues;
  actionData: Rejected | undefined;
  submitLabel: string;
  cancelTo: string;
  currency: string;
}) {
  const f = useFormat();
  const t = useT();
  const values = actionData?.values ?? {};
  const { rows, add, update, remove, swap } = useKeyedRows(() => initialRows(group, values));
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    setErrors(actionData?.errors ?? {});
  }
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  // After a move, the button to focus once the list has re-rendered (the editor itself looks after add and remove).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const order = rows.map((_, i) => i);
    [order[index], order[to]] = [order[to], order[index]];
    swap(index, to);
    setErrors((e) => reorderErrors(e, order));
    // Keep the focus on the button pressed, or on its partner when the row reached the end.
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === rows.length - 1);
    setFocusTarget(`${rows[index].key}:${atEnd ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  }

  function removeRow(key: number, index: number) {
    remove(key);
    setErrors((e) =>
      reorderErrors(
        e,
        rows.map((_, i) => i).filter((i) => i !== index),
      ),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const raw: Record<string, unknown> = {};
    for (const [key, value] of new FormData(event.currentTarget).entries()) raw[key] = value;
    const result = safeParseChecked(taskGroupFormSchema, raw);
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(fieldErrors(result.error));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
    );
  }

  /** A task's name for its buttons ("Move Skim surface up"), or "task 2" while it has none. */
  const taskLabel = (name: string, index: number) =>
    name.trim() || t("reports.taskGroupForm.unnamedTask", { n: String(index + 1) });
  const minutes = rows.reduce((sum, r) => sum + (/^\d+$/.test(r.minutes.trim()) ? Number(r.minutes) : 0), 0);
  const billable = rows.reduce((sum, r) => sum + (parseMoneyToCents(r.rate) ?? 0), 0);

  return (
    <Form method="post" onSubmit={onSubmit} noValidate ref={formRef}>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={860}>
        <FormError message={errors.form} />
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Stack>
            <TextInput
              label={t("reports.taskGroupForm.name")}
              name="name"
              required
              defaultValue={values.name ?? group?.name ?? ""}
              error={errors.name ? t.text(errors.name) : undefined}
              placeholder={t("reports.taskGroupForm.namePlaceholder")}
              autoComplete="off"
            />
            <Textarea
              label={t("reports.taskGroupForm.description")}
              name="description"
              defaultValue={values.description ?? group?.description ?? ""}
              error={errors.description ? t.text(errors.description) : undefined}
              description={t("reports.taskGroupForm.descriptionHelp")}
              autosize
              minRows={2}
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <Title order={2} size="h4" mb={4}>
            {t("reports.taskGroupForm.tasks")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("reports.taskGroupForm.tasksHelp")}
          </Text>
          {errors.tasks ? (
            <Text c="red.8" size="sm" role="alert" mb="sm">
              {t.text(errors.tasks)}
            </Text>
          ) : null}
          <LineItemsEditor
            label={t("reports.taskGroupForm.tasks")}
            rows={rows}
            legend={(index) => t("reports.taskGroupForm.taskLegend", { n: String(index + 1) })}
            rowActions={(row, index) => {
              const label = taskLabel(row.name, index);
              return (
                <>
                  <ActionIcon
                    type="button"
                    variant="default"
                    size="lg"
                    aria-label={t("reports.taskGroupForm.moveUp", { label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    data-focus={`${row.key}:up`}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    type="button"
                    variant="default"
                    size="lg"
                    aria-label={t("reports.taskGroupForm.moveDown", { label })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                    data-focus={`${row.key}:down`}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                </>
              );
            }}
            removeLabel={(row, index) =>
              t("reports.taskGroupForm.remove", { label: taskLabel(row.name, index) })
            }
            onRemove={(row, index) => removeRow(row.key, index)}
            addLabel={t("reports.taskGroupForm.addTask")}
            onAdd={() => add(blankRow())}
            addDisabled={rows.length >= MAX_TASKS}
            aside={
              <Text size="sm" fw={600} aria-live="polite">
                {t("reports.taskGroupForm.summary", {
                  count: rows.length,
                  time: f.duration(minutes),
                  amount: f.money(billable, { currency }),
                })}
              </Text>
            }
          >
            {(row, { index, actions }) => {
              const error = (field: string) => {
                const message = errors[`tasks.${index}.${field}`];
                return message ? t.text(message) : undefined;
              };
              return (
                <>
                  {/* On a phone the buttons wrap below the name, which keeps the full width. */}
                  <Group align="flex-start" gap="xs" justify="flex-end">
                    <TextInput
                      label={t("reports.taskGroupForm.taskName")}
                      name={`tasks[${index}].name`}
                      value={row.name}
                      onChange={(e) => update(row.key, { name: e.currentTarget.value })}
                      error={error("name")}
                      autoComplete="off"
                      style={{ flex: "1 1 240px", minWidth: 0 }}
                      data-row-focus
                    />
                    <Box mt={{ base: 0, sm: 25 }}>{actions}</Box>
                  </Group>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs" verticalSpacing="xs">
                    <NativeSelect
                      label={t("reports.taskGroupForm.kind")}
                      name={`tasks[${index}].kind`}
                      value={row.kind}
                      onChange={(e) => update(row.key, { kind: e.currentTarget.value as TaskKind })}
                      data={taskKinds.map((k) => ({ value: k, label: t(taskKindKeys[k]) }))}
                      error={error("kind")}
                    />
                    <TextInput
                      label={t("reports.taskGroupForm.minutes")}
                      name={`tasks[${index}].estimatedMinutes`}
                      value={row.minutes}
                      onChange={(e) => update(row.key, { minutes: e.currentTarget.value })}
                      error={error("estimatedMinutes")}
                      inputMode="numeric"
                      placeholder="0"
                      autoComplete="off"
                    />
                    <TextInput
                      label={t("reports.taskGroupForm.billableRate", { currency })}
                      name={`tasks[${index}].billableRate`}
                      value={row.rate}
                      onChange={(e) => update(row.key, { rate: e.currentTarget.value })}
                      error={error("billableRate")}
                      inputMode="decimal"
                      placeholder={t("reports.taskGroupForm.notBilled")}
                      autoComplete="off"
                    />
                    <Checkbox
                      label={t("reports.taskGroupForm.required")}
                      name={`tasks[${index}].required`}
                      checked={row.required}
                      onChange={(e) => update(row.key, { required: e.currentTarget.checked })}
                      mt={{ base: 4, sm: 32 }}
                    />
                  </SimpleGrid>
                </>
              );
            }}
          </LineItemsEditor>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {t("common.confirm.cancel")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
