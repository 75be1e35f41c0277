import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { type T, useT } from "~/components/i18n/i18n-provider";
import type { Formatter } from "~/core/format/format";
import {
  countReassignable,
  REASSIGN_MESSAGES,
  type ReassignableWork,
  reassignStopsSchema,
} from "~/domain/team/reassign-schemas";

export interface ReassignOptions extends ReassignableWork {
  today: string;
  targets: { value: string; label: string }[];
}

/** The handover the server checked, to confirm without JavaScript (with it, the dialog confirms). */
export interface ReassignReview {
  stops: number;
  recurringStops: number;
  targetName: string;
  technicianId: string;
  fromDate: string;
}

interface Pending {
  technicianId: string;
  fromDate: string;
  targetName: string;
  counts: { stops: number; recurringStops: number };
}

const question = (t: T, f: Formatter, p: Omit<Pending, "technicianId">) =>
  t("people.reassign.question", {
    stops: p.counts.stops,
    recurringStops: p.counts.recurringStops,
    date: f.calendarDate(p.fromDate),
    name: p.targetName,
  });

/** Posts the confirmed handover. */
function ConfirmForm({ pending, onCancel }: { pending: Pending; onCancel: () => void }) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Form method="post" onSubmit={onCancel}>
      <input type="hidden" name="intent" value="reassign" />
      <input type="hidden" name="confirmed" value="yes" />
      <input type="hidden" name="technicianId" value={pending.technicianId} />
      <input type="hidden" name="fromDate" value={pending.fromDate} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t("common.confirm.cancel")}
        </Button>
        <Button type="submit" loading={busy}>
          {t("people.reassign.move")}
        </Button>
      </Group>
    </Form>
  );
}

/**
 * "Reassign stops": gives the member's stops from a date (and their recurring stops) to another active member, after
 * a confirmation that names the counts for the chosen date.
 */
export function ReassignPanel({
  memberName,
  options,
  actionData,
  review,
}: {
  memberName: string;
  options: ReassignOptions;
  actionData: Rejected | undefined;
  review: ReassignReview | undefined;
}) {
  const f = useFormat();
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(reassignStopsSchema, actionData);
  const [pending, setPending] = useState<Pending | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [dismissedReview, setDismissedReview] = useState<ReassignReview | undefined>(undefined);
  const shownReview = review && review !== dismissedReview ? review : undefined;

  function ask(event: React.FormEvent<HTMLFormElement>) {
    onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const technicianId = String(form.get("technicianId"));
    const fromDate = String(form.get("fromDate"));
    const counts = countReassignable(options, fromDate);
    if (fromDate < options.today) return setDateError(REASSIGN_MESSAGES.past);
    if (counts.stops + counts.recurringStops === 0) return setDateError(REASSIGN_MESSAGES.nothing);
    setDateError(null);
    const targetName =
      options.targets.find((o) => o.value === technicianId)?.label ?? t("people.reassign.them");
    setPending({ technicianId, fromDate, targetName, counts });
  }

  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "lg" }}
      id="reassign"
      component="section"
      aria-labelledby="reassign-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reassign-title">
          {t("people.reassign.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("people.reassign.intro", { name: memberName })}
        </Text>
        {options.targets.length === 0 ? (
          <Text size="sm">{t("people.reassign.nobody")}</Text>
        ) : (
          <Form method="post" onSubmit={ask} noValidate>
            <input type="hidden" name="intent" value="reassign" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t("people.reassign.newTechnician")}
                name="technicianId"
                data={[{ value: "", label: t("people.reassign.chooseSomeone") }, ...options.targets]}
                defaultValue={values.technicianId ?? ""}
                error={errors.technicianId}
                withAsterisk
              />
              <TextInput
                type="date"
                label={t("people.reassign.from")}
                description={t("people.reassign.fromHelp")}
                name="fromDate"
                min={options.today}
                defaultValue={values.fromDate ?? options.today}
                error={errors.fromDate ?? (dateError ? t.text(dateError) : null)}
                withAsterisk
              />
            </SimpleGrid>
            <Group mt="md">
              <Button type="submit" leftSection={<IconArrowsExchange size={18} aria-hidden />}>
                {t("people.reassign.heading")}
              </Button>
            </Group>
          </Form>
        )}
        {shownReview ? (
          <Alert color="blue" title={t("people.reassign.confirmTitle")}>
            <Text size="sm">{question(t, f, { ...shownReview, counts: shownReview })}</Text>
            <ConfirmForm
              pending={{ ...shownReview, counts: shownReview }}
              onCancel={() => setDismissedReview(review)}
            />
          </Alert>
        ) : null}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t("people.reassign.confirmTitle")}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        {pending ? (
          <>
            <Text>{question(t, f, pending)}</Text>
            {pending.counts.recurringStops > 0 && pending.fromDate > options.today ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t("people.reassign.split", { name: memberName })}
              </Text>
            ) : null}
            <ConfirmForm pending={pending} onCancel={() => setPending(null)} />
          </>
        ) : null}
      </Modal>
    </Paper>
  );
}
