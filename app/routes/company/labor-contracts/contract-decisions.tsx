import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, useNavigation } from "react-router";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import type { LaborContractDetail } from "~/domain/team/labor-contracts.server";

type Failed = { ok: false; errors: Record<string, string>; intent?: string } | null;

/** The buttons for what this company may do now, each asking before it acts. */
export function ContractDecisions({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const a = new Set(contract.actions);
  if (!a.size) return null;
  return (
    <Group gap="xs">
      {a.has("accept") ? <AcceptButton contract={contract} failed={failed} /> : null}
      {a.has("reject") ? (
        <NoteButton
          intent="reject"
          label="Reject"
          title={`Reject ${contract.label}?`}
          description={`${contract.offererName} sees that you rejected the offer, with your note.`}
          confirmLabel="Reject offer"
        />
      ) : null}
      {a.has("withdraw") ? (
        <ConfirmActionButton
          label="Withdraw offer"
          title={`Withdraw ${contract.label}?`}
          confirmLabel="Withdraw offer"
          intent="withdraw"
        >
          {`${contract.receiverName} can no longer accept it. The contract stays in the list as withdrawn.`}
        </ConfirmActionButton>
      ) : null}
      {a.has("end") ? <EndButton contract={contract} failed={failed} /> : null}
      {a.has("finish") ? (
        <ConfirmActionButton
          label="Mark finished"
          title={`Mark ${contract.label} finished?`}
          confirmLabel="Mark finished"
          intent="finish"
          color="teal"
        >
          The work of this contract is done; it can then be marked invoiced.
        </ConfirmActionButton>
      ) : null}
      {a.has("invoice") ? (
        <ConfirmActionButton
          label="Mark invoiced"
          title={`Mark ${contract.label} invoiced?`}
          confirmLabel="Mark invoiced"
          intent="invoice"
          color="teal"
        >
          The finished work has been invoiced; the contract is closed.
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
  return (
    <>
      <Button color="teal" onClick={open}>
        Accept
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Accept ${contract.label}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            {contract.toMember ? (
              <Text>{`The stops go to ${contract.receiverName}, at ${contract.receiverName}'s rate in this contract.`}</Text>
            ) : (
              <Select
                name="technicianId"
                label="Technician who does the work"
                data={contract.technicianOptions}
                error={failed?.intent === "accept" ? failed.errors.technicianId : undefined}
                required
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Textarea name="note" label="Note" description="Optional" autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="accept" color="teal" loading={busy}>
                Accept offer
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
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {props.label}
      </Button>
      <Modal opened={opened} onClose={close} title={props.title} closeButtonProps={{ "aria-label": "Close" }}>
        <Form method="post" onSubmit={close}>
          <Stack>
            <Text>{props.description}</Text>
            <Textarea
              name="note"
              label="Note"
              description="Why — optional, shown to the other side"
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
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
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        End contract
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`End ${contract.label}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            <Text>
              {`With ${contract.noticeDays} days' notice the last day of work is ${contract.earliestLastDay}. Pick a later day if you agreed one. Visits after the last day go back to ${contract.offererName}.`}
            </Text>
            <TextInput
              type="date"
              name="lastDay"
              label="Last day of work"
              description="Optional: a day after the notice period"
              min={contract.earliestLastDay}
              error={error}
            />
            <Textarea
              name="note"
              label="Note"
              description="Optional, shown to the other side"
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="end" color="red" loading={busy}>
                End contract
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
  if (!failed) return null;
  const message =
    failed.errors.status ??
    failed.errors.form ??
    (failed.intent === "accept" || failed.intent === "end" ? null : Object.values(failed.errors)[0]);
  return message ? (
    <Alert color="red" mb="md" role="alert" title="Not done">
      {message}
    </Alert>
  ) : null;
}
