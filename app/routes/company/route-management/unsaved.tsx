import { Alert, Button, Group, Modal, Paper, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * "Save changes" / "Discard" while the board differs from what was loaded; leaving the page (or closing the tab)
 * with unsaved changes asks first. Switching the weekday tab is not leaving.
 */
export function UnsavedBar({
  changed: { moved, reordered, dirty },
  saving,
  onSave,
  onDiscard,
  error,
  date,
}: {
  changed: { moved: number; reordered: number; dirty: boolean };
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  error?: string;
  /** The one date the board changes; none for the standing routes. */
  date?: string;
}) {
  const t = useT();
  const [confirming, { open, close }] = useDisclosure(false);
  const leaving = useRef(false);
  leaving.current = saving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search.includes("date=") !== nextLocation.search.includes("date=") ||
        new URLSearchParams(currentLocation.search).get("date") !==
          new URLSearchParams(nextLocation.search).get("date")),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <>
      {error ? (
        <Alert color="red" title={t("routing.management.notSaved")} mb="md" role="alert">
          {t.text(error)}
        </Alert>
      ) : null}
      {dirty ? (
        <Paper
          withBorder
          shadow="sm"
          p="sm"
          mb="md"
          bg="yellow.0"
          style={{ position: "sticky", top: "calc(var(--app-shell-header-offset, 0px) + 8px)", zIndex: 5 }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} role="status">
              {t(
                moved && reordered
                  ? "routing.management.unsavedBoth"
                  : moved
                    ? "routing.management.unsavedMoved"
                    : reordered
                      ? "routing.management.unsavedReordered"
                      : "routing.management.unsaved",
                { moved, reordered },
              )}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={open} disabled={saving}>
                {t("routing.management.discard")}
              </Button>
              <Button
                size="sm"
                onClick={onSave}
                loading={saving}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t("routing.management.saveChanges")}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Modal
        opened={confirming}
        onClose={close}
        title={t("routing.management.discardTitle")}
        closeButtonProps={{ "aria-label": t("routing.management.close") }}
      >
        <Text mb="md">
          {date
            ? t("routing.management.discardDayBody", { date })
            : t("routing.management.discardStandingBody")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("routing.management.keepEditing")}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onDiscard();
              close();
            }}
          >
            {t("routing.management.discardChanges")}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("routing.management.leaveTitle")}
        closeButtonProps={{ "aria-label": t("routing.management.close") }}
      >
        <Text mb="md">
          {date ? t("routing.management.leaveDayBody", { date }) : t("routing.management.leaveStandingBody")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t("routing.management.stay")}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t("routing.management.leave")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
