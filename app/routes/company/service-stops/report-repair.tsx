import { Button, Input, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTool } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import { MAX_REPAIR_PHOTOS } from "~/core/operations/repair-request-status";
import type { RepairPlaces } from "~/domain/operations/repair-requests.server";
import { keepPhoto } from "~/field/outbox";
import { resizePhoto } from "~/field/resize-photo";
import { makeStopChange } from "~/field/stop-changes";

/**
 * "Report a repair" from the stop screen: what is wrong, the pool and equipment, photos from the camera. The office
 * finds it under Repair Requests; the stop itself is not held up. Like every change at a stop it goes through the
 * phone's outbox (app/field): with no signal it is kept, photos and all, and sent by itself later.
 */
export function ReportRepair({
  stopId,
  stopTitle,
  stopPath,
  places,
}: {
  stopId: string;
  stopTitle: string;
  stopPath: string;
  places: RepairPlaces | null;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length > MAX_REPAIR_PHOTOS) {
      setErrors({ photos: t("common.files.tooManyPhotos", { max: MAX_REPAIR_PHOTOS }) });
      return;
    }
    setSending(true);
    try {
      // The photos are made small and kept on the phone first, so a report made offline loses none of them.
      const photos: string[] = [];
      for (const file of files) {
        const small = await resizePhoto(file);
        photos.push((await keepPhoto(stopId, small, small.name)).id);
      }
      const text = (name: string) => String(form.get(name) ?? "");
      const result = await makeStopChange({
        kind: "repair",
        key: crypto.randomUUID(),
        stopId,
        stopTitle,
        stopPath,
        payload: {
          description: text("description"),
          bodyOfWaterId: text("bodyOfWaterId"),
          equipmentId: text("equipmentId"),
          photos,
        },
      });
      if (result.outcome === "refused") {
        const refusal = result.entry.errors ?? {};
        setErrors(Object.keys(refusal).length ? refusal : { form: result.entry.reason ?? "" });
        return;
      }
      setErrors({});
      notifications.show(
        result.outcome === "accepted"
          ? { color: "green", message: t("field.repair.sent") }
          : { color: "orange", message: t("field.repair.keptOnPhone") },
      );
      close();
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="subtle" leftSection={<IconTool size={16} aria-hidden />} onClick={open}>
        {t("field.repair.open")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("field.repair.open")}
        closeButtonProps={{ "aria-label": t("field.repair.close") }}
      >
        <form onSubmit={(event) => void submit(event)}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t("field.repair.intro")}
            </Text>
            <Textarea
              name="description"
              label={t("field.repair.what")}
              required
              autosize
              minRows={3}
              error={errors.description && t.text(errors.description)}
            />
            <NativeSelect
              name="bodyOfWaterId"
              label={t("field.repair.body")}
              data={[{ value: "", label: t("field.repair.noBody") }, ...(places?.bodies ?? [])]}
              error={errors.bodyOfWaterId && t.text(errors.bodyOfWaterId)}
            />
            <NativeSelect
              name="equipmentId"
              label={t("field.repair.equipment")}
              data={[
                { value: "", label: t("field.repair.noEquipment") },
                ...(places?.equipment ?? []).map(({ value, label }) => ({ value, label })),
              ]}
              error={errors.equipmentId && t.text(errors.equipmentId)}
            />
            {/* A plain file input: phones offer the camera for it, and its label reaches it. */}
            <Input.Wrapper
              id="repair-photos"
              label={t("field.repair.photos")}
              description={t("field.repair.photosHint")}
              error={errors.photos && t.text(errors.photos)}
            >
              <input
                id="repair-photos"
                type="file"
                name="photos"
                accept="image/*"
                multiple
                style={{ display: "block" }}
              />
            </Input.Wrapper>
            {errors.form ? (
              <Text c="red" size="sm" role="alert">
                {t.text(errors.form)}
              </Text>
            ) : null}
            <Button type="submit" loading={sending}>
              {t("field.repair.send")}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
