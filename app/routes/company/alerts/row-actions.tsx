import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { AlertRow } from "~/domain/alerts/alerts.server";

export type Member = { id: string; name: string };

/**
 * The row's one control: a button that opens the handling dialog, whose forms render only then (the page sent every
 * row three forms and a select of all members before, ~5 KB a row). No icon: its SVG would repeat in every row.
 */
export function RowActionsButton({ row, onOpen }: { row: AlertRow; onOpen: (id: string) => void }) {
  const t = useT();
  if (!row.canHandle) return null;
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={t("team.alerts.actionsFor", { title: t.text(row.title) })}
      onClick={() => onOpen(row.id)}
    >
      {t("team.alerts.actions")}
    </Button>
  );
}

/**
 * One dialog for the whole page: Acknowledge / Resolve (or Reopen), and the assignee picker fed by the member list
 * the loader sends once. It closes on submit; the redirect's toast says what happened.
 */
export function AlertActionsDialog({
  row,
  members,
  onClose,
}: {
  row: AlertRow | undefined;
  members: Member[];
  onClose: () => void;
}) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const hidden = row ? <input type="hidden" name="alertId" value={row.id} /> : null;
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      title={row ? t.text(row.title) : ""}
      centered
      closeButtonProps={{ "aria-label": t("team.alerts.close") }}
    >
      {row ? (
        <Stack gap="md">
          <Group gap="xs">
            {row.status === "open" ? (
              <Form method="post" onSubmit={onClose}>
                {hidden}
                <Button variant="light" type="submit" name="intent" value="acknowledge" disabled={busy}>
                  {t("team.alerts.acknowledge")}
                </Button>
              </Form>
            ) : null}
            {row.status !== "resolved" ? (
              <Form method="post" onSubmit={onClose}>
                {hidden}
                <Button
                  variant="light"
                  color="green"
                  type="submit"
                  name="intent"
                  value="resolve"
                  disabled={busy}
                >
                  {t("team.alerts.resolve")}
                </Button>
              </Form>
            ) : (
              <Form method="post" onSubmit={onClose}>
                {hidden}
                <Button variant="default" type="submit" name="intent" value="reopen" disabled={busy}>
                  {t("team.alerts.reopen")}
                </Button>
              </Form>
            )}
          </Group>
          {row.status !== "resolved" ? (
            <Form method="post" onSubmit={onClose}>
              {hidden}
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NativeSelect
                  name="memberId"
                  label={t("team.alerts.assignTo")}
                  defaultValue={row.assignedMemberId ?? ""}
                  data={[
                    { value: "", label: t("team.alerts.nobody") },
                    ...members.map((m) => ({ value: m.id, label: m.name })),
                  ]}
                  style={{ flex: 1 }}
                />
                <Button variant="default" type="submit" name="intent" value="assign" disabled={busy}>
                  {t("team.alerts.assign")}
                </Button>
              </Group>
            </Form>
          ) : (
            <Text size="sm" c="dimmed">
              {t("team.alerts.reopenFirst")}
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
