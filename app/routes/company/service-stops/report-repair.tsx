import { Button, Input, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTool } from "@tabler/icons-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

type Places = {
  bodies: { value: string; label: string }[];
  equipment: { value: string; label: string; bodyId: string }[];
};
type Answer = { ok: true } | { ok: false; errors: Record<string, string> };

/**
 * "Report a repair" from the stop screen: what is wrong, the pool and equipment, photos from the camera. The office
 * finds it under Repair Requests; the stop itself is not held up.
 */
export function ReportRepair({ stopId }: { stopId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const t = useT();
  const places = useFetcher<Places>();
  const send = useFetcher<Answer>();
  const url = `/company/serviceStops/detail/${stopId}/repairRequest`;
  const errors = send.data && !send.data.ok ? send.data.errors : {};

  useEffect(() => {
    if (opened && places.state === "idle" && !places.data) places.load(url);
  }, [opened, places, url]);

  useEffect(() => {
    if (send.state === "idle" && send.data?.ok) {
      notifications.show({ color: "green", message: t("field.repair.sent") });
      close();
    }
  }, [send.state, send.data, close, t]);

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
        <send.Form method="post" action={url} encType="multipart/form-data">
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
              data={[{ value: "", label: t("field.repair.noBody") }, ...(places.data?.bodies ?? [])]}
              error={errors.bodyOfWaterId}
            />
            <NativeSelect
              name="equipmentId"
              label={t("field.repair.equipment")}
              data={[
                { value: "", label: t("field.repair.noEquipment") },
                ...(places.data?.equipment ?? []).map(({ value, label }) => ({ value, label })),
              ]}
              error={errors.equipmentId}
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
            <Button type="submit" loading={send.state !== "idle"}>
              {t("field.repair.send")}
            </Button>
          </Stack>
        </send.Form>
      </Modal>
    </>
  );
}
