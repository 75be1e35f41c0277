import { Alert, Button, Group, Modal, Paper, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { plural } from "./totals";

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
  what = "standing routes",
}: {
  changed: { moved: number; reordered: number; dirty: boolean };
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  error?: string;
  what?: string;
}) {
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
        <Alert color="red" title="Not saved" mb="md" role="alert">
          {error}
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
              Unsaved changes:{" "}
              {[
                moved ? `${plural(moved, "stop")} moved` : "",
                reordered ? `${plural(reordered, "route")} re-ordered` : "",
              ]
                .filter(Boolean)
                .join(", ")}
              .
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={open} disabled={saving}>
                Discard
              </Button>
              <Button
                size="sm"
                onClick={onSave}
                loading={saving}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                Save changes
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Modal
        opened={confirming}
        onClose={close}
        title="Discard your changes?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text mb="md">The {what} go back to how they were when you opened the page.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep editing
          </Button>
          <Button
            color="red"
            onClick={() => {
              onDiscard();
              close();
            }}
          >
            Discard changes
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text mb="md">Your changes to the {what} are not saved yet.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Stay on the page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave and lose them
          </Button>
        </Group>
      </Modal>
    </>
  );
}
