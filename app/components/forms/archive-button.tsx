import { Button } from "@mantine/core";
import { IconArchive, IconArrowBackUp } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { ConfirmActionButton } from "./confirm-action";

/** The buttons' words per kind of record: whole messages, since a noun can't be slotted into a sentence in Spanish. */
const kindLabels = {
  customer: { archive: "common.archive.customer", restore: "common.restore.customer" },
  location: { archive: "common.archive.location", restore: "common.restore.location" },
  bodyOfWater: { archive: "common.archive.bodyOfWater", restore: "common.restore.bodyOfWater" },
  equipment: { archive: "common.archive.equipment", restore: "common.restore.equipment" },
  item: { archive: "common.archive.item", restore: "common.restore.item" },
  taskGroup: { archive: "common.archive.taskGroup", restore: "common.restore.taskGroup" },
  vendor: { archive: "common.archive.vendor", restore: "common.restore.vendor" },
  product: { archive: "common.archive.product", restore: "common.restore.product" },
} as const;

export type ArchiveKind = keyof typeof kindLabels;

/**
 * Archive (after a confirmation dialog) or restore a record, with one wording on every detail page: "Archive customer"
 * / "Restore customer", a dialog titled "Archive {name}?". Posts `intent=archive|restore` to the page's action.
 * Restoring takes no confirmation: it only brings the record back.
 */
export function ArchiveButton({
  archived,
  name,
  kind,
  consequence,
}: {
  archived: boolean;
  /** The record's name, for the dialog title. */
  name: string;
  /** What the record is, for the buttons' words. */
  kind: ArchiveKind;
  /** What archiving changes on this page's lists, in one sentence in the page's language. */
  consequence: string;
}) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const labels = kindLabels[kind];
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
          {t(labels.restore)}
        </Button>
      </Form>
    );
  }
  return (
    <ConfirmActionButton
      label={t(labels.archive)}
      title={t("common.archive.title", { name })}
      confirmLabel={t(labels.archive)}
      intent="archive"
      leftSection={<IconArchive size={16} aria-hidden />}
    >
      {`${consequence} ${t("common.archive.keepsHistory")}`}
    </ConfirmActionButton>
  );
}
