import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import type { Rejected } from "~/components/forms/validation";
import { safeParseChecked } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { endRecurringStopSchema } from "~/domain/routing/recurring-schemas";

/**
 * Ends the service after a chosen day (today by default). Destructive — the later visits are removed — so the
 * button only opens a dialog that says so; the dialog's button submits.
 */
export function EndService({ today, failed }: { today: string; failed?: Rejected }) {
  const f = useFormat();
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | undefined>();
  const [lastDay, setLastDay] = useState(today);
  const [seen, setSeen] = useState(failed);
  if (failed !== seen) {
    setSeen(failed);
    setError(failed?.errors.endDate);
  }
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";

  function confirm() {
    const value = new FormData(formRef.current ?? undefined).get("endDate");
    const parsed = safeParseChecked(endRecurringStopSchema, { endDate: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setLastDay(parsed.data.endDate);
    open();
  }

  return (
    <Form method="post" id="end-service" ref={formRef} onSubmit={close} noValidate>
      <input type="hidden" name="intent" value="end" />
      <Stack maw={420}>
        <Text>{t("routing.recurring.endIntro")}</Text>
        <TextInput
          type="date"
          name="endDate"
          label={t("routing.recurring.lastDayOfService")}
          required
          defaultValue={failed?.values.endDate ?? today}
          error={error ? t.text(error) : undefined}
        />
        <Group>
          <Button color="red" variant="light" onClick={confirm}>
            {t("routing.recurring.endServiceOpen")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t("routing.recurring.endConfirmTitle")}
        closeButtonProps={{ "aria-label": t("routing.management.close") }}
      >
        <Text mb="md">{t("routing.recurring.endConfirm", { date: f.calendarDate(lastDay) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("routing.management.cancel")}
          </Button>
          <Button type="submit" form="end-service" color="red" loading={busy}>
            {t("routing.recurring.endService")}
          </Button>
        </Group>
      </Modal>
    </Form>
  );
}
