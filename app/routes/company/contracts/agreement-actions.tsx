import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconEdit, IconMail, IconTrash } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import type { AgreementDetail } from "~/domain/money/agreements.server";

export type ActionFailure = { ok: false; errors: Record<string, string>; intent?: string } | null;

/** The buttons for what the office may do with the agreement now; each that sends, ends or destroys asks first. */
export function AgreementActions({
  agreement,
  failed,
}: {
  agreement: AgreementDetail;
  failed: ActionFailure;
}) {
  const a = new Set(agreement.actions);
  if (!a.size) return null;
  const to = agreement.customer.email;
  return (
    <Group gap="xs">
      {a.has("edit") ? (
        <Button
          component={Link}
          to={`/company/contracts/contract/${agreement.id}/edit`}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          Edit
        </Button>
      ) : null}
      {a.has("send") ? (
        <ConfirmActionButton
          label="Send to customer"
          title={`Send ${agreement.label}?`}
          confirmLabel="Send agreement"
          intent="send"
          color="blue"
          variant="filled"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {to
            ? `${agreement.customer.name} gets an e-mail at ${to} with a link to read and accept or decline it (it is in their portal too, if their account is linked). It can't be changed while it is out, unless you withdraw it.`
            : `${agreement.customer.name} has no e-mail address. Add one on the customer's page first.`}
        </ConfirmActionButton>
      ) : null}
      {a.has("resend") ? (
        <ConfirmActionButton
          label="Resend"
          title={`Resend ${agreement.label}?`}
          confirmLabel="Resend e-mail"
          intent="resend"
          color="blue"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {to
            ? `The same link goes to ${to} again.`
            : `${agreement.customer.name} has no e-mail address. Add one on the customer's page first.`}
        </ConfirmActionButton>
      ) : null}
      {a.has("withdraw") ? (
        <ConfirmActionButton
          label="Withdraw to draft"
          title={`Withdraw ${agreement.label} to a draft?`}
          confirmLabel="Withdraw"
          intent="withdraw"
          color="orange"
        >
          The e-mailed link stops working and any answer is cleared, so you can change the agreement and send
          it again.
        </ConfirmActionButton>
      ) : null}
      {a.has("end") ? <EndButton agreement={agreement} failed={failed} /> : null}
      {a.has("delete") ? (
        <ConfirmActionButton
          label="Delete draft"
          title={`Delete ${agreement.label}?`}
          confirmLabel="Delete draft"
          intent="delete"
          leftSection={<IconTrash size={16} aria-hidden />}
        >
          The draft is deleted for good. It was never sent, so the customer has not seen it.
        </ConfirmActionButton>
      ) : null}
    </Group>
  );
}

function EndButton({ agreement, failed }: { agreement: AgreementDetail; failed: ActionFailure }) {
  const errors = failed?.intent === "end" ? failed.errors : {};
  const [opened, { open, close }] = useDisclosure(Boolean(errors.endsOn || errors.reason));
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        End agreement
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`End ${agreement.label}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            <Text>
              {`The agreement with ${agreement.customer.name} ends on the last day of service. The signed copy and its history are kept.`}
            </Text>
            <TextInput
              type="date"
              name="endsOn"
              label="Last day of service"
              min={agreement.startsOn}
              defaultValue={agreement.endsOn ?? agreement.today}
              error={errors.endsOn}
              required
            />
            <Textarea
              name="reason"
              label="Reason"
              description="Kept with the agreement"
              autosize
              minRows={2}
              error={errors.reason}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="end" color="red" loading={busy}>
                End agreement
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

/** A refused action (no e-mail address, changed meanwhile) as an alert above the page. */
export function ActionError({ failed }: { failed: ActionFailure }) {
  if (!failed) return null;
  const message = failed.errors.form ?? (failed.intent === "end" ? null : Object.values(failed.errors)[0]);
  return message ? (
    <Alert color="red" mb="md" role="alert" title="Not done">
      {message}
    </Alert>
  ) : null;
}
