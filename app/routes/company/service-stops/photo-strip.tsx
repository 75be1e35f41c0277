import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCamera, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import type { StopPhoto } from "~/db/schema/service";
import { PhotoThumbnail } from "~/field/device-photo";
import { keepPhoto, LOCAL_PHOTO } from "~/field/outbox";
import { resizePhoto } from "~/field/resize-photo";

/** The stop's general photos: thumbnails, each with its remove button, and one to add another. */
export function PhotoStrip({
  photosUrl,
  photos,
  onChange,
}: {
  photosUrl: string;
  photos: StopPhoto[];
  onChange: (photos: StopPhoto[]) => void;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("field.photos.title")}
      </Text>
      {photos.length ? (
        <Group gap="xs">
          {photos.map((p, i) => (
            // The remove button under the photo, not on it: a 44 px target would cover a small thumbnail.
            <Stack key={p.url} gap={4} align="center">
              <PhotoThumbnail
                src={p.thumbnailUrl}
                alt={t("field.photos.alt", { n: i + 1 })}
                w={96}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                color="red"
                variant="light"
                aria-label={t("field.photos.remove", { n: i + 1 })}
                onClick={() => onChange(photos.filter((x) => x.url !== p.url))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      ) : null}
      <Group>
        <PhotoButton
          photosUrl={photosUrl}
          label={t("field.photos.add")}
          onPhoto={(photo) => onChange([...photos, photo])}
        />
      </Group>
    </Stack>
  );
}

/**
 * Opens the camera on a phone (the file picker elsewhere); the photo is made small on the phone (`resizePhoto`), then
 * the server stores it and a thumbnail.
 */
export function PhotoButton({
  photosUrl,
  label,
  accessibleName,
  onPhoto,
}: {
  photosUrl: string;
  label: string;
  /** When the visible label is short ("Take photo"), what a screen reader hears ("Take photo for …"). */
  accessibleName?: string;
  onPhoto: (photo: StopPhoto) => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  /** With no signal the photo stays on the phone as a file, and the outbox uploads it before the visit it belongs to. */
  async function keepOnPhone(photo: File) {
    const kept = await keepPhoto(photosUrl, photo, photo.name);
    const ref = `${LOCAL_PHOTO}${kept.id}`;
    onPhoto({ url: ref, thumbnailUrl: ref });
    notifications.show({ color: "orange", message: t("field.photos.keptOnPhone") });
  }
  async function upload(file: File) {
    setBusy(true);
    const photo = await resizePhoto(file);
    try {
      if (!navigator.onLine) return await keepOnPhone(photo);
      const body = new FormData();
      body.set("photo", photo);
      const response = await fetch(photosUrl, { method: "POST", body });
      if (response.status >= 500) throw new Error(`server answered ${response.status}`);
      const result = (await response.json()) as { ok: true; photo: StopPhoto } | { ok: false; error: string };
      if (result.ok) onPhoto(result.photo);
      else notifications.show({ color: "red", message: t.text(result.error) });
    } catch {
      await keepOnPhone(photo).catch(() =>
        notifications.show({ color: "red", message: t("field.photos.offline") }),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      component="label"
      variant="light"
      size="sm"
      leftSection={<IconCamera size={16} />}
      loading={busy}
      aria-label={accessibleName}
    >
      {label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
    </Button>
  );
}
