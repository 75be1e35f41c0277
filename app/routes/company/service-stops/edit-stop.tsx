import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { editStopSchema } from "~/domain/service/stop-schemas";

/**
 * The office's "Edit stop": the instructions for the technician and the estimated time, posted to the stop page's
 * `edit` intent (editServiceStop: only those fields change, so the technician's work — even a finish synced from
 * the phone later — stays, and the stop's history records each field's before and after). The dialog stays open
 * with what was typed when the browser's or the server's check refuses it; it closes once the save went through.
 */
export function EditStop({
  label,
  description,
  estimatedMinutes,
  failed,
}: {
  label: string;
  description: string;
  estimatedMinutes: number | null;
  /** The server's refusal of the last edit (field errors and what was sent). */
  failed?: Rejected;
}) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(Boolean(failed));
  const { errors, values, onSubmit } = useValidatedForm(editStopSchema, failed);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "edit";
  // A save that finished without a refusal (the page reloaded with the new values): close the dialog.
  const [wasSaving, setWasSaving] = useState(saving);
  if (saving !== wasSaving) {
    setWasSaving(saving);
    if (!saving && !failed) close();
  }
  const [seen, setSeen] = useState(failed);
  if (failed !== seen) {
    setSeen(failed);
    if (failed) open();
  }
  return (
    <>
      <Button variant="default" size="sm" w="fit-content" onClick={open}>
        {t("field.edit.open")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("field.edit.title", { label })}
        closeButtonProps={{ "aria-label": t("field.edit.close") }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="edit" />
          <Stack>
            <Textarea
              name="description"
              label={t("field.edit.instructions")}
              autosize
              minRows={3}
              maxRows={12}
              defaultValue={values.description ?? description}
              error={errors.description}
            />
            <NumberInput
              name="estimatedMinutes"
              label={t("field.edit.minutes")}
              description={t("field.edit.minutesHint")}
              min={0}
              max={600}
              allowDecimal={false}
              // Out of range is said next to the field, not silently changed to 0 or 600.
              clampBehavior="none"
              defaultValue={values.estimatedMinutes ?? estimatedMinutes ?? ""}
              error={errors.estimatedMinutes}
              maw={220}
            />
            <Text size="sm" c="dimmed">
              {t("field.edit.kept")}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("field.edit.cancel")}
              </Button>
              <Button type="submit" loading={saving}>
                {t("field.edit.submit")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
