import { Button, type ButtonProps, Group, Modal, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { FieldErrors, Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";

export type IntentResult = (Rejected & { intent?: string }) | undefined;

/**
 * A button that opens a dialog with a small form posting `intent` to the page's action. The schema checks it in the
 * browser first; when the server refuses (a rule the browser can't know, like the balance), the dialog opens again
 * with the messages at the fields and what was typed. `match` tells which of several dialogs of one intent failed.
 */
export function ActionModal({
  intent,
  label,
  title,
  schema,
  actionData,
  submitLabel,
  fields = {},
  match,
  color,
  variant = "light",
  size,
  leftSection,
  children,
}: {
  intent: string;
  label: string;
  title: string;
  schema: z.ZodType;
  actionData: IntentResult;
  submitLabel: string;
  fields?: Record<string, string>;
  match?: (values: Record<string, string>) => boolean;
  color?: ButtonProps["color"];
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  leftSection?: React.ReactNode;
  children: (form: { errors: FieldErrors; values: Record<string, string> }) => React.ReactNode;
}) {
  const mine = actionData?.intent === intent && (!match || match(actionData.values)) ? actionData : undefined;
  const [opened, { open, close }] = useDisclosure(Boolean(mine));
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    if (mine) open();
  }
  const { errors, values, onSubmit } = useValidatedForm(schema, mine);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button variant={variant} color={color} size={size} onClick={open} leftSection={leftSection}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ "aria-label": t("money.invoice.close") }}
      >
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            onSubmit(event);
            if (!event.defaultPrevented) close();
          }}
        >
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Stack>
            {children({ errors, values })}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("money.invoice.cancel")}
              </Button>
              <Button type="submit" color={color} loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
