import { Button, Input, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTool } from "@tabler/icons-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";

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
  const places = useFetcher<Places>();
  const send = useFetcher<Answer>();
  const url = `/company/serviceStops/detail/${stopId}/repairRequest`;
  const errors = send.data && !send.data.ok ? send.data.errors : {};

  useEffect(() => {
    if (opened && places.state === "idle" && !places.data) places.load(url);
  }, [opened, places, url]);

  useEffect(() => {
    if (send.state === "idle" && send.data?.ok) {
      notifications.show({ color: "green", message: "Repair request sent to the office." });
      close();
    }
  }, [send.state, send.data, close]);

  return (
    <>
      <Button variant="subtle" leftSection={<IconTool size={16} aria-hidden />} onClick={open}>
        Report a repair
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Report a repair"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <send.Form method="post" action={url} encType="multipart/form-data">
          <Stack>
            <Text size="sm" c="dimmed">
              The office gets it under Repair Requests with your photos, and can turn it into a job.
            </Text>
            <Textarea
              name="description"
              label="What is wrong"
              required
              autosize
              minRows={3}
              error={errors.description}
            />
            <NativeSelect
              name="bodyOfWaterId"
              label="Pool or spa"
              data={[{ value: "", label: "Not one in particular" }, ...(places.data?.bodies ?? [])]}
              error={errors.bodyOfWaterId}
            />
            <NativeSelect
              name="equipmentId"
              label="Equipment"
              data={[
                { value: "", label: "No equipment" },
                ...(places.data?.equipment ?? []).map(({ value, label }) => ({ value, label })),
              ]}
              error={errors.equipmentId}
            />
            {/* A plain file input: phones offer the camera for it, and its label reaches it. */}
            <Input.Wrapper
              id="repair-photos"
              label="Photos"
              description="Up to 4, from the camera or the library"
              error={errors.photos}
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
                {errors.form}
              </Text>
            ) : null}
            <Button type="submit" loading={send.state !== "idle"}>
              Send to the office
            </Button>
          </Stack>
        </send.Form>
      </Modal>
    </>
  );
}
