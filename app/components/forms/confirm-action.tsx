import { Button, type ButtonProps, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, useNavigation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * A button that asks before it acts: it opens a dialog saying what will happen, and only the dialog's confirm button
 * posts `intent` (and any `fields`) to the page's action. For anything that destroys, ends or withdraws.
 */
export function ConfirmActionButton({
  label,
  title,
  children,
  confirmLabel,
  intent,
  fields = {},
  color = "red",
  leftSection,
  variant = "light",
}: {
  label: string;
  title: string;
  /** What will happen, in the dialog. */
  children: React.ReactNode;
  confirmLabel: string;
  intent: string;
  fields?: Record<string, string>;
  color?: ButtonProps["color"];
  leftSection?: React.ReactNode;
  variant?: ButtonProps["variant"];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button variant={variant} color={color} onClick={open} leftSection={leftSection}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        {typeof children === "string" ? <Text mb="md">{children}</Text> : children}
        <Form method="post" onSubmit={close}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t("common.confirm.cancel")}
            </Button>
            <Button type="submit" name="intent" value={intent} color={color} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}
