import { Button, type ButtonProps, Group, Modal, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * A button that opens a dialog asking for a reason (or an optional note) before it posts `intent` to the page's action:
 * deactivating, rejecting, approving with a note. The server validates again; the dialog only stops an empty reason.
 */
export function ReasonActionButton({
  label,
  title,
  children,
  confirmLabel,
  intent,
  fieldName = "reason",
  fieldLabel,
  required = true,
  fields = {},
  color = "red",
  variant = "light",
  size,
}: {
  label: string;
  title: string;
  children?: React.ReactNode;
  confirmLabel: string;
  intent: string;
  fieldName?: string;
  fieldLabel?: string;
  required?: boolean;
  fields?: Record<string, string>;
  color?: ButtonProps["color"];
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = String(new FormData(event.currentTarget).get(fieldName) ?? "").trim();
    if (required && value.length < 3) {
      event.preventDefault();
      setError(t("admin.rules.sayWhy"));
      return;
    }
    setError(null);
    close();
  }
  return (
    <>
      <Button variant={variant} color={color} onClick={open} size={size}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ "aria-label": t("admin.reason.close") }}
      >
        {typeof children === "string" ? <Text mb="md">{children}</Text> : children}
        <Form method="post" onSubmit={onSubmit} noValidate>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Textarea
            label={fieldLabel ?? t("admin.reason.label")}
            name={fieldName}
            description={required ? undefined : t("admin.reason.optional")}
            required={required}
            autosize
            minRows={2}
            maxLength={1000}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t("admin.reason.cancel")}
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
