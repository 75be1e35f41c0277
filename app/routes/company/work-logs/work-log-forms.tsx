import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  addBreakSchema,
  breakKinds,
  editTimesSchema,
  removeBreakSchema,
  unapproveSchema,
} from "~/domain/team/work-log-schemas";

type ActionData = Rejected | undefined;

const breakKeys = { break: "office.workLog.break", lunch: "office.workLog.lunch" } as const;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function Reason({ error, value, label }: { error?: string; value?: string; label?: string }) {
  const t = useT();
  return (
    <Textarea
      name="reason"
      label={label ?? t("office.workLogForm.reason")}
      description={t("office.workLogForm.reasonHelp")}
      autosize
      minRows={2}
      defaultValue={value ?? ""}
      error={error}
      required
    />
  );
}

/** The office corrects clock-in and clock-out (company wall-clock times). */
export function EditTimesForm({
  clockIn,
  clockOut,
  running = false,
  actionData,
}: {
  clockIn: string;
  clockOut: string;
  /** Still on the clock: saving closes the shift (someone forgot to clock out). */
  running?: boolean;
  actionData: ActionData;
}) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(editTimesSchema, actionData);
  const busy = useBusy("editTimes");
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-times-title">
      <Title order={2} size="h4" id="edit-times-title" mb="sm">
        {t("office.workLogForm.timesTitle")}
      </Title>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="editTimes" />
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            name="clockInAt"
            label={t("office.workLogForm.clockIn")}
            defaultValue={values.clockInAt ?? clockIn}
            error={errors.clockInAt}
            required
          />
          <TextInput
            type="datetime-local"
            name="clockOutAt"
            label={t("office.workLogForm.clockOut")}
            description={running ? t("office.workLogForm.closesShift") : undefined}
            defaultValue={values.clockOutAt ?? clockOut}
            error={errors.clockOutAt}
            required
          />
          <Reason error={errors.reason} value={values.reason} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("office.workLogForm.saveTimes")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** The office adds a break the member did not record. */
export function AddBreakForm({ day, actionData }: { day: string; actionData: ActionData }) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(addBreakSchema, actionData);
  const busy = useBusy("addBreak");
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-break-title">
      <Title order={2} size="h4" id="add-break-title" mb="sm">
        {t("office.workLogForm.addBreakTitle")}
      </Title>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="addBreak" />
        <Stack gap="sm">
          <NativeSelect
            name="kind"
            label={t("office.workLogForm.kind")}
            defaultValue={values.kind ?? "lunch"}
            data={breakKinds.map((k) => ({ value: k, label: t(breakKeys[k]) }))}
            error={errors.kind}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              name="startAt"
              label={t("office.workLogForm.breakStart")}
              defaultValue={values.startAt ?? `${day}T12:00`}
              error={errors.startAt}
              required
            />
            <TextInput
              type="datetime-local"
              name="endAt"
              label={t("office.workLogForm.breakEnd")}
              defaultValue={values.endAt ?? `${day}T12:30`}
              error={errors.endAt}
              required
            />
          </SimpleGrid>
          <Reason error={errors.reason} value={values.reason} />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={busy}>
              {t("office.workLogForm.addBreak")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** Removes a break after asking why. */
export function RemoveBreakButton({
  breakId,
  label,
  actionData,
}: {
  breakId: string;
  label: string;
  actionData: ActionData;
}) {
  const t = useT();
  const mine = actionData?.values.breakId === breakId ? actionData : undefined;
  const [opened, { open, close }] = useDisclosure(Boolean(mine));
  const { errors, values, onSubmit } = useValidatedForm(removeBreakSchema, mine);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={open}
        aria-label={t("office.workLogForm.removeLabel", { label })}
      >
        {t("office.workLogForm.remove")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("office.workLogForm.removeTitle", { label })}
        closeButtonProps={{ "aria-label": t("office.workLogForm.close") }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="removeBreak" />
          <input type="hidden" name="breakId" value={breakId} />
          <Stack>
            <Reason error={errors.reason} value={values.reason} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("office.workLogForm.cancel")}
              </Button>
              <Button type="submit" color="red">
                {t("office.workLogForm.removeBreak")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

/** Withdraws the approval (with a reason) so the log can be edited again. */
export function UnapproveButton({ actionData }: { actionData: ActionData }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(Boolean(actionData));
  const { errors, values, onSubmit } = useValidatedForm(unapproveSchema, actionData);
  return (
    <>
      <Button variant="light" color="orange" onClick={open}>
        {t("office.workLogForm.unapproveOpen")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("office.workLogForm.unapproveTitle")}
        closeButtonProps={{ "aria-label": t("office.workLogForm.close") }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="unapprove" />
          <Stack>
            <Reason
              error={errors.reason}
              value={values.reason}
              label={t("office.workLogForm.unapproveReason")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("office.workLogForm.cancel")}
              </Button>
              <Button type="submit" color="orange">
                {t("office.workLogForm.unapprove")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
