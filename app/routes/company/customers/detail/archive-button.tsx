import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form } from "react-router";

/** Archive (after confirming) or restore a record. */
export function ArchiveButton({
  archived,
  name,
  noun = "customer",
}: {
  archived: boolean;
  name: string;
  noun?: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  if (archived) {
    return (
      <Form method="post">
        <Button type="submit" name="intent" value="restore" variant="light">
          Restore {noun}
        </Button>
      </Form>
    );
  }
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        Archive {noun}
      </Button>
      <Modal opened={opened} onClose={close} title={`Archive ${name}?`}>
        <Text mb="md">
          The {noun} leaves the active lists and routes. Nothing is deleted: history stays, and you can
          restore it later.
        </Text>
        <Form method="post" onSubmit={close}>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="archive" color="red">
              Archive
            </Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}
