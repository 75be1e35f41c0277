import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArchive, IconArrowBackUp } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";

/** Archive (after a confirmation dialog) or restore a record: posts `intent=archive|restore` to the page's action. */
export function ArchiveButton({
  archived,
  name,
  noun,
  consequence,
}: {
  archived: boolean;
  name: string;
  noun: string;
  consequence: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const busy = useNavigation().state === "submitting";
  if (archived) {
    return (
      <Form method="post">
        <Button
          type="submit"
          name="intent"
          value="restore"
          variant="light"
          loading={busy}
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
        >
          Restore
        </Button>
      </Form>
    );
  }
  return (
    <>
      <Button variant="light" color="red" onClick={open} leftSection={<IconArchive size={16} aria-hidden />}>
        Archive
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Archive ${name}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text mb="md">{consequence} You can restore it later.</Text>
        <Form method="post" onSubmit={close}>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="archive" color="red">
              Archive {noun}
            </Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}

/** A labelled value on a detail page. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </div>
  );
}
