import { Badge, Button, Checkbox, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { memo, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import type { TaskDraft } from "~/core/service/stop-draft";
import type { ServiceStopDetail } from "~/domain/service/stop-detail.server";
import { PhotoThumbnail } from "~/field/device-photo";
import { PhotoButton } from "./photo-strip";

/** One checklist task: its tick, its value, note or photo, and for a required one the reason it could not be done. */
export const TaskRow = memo(function TaskRow({
  photosUrl,
  task,
  draft,
  error,
  onChange,
}: {
  photosUrl: string;
  task: ServiceStopDetail["tasks"][number];
  draft: TaskDraft;
  error?: string;
  /** The task's new draft, with the task's id: one stable function from the screen, so other tasks stay as drawn. */
  onChange: (taskId: string, draft: TaskDraft) => void;
}) {
  const [askReason, setAskReason] = useState(false);
  const t = useT();
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="center">
        <Checkbox
          data-draft={`tasks/${task.id}/done`}
          checked={draft.done}
          onChange={(e) => onChange(task.id, { ...draft, done: e.currentTarget.checked })}
          label={task.name}
          error={error}
        />
        {task.required ? (
          <Badge size="sm" variant="outline" color="red">
            {t("field.task.required")}
          </Badge>
        ) : null}
      </Group>
      <Stack gap={6} ml={32} mt={6}>
        {task.kind === "number" ? (
          <TextInput
            label={t("field.task.value", { task: task.name })}
            inputMode="decimal"
            data-draft={`tasks/${task.id}/numberValue`}
            value={draft.numberValue}
            onChange={(e) => onChange(task.id, { ...draft, numberValue: e.currentTarget.value, done: true })}
          />
        ) : null}
        {task.kind === "note" ? (
          <Textarea
            label={t("field.task.note", { task: task.name })}
            autosize
            data-draft={`tasks/${task.id}/note`}
            value={draft.note}
            onChange={(e) => onChange(task.id, { ...draft, note: e.currentTarget.value, done: true })}
          />
        ) : null}
        {task.kind === "photo" ? (
          <Group>
            {draft.photo ? (
              <PhotoThumbnail
                src={draft.photo.thumbnailUrl}
                alt={t("field.task.photoAlt", { task: task.name })}
                w={96}
                h={72}
                radius="sm"
              />
            ) : null}
            <PhotoButton
              photosUrl={photosUrl}
              label={draft.photo ? t("field.task.retakePhoto") : t("field.task.takePhoto")}
              accessibleName={
                draft.photo
                  ? t("field.task.retakePhotoFor", { task: task.name })
                  : t("field.task.takePhotoFor", { task: task.name })
              }
              onPhoto={(photo) => onChange(task.id, { ...draft, photo, done: true })}
            />
          </Group>
        ) : null}
        {task.required && !draft.done ? (
          askReason || draft.missedReason || error ? (
            <TextInput
              label={t("field.task.sayWhy", { task: task.name })}
              data-draft={`tasks/${task.id}/missedReason`}
              value={draft.missedReason}
              onChange={(e) => onChange(task.id, { ...draft, missedReason: e.currentTarget.value })}
            />
          ) : (
            <Button
              variant="subtle"
              size="compact-xs"
              w="fit-content"
              aria-label={t("field.task.couldNotLabel", { task: task.name })}
              onClick={() => setAskReason(true)}
            >
              {t("field.task.couldNot")}
            </Button>
          )
        ) : null}
      </Stack>
    </div>
  );
});
