import { Button, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FileField } from "~/components/forms/file-field";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * A record's photos, and (for those who may edit) a form to upload one more (intent "photo"). `children`: photos
 * kept elsewhere (a pool's visit photos), shown first.
 */
export function PhotosPanel({
  photos,
  name,
  canWrite,
  error,
  children,
}: {
  photos: string[];
  name: string;
  canWrite: boolean;
  error: string | undefined;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Stack>
      {children}
      {photos.length === 0 && !children ? <Text>{t("field.photosPanel.none")}</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {photos.map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={t("field.photosPanel.alt", { name, n: i + 1 })}
            radius="sm"
            h={160}
            fit="cover"
          />
        ))}
      </SimpleGrid>
      {canWrite ? (
        <Paper withBorder p="md" maw={520}>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="photo" />
            <Stack>
              <FileField
                label={t("field.photosPanel.add")}
                name="photo"
                accept="image/png,image/jpeg,image/webp,image/gif"
                description={t("field.photosPanel.hint")}
                error={error && t.text(error)}
                clearable
              />
              <Button type="submit" loading={busy} w="fit-content">
                {t("field.photosPanel.upload")}
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : null}
    </Stack>
  );
}
