import { Button, FileInput, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Form, useNavigation } from "react-router";

/** A record's photos, and (for those who may edit) a form to upload one more (intent "photo"). */
export function PhotosPanel({
  photos,
  name,
  canWrite,
  error,
}: {
  photos: string[];
  name: string;
  canWrite: boolean;
  error: string | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Stack>
      {photos.length === 0 ? <Text>No photos yet.</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {photos.map((url, i) => (
          <Image key={url} src={url} alt={`${name}, photo ${i + 1}`} radius="sm" h={160} fit="cover" />
        ))}
      </SimpleGrid>
      {canWrite ? (
        <Paper withBorder p="md" maw={520}>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="photo" />
            <Stack>
              <FileInput
                label="Add a photo"
                name="photo"
                accept="image/png,image/jpeg,image/webp,image/gif"
                description="PNG, JPEG, WebP or GIF, up to 5 MB."
                error={error}
                clearable
              />
              <Button type="submit" loading={busy} w="fit-content">
                Upload photo
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : null}
    </Stack>
  );
}
