import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconEdit, IconMail, IconTrash } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
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
  const t = useT();
  const a = new Set(agreement.actions);
  if (!a.size) return null;
  const to = agreement.customer.email;
  const label = agreement.label;
  const name = agreement.customer.name;
  return (
    <Group gap="xs">
      {a.has("edit") ? (
        <Button
          component={Link}
          to={`/company/contracts/contract/${agreement.id}/edit`}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t("contracts.agreement.edit")}
        </Button>
      ) : null}
      {a.has("send") ? (
        <ConfirmActionButton
          label={t("contracts.agreement.send")}
          title={t("contracts.agreement.sendTitle", { label })}
          confirmLabel={t("contracts.agreement.sendConfirm")}
          intent="send"
          color="blue"
          variant="filled"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {to
            ? t("contracts.agreement.sendText", { name, email: to })
            : t("contracts.agreement.noEmailText", { name })}
        </ConfirmActionButton>
      ) : null}
      {a.has("resend") ? (
        <ConfirmActionButton
          label={t("contracts.agreement.resend")}
          title={t("contracts.agreement.resendTitle", { label })}
          confirmLabel={t("contracts.agreement.resendConfirm")}
          intent="resend"
          color="blue"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {to
            ? t("contracts.agreement.resendText", { email: to })
            : t("contracts.agreement.noEmailText", { name })}
        </ConfirmActionButton>
      ) : null}
      {a.has("withdraw") ? (
        <ConfirmActionButton
          label={t("contracts.agreement.withdraw")}
          title={t("contracts.agreement.withdrawTitle", { label })}
          confirmLabel={t("contracts.agreement.withdrawConfirm")}
          intent="withdraw"
          color="orange"
        >
          {t("contracts.agreement.withdrawText")}
        </ConfirmActionButton>
      ) : null}
      {a.has("end") ? <EndButton agreement={agreement} failed={failed} /> : null}
      {a.has("delete") ? (
        <ConfirmActionButton
          label={t("contracts.agreement.delete")}
          title={t("contracts.agreement.deleteTitle", { label })}
          confirmLabel={t("contracts.agreement.delete")}
          intent="delete"
          leftSection={<IconTrash size={16} aria-hidden />}
        >
          {t("contracts.agreement.deleteText")}
        </ConfirmActionButton>
      ) : null}
    </Group>
  );
}

function EndButton({ agreement, failed }: { agreement: AgreementDetail; failed: ActionFailure }) {
  const errors = failed?.intent === "end" ? failed.errors : {};
  const [opened, { open, close }] = useDisclosure(Boolean(errors.endsOn || errors.reason));
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {t("contracts.agreement.end")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("contracts.agreement.endTitle", { label: agreement.label })}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Form method="post">
          <Stack>
            <Text>{t("contracts.agreement.endText", { name: agreement.customer.name })}</Text>
            <TextInput
              type="date"
              name="endsOn"
              label={t("contracts.agreement.lastDay")}
              min={agreement.startsOn}
              defaultValue={agreement.endsOn ?? agreement.today}
              error={errors.endsOn ? t.text(errors.endsOn) : undefined}
              required
            />
            <Textarea
              name="reason"
              label={t("contracts.agreement.reason")}
              description={t("contracts.agreement.reasonDescription")}
              autosize
              minRows={2}
              error={errors.reason ? t.text(errors.reason) : undefined}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.confirm.cancel")}
              </Button>
              <Button type="submit" name="intent" value="end" color="red" loading={busy}>
                {t("contracts.agreement.end")}
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
  const t = useT();
  if (!failed) return null;
  const message = failed.errors.form ?? (failed.intent === "end" ? null : Object.values(failed.errors)[0]);
  return message ? (
    <Alert color="red" mb="md" role="alert" title={t("contracts.common.notDone")}>
      {t.text(message)}
    </Alert>
  ) : null;
}
