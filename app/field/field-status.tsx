import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { OutboxEntry, OutboxKind } from "./device-store";
import { dismissRefused } from "./outbox";
import { syncOutbox } from "./sync";
import { useLastSyncStop, useOnline, useOutbox, useSyncing } from "./use-field";

const kindKeys = {
  arrive: "field.sync.kind.arrive",
  save: "field.sync.kind.save",
  finish: "field.sync.kind.finish",
  skip: "field.sync.kind.skip",
  repair: "field.sync.kind.repair",
} as const satisfies Record<OutboxKind, string>;

/**
 * The state of the technician's work on every field screen: offline, "3 changes waiting", syncing, "All saved", or
 * changes the server did not accept. Tapping it lists what is on the phone and why anything was refused.
 */
export function FieldStatus() {
  const t = useT();
  const online = useOnline();
  const syncing = useSyncing();
  const outbox = useOutbox();
  const signedOut = useLastSyncStop() === "signed-out";
  const [open, setOpen] = useState(false);
  const waiting = (outbox ?? []).filter((e) => e.state === "waiting");
  const refused = (outbox ?? []).filter((e) => e.state === "refused");

  const { color, icon, label } = refused.length
    ? {
        color: "red",
        icon: <IconCloudOff size={18} />,
        label: t("field.sync.refused", { count: refused.length }),
      }
    : syncing && online
      ? { color: "blue", icon: <IconRefresh size={18} />, label: t("field.sync.syncing") }
      : waiting.length
        ? {
            color: "orange",
            icon: online ? <IconCloudUpload size={18} /> : <IconCloudOff size={18} />,
            label: online
              ? t("field.sync.waiting", { count: waiting.length })
              : t("field.sync.offlineWaiting", { count: waiting.length }),
          }
        : online
          ? { color: "green", icon: <IconCloudCheck size={18} />, label: t("field.sync.allSaved") }
          : { color: "gray", icon: <IconCloudOff size={18} />, label: t("field.sync.offline") };

  return (
    <>
      {/* A live region around the button: a screen reader hears "3 changes waiting" → "All saved" as it changes. */}
      <div role="status">
        <Button
          variant="light"
          color={color}
          leftSection={icon}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-field-status={
            refused.length ? "refused" : waiting.length ? "waiting" : online ? "saved" : "offline"
          }
        >
          {label}
        </Button>
      </div>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("field.sync.listTitle")}>
        <Stack>
          <Text size="sm" c="dimmed">
            {online ? t("field.sync.explainOnline") : t("field.sync.explainOffline")}
          </Text>
          {signedOut && waiting.length ? (
            <Anchor component={Link} to="/signIn" c="red">
              {t("field.sync.signedOut")}
            </Anchor>
          ) : null}
          {outbox && outbox.length === 0 ? <Text>{t("field.sync.nothingWaiting")}</Text> : null}
          {(outbox ?? []).map((entry) => (
            <ChangeRow key={entry.seq} entry={entry} onOpenStop={() => setOpen(false)} />
          ))}
          {waiting.length && online ? (
            <Button
              onClick={() => void syncOutbox()}
              loading={syncing}
              leftSection={<IconRefresh size={18} />}
            >
              {t("field.sync.sendNow")}
            </Button>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}

function ChangeRow({ entry, onOpenStop }: { entry: OutboxEntry; onOpenStop: () => void }) {
  const t = useT();
  const f = useFormat();
  const refused = entry.state === "refused";
  // Removing a refused change loses it for good: asked once more, in the row.
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={entry.stopPath} onClick={onOpenStop} fw={600}>
            {entry.stopTitle}
          </Anchor>
          <Badge color={refused ? "red" : "orange"} variant="light" style={{ flexShrink: 0 }}>
            {refused ? t("field.sync.notAccepted") : t("field.sync.pending")}
          </Badge>
        </Group>
        <Text size="sm">
          {t(kindKeys[entry.kind])} · {f.dateTime(new Date(entry.at))}
        </Text>
        {refused ? (
          <>
            <Text size="sm" c="red">
              {t("field.sync.refusedBecause", { reason: entry.reason ? t.text(entry.reason) : "—" })}
            </Text>
            {confirming ? (
              <>
                <Text size="sm">{t("field.sync.dismissBody", { stop: entry.stopTitle })}</Text>
                <Group gap="xs">
                  <Button color="red" onClick={() => void dismissRefused(entry.seq ?? -1)}>
                    {t("field.sync.dismiss")}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {t("field.sync.keep")}
                  </Button>
                </Group>
              </>
            ) : (
              <Button variant="default" color="red" onClick={() => setConfirming(true)} w="fit-content">
                {t("field.sync.dismiss")}
              </Button>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
