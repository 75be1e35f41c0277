import { Button } from "@mantine/core";
import { IconArchive, IconArrowBackUp } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { ConfirmActionButton } from "./confirm-action";

/**
 * Archive (after a confirmation dialog) or restore a record, with one wording on every detail page: "Archive {noun}"
 * / "Restore {noun}", a dialog titled "Archive {name}?". Posts `intent=archive|restore` to the page's action.
 * Restoring takes no confirmation: it only brings the record back.
 */
export function ArchiveButton({
  archived,
  name,
  noun,
  consequence,
}: {
  archived: boolean;
  /** The record's name, for the dialog title. */
  name: string;
  /** What the record is ("customer", "body of water"), for the buttons. */
  noun: string;
  /** What archiving changes on this page's lists, in one sentence; by default "The {noun} leaves the {noun} list." */
  consequence?: string;
}) {
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
          Restore {noun}
        </Button>
      </Form>
    );
  }
  return (
    <ConfirmActionButton
      label={`Archive ${noun}`}
      title={`Archive ${name}?`}
      confirmLabel={`Archive ${noun}`}
      intent="archive"
      leftSection={<IconArchive size={16} aria-hidden />}
    >
      {`${consequence ?? `The ${noun} leaves the ${noun} list.`} Nothing is deleted: its history stays, and you can restore it later.`}
    </ConfirmActionButton>
  );
}
