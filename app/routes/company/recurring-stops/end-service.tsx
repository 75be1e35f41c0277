import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import type { Rejected } from "~/components/forms/validation";
import { safeParseChecked } from "~/components/forms/validation";
import { endRecurringStopSchema } from "~/domain/routing/recurring-schemas";

/**
 * Ends the service after a chosen day (today by default). Destructive — the later visits are removed — so the
 * button only opens a dialog that says so; the dialog's button submits.
 */
export function EndService({ today, failed }: { today: string; failed?: Rejected }) {
  const f = useFormat();
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
        <Text>
          Stop the service after a day: visits after it are removed from the schedule. Finished visits and
          their reports stay.
        </Text>
        <TextInput
          type="date"
          name="endDate"
          label="Last day of service"
          required
          defaultValue={failed?.values.endDate ?? today}
          error={error}
        />
        <Group>
          <Button color="red" variant="light" onClick={confirm}>
            End service…
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="End this service?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text mb="md">
          The last visit will be on or before {f.calendarDate(lastDay)}. Every later visit that nobody has
          started is removed, those moved by hand too; this can't be undone here (you would create the
          recurring service again).
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="end-service" color="red" loading={busy}>
            End service
          </Button>
        </Group>
      </Modal>
    </Form>
  );
}
