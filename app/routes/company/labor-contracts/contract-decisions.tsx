import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
import type { LaborContractDetail } from "~/domain/team/labor-contracts.server";

type Failed = { ok: false; errors: Record<string, string>; intent?: string } | null;

/** The buttons for what this company may do now, each asking before it acts. */
export function ContractDecisions({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const t = useT();
  const label = contract.label;
  const a = new Set(contract.actions);
  if (!a.size) return null;
  return (
    <Group gap="xs">
      {a.has("accept") ? <AcceptButton contract={contract} failed={failed} /> : null}
      {a.has("reject") ? (
        <NoteButton
          intent="reject"
          label={t("contracts.labor.reject")}
          title={t("contracts.labor.rejectTitle", { label })}
          description={t("contracts.labor.rejectText", { name: contract.offererName })}
          confirmLabel={t("contracts.labor.rejectConfirm")}
        />
      ) : null}
      {a.has("withdraw") ? (
        <ConfirmActionButton
          label={t("contracts.labor.withdraw")}
          title={t("contracts.labor.withdrawTitle", { label })}
          confirmLabel={t("contracts.labor.withdraw")}
          intent="withdraw"
        >
          {t("contracts.labor.withdrawText", { name: contract.receiverName })}
        </ConfirmActionButton>
      ) : null}
      {a.has("end") ? <EndButton contract={contract} failed={failed} /> : null}
      {a.has("finish") ? (
        <ConfirmActionButton
          label={t("contracts.labor.finish")}
          title={t("contracts.labor.finishTitle", { label })}
          confirmLabel={t("contracts.labor.finish")}
          intent="finish"
          color="teal"
        >
          {t("contracts.labor.finishText")}
        </ConfirmActionButton>
      ) : null}
      {a.has("invoice") ? (
        <ConfirmActionButton
          label={t("contracts.labor.invoice")}
          title={t("contracts.labor.invoiceTitle", { label })}
          confirmLabel={t("contracts.labor.invoice")}
          intent="invoice"
          color="teal"
        >
          {t("contracts.labor.invoiceText")}
        </ConfirmActionButton>
      ) : null}
    </Group>
  );
}

function AcceptButton({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const [opened, { open, close }] = useDisclosure(
    failed?.intent === "accept" && Boolean(failed.errors.technicianId),
  );
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const technicianError = failed?.intent === "accept" ? failed.errors.technicianId : undefined;
  return (
    <>
      <Button color="teal" onClick={open}>
        {t("contracts.labor.accept")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("contracts.labor.acceptTitle", { label: contract.label })}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Form method="post">
          <Stack>
            {contract.toMember ? (
              <Text>{t("contracts.labor.acceptMember", { name: contract.receiverName })}</Text>
            ) : (
              <Select
                name="technicianId"
                label={t("contracts.labor.acceptTechnician")}
                data={contract.technicianOptions}
                error={technicianError ? t.text(technicianError) : undefined}
                required
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Textarea
              name="note"
              label={t("contracts.labor.note")}
              description={t("contracts.labor.optional")}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.confirm.cancel")}
              </Button>
              <Button type="submit" name="intent" value="accept" color="teal" loading={busy}>
                {t("contracts.labor.acceptConfirm")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function NoteButton(props: {
  intent: string;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {props.label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={props.title}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Form method="post" onSubmit={close}>
          <Stack>
            <Text>{props.description}</Text>
            <Textarea
              name="note"
              label={t("contracts.labor.note")}
              description={t("contracts.labor.rejectNoteHelp")}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.confirm.cancel")}
              </Button>
              <Button type="submit" name="intent" value={props.intent} color="red" loading={busy}>
                {props.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function EndButton({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const error = failed?.intent === "end" ? failed.errors.lastDay : undefined;
  const [opened, { open, close }] = useDisclosure(Boolean(error));
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const f = useFormat();
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {t("contracts.labor.end")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("contracts.labor.endTitle", { label: contract.label })}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Form method="post">
          <Stack>
            <Text>
              {t("contracts.labor.endText", {
                days: contract.noticeDays,
                date: f.calendarDate(contract.earliestLastDay),
                name: contract.offererName,
              })}
            </Text>
            <TextInput
              type="date"
              name="lastDay"
              label={t("contracts.labor.lastDay")}
              description={t("contracts.labor.lastDayHelp")}
              min={contract.earliestLastDay}
              error={error ? t.text(error) : undefined}
            />
            <Textarea
              name="note"
              label={t("contracts.labor.note")}
              description={t("contracts.labor.endNoteHelp")}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.confirm.cancel")}
              </Button>
              <Button type="submit" name="intent" value="end" color="red" loading={busy}>
                {t("contracts.labor.end")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

/** A broken rule of a decision (expired, changed meanwhile) as an alert above the page. */
export function DecisionError({ failed }: { failed: Failed }) {
  const t = useT();
  if (!failed) return null;
  const message =
    failed.errors.status ??
    failed.errors.form ??
    (failed.intent === "accept" || failed.intent === "end" ? null : Object.values(failed.errors)[0]);
  return message ? (
    <Alert color="red" mb="md" role="alert" title={t("contracts.common.notDone")}>
      {t.text(message)}
    </Alert>
  ) : null;
}
